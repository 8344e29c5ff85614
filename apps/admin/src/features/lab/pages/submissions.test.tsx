import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminLabSubmission } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const challenge = { id: 2, slug: 'log-pribadi', title: 'Log Pribadi' };
const submissions: AdminLabSubmission[] = [
  {
    id: 31,
    challenge,
    user: { username: 'peserta.nakal', name: 'Peserta Nakal' },
    correct: false,
    flagOwner: { username: 'member.demo', name: 'Rina Member' },
    ip: '203.0.113.9',
    submittedAt: '2026-05-03T02:00:00Z',
  },
  {
    id: 30,
    challenge,
    user: { username: 'member.demo', name: 'Rina Member' },
    correct: true,
    flagOwner: null,
    ip: null,
    submittedAt: '2026-05-02T02:00:00Z',
  },
];

const queries: string[] = [];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/lab/challenges', () =>
    page([
      { id: 1, slug: 'web-101', title: 'Web 101' },
      { ...challenge, category: 'forensics' },
    ]),
  ),
  http.get('*/api/lcadm/lab/submissions', ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params.toString());
    const rows = submissions.filter(
      (row) =>
        (params.get('suspicious') !== 'true' || row.flagOwner) &&
        (!params.get('challengeId') || row.challenge.id === Number(params.get('challengeId'))) &&
        (!params.get('username') ||
          [row.user.username, row.flagOwner?.username].includes(params.get('username') ?? '')),
    );
    return page(rows, params.get('suspicious') === 'true' ? rows.length : 25);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/lab/submissions', () => {
  it("opens on the suspicious ones from the admins' notification link, marked with whose flag it was", async () => {
    renderRemote(app, '/admin/lab/submissions?suspicious=true', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiriman Mencurigakan' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kiriman mencurigakan' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getByRole('row', { name: /Peserta Nakal/ });
    expect(within(row).getByText('Mencurigakan')).toHaveAttribute('data-suspicious', 'true');
    expect(row).toHaveTextContent('Flag per pengguna milik Rina Member (@member.demo)');
    expect(row).toHaveTextContent('203.0.113.9');
    expect(within(row).getByRole('link', { name: 'Log Pribadi' })).toHaveAttribute('href', '/admin/lab/challenges/2');
    expect(screen.getByRole('checkbox', { name: 'Hanya yang mencurigakan' })).toBeChecked();
    expect(queries).toEqual(['page=1&per_page=10&suspicious=true']);
    expect(
      within(screen.getByRole('navigation', { name: 'Menu lab' })).getByRole('link', { name: 'Kiriman' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('filters by challenge, username and suspicion in the address, and pages through the log', async () => {
    const { currentUrl } = renderRemote(app, '/admin/lab/submissions', admin);
    const table = await screen.findByRole('table', { name: 'Kiriman flag' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /Benar/ })).toHaveTextContent('Rina Member');

    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/submissions?page=2'));
    await waitFor(() => expect(queries.at(-1)).toBe('page=2&per_page=10'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tantangan' }), 'Log Pribadi');
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/submissions?challengeId=2'));
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'peserta.nakal');
    await userEvent.click(screen.getByRole('button', { name: 'Saring' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/submissions?challengeId=2&username=peserta.nakal'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hanya yang mencurigakan' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/admin/lab/submissions?challengeId=2&username=peserta.nakal&suspicious=true'),
    );
    expect(await screen.findByRole('table', { name: 'Kiriman mencurigakan' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries.at(-1)).toBe('page=1&per_page=10&challengeId=2&username=peserta.nakal&suspicious=true'),
    );
  });

  it('says when nothing is suspicious', async () => {
    server.use(http.get('*/api/lcadm/lab/submissions', () => page([])));
    renderRemote(app, '/admin/lab/submissions?suspicious=true', admin);
    expect(await screen.findByText('Tidak ada kiriman mencurigakan.')).toBeInTheDocument();
  });
});
