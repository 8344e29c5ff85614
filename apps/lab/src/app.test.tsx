import { screen, within } from '@testing-library/react';
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
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the lab remote', () => {
  it('mounts at /lab with the lab bar: Beranda to the player’s home, the four sections, Keluar', async () => {
    expect(app).toMatchObject({ id: 'lab', basePath: '/lab' });
    renderRemote(app, '/lab', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tantangan CTF' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi lab' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/member');
    expect(within(nav).getByRole('link', { name: 'Tantangan CTF' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Lab Latihan' })).toHaveAttribute('href', '/lab/exercise-lab');
    expect(within(nav).getByRole('link', { name: 'Papan Skor' })).toHaveAttribute('href', '/lab/papan-skor');
    expect(within(nav).getByRole('link', { name: 'VPN' })).toHaveAttribute('href', '/lab/vpn');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByTestId('area-release')).toBeInTheDocument();
  });

  it('sends a teacher with lab access back to the classrooms, and answers an unknown path with 404', async () => {
    const teacher = demoUser('teacher', {
      teacher: { is_access_course: true, is_access_lab: true },
      campus: { id: 1, name: 'Kampus' },
    });
    renderRemote(app, '/lab/vpn', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Akses VPN' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi lab' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/teacher');
    expect(within(nav).getByRole('link', { name: 'VPN' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers an unknown lab path with the 404 page inside the lab frame', async () => {
    renderRemote(app, '/lab/tidak-ada', member);
    expect(await screen.findByText('Kamu tersesat, segera kembali ke jalan yang benar!')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi lab' })).toBeInTheDocument();
  });
});
