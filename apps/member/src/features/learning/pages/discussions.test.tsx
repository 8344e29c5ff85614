import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CoursePlayer, DiscussionDetail, DiscussionSummary } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { CoursePlayerLayout } from '../parts/course-player-layout';
import { CourseOverviewPage } from './course-overview-pages';
import { CreateDiscussionPage } from './discussion-create-page';
import { DiscussionThreadPage } from './discussion-thread-page';

const SLUG = 'ethical-hacking';
const COURSE: CoursePlayer = {
  slug: SLUG,
  title: 'Ethical Hacking untuk Pemula',
  thumbnailUrl: null,
  authorName: 'Budi Instruktur',
  progress: 0,
  completedMaterials: 0,
  totalMaterials: 0,
  completedAt: null,
  resume: null,
  modules: [],
  hasExam: false,
  certificateNumber: null,
};
const member = { name: 'Rina Member', username: 'member.demo', role: 'member' as const };
const instructor = { name: 'Budi Instruktur', username: 'author.demo', role: 'author' as const };

function summary(hashId: string, title: string, extra: Partial<DiscussionSummary> = {}): DiscussionSummary {
  return {
    hashId,
    courseSlug: SLUG,
    courseTitle: COURSE.title,
    title,
    excerpt: `Isi ${title}`,
    author: member,
    pinned: false,
    closed: false,
    replyCount: 0,
    answeredByStaff: false,
    mine: true,
    createdAt: '2026-11-20T03:00:00.000Z',
    lastActivityAt: '2026-11-20T03:00:00.000Z',
    ...extra,
  };
}

let threads: DiscussionDetail[] = [];
const searches: string[] = [];
const created: unknown[] = [];
const replies: unknown[] = [];

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });
const server = setupServer(
  http.get(`*/api/member/kelas/${SLUG}`, () => ok(COURSE)),
  http.get(`*/api/member/kelas/${SLUG}/diskusi`, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    const found = threads.filter((thread) => thread.title.toLowerCase().includes(q.toLowerCase()));
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: found.map(({ body, ...rest }) => ({ ...rest, excerpt: body })),
      meta: { page: 1, per_page: 10, total: found.length },
    });
  }),
  http.post(`*/api/member/kelas/${SLUG}/diskusi`, async ({ request }) => {
    const body = (await request.json()) as { title: string; body: string };
    created.push(body);
    const thread: DiscussionDetail = {
      ...summary('baru123', body.title),
      body: body.body,
      courseTitle: COURSE.title,
      edited: false,
      canDelete: true,
      replies: [],
    };
    threads.push(thread);
    return ok(thread, 'Diskusi berhasil dibuat.', 201);
  }),
  http.get('*/api/member/diskusi/:hashId', ({ params }) => {
    const thread = threads.find((item) => item.hashId === params['hashId']);
    return thread ? ok(thread) : fail(404, 'Diskusi tidak ditemukan.');
  }),
  http.post('*/api/member/diskusi/:hashId/balasan', async ({ params, request }) => {
    const thread = threads.find((item) => item.hashId === params['hashId']);
    if (!thread) return fail(404, 'Diskusi tidak ditemukan.');
    if (thread.closed) return fail(409, 'Diskusi ini sudah ditutup dan tidak menerima balasan baru.');
    const body = (await request.json()) as { body: string };
    replies.push(body);
    const reply = {
      id: 99,
      body: body.body,
      author: member,
      mine: true,
      edited: false,
      createdAt: '2026-11-21T03:00:00.000Z',
    };
    thread.replies = [...thread.replies, reply];
    thread.replyCount += 1;
    return ok(reply, 'Balasan terkirim.', 201);
  }),
  http.get('*/api/auth/user', () => ok(demoUser('member'))),
  http.get('*/api/member/notif-total', () => ok({ total_unread_notif: 0 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  threads = [
    {
      ...summary('jawab1', 'Nmap tidak menemukan port', { replyCount: 1, answeredByStaff: true, pinned: true }),
      body: 'Semua port filtered.',
      courseTitle: COURSE.title,
      edited: false,
      canDelete: false,
      replies: [
        {
          id: 1,
          body: 'Tambahkan opsi -Pn.',
          author: instructor,
          mine: false,
          edited: false,
          createdAt: '2026-11-20T04:00:00.000Z',
        },
      ],
    },
    {
      ...summary('tutup1', 'Diskusi yang ditutup', { closed: true, mine: false }),
      body: 'Sudah selesai.',
      courseTitle: COURSE.title,
      edited: false,
      canDelete: false,
      replies: [],
    },
  ];
  searches.length = 0;
  created.length = 0;
  replies.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    {
      path: 'kelas/:courseSlug',
      element: <CoursePlayerLayout />,
      children: [
        { index: true, element: <CourseOverviewPage /> },
        { path: 'buat-diskusi', element: <CreateDiscussionPage /> },
        { path: 'diskusi/:idHashDiscussion', element: <DiscussionThreadPage /> },
      ],
    },
  ],
};

describe('course discussions (member)', () => {
  it('lists the threads on the overview with their badges, searches, and shows an empty state', async () => {
    renderRemote(app, `/member/kelas/${SLUG}`, demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Diskusi kelas' });
    const first = await within(section).findByRole('link', { name: 'Nmap tidak menemukan port' });
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('Disematkan')).toBeInTheDocument();
    expect(within(card).getByText('Sudah dijawab')).toBeInTheDocument();
    expect(within(card).getByText('1 balasan')).toBeInTheDocument();

    await userEvent.type(within(section).getByRole('searchbox', { name: 'Cari diskusi' }), 'wireshark');
    await userEvent.click(within(section).getByRole('button', { name: 'Cari' }));
    expect(await within(section).findByText('Tidak ada diskusi yang cocok')).toBeInTheDocument();
    expect(searches).toContain('wireshark');
  });

  it('asks a question: the shared schema refuses a short one in Indonesian, a valid one opens its thread', async () => {
    renderRemote(app, `/member/kelas/${SLUG}/buat-diskusi`, demoUser('member'));
    await userEvent.type(await screen.findByRole('textbox', { name: /Judul/ }), 'Hai');
    await userEvent.type(screen.getByRole('textbox', { name: /Pertanyaan/ }), 'pendek');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim diskusi' }));
    expect(await screen.findByText('Judul diskusi minimal 5 karakter')).toBeInTheDocument();
    expect(screen.getByText('Isi diskusi minimal 10 karakter')).toBeInTheDocument();
    expect(created).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Judul/ }), ' kenapa Burp gagal?');
    await userEvent.type(screen.getByRole('textbox', { name: /Pertanyaan/ }), ' sekali, intercept HTTPS tidak jalan.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim diskusi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hai kenapa Burp gagal?' })).toBeInTheDocument();
    expect(created).toEqual([{ title: 'Hai kenapa Burp gagal?', body: 'pendek sekali, intercept HTTPS tidak jalan.' }]);
  });

  it('shows a thread with the staff badge on the answer, and sends a reply', async () => {
    renderRemote(app, `/member/kelas/${SLUG}/diskusi/jawab1`, demoUser('member'));
    const answer = await screen.findByRole('article', { name: 'Balasan dari Budi Instruktur' });
    expect(within(answer).getByText('Instruktur')).toBeInTheDocument();
    expect(within(answer).getByText('Tambahkan opsi -Pn.')).toBeInTheDocument();
    // Answered by someone else: the asker may edit but no longer delete it.
    expect(screen.getByRole('button', { name: 'Ubah diskusi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus diskusi' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Tulis balasan' }), 'Berhasil, terima kasih!');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    await waitFor(() => expect(replies).toEqual([{ body: 'Berhasil, terima kasih!' }]));
    expect(await screen.findByRole('article', { name: 'Balasan dari Rina Member' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 balasan' })).toBeInTheDocument();
  });

  it('checks a reply before sending, says a refusal under it, and empties it once sent', async () => {
    server.use(
      http.post('*/api/member/diskusi/:hashId/balasan', () => fail(409, 'Diskusi ini sudah ditutup.'), { once: true }),
    );
    renderRemote(app, `/member/kelas/${SLUG}/diskusi/jawab1`, demoUser('member'));
    const box = await screen.findByRole('textbox', { name: 'Tulis balasan' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    expect(await screen.findByText('Balasan wajib diisi')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(box, 'Sudah saya coba.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    expect(await screen.findByText('Diskusi ini sudah ditutup.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Diskusi ini sudah ditutup.');
    expect(box).toHaveValue('Sudah saya coba.');

    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(replies).toEqual([{ body: 'Sudah saya coba.' }]);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('says a closed thread takes no replies, and a missing one is not found', async () => {
    const view = renderRemote(app, `/member/kelas/${SLUG}/diskusi/tutup1`, demoUser('member'));
    expect(await screen.findByText('Ditutup')).toBeInTheDocument();
    expect(screen.getByText(/sudah ditutup oleh instruktur/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tulis balasan' })).not.toBeInTheDocument();
    view.unmount();

    renderRemote(app, `/member/kelas/${SLUG}/diskusi/hilang`, demoUser('member'));
    expect(await screen.findByText('Diskusi tidak ditemukan')).toBeInTheDocument();
  });
});
