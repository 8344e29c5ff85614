// A learning item's pages (spec §2): materi and kuis are the shared content editor on the item's content, diskusi the
// staff discussion views on it, under the item's frame (the way back, its facts, its menu).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AuthoredContent, DiscussionDetail } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';
import { programServer } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const CONTENT = 'program-3-item-11';
const BASE = '/admin/corporate-program/3/7/11';

const outline = (): AuthoredContent => ({
  slug: CONTENT,
  title: 'Mengenali email phishing',
  owner: 'program',
  modules: [
    {
      id: 1,
      slug: 'tanda-phishing',
      title: 'Tanda-tanda phishing',
      order: 1,
      materials: [
        {
          id: 5,
          hashId: 'm5',
          kind: 'article',
          title: 'Alamat pengirim yang mirip',
          order: 1,
          durationSeconds: 300,
          body: 'Periksa domain pengirim sebelum membuka tautan.',
          linkUrl: null,
          fileType: null,
          hasVideo: false,
          isFreePreview: false,
          video: null,
        },
      ],
      quiz: null,
    },
  ],
  exam: null,
  preTest: null,
  postTest: null,
});

const thread = (): DiscussionDetail => ({
  hashId: 'c0ffee0012345678',
  courseSlug: CONTENT,
  courseTitle: 'Mengenali email phishing',
  title: 'Bagaimana melapor email mencurigakan?',
  body: 'Ke siapa saya meneruskan emailnya?',
  author: { name: 'Rina Wulandari', username: 'rina.w', role: 'member' },
  pinned: false,
  closed: false,
  replyCount: 0,
  answeredByStaff: false,
  mine: false,
  edited: false,
  canDelete: true,
  createdAt: '2026-07-10T03:00:00.000Z',
  lastActivityAt: '2026-07-10T03:00:00.000Z',
  replies: [],
});

const listRequests: URLSearchParams[] = [];
const answers: unknown[] = [];
const program = programServer(
  http.get(`*/api/author/content/${CONTENT}/outline`, () => ok(outline())),
  http.get('*/api/lcadm/diskusi', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    return page([{ ...thread(), excerpt: thread().body }]);
  }),
  http.get('*/api/lcadm/diskusi/:hashId', ({ params }) =>
    params['hashId'] === thread().hashId ? ok(thread()) : fail(404, 'Diskusi tidak ditemukan.'),
  ),
  http.post('*/api/lcadm/diskusi/:hashId/balasan', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    answers.push(body);
    return ok(
      {
        id: 9,
        body: body.body,
        author: { name: 'Admin Akademi', username: 'admin.demo', role: 'admin' },
        mine: true,
        edited: false,
        createdAt: '2026-07-10T05:00:00.000Z',
      },
      201,
    );
  }),
);
beforeEach(() => {
  listRequests.length = 0;
  answers.length = 0;
});
const { server } = program;

const admin = demoUser('admin');

describe('/admin/corporate-program/{batchId}/{corporateId}/{learningId}', () => {
  it('opens on its materials: the item, the way back, its menu, and the content editor on its content', async () => {
    const view = renderRemote(app, BASE, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengenali email phishing' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(`${BASE}/materi`);
    expect(screen.getByText('Tenggat 15 Jul 2026, 17.00 WIB · 150 poin · 2 karyawan mulai · 1 selesai')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Lokasi' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Program Korporat', '/admin/corporate-program'],
      ['Budaya Keamanan 2026', '/admin/corporate-program/3'],
      ['PT Nusantara Aman', '/admin/corporate-program/3/7'],
    ]);
    const menu = screen.getByRole('navigation', { name: 'Menu materi program' });
    expect(within(menu).getByRole('link', { name: 'Materi' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Modul dan materi' })).toBeInTheDocument();
    expect(screen.getByText('Alamat pengirim yang mirip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah modul' })).toBeEnabled();
  });

  it('edits the quizzes: a program item has its final quiz and module quizzes, no pre-test or post-test', async () => {
    renderRemote(app, `${BASE}/kuis`, admin);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis akhir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat Kuis akhir' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buat Kuis Tanda-tanda phishing' })).toBeEnabled();
    expect(screen.queryByText('Pre-test')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Menu materi program' })).getByRole('link', { name: 'Kuis' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("lists the item's discussions and answers one as admin", async () => {
    renderRemote(app, `${BASE}/diskusi`, admin);
    const link = await screen.findByRole('link', { name: 'Bagaimana melapor email mencurigakan?' });
    expect(listRequests.at(-1)?.get('kelas')).toBe(CONTENT);
    expect(link).toHaveAttribute('href', `${BASE}/diskusi/c0ffee0012345678`);

    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bagaimana melapor email mencurigakan?' }),
    ).toBeVisible();
    // The thread has its own h1: the item's title is a line of text above it.
    expect(screen.getByText('Mengenali email phishing', { selector: 'p' })).toBeInTheDocument();
    await person.type(screen.getByRole('textbox', { name: 'Jawaban Anda' }), 'Teruskan ke tim keamanan TI.');
    await person.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(answers).toEqual([{ body: 'Teruskan ke tim keamanan TI.' }]));
    expect(screen.getByRole('link', { name: '← Diskusi Mengenali email phishing' })).toHaveAttribute(
      'href',
      `${BASE}/diskusi`,
    );
  });

  it('is "not found" for an item the company does not have, and offers a retry when it cannot be loaded', async () => {
    const { unmount } = renderRemote(app, '/admin/corporate-program/3/7/99/materi', admin);
    expect(await screen.findByText('Materi program tidak ditemukan.')).toBeInTheDocument();
    unmount();

    let failures = 1;
    server.use(
      http.get('*/api/lcadm/corporate-program/batches/:batchId/companies/:corporateId', () =>
        failures-- > 0
          ? fail(500, 'Terjadi kesalahan pada server. Silakan coba lagi nanti.')
          : ok(program.state.company),
      ),
    );
    renderRemote(app, `${BASE}/kuis`, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kuis belum dapat dimuat');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengenali email phishing' })).toBeInTheDocument();
  });
});
