import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AttendanceSheet, BatchParticipantProgress, BatchParticipantsReport } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { gainLabel } from './cohort-participants-page';

jest.setTimeout(30_000);

const SLUG = 'keamanan-web-live';
const PAGE = `/author/liveclass/${SLUG}/batch/7/peserta`;

const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const failure = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const sheet: AttendanceSheet = {
  owner: 'batch',
  parent: { slug: SLUG, title: 'Keamanan Web Live' },
  contentSlug: 'batch-7-materi',
  cohort: { id: 7, slug: 'batch-1', name: 'Batch 1', startsAt: '2026-01-05T12:00:00Z', endsAt: '2026-01-12T14:00:00Z' },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
  sessions: [],
  members: [],
  corrections: [],
};

const member = (index: number, input: Partial<BatchParticipantProgress> = {}): BatchParticipantProgress => ({
  username: `peserta.${index}`,
  name: `Peserta ${index}`,
  avatarUrl: null,
  progress: 50,
  attendancePercent: 75,
  quizScores: {},
  preTest: null,
  postTest: null,
  finalTest: null,
  gain: null,
  certificateNumber: null,
  xp: 120,
  ...input,
});

let report: BatchParticipantsReport;

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.get('*/api/author/liveclass/:slug/batches/:batchId/participants', () => ok(report)),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  report = {
    contentSlug: 'batch-7-materi',
    modules: [
      { slug: 'xss', title: 'Pengenalan XSS', hasQuiz: true },
      { slug: 'penutup', title: 'Penutup', hasQuiz: false },
    ],
    participants: [
      member(1, {
        name: 'Rina Member',
        username: 'member.demo',
        progress: 100,
        attendancePercent: 100,
        quizScores: { xss: 90 },
        preTest: 40,
        postTest: 85,
        gain: 0.75,
        finalTest: 88,
        certificateNumber: 'WSC-120126-0001',
        xp: 1500,
      }),
      member(2, { preTest: 60, postTest: 50, gain: -0.25 }),
    ],
    averageGain: 0.25,
    averagePreTest: 50,
    averagePostTest: 67.5,
  };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openPage = async () => {
  renderRemote(app, PAGE, demoUser('author'));
  return screen.findByRole('region', { name: 'Nilai dan progres peserta' }, { timeout: 15_000 });
};
const openTable = async () => {
  await openPage();
  return screen.findByRole('region', { name: 'Tabel nilai dan progres per peserta' });
};

it("shows each member's progress, attendance, quiz and test scores, gain, XP and certificate", async () => {
  const table = await openTable();
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  // Only modules with a quiz get a column.
  expect(headers).toEqual([
    'Peserta',
    'Progres materi',
    'Kehadiran',
    'Kuis Pengenalan XSS',
    'Pre-test',
    'Post-test',
    'Gain',
    'Final test',
    'XP',
    'Sertifikat',
  ]);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Rina Member@member.demo',
    '100%',
    '100%',
    '90',
    '40',
    '85',
    '0,75 (tinggi)',
    '88',
    '1.500',
    'WSC-120126-0001',
  ]);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Peserta 2@peserta.2', '50%', '75%', '—', '60', '50', '-0,25 (turun)', '—', '120', 'Belum']);
  expect(screen.getByText('Rata-rata pre-test').nextSibling).toHaveTextContent('50');
  expect(screen.getByText('Rata-rata post-test').nextSibling).toHaveTextContent('67,5');
  expect(screen.getByText('Rata-rata gain').nextSibling).toHaveTextContent('0,25 (rendah)');
  expect(
    within(screen.getByRole('navigation', { name: 'Menu batch' })).getByRole('link', { name: 'Peserta' }),
  ).toHaveAttribute('aria-current', 'page');
});

it('pages through a large batch, 20 members at a time', async () => {
  report.participants = Array.from({ length: 45 }, (_, index) => member(index + 1));
  const table = await openTable();
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(within(table).getByText('Peserta 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /berikutnya/i }));
  expect(within(table).getByText('Peserta 21')).toBeInTheDocument();
  expect(within(table).queryByText('Peserta 1')).not.toBeInTheDocument();
});

it('says so when the batch has no member yet', async () => {
  report.participants = [];
  const region = await openPage();
  expect(await within(region).findByRole('heading', { name: 'Belum ada peserta.' })).toBeInTheDocument();
});

it('offers a retry when the scores fail to load', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/author/liveclass/:slug/batches/:batchId/participants', () => {
      calls += 1;
      return calls === 1 ? failure(500, 'Layanan sedang sibuk.') : ok(report);
    }),
  );
  const region = await openPage();
  const alert = await within(region).findByRole('alert');
  expect(alert).toHaveTextContent('Nilai peserta belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await within(region).findByText('Rina Member')).toBeInTheDocument();
});

it('names the normalised gain with its band', () => {
  expect([gainLabel(null), gainLabel(0.7), gainLabel(0.3), gainLabel(0.29), gainLabel(-0.1)]).toEqual([
    '—',
    '0,7 (tinggi)',
    '0,3 (sedang)',
    '0,29 (rendah)',
    '-0,1 (turun)',
  ]);
});
