import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { LabChallengeDetail } from '@akademi-siber/util-contracts';
import { downloadClicks, fail, ok, renderLab } from '../../../testing/lab-testing';
import { ChallengePage } from './challenge-page';

const base: LabChallengeDetail = {
  slug: 'log-pribadi',
  title: 'Log Pribadi',
  category: 'forensics',
  difficulty: 'medium',
  valueType: 'static',
  value: 200,
  solves: 1,
  firstBlood: { username: 'nadia.kusuma', name: 'Nadia Kusuma' },
  prerequisite: null,
  description:
    'Server *web01* disusupi.\n\n```\ncat auth.log | grep cron\n```\n\n<img src=x onerror="alert(1)"> ' +
    '[jahat](javascript:alert(1))',
  connectionInfo: 'nc lab.akademisiber.id 31337',
  visibleUntil: null,
  reward: 200,
  hintCosts: 0,
  attempts: 0,
  maxAttempts: 5,
  attemptsLeft: 5,
  solve: null,
  hints: [
    { id: 11, position: 1, cost: 40, unlocked: false, body: null },
    { id: 12, position: 2, cost: 0, unlocked: true, body: 'Lihat baris `cron`.' },
  ],
  attachments: [{ id: 5, fileName: 'auth.log', contentType: 'text/plain', size: 2048, perUser: true }],
};

let detail: LabChallengeDetail = base;
const submissions: unknown[] = [];
const wrong = () => ok({ correct: false, solve: null, attempts: 1, attemptsLeft: 4 }, 'Flag salah. Coba lagi.');
let submit: () => Response = wrong;

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/challenges/log-pribadi', () => ok(detail)),
  http.get('*/api/lab/challenges/cookie-admin', () =>
    fail(403, 'Selesaikan tantangan "Web 101" terlebih dahulu untuk membuka tantangan ini.'),
  ),
  http.post('*/api/lab/challenges/log-pribadi/hints/11/unlock', () => {
    detail = {
      ...detail,
      reward: 160,
      hintCosts: 40,
      hints: [{ ...base.hints[0], unlocked: true, body: 'Argumen `--id` dikodekan base64.' }, base.hints[1]],
    };
    return ok({ hint: detail.hints[0], reward: 160 }, 'Petunjuk dibuka.');
  }),
  http.post('*/api/lab/challenges/log-pribadi/submissions', async ({ request }) => {
    submissions.push(await request.json());
    return submit();
  }),
  http.get('*/api/lab/challenges/log-pribadi/attachments/5/token', () =>
    ok({ token: 'T'.repeat(43), expires_in: 120 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  detail = base;
  submit = wrong;
  submissions.length = 0;
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());

const routes = [{ path: 'ctf/:challengeSlug', element: <ChallengePage /> }];
/** userEvent reads `{` and `[` as keys: doubled, they are typed as themselves. */
const typeText = (field: HTMLElement, text: string) => userEvent.type(field, text.replace(/[{[]/g, '$&$&'));

describe('/lab/ctf/:challengeSlug — a challenge', () => {
  it('shows the challenge: value, reward, solves, first blood, safe Markdown, connection info', async () => {
    const { container } = renderLab(routes, '/lab/ctf/log-pribadi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log Pribadi' })).toBeInTheDocument();
    expect(screen.getByText('Forensik')).toBeInTheDocument();
    expect(screen.getByText('Menengah')).toBeInTheDocument();
    expect(screen.getByText('Hadiah untukmu').parentElement).toHaveTextContent('200 poin');
    expect(screen.getByText('First blood').parentElement).toHaveTextContent('Nadia Kusuma');
    const description = screen.getByRole('region', { name: 'Deskripsi' });
    expect(within(description).getByText('web01').tagName).toBe('EM');
    expect(description.querySelector('pre')).toHaveTextContent('cat auth.log | grep cron');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(description).queryByRole('link', { name: 'jahat' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Info koneksi' })).toHaveTextContent('nc lab.akademisiber.id 31337');
  });

  it('downloads a file through the token helper and says a per-user file is the player’s own', async () => {
    const hrefs = downloadClicks();
    renderLab(routes, '/lab/ctf/log-pribadi');
    const files = await screen.findByRole('list', { name: 'Berkas tantangan' });
    expect(files).toHaveTextContent('auth.log');
    expect(files).toHaveTextContent('2 KB · dibuat khusus untukmu');
    await userEvent.click(within(files).getByRole('button', { name: 'Unduh auth.log' }));
    expect(hrefs).toEqual([`/api/lab/challenges/log-pribadi/attachments/5?token=${'T'.repeat(43)}`]);
  });

  it('says what a hint costs, asks before unlocking it, then shows it and the reduced reward', async () => {
    renderLab(routes, '/lab/ctf/log-pribadi');
    const hints = await screen.findByRole('list', { name: 'Petunjuk' });
    expect(within(hints).getByText('Biaya 40 poin')).toBeInTheDocument();
    expect(hints).toHaveTextContent('Lihat baris cron.'); // the free one, already open
    await userEvent.click(within(hints).getByRole('button', { name: 'Buka petunjuk 1 (−40 poin)' }));
    const dialog = screen.getByRole('dialog', { name: 'Buka petunjuk 1?' });
    expect(dialog).toHaveTextContent(
      'Membuka petunjuk ini mengurangi hadiah tantangan ini sebesar 40 poin: dari 200 poin menjadi 160 poin.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(hints).getByRole('button', { name: 'Buka petunjuk 1 (−40 poin)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya, buka petunjuk' }));
    expect(await within(hints).findByText('--id')).toBeInTheDocument();
    expect(await screen.findByText('Hadiahmu untuk tantangan ini sekarang 160 poin.')).toBeInTheDocument();
    expect(screen.getByText('Hadiah untukmu').parentElement).toHaveTextContent('160 poin');
    expect(screen.getByText('Sudah dipotong 40 poin untuk petunjuk')).toBeInTheDocument();
  });

  it('answers a wrong flag with the API message and the attempts left', async () => {
    renderLab(routes, '/lab/ctf/log-pribadi');
    const form = await screen.findByRole('form', { name: 'Kirim flag' });
    expect(within(form).getByText('Sisa kesempatan: 5 dari 5')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim flag' }));
    expect(within(form).getByText('Flag wajib diisi')).toBeInTheDocument();
    expect(submissions).toEqual([]);
    await typeText(within(form).getByLabelText('Flag'), '  AKSB{salah}  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim flag' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Flag salah. Coba lagi. Sisa kesempatan: 4.');
    expect(submissions).toEqual([{ flag: 'AKSB{salah}' }]);
  });

  it('answers a right flag with the points and XP awarded, then shows the challenge solved', async () => {
    submit = () => {
      detail = {
        ...detail,
        solves: 2,
        solve: { points: 200, xp: 400, firstBlood: false, solvedAt: '2026-11-25T03:00:00Z' },
      };
      return ok(
        {
          correct: true,
          solve: { points: 200, xp: 400, firstBlood: false, solvedAt: '2026-11-25T03:00:00Z' },
          attempts: 1,
          attemptsLeft: 4,
        },
        'Flag benar! Tantangan terselesaikan.',
      );
    };
    renderLab(routes, '/lab/ctf/log-pribadi');
    await typeText(await screen.findByLabelText('Flag'), 'AKSB{0123456789abcdef01234567}');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim flag' }));
    expect(await screen.findByText('Flag benar! Tantangan terselesaikan. +200 poin, +400 XP.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByText('Selesai')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Kirim flag' })).toBeNull();
    expect(screen.getByText('Poinmu').parentElement).toHaveTextContent('200 poin');
  });

  it('waits out a 429 with its Retry-After before the next try', async () => {
    submit = () => fail(429, 'Terlalu banyak jawaban salah. Coba lagi dalam 42 detik.', { 'Retry-After': '42' });
    renderLab(routes, '/lab/ctf/log-pribadi');
    await typeText(await screen.findByLabelText('Flag'), 'AKSB{tebak}');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim flag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak jawaban salah. Coba lagi dalam 42 detik.',
    );
    // The countdown starts at the server's 42 s; on a busy machine a few of them may have passed already.
    const button = await screen.findByRole('button', { name: /^Tunggu \d+ detik$/ }, { timeout: 5000 });
    const left = Number(/\d+/.exec(button.textContent ?? '')?.[0]);
    expect(left).toBeGreaterThan(30);
    expect(left).toBeLessThanOrEqual(42);
    expect(button).toBeDisabled();
  });

  it('closes the form when the attempts are used up, and when the challenge is solved', async () => {
    detail = { ...base, attempts: 5, attemptsLeft: 0 };
    const { unmount } = renderLab(routes, '/lab/ctf/log-pribadi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kesempatan menjawab tantangan ini sudah habis.');
    expect(screen.queryByLabelText('Flag')).toBeNull();
    unmount();

    detail = { ...base, solve: { points: 250, xp: 550, firstBlood: true, solvedAt: '2026-11-20T03:00:00Z' } };
    renderLab(routes, '/lab/ctf/log-pribadi');
    const answer = await screen.findByRole('region', { name: 'Kirim flag' });
    expect(await within(answer).findByRole('status')).toHaveTextContent('+250 poin, +550 XP — first blood!');
    expect(screen.getAllByText('First blood').length).toBeGreaterThan(1);
  });

  it('says why a locked challenge cannot be opened', async () => {
    renderLab([{ path: 'ctf/:challengeSlug', element: <ChallengePage /> }], '/lab/ctf/cookie-admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tantangan masih terkunci');
    expect(alert).toHaveTextContent('Selesaikan tantangan "Web 101" terlebih dahulu');
    expect(screen.getByRole('link', { name: 'Kembali ke daftar tantangan' })).toHaveAttribute('href', '/lab');
    await act(async () => undefined);
  });
});
