// The staff views on their own, in a page of the author's kind (one course): what the remotes' page tests
// (apps/author, apps/admin) do not already walk through — the filters and the search kept in the address, an
// unknown course, a thread of another course, deleting a reply, an answer checked, refused and sent.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useParams } from 'react-router-dom';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { DiscussionDetail } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { StaffDiscussionList } from './staff-discussion-list';
import { StaffDiscussionThread } from './staff-discussion-thread';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const member = { name: 'Rina Member', username: 'member.demo', role: 'member' as const };
const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
const notFound = (message: string) => HttpResponse.json({ success: false, message, data: null }, { status: 404 });
let thread: DiscussionDetail;
const listQueries: URLSearchParams[] = [];
const deletedReplies: string[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/kelas/:slug/diskusi', ({ params, request }) => {
    if (params['slug'] !== 'web') return notFound('Kelas tidak ditemukan.');
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const items = query.get('q') === 'tidak ada' ? [] : [{ ...thread, excerpt: thread.body }];
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: items,
      meta: { page: 1, per_page: 10, total: items.length },
    });
  }),
  http.get('*/api/author/diskusi/:hashId', () => ok(thread)),
  http.delete('*/api/author/diskusi/:hashId/balasan/:replyId', ({ params }) => {
    deletedReplies.push(String(params['replyId']));
    thread = { ...thread, replies: [], replyCount: 0 };
    return ok({ id: Number(params['replyId']) });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  thread = {
    hashId: 'abc123',
    courseSlug: 'web',
    courseTitle: 'Keamanan Aplikasi Web',
    title: 'Token JWT di localStorage?',
    body: 'Aman atau tidak?',
    author: member,
    pinned: true,
    closed: false,
    replyCount: 1,
    answeredByStaff: false,
    mine: false,
    edited: false,
    canDelete: true,
    createdAt: '2026-11-24T03:00:00.000Z',
    lastActivityAt: '2026-11-24T03:00:00.000Z',
    replies: [
      {
        id: 9,
        body: 'Saya juga ingin tahu.',
        author: { name: 'Agus', username: 'agus', role: 'member' },
        mine: false,
        edited: false,
        createdAt: '2026-11-24T03:30:00.000Z',
      },
    ],
  };
  listQueries.length = 0;
  deletedReplies.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function ListPage() {
  const { courseSlug = '' } = useParams();
  return (
    <StaffDiscussionList
      area="author"
      courseSlug={courseSlug}
      threadHref={(item) => `/author/kelas/${courseSlug}/diskusi/${item.hashId}`}
      emptyHint="Pertanyaan peserta kelas ini akan muncul di sini."
      notFound={<p>Kelas ini bukan kelas Anda.</p>}
    />
  );
}

function ThreadPage() {
  const { courseSlug = '', hashId = '' } = useParams();
  return (
    <StaffDiscussionThread
      area="author"
      hashId={hashId}
      courseSlug={courseSlug}
      back={{ to: `/author/kelas/${courseSlug}`, label: 'Diskusi kelas' }}
    />
  );
}

const app: RemoteApp = {
  id: 'author',
  basePath: '/author',
  routes: [
    { path: 'kelas/:courseSlug', element: <ListPage /> },
    { path: 'kelas/:courseSlug/diskusi/:hashId', element: <ThreadPage /> },
  ],
};
const author = demoUser('author');

it('reads its filters from the address: a new one starts at page 1, an empty search can be cleared', async () => {
  // The search is read from the address here rather than submitted: a router navigation inside a prevented submit
  // makes React snapshot the form's FormData, which the tests' FormData cannot (see apps/admin orders-page.tsx).
  const { currentUrl, unmount } = renderRemote(app, '/author/kelas/web?page=2', author);
  const item = (await screen.findByRole('link', { name: thread.title })).closest('li') as HTMLElement;
  expect(within(item).getByText('Disematkan')).toBeInTheDocument();
  expect(within(item).getByText('Belum dijawab')).toBeInTheDocument();
  expect(within(item).getByText('1 balasan')).toBeInTheDocument();
  expect(listQueries.at(-1)?.get('page')).toBe('2');
  await userEvent.click(screen.getByRole('tab', { name: 'Belum dijawab' }));
  await waitFor(() => expect(currentUrl()).toBe('/author/kelas/web?status=unanswered'));
  await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('unanswered'));
  unmount();

  const search = renderRemote(app, '/author/kelas/web?status=unanswered&q=tidak+ada', author);
  expect(await screen.findByText('Diskusi tidak ditemukan')).toBeInTheDocument();
  expect(screen.getByText('Tidak ada diskusi dengan kata "tidak ada".')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Cari diskusi' })).toHaveValue('tidak ada');
  expect(listQueries.at(-1)?.get('q')).toBe('tidak ada');
  await userEvent.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
  expect(await screen.findByRole('link', { name: thread.title })).toBeInTheDocument();
  expect(search.currentUrl()).toBe('/author/kelas/web?status=unanswered');
  expect(screen.getByRole('searchbox', { name: 'Cari diskusi' })).toHaveValue('');
});

it("shows the page's own wording for a course that is not the author's", async () => {
  renderRemote(app, '/author/kelas/kelas-lain', author);
  expect(await screen.findByText('Kelas ini bukan kelas Anda.')).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

it('treats a thread of another course as not found', async () => {
  renderRemote(app, '/author/kelas/kelas-lain/diskusi/abc123', author);
  expect(await screen.findByText('Diskusi tidak ditemukan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Diskusi kelas' })).toHaveAttribute('href', '/author/kelas/kelas-lain');
  expect(screen.queryByRole('heading', { level: 1, name: thread.title })).not.toBeInTheDocument();
});

it('deletes a reply only once it is confirmed', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderRemote(app, '/author/kelas/web/diskusi/abc123', author);
  const reply = await screen.findByRole('article', { name: 'Balasan dari Agus' });
  await userEvent.click(within(reply).getByRole('button', { name: 'Hapus balasan' }));
  expect(confirm).toHaveBeenCalledWith('Hapus balasan ini?');
  expect(deletedReplies).toEqual([]);

  await userEvent.click(within(reply).getByRole('button', { name: 'Hapus balasan' }));
  await waitFor(() => expect(deletedReplies).toEqual(['9']));
  expect(await screen.findByText('Balasan berhasil dihapus.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Balasan dari Agus' })).not.toBeInTheDocument());
});

it('checks an answer before sending, says a refusal under it, and empties it once sent', async () => {
  const answers: unknown[] = [];
  server.use(
    http.post(
      '*/api/author/diskusi/:hashId/balasan',
      () => HttpResponse.json({ success: false, message: 'Diskusi ini sudah ditutup.', data: null }, { status: 409 }),
      { once: true },
    ),
    http.post('*/api/author/diskusi/:hashId/balasan', async ({ request }) => {
      answers.push(await request.json());
      return ok({ id: 10 });
    }),
  );
  renderRemote(app, '/author/kelas/web/diskusi/abc123', author);
  const box = await screen.findByRole('textbox', { name: 'Jawaban Anda' });
  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByText('Balasan wajib diisi')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(box, ' Simpan token di cookie HttpOnly. ');
  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByText('Diskusi ini sudah ditutup.')).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription('Diskusi ini sudah ditutup.');

  await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByText('Jawaban terkirim. Penanya mendapat notifikasi.')).toBeInTheDocument();
  expect(answers).toEqual([{ body: 'Simpan token di cookie HttpOnly.' }]);
  expect(box).toHaveValue('');
  expect(box).not.toHaveAttribute('aria-invalid');
  server.resetHandlers();
});
