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
import type { AttendanceSheet, DiscussionDetail } from '@akademi-siber/util-contracts';
import app from '../../../app';

jest.setTimeout(60_000);

const SLUG = 'keamanan-web-live';
const CONTENT = 'batch-7-materi';
const BASE = `/author/liveclass/${SLUG}/batch/7`;

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const failure = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const sheet: AttendanceSheet = {
  owner: 'batch',
  parent: { slug: SLUG, title: 'Keamanan Web Live' },
  contentSlug: CONTENT,
  cohort: { id: 7, slug: 'batch-1', name: 'Batch 1', startsAt: '2026-01-05T12:00:00Z', endsAt: '2026-01-12T14:00:00Z' },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
  sessions: [],
  members: [],
  corrections: [],
};

let thread: DiscussionDetail;
const listed: string[] = [];
const answers: unknown[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.get('*/api/author/kelas/:courseSlug/diskusi', ({ request, params }) => {
    listed.push(String(params.courseSlug));
    const status = new URL(request.url).searchParams.get('status');
    const items = status === 'unanswered' && thread.answeredByStaff ? [] : [{ ...thread, excerpt: thread.body }];
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: items,
      meta: { page: 1, per_page: 10, total: items.length },
    });
  }),
  http.get('*/api/author/diskusi/:hashId', () => ok(thread)),
  http.post('*/api/author/diskusi/:hashId/balasan', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    answers.push(body);
    const reply = {
      id: 5,
      body: body.body,
      author: { name: 'Budi Instruktur', username: 'author.demo', role: 'author' as const },
      mine: true,
      edited: false,
      createdAt: '2026-01-06T04:00:00.000Z',
    };
    thread = { ...thread, replies: [reply], replyCount: 1, answeredByStaff: true };
    return ok(reply, 201);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  thread = {
    hashId: 'abc123',
    courseSlug: CONTENT,
    courseTitle: 'Keamanan Web Live — Batch 1',
    title: 'Payload XSS di atribut?',
    body: 'Bagaimana cara encode di atribut HTML?',
    author: { name: 'Rina Member', username: 'member.demo', role: 'member' },
    pinned: false,
    closed: false,
    replyCount: 0,
    answeredByStaff: false,
    mine: false,
    edited: false,
    canDelete: true,
    createdAt: '2026-01-06T03:00:00.000Z',
    lastActivityAt: '2026-01-06T03:00:00.000Z',
    replies: [],
  };
  listed.length = 0;
  answers.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("lists the batch content's discussions and answers one from its page inside the batch", async () => {
  renderRemote(app, `${BASE}/diskusi`, demoUser('author'));
  const link = await screen.findByRole('link', { name: 'Payload XSS di atribut?' }, { timeout: 15_000 });
  expect(listed).toContain(CONTENT);
  expect(
    within(screen.getByRole('navigation', { name: 'Menu batch' })).getByRole('link', { name: 'Diskusi' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(link).toHaveAttribute('href', `${BASE}/diskusi/abc123`);
  await userEvent.click(link);

  // The thread's title is the page's one h1; the batch's name is a line above the menu.
  expect(await screen.findByRole('heading', { level: 1, name: 'Payload XSS di atribut?' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(
    within(screen.getByRole('navigation', { name: 'Menu batch' })).getByRole('link', { name: 'Diskusi' }),
  ).toHaveAttribute('aria-current', 'page');
  await userEvent.type(screen.getByRole('textbox', { name: 'Jawaban Anda' }), 'Encode sesuai konteks atribut.');
  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByRole('article', { name: 'Balasan dari Budi Instruktur' })).toBeInTheDocument();
  expect(answers).toEqual([{ body: 'Encode sesuai konteks atribut.' }]);
  expect(screen.getByRole('link', { name: '← Diskusi batch' })).toHaveAttribute('href', `${BASE}/diskusi`);
});

it('says the discussions open once the batch has content, when its content does not exist yet', async () => {
  server.use(http.get('*/api/author/kelas/:courseSlug/diskusi', () => failure(404, 'Kelas tidak ditemukan.')));
  renderRemote(app, `${BASE}/diskusi`, demoUser('author'));
  expect(await screen.findByRole('heading', { name: 'Belum ada diskusi' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByText(/Diskusi terbuka setelah batch ini memiliki materi/)).toBeInTheDocument(),
  );
});

it('does not open a thread of another course under the batch', async () => {
  thread = { ...thread, courseSlug: 'kelas-lain' };
  renderRemote(app, `${BASE}/diskusi/abc123`, demoUser('author'));
  expect(
    await screen.findByRole('heading', { name: 'Diskusi tidak ditemukan' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
});
