import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthUser, LabCatalogue, LabScoreboard, LabScoreboardEntry } from '@akademi-siber/util-contracts';
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { ok } from '../../../testing/catalog-fixtures';
import { member, renderPage } from '../../../testing/render-page';
import { CybersecurityLabsPage } from './cybersecuritylabs-page';

const catalogue: LabCatalogue = {
  categories: [
    {
      category: 'web',
      label: 'Web',
      challenges: [
        {
          slug: 'sql-masuk',
          title: 'SQL Masuk',
          category: 'web',
          difficulty: 'easy',
          valueType: 'dynamic',
          value: 480,
          solves: 3,
          firstBlood: { username: 'budi', name: 'Budi Santoso' },
          prerequisite: null,
        },
      ],
    },
    {
      category: 'crypto',
      label: 'Kriptografi',
      challenges: [
        {
          slug: 'caesar-lagi',
          title: 'Caesar Lagi',
          category: 'crypto',
          difficulty: 'hard',
          valueType: 'static',
          value: 300,
          solves: 0,
          firstBlood: null,
          prerequisite: null,
        },
      ],
    },
  ],
  exercises: [
    {
      slug: 'pengintaian-jaringan',
      title: 'Pengintaian Jaringan',
      category: 'network',
      difficulty: 'medium',
      summary: 'Petakan host dan layanan di jaringan lab.',
      steps: 5,
      points: 150,
      xp: 300,
      completions: 2,
    },
  ],
};

const entry = (rank: number, name: string, points: number): LabScoreboardEntry => ({
  rank,
  username: name.toLowerCase().replace(/\s+/g, '.'),
  name,
  avatarUrl: null,
  points,
  solves: rank + 1,
  lastSolveAt: '2026-11-20T03:00:00Z',
});

const boards: Record<string, LabScoreboard> = {
  all: {
    period: 'all',
    classroom: null,
    frozenAt: null,
    live: false,
    entries: [entry(1, 'Sari Wulandari', 1200), entry(2, 'Budi Santoso', 900)],
    me: null,
  },
  month: {
    period: 'month',
    classroom: null,
    frozenAt: null,
    live: false,
    entries: [entry(1, 'Dewi Lestari', 300)],
    me: null,
  },
};

let catalogueFails = false;
const scoreboardRequests: string[] = [];

const server = setupServer(
  http.get('*/api/lab/catalogue', () =>
    catalogueFails
      ? HttpResponse.json({ success: false, message: 'Server sedang sibuk.', data: null }, { status: 500 })
      : ok(catalogue),
  ),
  http.get('*/api/lab/scoreboard', ({ request }) => {
    const url = new URL(request.url);
    scoreboardRequests.push(url.search);
    return ok(boards[url.searchParams.get('period') ?? 'all']);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  catalogueFails = false;
  scoreboardRequests.length = 0;
});
afterAll(() => server.close());

const signedIn = (user: AuthUser) => ({
  session: { token: 't', strategy: 'local' as const, user, status: 'authenticated' as const },
});

const renderLabPage = (options = {}) =>
  renderPage('/cybersecuritylabs', <CybersecurityLabsPage />, '/cybersecuritylabs', options);

describe('/cybersecuritylabs', () => {
  it('shows CTF challenges and exercise labs by category, with difficulty, value, solves and steps', async () => {
    renderLabPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Berlatih menyerang dan bertahan, secara legal dan aman' }),
    ).toBeInTheDocument();

    const ctf = screen.getByRole('region', { name: 'Capture The Flag' });
    const web = await within(ctf).findByRole('region', { name: 'Web' });
    const sql = within(web).getByRole('listitem', { name: 'SQL Masuk' });
    expect(sql).toHaveTextContent('Mudah');
    expect(sql).toHaveTextContent('480 poin (dinamis)');
    expect(sql).toHaveTextContent('3 solve');
    expect(sql).toHaveTextContent('First blood: Budi Santoso');
    const crypto = within(ctf).getByRole('region', { name: 'Kriptografi' });
    const caesar = within(crypto).getByRole('listitem', { name: 'Caesar Lagi' });
    expect(caesar).toHaveTextContent('Sulit');
    expect(caesar).toHaveTextContent('300 poin');
    expect(caesar).toHaveTextContent('Belum ada yang memecahkan');

    const exercises = screen.getByRole('region', { name: 'Exercise Lab' });
    const network = within(exercises).getByRole('region', { name: 'Jaringan' });
    const recon = within(network).getByRole('listitem', { name: 'Pengintaian Jaringan' });
    expect(recon).toHaveTextContent('Menengah');
    expect(recon).toHaveTextContent('5 langkah · 150 poin');
    expect(recon).toHaveTextContent('Diselesaikan 2 kali');
  });

  it('shows the top of the scoreboard, all time or this month', async () => {
    renderLabPage();
    const band = screen.getByRole('region', { name: 'Papan Skor' });
    expect(await within(band).findByRole('cell', { name: /Sari Wulandari/ })).toBeInTheDocument();
    expect(within(band).getByRole('tab', { name: 'Sepanjang waktu' })).toHaveAttribute('aria-selected', 'true');
    expect(scoreboardRequests).toEqual(['?period=all&limit=10']);

    await userEvent.click(within(band).getByRole('tab', { name: 'Bulan ini' }));
    expect(await within(band).findByRole('cell', { name: /Dewi Lestari/ })).toBeInTheDocument();
    expect(within(band).queryByRole('cell', { name: /Sari Wulandari/ })).not.toBeInTheDocument();
    expect(scoreboardRequests).toEqual(['?period=all&limit=10', '?period=month&limit=10']);
  });

  it('says when the catalogue cannot be loaded, and retries', async () => {
    catalogueFails = true;
    renderLabPage();
    const ctf = screen.getByRole('region', { name: 'Capture The Flag' });
    expect(
      await within(ctf).findByRole('heading', { name: 'Daftar tantangan CTF belum dapat dimuat' }),
    ).toBeInTheDocument();
    expect(within(ctf).getByText('Server sedang sibuk.')).toBeInTheDocument();

    catalogueFails = false;
    await userEvent.click(within(ctf).getByRole('button', { name: /coba lagi/i }));
    expect(await within(ctf).findByRole('listitem', { name: 'SQL Masuk' })).toBeInTheDocument();
  });

  it('invites a visitor to sign in on the way to /lab', async () => {
    renderLabPage();
    expect(screen.getByRole('link', { name: 'Masuk untuk mulai' })).toHaveAttribute('href', '/login?redirect=/lab');
    expect(screen.getByRole('link', { name: 'Daftar gratis' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Buka Lab' })).not.toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'SQL Masuk' });
  });

  it('takes a signed-in member straight to /lab', async () => {
    renderLabPage(signedIn(member));
    expect(screen.getByRole('link', { name: 'Buka Lab' })).toHaveAttribute('href', '/lab');
    expect(screen.queryByRole('link', { name: 'Masuk untuk mulai' })).not.toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'SQL Masuk' });
  });

  it('offers no way in to a role the lab is not for', async () => {
    renderLabPage(signedIn({ ...member, id_role: ROLE_IDS.author, scope: ['author'] }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Buka Lab' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Masuk untuk mulai' })).not.toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'SQL Masuk' });
  });
});
