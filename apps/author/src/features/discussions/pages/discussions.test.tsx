import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DiscussionDetail } from '@akademi-siber/util-contracts';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';

const SLUG = 'web';
const asker = { name: 'Rina Member', username: 'member.demo', role: 'member' as const };
let thread: DiscussionDetail;
const statuses: string[] = [];
const answers: unknown[] = [];
const moderations: unknown[] = [];
const removals: unknown[] = [];

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/courses', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: [
        { slug: SLUG, title: 'Keamanan Aplikasi Web', level: 'Menengah', published: true, students: 3, modules: 2 },
      ],
      meta: { page: 1, per_page: 100, total: 1 },
    }),
  ),
  http.get(`*/api/author/kelas/${SLUG}/diskusi`, ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? '';
    statuses.push(status);
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
      createdAt: '2026-11-24T04:00:00.000Z',
    };
    thread = {
      ...thread,
      replies: [...thread.replies, reply],
      replyCount: thread.replyCount + 1,
      answeredByStaff: true,
    };
    return ok(reply, 201);
  }),
  http.put('*/api/author/diskusi/:hashId/pin', async ({ request }) => {
    const body = (await request.json()) as { pinned: boolean };
    moderations.push(body);
    thread = { ...thread, pinned: body.pinned };
    return ok(thread);
  }),
  http.delete('*/api/author/diskusi/:hashId', async ({ request }) => {
    removals.push(await request.json());
    return ok({ hashId: thread.hashId });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  thread = {
    hashId: 'abc123',
    courseSlug: SLUG,
    courseTitle: 'Keamanan Aplikasi Web',
    title: 'Token JWT di localStorage?',
    body: 'Aman atau tidak?',
    author: asker,
    pinned: false,
    closed: false,
    replyCount: 0,
    answeredByStaff: false,
    mine: false,
    edited: false,
    canDelete: true,
    createdAt: '2026-11-24T03:00:00.000Z',
    lastActivityAt: '2026-11-24T03:00:00.000Z',
    replies: [],
  };
  statuses.length = 0;
  answers.length = 0;
  moderations.length = 0;
  removals.length = 0;
});
afterAll(() => server.close());

it("lists a course's discussions, filters the unanswered ones, and opens one", async () => {
  renderRemote(app, `/author/kelas/${SLUG}/diskusi`, demoUser('author'));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Diskusi Keamanan Aplikasi Web' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Belum dijawab', { selector: 'span' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Belum dijawab' }));
  await waitFor(() => expect(statuses).toContain('unanswered'));
  await userEvent.click(await screen.findByRole('link', { name: 'Token JWT di localStorage?' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Token JWT di localStorage?' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
}, 60_000);

it('answers, pins, and deletes only with a reason', async () => {
  renderRemote(app, `/author/kelas/${SLUG}/diskusi/abc123`, demoUser('author'));
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Jawaban Anda' }, { timeout: 15_000 }),
    'Gunakan cookie HttpOnly.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  const answer = await screen.findByRole('article', { name: 'Balasan dari Budi Instruktur' });
  expect(within(answer).getByText('Instruktur')).toBeInTheDocument();
  expect(answers).toEqual([{ body: 'Gunakan cookie HttpOnly.' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Sematkan' }));
  expect(await screen.findByRole('button', { name: 'Lepas sematan' })).toBeInTheDocument();
  expect(moderations).toEqual([{ pinned: true }]);

  await userEvent.click(screen.getByRole('button', { name: 'Hapus diskusi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hapus diskusi' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus diskusi' }));
  expect(await within(dialog).findByText('Alasan penghapusan wajib diisi')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alasan penghapusan' }), 'Pertanyaan ganda.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus diskusi' }));
  await waitFor(() => expect(removals).toEqual([{ reason: 'Pertanyaan ganda.' }]));
}, 60_000);

it('starts a thread: the shared schema refuses an empty one in Indonesian, a valid one opens its page', async () => {
  const created: unknown[] = [];
  server.use(
    http.post(
      `*/api/author/kelas/${SLUG}/diskusi`,
      async ({ request }) => {
        const body = (await request.json()) as { title: string; body: string };
        created.push(body);
        thread = { ...thread, ...body, author: { ...asker, name: 'Budi Instruktur', role: 'author' }, mine: true };
        return ok(thread, 201);
      },
      { once: true },
    ),
  );
  renderRemote(app, `/author/kelas/${SLUG}/buat-diskusi`, demoUser('author'));
  const send = await screen.findByRole('button', { name: 'Kirim diskusi' });
  await userEvent.click(send);
  expect(await screen.findByText('Judul diskusi wajib diisi')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Isi diskusi/ })).toHaveAccessibleDescription('Isi diskusi wajib diisi');
  expect(created).toEqual([]);

  await userEvent.type(screen.getByRole('textbox', { name: /Judul/ }), '  Jadwal live session pekan ini ');
  await userEvent.type(screen.getByRole('textbox', { name: /Isi diskusi/ }), 'Live session dipindah ke Kamis malam.');
  await userEvent.click(send);
  expect(await screen.findByText('Diskusi berhasil dibuat.')).toBeInTheDocument();
  expect(created).toEqual([{ title: 'Jadwal live session pekan ini', body: 'Live session dipindah ke Kamis malam.' }]);
  expect(await screen.findByRole('heading', { name: 'Jadwal live session pekan ini' })).toBeInTheDocument();
});
