import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';
import { member, ok } from './testing/lab-testing';

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/challenges', () => ok([])),
  http.get('*/api/lab/vpn', () => ok({ active: null, endpoint: 'vpn.lab.test:51820', allowedIps: '10.66.0.0/16' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('the lab remote', () => {
  // Beranda leads to the lab.
  it('mounts at /lab with the lab bar: Beranda, the four sections, back to the dashboard, Keluar', async () => {
    expect(app).toMatchObject({ id: 'lab', basePath: '/lab' });
    renderRemote(app, '/lab', member);
    // Pages are lazy chunks: on a busy machine the first render after import() takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tantangan CTF' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi lab' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/lab');
    expect(within(nav).getByRole('link', { name: 'Tantangan CTF' })).toHaveAttribute('aria-current', 'page');
    // No visible link to /member: the shell would prefetch the member remote on every lab page.
    expect(within(nav).queryByRole('link', { name: 'Kembali ke Dashboard' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu akun member.demo' }));
    expect(within(nav).getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/member');
    expect(within(nav).getByRole('link', { name: 'Lab Latihan' })).toHaveAttribute('href', '/lab/exercise-lab');
    expect(within(nav).getByRole('link', { name: 'Papan Skor' })).toHaveAttribute('href', '/lab/papan-skor');
    expect(within(nav).getByRole('link', { name: 'VPN' })).toHaveAttribute('href', '/lab/vpn');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByTestId('area-release')).toBeInTheDocument();
  });

  it('offers a teacher with lab access the way back to the classrooms', async () => {
    const teacher = demoUser('teacher', {
      teacher: { is_access_course: true, is_access_lab: true },
      campus: { id: 1, name: 'Kampus' },
    });
    renderRemote(app, '/lab/vpn', teacher);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Akses VPN' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi lab' });
    expect(within(nav).getByRole('link', { name: 'VPN' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: /Menu akun/ }));
    expect(within(nav).getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/teacher');
  });

  it('answers an unknown lab path with the 404 page inside the lab frame', async () => {
    renderRemote(app, '/lab/tidak-ada', member);
    expect(
      await screen.findByText('Kamu tersesat, segera kembali ke jalan yang benar!', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi lab' })).toBeInTheDocument();
  });
});
