import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { LabCategoryGroup, LabChallengeCard } from '@akademi-siber/util-contracts';
import { fail, ok, renderLab } from '../../../testing/lab-testing';
import { CARDS_PER_STEP, CataloguePage } from './catalogue-page';

const card = (over: Partial<LabChallengeCard>): LabChallengeCard => ({
  slug: 'web-101',
  title: 'Web 101',
  category: 'web',
  difficulty: 'easy',
  valueType: 'static',
  value: 250,
  solves: 3,
  firstBlood: { username: 'dimas.saputra', name: 'Dimas Saputra' },
  prerequisite: null,
  locked: false,
  solved: false,
  awardedPoints: null,
  attempts: 0,
  maxAttempts: null,
  ...over,
});

const catalogue: LabCategoryGroup<LabChallengeCard>[] = [
  {
    category: 'web',
    label: 'Web',
    challenges: [
      card({ solved: true, awardedPoints: 250, attempts: 3 }),
      card({
        slug: 'cookie-admin',
        title: 'Cookie Admin',
        difficulty: 'medium',
        value: 200,
        solves: 0,
        firstBlood: null,
        locked: true,
        prerequisite: { slug: 'web-101', title: 'Web 101' },
      }),
    ],
  },
  {
    category: 'forensics',
    label: 'Forensik',
    challenges: [
      card({
        slug: 'jejak-log-akses',
        title: 'Jejak di Log Akses',
        category: 'forensics',
        difficulty: 'hard',
        valueType: 'dynamic',
        value: 280,
        solves: 12,
        attempts: 2,
        maxAttempts: 5,
      }),
    ],
  },
  {
    category: 'crypto',
    label: 'Kriptografi',
    challenges: Array.from({ length: CARDS_PER_STEP + 2 }, (_, index) =>
      card({ slug: `sandi-${index + 1}`, title: `Sandi ${index + 1}`, category: 'crypto', firstBlood: null }),
    ),
  },
];

let answer = () => ok(catalogue);
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/challenges', () => answer()),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  answer = () => ok(catalogue);
});
afterAll(() => server.close());

const routes = [{ index: true, element: <CataloguePage /> }];

describe('/lab — the CTF catalogue', () => {
  it('lists challenges by category: difficulty, value, solves, first blood and what the player did', async () => {
    renderLab(routes, '/lab');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tantangan CTF' })).toBeInTheDocument();
    const web = await screen.findByRole('region', { name: /Web/ });
    const solved = within(web).getByRole('article', { name: 'Web 101' });
    expect(within(solved).getByRole('link', { name: 'Web 101' })).toHaveAttribute('href', '/lab/ctf/web-101');
    expect(solved).toHaveTextContent('Mudah');
    expect(solved).toHaveTextContent('Selesai');
    expect(solved).toHaveTextContent('Nilai250 poin');
    expect(solved).toHaveTextContent('Solve3');
    expect(solved).toHaveTextContent('First bloodDimas Saputra');
    expect(solved).toHaveTextContent('Poinmu250 poin');

    // Locked by its prerequisite: no link to the challenge, a link to the one that unlocks it.
    const locked = within(web).getByRole('article', { name: 'Cookie Admin' });
    expect(within(locked).queryByRole('link', { name: 'Cookie Admin' })).toBeNull();
    expect(locked).toHaveTextContent('Terkunci');
    expect(locked).toHaveTextContent('First bloodBelum ada');
    expect(within(locked).getByRole('link', { name: 'Web 101' })).toHaveAttribute('href', '/lab/ctf/web-101');

    const forensics = screen.getByRole('region', { name: /Forensik/ });
    const dynamic = within(forensics).getByRole('article', { name: 'Jejak di Log Akses' });
    expect(dynamic).toHaveTextContent('Nilai280 poin (dinamis)');
    expect(dynamic).toHaveTextContent('Percobaan2 dari 5');
    expect(dynamic).toHaveTextContent('Sulit');

    expect(screen.getByText('1 / 14')).toBeInTheDocument();
  });

  it('shows nine cards of a category at a time', async () => {
    renderLab(routes, '/lab');
    const crypto = await screen.findByRole('region', { name: /Kriptografi/ });
    expect(within(crypto).getAllByRole('article')).toHaveLength(CARDS_PER_STEP);
    await userEvent.click(within(crypto).getByRole('button', { name: 'Tampilkan 2 tantangan Kriptografi lagi' }));
    expect(within(crypto).getAllByRole('article')).toHaveLength(CARDS_PER_STEP + 2);
    expect(within(crypto).queryByRole('button')).toBeNull();
  });

  it('filters by category and by status, kept in the address', async () => {
    const { currentUrl } = renderLab(routes, '/lab');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Kategori' }), 'web');
    expect(currentUrl()).toBe('/lab?kategori=web');
    expect(screen.queryByRole('region', { name: /Forensik/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'selesai');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'tantangan-web-101',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'forensics');
    expect(await screen.findByRole('heading', { name: 'Tidak ada tantangan yang cocok' })).toBeInTheDocument();
  });

  it('says when there is no challenge yet, and offers a retry when the list cannot load', async () => {
    answer = () => ok([]);
    const { unmount } = renderLab(routes, '/lab');
    expect(await screen.findByRole('heading', { name: 'Belum ada tantangan' })).toBeInTheDocument();
    unmount();

    answer = () => fail(403, 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.');
    renderLab(routes, '/lab');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tantangan belum dapat dimuat');
    expect(alert).toHaveTextContent('Anda tidak memiliki akses untuk Exercise Lab atau CTF.');
    answer = () => ok(catalogue);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: /Web/ })).toBeInTheDocument();
  });
});
