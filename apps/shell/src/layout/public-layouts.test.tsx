import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { answerEachTestsRequests, demoUser } from '@akademi-siber/feature-app-frame/testing';
import { publicFrameHandlers, renderInLayout as renderIn } from '../testing/render-in-layout';
import { DefaultLayout } from './default-layout';
import { DepanDarkLayout } from './depan-dark-layout';
import { DepanLayout } from './depan-layout';
import { DepanNoGoogleLayout } from './depan-no-google-layout';
import { LabLayout } from './lab-layout';

const server = setupServer(...publicFrameHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// A test that renders depan ends with its Google config request still on the way: the One Tap test counts them.
answerEachTestsRequests();
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('public navbar (spec §2)', () => {
  it('signed out: Academy menu by keyboard, Cybersecurity Lab, Jobs in a new tab, Masuk and Daftar', async () => {
    renderIn(<DepanLayout />);
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    const academy = within(nav).getByRole('button', { name: 'Academy' });
    expect(academy).toHaveAttribute('aria-expanded', 'false');
    academy.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(academy).toHaveAttribute('aria-expanded', 'true');
    const entries = ['Belajar Online', 'Live Class', 'Corporate Training', 'Cybersecurity Culture', 'Cyber Insight'];
    for (const name of entries) expect(within(nav).getByRole('link', { name })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Belajar Online' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(academy).toHaveFocus();
    expect(academy).toHaveAttribute('aria-expanded', 'false');

    expect(within(nav).getByRole('link', { name: 'Cybersecurity Lab' })).toHaveAttribute('href', '/cybersecuritylabs');
    const jobs = await within(nav).findByRole('link', { name: /^Jobs/ });
    expect(jobs).toHaveAttribute('href', 'https://jobs.akademisiber.id/');
    expect(jobs).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Dashboard Saya' })).not.toBeInTheDocument();
  });

  it("signed in as a member: the cart badge from the cart's length, Dashboard Saya; Jobs has the token", async () => {
    renderIn(<DepanLayout />, { user: demoUser('member') });
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(await within(nav).findByRole('link', { name: 'Keranjang: 2 item' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard Saya' })).toHaveAttribute('href', '/member');
    expect(within(nav).queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: /^Jobs/ })).toHaveAttribute(
      'href',
      'https://jobs.akademisiber.id/auth/tok-123?redirect=jobs',
    );
  });

  it('signed in with a role that has no cart: Dashboard Saya to its home, no cart', () => {
    renderIn(<DepanLayout />, { user: demoUser('admin') });
    expect(screen.getByRole('link', { name: 'Dashboard Saya' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
  });

  it('changes style once the page is scrolled, and back at the top', () => {
    renderIn(<DepanLayout />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 120;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('public layouts', () => {
  it.each([
    ['depan', <DepanLayout key="l" />, 'light'],
    ['depan-no-google', <DepanNoGoogleLayout key="l" />, 'light'],
    ['depan-dark', <DepanDarkLayout key="l" />, 'dark'],
    ['default', <DefaultLayout key="l" />, 'light'],
    ['lab', <LabLayout key="l" />, 'dark'],
  ])('%s layout: its navbar, the page in <main>, the site footer', (name, layout, variant) => {
    const { container } = renderIn(layout);
    expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', variant);
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('depan offers Google One Tap to visitors if Google sign-in is configured; depan-no-google never', async () => {
    const googleScript = () => document.querySelector('script[src="https://accounts.google.com/gsi/client"]');
    let configAsked = 0;
    server.use(
      http.get('*/api/auth/google/config', () => {
        configAsked += 1;
        return HttpResponse.json({
          success: true,
          message: 'OK',
          data: { enabled: true, client_id: 'klien.apps.googleusercontent.com' },
        });
      }),
    );
    const first = renderIn(<DepanNoGoogleLayout />);
    await screen.findByRole('link', { name: /^Jobs/ });
    expect(configAsked).toBe(0);
    expect(googleScript()).toBeNull();
    first.unmount();

    renderIn(<DepanLayout />);
    await waitFor(() => expect(googleScript()).not.toBeNull());
    googleScript()?.remove();
  });

  it('lab: its own menu jumps to the page sections and opens the lab site', async () => {
    renderIn(<LabLayout />);
    const menu = screen.getByRole('navigation', { name: 'Menu Cybersecurity Lab' });
    expect(within(menu).getByRole('link', { name: 'CTF' })).toHaveAttribute('href', '#ctf');
    expect(await within(menu).findByRole('link', { name: /Situs Lab/ })).toHaveAttribute(
      'href',
      'https://lab.akademisiber.id/',
    );
  });
});
