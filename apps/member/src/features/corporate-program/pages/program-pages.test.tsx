import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import { ERROR_TEXTS, type MemberProgramBatch } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import app from '../../../app';
import {
  answerBothBatches,
  failingOnce,
  ok,
  OTHER_BATCH,
  PROGRAM_BATCH,
  programApiHandlers,
  programBatch,
  programItemPagePath,
  programItems,
  programSummary,
  resetProgramApi,
  type ProgramApi,
} from '../../../testing/program-fixtures';

const LIST = '/member/corporate-program';
const BATCH = `${LIST}/${PROGRAM_BATCH.id}`;

const programApi: ProgramApi = { list: () => ok([]), batches: {}, seen: [] };
const seen = programApi.seen;
let userFetches = 0;

const server = setupServer(
  ...chromeHandlers,
  ...programApiHandlers(programApi),
  http.get('*/api/auth/user', () => {
    userFetches += 1;
    const user = demoUser('member');
    return HttpResponse.json({ success: true, message: 'OK', user, data: user });
  }),
  // The dashboard's other sections.
  http.get('*/api/member/notifications', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 3, total: 0 } }),
  ),
  http.get('*/api/lab/exercises', () => ok([])),
  http.get('*/api/member/kelas-saya', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 9, total: 0 } }),
  ),
);

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  resetProgramApi(programApi);
  userFetches = 0;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the member's programs (/member/corporate-program)", () => {
  it('lists each batch with its company, progress, items done and program points, opening the batch', async () => {
    renderRemote(app, LIST, demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Program Cybersecurity Culture' }, slow),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Batch 1 — 2026' });
    expect(within(card).getByText('PT Nusantara Aman')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Progres Batch 1 — 2026' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(card).getByText('1 dari 4 materi selesai · 100 poin program')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Batch 1 — 2026' })).toHaveAttribute('href', BATCH);
  });

  it('puts the stored batch (spec §4) first and says so', async () => {
    answerBothBatches(programApi);
    localStorage.setItem('batch', String(OTHER_BATCH.id));
    renderRemote(app, LIST, demoUser('member'));
    await screen.findByRole('article', { name: 'Batch 2 — 2026' }, slow);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['program-4-5', 'program-3-5']);
    expect(within(cards[0]).getByText('Batch pilihan')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Batch pilihan')).not.toBeInTheDocument();
  });

  it('says so when the member takes part in no program', async () => {
    programApi.list = () => ok([]);
    renderRemote(app, LIST, demoUser('member'));
    expect(
      await screen.findByRole('heading', { name: 'Kamu belum mengikuti program perusahaan' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentang program ini' })).toHaveAttribute('href', '/cybersecurity-culture');
  });

  it('shows the loading state, then an error with a retry that loads the list', async () => {
    programApi.list = failingOnce(() => ok([programSummary()]));
    renderRemote(app, LIST, demoUser('member'));
    expect(await screen.findByText('Memuat program…', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Program belum dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByText('Terjadi kesalahan pada server.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('article', { name: 'Batch 1 — 2026' })).toBeInTheDocument();
  });
});

describe("a program batch's page (/member/corporate-program/{batchId})", () => {
  it("shows the member's totals and the items in order with status, progress, due dates, points and quiz", async () => {
    renderRemote(app, BATCH, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch 1 — 2026' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/^PT Nusantara Aman · 05 Jan 2026 – 30 Jun 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Progres').nextElementSibling).toHaveTextContent('25%');
    expect(screen.getByText('Materi selesai').nextElementSibling).toHaveTextContent('1 dari 4');
    expect(screen.getByText('1 lewat tenggat')).toBeInTheDocument();
    expect(screen.getByText('Poin program').nextElementSibling).toHaveTextContent('100');
    expect(screen.getByText('dari 400 poin yang tersedia')).toBeInTheDocument();
    // One batch: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Pilih batch program' })).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Materi program Batch 1 — 2026' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mengenali email phishing',
      'Password dan autentikasi dua langkah',
      'Perangkat kerja yang aman',
      'Pelindungan data pribadi',
    ]);
    const [done, running, overdue, fresh] = cards;
    const items = programItems();

    expect(within(done).getByText('Selesai')).toBeInTheDocument();
    expect(
      within(done).getByText(/^Progres 100% · Selesai \d{2} \w{3} \d{4} · 100 poin diperoleh · Skor kuis terbaik 90$/),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Mengenali email phishing' })).toHaveAttribute(
      'href',
      programItemPagePath(items[0]),
    );

    expect(within(running).getByText('Sedang berjalan')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: /Password dan autentikasi/ })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const due = formatDateTime(items[1].dueAt, { withZone: true });
    // The date is a <time> inside the sentence.
    expect(within(running).getByText(due)).toHaveAttribute('dateTime', items[1].dueAt);
    expect(within(running).getByText(due).parentElement).toHaveTextContent(`Tenggat ${due} (dalam 5 hari)`);
    expect(
      within(running).getByText('Progres 33% · 150 poin saat selesai · Belum mengerjakan kuis'),
    ).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Password dan autentikasi dua langkah' })).toHaveAttribute(
      'href',
      '/member/-corporate-program/program-password-nusantara/5/12',
    );

    // Overdue: the badge, the words and their colour, the card's edge.
    expect(within(overdue).getByText('Lewat tenggat')).toBeInTheDocument();
    const late = within(overdue).getByText(formatDateTime(items[2].dueAt, { withZone: true })).parentElement;
    expect(late).toHaveTextContent(/^Lewat tenggat .+ \(3 hari yang lalu\)$/);
    expect(late).toHaveStyle({ color: '#A11F1F' });
    expect(overdue).toHaveStyle({ borderLeft: '4px solid #C62828' });
    expect(within(overdue).getByText('Progres 10% · 100 poin saat selesai · Skor kuis terbaik 40')).toBeInTheDocument();

    expect(within(fresh).getByText('Belum mulai')).toBeInTheDocument();
    expect(within(fresh).getByText('Tanpa tenggat')).toBeInTheDocument();
  });

  it('says so when the batch has no learning items yet', async () => {
    programApi.batches = { [PROGRAM_BATCH.id]: () => ok(programBatch({ learningItems: [] })) };
    renderRemote(app, BATCH, demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Belum ada materi di batch ini' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Materi selesai').nextElementSibling).toHaveTextContent('0 dari 0');
  });

  it("answers a batch the member is not in with the app's 404, and an id that is not one without asking", async () => {
    const view = renderRemote(app, `${LIST}/99`, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText('Batch program tidak ditemukan.')).toBeInTheDocument();
    view.unmount();

    seen.length = 0;
    renderRemote(app, `${LIST}/bukan-angka`, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the loading state, then an error with a retry that loads the batch', async () => {
    programApi.batches = { [PROGRAM_BATCH.id]: failingOnce(() => ok(programBatch())) };
    renderRemote(app, BATCH, demoUser('member'));
    expect(await screen.findByText('Memuat batch…', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Batch belum dapat dimuat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch 1 — 2026' })).toBeInTheDocument();
  });
});

describe('the batch selector (spec §4)', () => {
  it('stores the choice under `batch`, opens its page, refreshes the user; "Hapus pilihan" clears it', async () => {
    answerBothBatches(programApi);
    const view = renderRemote(app, BATCH, demoUser('member'));
    const form = await screen.findByRole('group', { name: 'Pilih batch program' }, slow);
    const select = within(form).getByRole('combobox', { name: 'Batch' });
    expect(select).toHaveValue(String(PROGRAM_BATCH.id));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Batch 1 — 2026 · PT Nusantara Aman', 'Batch 2 — 2026 · PT Nusantara Aman']);
    expect(screen.getByText('Belum ada batch pilihan tersimpan.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Hapus pilihan' })).not.toBeInTheDocument();

    // Moving through the options does not leave the page; the button does.
    await userEvent.selectOptions(select, String(OTHER_BATCH.id));
    expect(view.currentUrl()).toBe(BATCH);
    await userEvent.click(within(form).getByRole('button', { name: 'Buka batch' }));

    expect(localStorage.getItem('batch')).toBe(String(OTHER_BATCH.id));
    expect(view.store.getState().app.selectedBatchId).toBe(OTHER_BATCH.id);
    expect(view.currentUrl()).toBe(`${LIST}/${OTHER_BATCH.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch 2 — 2026' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rekayasa sosial lewat telepon' })).toBeInTheDocument();
    await waitFor(() => expect(userFetches).toBe(1));
    expect(seen).toContain(`batch ${OTHER_BATCH.id}`);
    expect(screen.getByText('Batch pilihanmu: Batch 2 — 2026.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hapus pilihan' }));
    expect(localStorage.getItem('batch')).toBeNull();
    expect(view.store.getState().app.selectedBatchId).toBeNull();
    expect(screen.getByText('Belum ada batch pilihan tersimpan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus pilihan' })).not.toBeInTheDocument();
  });

  it('is keyboard operable', async () => {
    answerBothBatches(programApi);
    const view = renderRemote(app, BATCH, demoUser('member'));
    const select = await screen.findByRole('combobox', { name: 'Batch' }, slow);
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(select, String(OTHER_BATCH.id));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Buka batch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(view.currentUrl()).toBe(`${LIST}/${OTHER_BATCH.id}`);
    expect(localStorage.getItem('batch')).toBe(String(OTHER_BATCH.id));
  });
});

describe("the member's programs on the dashboard", () => {
  it('shows them to an employee, each opening its batch', async () => {
    renderRemote(app, '/member', demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Program Cybersecurity Culture' }, slow);
    expect(within(section).getByRole('link', { name: 'Batch 1 — 2026' })).toHaveAttribute('href', BATCH);
    expect(within(section).getByRole('link', { name: 'Semua program' })).toHaveAttribute('href', LIST);
  });

  it('shows nothing to a member in no program', async () => {
    programApi.list = () => ok<MemberProgramBatch[]>([]);
    renderRemote(app, '/member', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Lab latihan' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(seen).toContain('list'));
    expect(screen.queryByRole('region', { name: 'Program Cybersecurity Culture' })).not.toBeInTheDocument();
  });
});
