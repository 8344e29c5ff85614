import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { DiscussionCourseCount, DiscussionDetail } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const asker = { name: 'Rina Member', username: 'member.demo', role: 'member' as const };
const COURSES: DiscussionCourseCount[] = [
  { slug: 'ethical-hacking-untuk-pemula', title: 'Ethical Hacking untuk Pemula', total: 4, unanswered: 2 },
  { slug: 'keamanan-web', title: 'Keamanan Aplikasi Web', total: 1, unanswered: 0 },
];
let thread: DiscussionDetail;
const listRequests: URLSearchParams[] = [];
const answers: unknown[] = [];
const closes: unknown[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/kelas-diskusi', () => ok(COURSES)),
  http.get('*/api/lcadm/diskusi', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    if (params.get('kelas') === 'tidak-ada') return fail(404, 'Kelas tidak ditemukan.');
    const items = params.get('kelas') === 'keamanan-web' ? [] : [{ ...thread, excerpt: thread.body }];
    return page(items);
  }),
  http.get('*/api/lcadm/diskusi/:hashId', ({ params }) =>
    params['hashId'] === thread.hashId ? ok(thread) : fail(404, 'Diskusi tidak ditemukan.'),
  ),
  http.post('*/api/lcadm/diskusi/:hashId/balasan', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    answers.push(body);
    const reply = {
      id: 7,
      body: body.body,
      author: { name: 'Admin Akademi', username: 'admin.demo', role: 'admin' as const },
      mine: true,
      edited: false,
      createdAt: '2026-11-24T05:00:00.000Z',
    };
    thread = {
      ...thread,
      replies: [...thread.replies, reply],
      replyCount: thread.replyCount + 1,
      answeredByStaff: true,
    };
    return ok(reply, 201);
  }),
  http.put('*/api/lcadm/diskusi/:hashId/close', async ({ request }) => {
    const body = (await request.json()) as { closed: boolean };
    closes.push(body);
    thread = { ...thread, closed: body.closed };
    return ok(thread);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  thread = {
    hashId: 'f00dbabe12345678',
    courseSlug: COURSES[0].slug,
    courseTitle: COURSES[0].title,
    title: 'Sertifikat bisa dipakai melamar kerja?',
    body: 'Apakah diakui perusahaan?',
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
  listRequests.length = 0;
  answers.length = 0;
  closes.length = 0;
});
afterAll(() => server.close());

it("lists every course's discussions with their course, filtered by course and waiting, kept in the URL", async () => {
  const { currentUrl } = renderRemote(app, '/admin/diskusi', demoUser('admin'));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Diskusi Kelas' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(await screen.findByText('2 pertanyaan menunggu jawaban.', { exact: false })).toBeInTheDocument();
  const item = (await screen.findByRole('link', { name: thread.title })).closest('li') as HTMLElement;
  expect(within(item).getByText(COURSES[0].title)).toBeInTheDocument();
  expect(within(item).getByText('Belum dijawab')).toBeInTheDocument();

  const select = screen.getByRole('combobox', { name: 'Kelas' });
  expect(
    within(select).getByRole('option', { name: 'Ethical Hacking untuk Pemula (2 belum dijawab)' }),
  ).toBeInTheDocument();
  await userEvent.selectOptions(select, 'keamanan-web');
  expect(await screen.findByText('Belum ada diskusi')).toBeInTheDocument();
  expect(listRequests.at(-1)?.get('kelas')).toBe('keamanan-web');
  await userEvent.click(screen.getByRole('tab', { name: 'Belum dijawab' }));
  expect(await screen.findByText('Semua pertanyaan sudah dijawab')).toBeInTheDocument();
  expect(listRequests.at(-1)?.get('status')).toBe('unanswered');
  expect(currentUrl()).toBe('/admin/diskusi?kelas=keamanan-web&status=unanswered');
});

it('answers a question from the list (the badge turns to answered) and returns to the same filters', async () => {
  const { currentUrl } = renderRemote(app, '/admin/diskusi?status=unanswered', demoUser('admin'));
  await userEvent.click(await screen.findByRole('link', { name: thread.title }, { timeout: 15_000 }));
  expect(await screen.findByRole('heading', { level: 1, name: thread.title })).toBeInTheDocument();
  expect(screen.getByText(`Kelas: ${COURSES[0].title}`)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByText('Balasan wajib diisi', { exact: false })).toBeInTheDocument();
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Jawaban Anda' }),
    'Ya, nomornya bisa diverifikasi di halaman publik.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  const answer = await screen.findByRole('article', { name: 'Balasan dari Admin Akademi' });
  expect(within(answer).getByText('Admin')).toBeInTheDocument();
  expect(answers).toEqual([{ body: 'Ya, nomornya bisa diverifikasi di halaman publik.' }]);
  expect(await screen.findByText('Sudah dijawab')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Tutup diskusi' }));
  expect(await screen.findByText('Diskusi ini ditutup. Buka kembali untuk menjawab.')).toBeInTheDocument();
  expect(closes).toEqual([{ closed: true }]);

  await userEvent.click(screen.getByRole('link', { name: '← Semua diskusi' }));
  await waitFor(() => expect(currentUrl()).toBe('/admin/diskusi?status=unanswered'));
});

it('says so when a thread does not exist', async () => {
  renderRemote(app, '/admin/diskusi/0000000000000000', demoUser('admin'));
  expect(await screen.findByText('Diskusi tidak ditemukan', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Semua diskusi' })).toHaveAttribute('href', '/admin/diskusi');
});
