import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import { AFFILIATE_STORAGE_KEY, captureAffiliateRef, getAffiliateCode } from '@akademi-siber/data-access-api';
import { CartNavItem } from '@akademi-siber/feature-app-frame';
import type {
  AuthUser,
  CourseAccess,
  CourseDetail,
  CourseReview,
  CourseSummary,
  MemberCartItem,
} from '@akademi-siber/util-contracts';
import { CurrentLocation, member, renderPage } from '../../../testing/render-page';
import { AffiliateRefCapture } from '../../affiliate';
import { CourseDetailPage } from './course-detail-page';
import { COURSES_PER_PAGE, CoursesPage } from './courses-page';

const course = (index: number, overrides: Partial<CourseSummary> = {}): CourseSummary => ({
  slug: `kelas-${index}`,
  title: `Kelas ${index}`,
  level: 'Pemula',
  category: 'Keamanan Web',
  thumbnailUrl: null,
  price: 250000,
  salePrice: null,
  includedInSubscription: false,
  author: { name: 'Budi Author', username: 'budi.author', avatarUrl: null },
  totalModules: 4,
  totalMaterials: 12,
  durationSeconds: 5400,
  enrolledCount: 120,
  ...overrides,
});

const detail: CourseDetail = {
  ...course(1, { salePrice: 199000 }),
  author: {
    name: 'Budi Author',
    username: 'budi.author',
    avatarUrl: null,
    bio: 'Sepuluh tahun menguji aplikasi bank.',
    expertise: ['Keamanan web', 'Pengujian penetrasi'],
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/budi-author/' },
      // Never stored by the API; the page still refuses to link it.
      { kind: 'other', url: 'javascript:alert(1)' },
    ],
  },
  description: 'Belajar mengamankan aplikasi web.\n\nDari OWASP Top 10 hingga pengujian.',
  modules: [
    {
      slug: 'pengantar',
      title: 'Pengantar',
      materials: [
        { hashId: 'm1', title: 'Apa itu keamanan web', kind: 'article', durationSeconds: 300, isFreePreview: true },
        { hashId: 'm2', title: 'Video OWASP', kind: 'video', durationSeconds: 900, isFreePreview: false },
      ],
    },
    {
      slug: 'injeksi',
      title: 'Injeksi',
      materials: [{ hashId: 'm3', title: 'SQL injection', kind: 'video', durationSeconds: 1200, isFreePreview: false }],
    },
  ],
  rating: 4.5,
  reviewCount: 7,
};

const review = (index: number): CourseReview => ({
  id: index,
  rating: 5,
  comment: `Ulasan nomor ${index}`,
  reviewer: { name: `Peserta ${index}`, username: `peserta${index}`, avatarUrl: null },
  createdAt: '2026-10-01T00:00:00Z',
});

const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
const page = <T,>(data: T[], pageNo: number, perPage: number, total: number) =>
  HttpResponse.json({ success: true, message: 'OK', data, meta: { page: pageNo, per_page: perPage, total } });

const courseRequests: URLSearchParams[] = [];
let access: CourseAccess = {
  enrolled: false,
  inCart: false,
  includedInActiveSubscription: false,
  pendingIdTransaction: null,
};
let cart: MemberCartItem[] = [];
let cartPosts: unknown[] = [];
const clickPosts: unknown[] = [];
let addAnswer: 'ok' | 'conflict' = 'ok';

const cartItem = (slug: string): MemberCartItem =>
  ({
    id: cart.length + 1,
    type: 'course',
    ref: slug,
    slug,
    title: slug,
    subtitle: null,
    price: 199000,
    salePrice: null,
    thumbnailUrl: null,
    addedAt: '2026-11-23T00:00:00Z',
  }) as MemberCartItem;

const server = setupServer(
  http.get('*/api/courses/filters', () =>
    ok({ categories: ['Keamanan Web', 'Forensik'], levels: ['Pemula', 'Menengah', 'Mahir'] }),
  ),
  http.get('*/api/courses', ({ request }) => {
    const url = new URL(request.url);
    courseRequests.push(url.searchParams);
    const search = url.searchParams.get('search');
    if (search === 'kosong') return page([], 1, COURSES_PER_PAGE, 0);
    if (search === 'rusak')
      return HttpResponse.json({ success: false, message: 'Layanan sedang sibuk', data: null }, { status: 500 });
    const pageNo = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const total = 20;
    const items = Array.from({ length: Math.min(perPage, total - (pageNo - 1) * perPage) }, (_, i) =>
      course((pageNo - 1) * perPage + i + 1),
    );
    return page(items, pageNo, perPage, total);
  }),
  http.get('*/api/courses/:slug', ({ params }) =>
    params['slug'] === 'kelas-1'
      ? ok(detail)
      : HttpResponse.json({ success: false, message: 'Kelas tidak ditemukan.', data: null }, { status: 404 }),
  ),
  http.get('*/api/courses/:slug/reviews', ({ request }) => {
    const url = new URL(request.url);
    const pageNo = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const items = Array.from({ length: Math.min(perPage, 7 - (pageNo - 1) * perPage) }, (_, i) =>
      review((pageNo - 1) * perPage + i + 1),
    );
    return page(items, pageNo, perPage, 7);
  }),
  http.get('*/api/courses/:slug/preview/:hashId', ({ params }) =>
    ok({
      ...detail.modules[0].materials[0],
      hashId: params['hashId'],
      body: '## Pengantar\n\nKeamanan web melindungi **aplikasi**.\n\nParagraf kedua pratinjau.',
      streamUrl: null,
      hlsUrl: null,
    }),
  ),
  http.get('*/api/member/courses/:slug/access', () => ok(access)),
  http.get('*/api/transaction/member-cart', () => ok(cart)),
  http.post('*/api/transaction/cart', async ({ request }) => {
    const body = (await request.json()) as { type: string; ref: string };
    cartPosts.push(body);
    if (addAnswer === 'conflict')
      return HttpResponse.json(
        { success: false, message: 'Kelas ini sudah ada di keranjang.', data: null },
        { status: 409 },
      );
    cart = [...cart, cartItem(body.ref)];
    access = { ...access, inCart: true };
    return ok(cart.at(-1));
  }),
  http.post('*/api/affiliate/clicks', async ({ request }) => {
    clickPosts.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);

// Form and keyboard flows run many user-event steps; on a busy CI machine they need more than the default 5 s.
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  access = { enrolled: false, inCart: false, includedInActiveSubscription: false, pendingIdTransaction: null };
  cart = [];
  cartPosts = [];
  clickPosts.length = 0;
  addAnswer = 'ok';
});
afterEach(() => {
  server.resetHandlers();
  courseRequests.length = 0;
});
afterAll(() => server.close());

const signedIn = (user: AuthUser) => ({
  session: { token: 't', strategy: 'local' as const, user, status: 'authenticated' as const },
});
const author: AuthUser = { ...member, id: 2, id_role: 2, username: 'budi.author', scope: ['author'] };

describe('/belajar-online', () => {
  it('lists courses with price, level, counts and author, and pages through them', async () => {
    renderPage('/belajar-online', <CoursesPage />, '/belajar-online');
    expect(screen.getByRole('heading', { level: 1, name: 'Belajar Online' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Kelas 1' });
    expect(within(first).getByText('Rp250.000')).toBeInTheDocument();
    expect(within(first).getByText('Pemula')).toBeInTheDocument();
    expect(within(first).getByText('4 modul · 12 materi')).toBeInTheDocument();
    expect(within(first).getByText('Budi Author')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Kelas 1' })).toHaveAttribute('href', '/belajar-online/kelas-1');
    expect(screen.getByText('20 kelas ditemukan')).toBeInTheDocument();
    expect(courseRequests[0]?.toString()).toBe('page=1&per_page=9');

    await userEvent.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(await screen.findByRole('article', { name: 'Kelas 10' })).toBeInTheDocument();
    expect(courseRequests.at(-1)?.get('page')).toBe('2');
  });

  it('filters change the request and the URL; a filter goes back to page 1', async () => {
    renderPage(
      '/belajar-online',
      <>
        <CoursesPage />
        <CurrentLocation />
      </>,
      '/belajar-online?page=2',
    );
    await screen.findByRole('article', { name: 'Kelas 10' });
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'Forensik');
    await waitFor(() => expect(courseRequests.at(-1)?.get('category')).toBe('Forensik'));
    expect(courseRequests.at(-1)?.get('page')).toBe('1');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Mahir');
    await userEvent.selectOptions(screen.getByLabelText('Harga'), 'free');
    await waitFor(() =>
      expect(courseRequests.at(-1)?.toString()).toBe('category=Forensik&level=Mahir&price=free&page=1&per_page=9'),
    );
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent(
      '/belajar-online?kategori=Forensik&level=Mahir&harga=free',
    );
  });

  it('search waits for typing to pause, then goes into the URL and the request', async () => {
    renderPage(
      '/belajar-online',
      <>
        <CoursesPage />
        <CurrentLocation />
      </>,
      '/belajar-online',
    );
    await screen.findByRole('article', { name: 'Kelas 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari kelas' }), 'web');
    // Typing three letters asks once, after the pause, not once per letter.
    await waitFor(() => expect(courseRequests.at(-1)?.get('search')).toBe('web'));
    expect(courseRequests.filter((params) => params.has('search'))).toHaveLength(1);
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent('/belajar-online?q=web');
  });

  it('reads a shared link with filters, and offers to clear them when nothing matches', async () => {
    renderPage(
      '/belajar-online',
      <>
        <CoursesPage />
        <CurrentLocation />
      </>,
      '/belajar-online?q=kosong&level=Mahir',
    );
    expect(screen.getByRole('searchbox', { name: 'Cari kelas' })).toHaveValue('kosong');
    expect(await screen.findByText('Tidak ada kelas yang cocok')).toBeInTheDocument();
    expect(courseRequests[0]?.get('level')).toBe('Mahir');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus semua filter' }));
    expect(await screen.findByRole('article', { name: 'Kelas 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent(/^\/belajar-online$/);
  });

  it('shows the error with a retry', async () => {
    renderPage('/belajar-online', <CoursesPage />, '/belajar-online?q=rusak');
    expect(await screen.findByText('Kelas belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByText('Layanan sedang sibuk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('/belajar-online/{slug}', () => {
  const at = '/belajar-online/kelas-1';
  const renderDetail = (options = {}) =>
    renderPage(
      '/belajar-online/:slug',
      <>
        <CartNavItem />
        <CourseDetailPage />
      </>,
      at,
      { ...options, routes: <Route path="/member/*" element={<CurrentLocation />} /> },
    );

  it('shows the description, the syllabus accordion, the author, the rating and paginated reviews', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelas 1' })).toBeInTheDocument();
    expect(document.title).toBe('Kelas 1 · Akademi Siber');
    expect(screen.getByText('Dari OWASP Top 10 hingga pengujian.')).toBeInTheDocument();
    // The old price struck through, then the sale price.
    const box = screen.getByRole('complementary', { name: 'Harga kelas' });
    expect(within(box).getByText('Rp250.000').closest('del')).not.toBeNull();
    expect(within(box).getByText('Rp199.000')).toBeInTheDocument();

    const first = screen.getByRole('button', { name: /Pengantar/ });
    const second = screen.getByRole('button', { name: /Injeksi/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('SQL injection')).not.toBeVisible();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('SQL injection')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Lihat profil @budi.author' })).toHaveAttribute('href', '/budi.author');
    // The byline: expertise, bio and the author's links, opened safely in a new tab.
    const byline = screen.getByRole('region', { name: 'Pengajar' });
    expect(within(byline).getByText('Pengujian penetrasi')).toBeInTheDocument();
    expect(within(byline).getByText('Sepuluh tahun menguji aplikasi bank.')).toBeInTheDocument();
    const links = within(byline).getByRole('list', { name: 'Tautan Budi Author' });
    const linkedin = within(links).getByRole('link', { name: /LinkedIn: linkedin\.com\/in\/budi-author/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/budi-author/');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(links).getAllByRole('link')).toHaveLength(1);
    expect(await screen.findByText('Ulasan nomor 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(await screen.findByText('Ulasan nomor 6')).toBeInTheDocument();
  });

  it('opens a free preview in an accessible dialog that Escape closes', async () => {
    renderDetail();
    const open = await screen.findByRole('button', { name: 'Pratinjau gratis: Apa itu keamanan web' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau: Apa itu keamanan web' });
    // The author's Markdown, rendered (the renderer comes with the dialog: a slow first import under jest).
    expect(await within(dialog).findByText('Paragraf kedua pratinjau.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 4, name: 'Pengantar' })).toBeInTheDocument();
    expect(within(dialog).getByText('aplikasi').tagName).toBe('STRONG');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("plays an uploaded video's free preview from its HLS stream", async () => {
    server.use(
      http.get('*/api/courses/:slug/preview/:hashId', ({ params }) =>
        ok({
          ...detail.modules[0].materials[0],
          hashId: params['hashId'],
          kind: 'video',
          body: null,
          streamUrl: null,
          hlsUrl: `/api/courses/kelas-1/preview/${String(params['hashId'])}/hls/kelas.m3u8`,
        }),
      ),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Pratinjau gratis: Apa itu keamanan web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau: Apa itu keamanan web' });
    const video = await within(dialog).findByLabelText('Video: Apa itu keamanan web', {}, { timeout: 20_000 });
    expect(video.tagName).toBe('VIDEO');
    // jsdom has no Media Source Extensions: the player says so instead of failing silently.
    expect(await within(dialog).findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Browser ini tidak dapat memutar video kelas.',
    );
  });

  it('sends a visitor to log in and come back', async () => {
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Masuk untuk membeli' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbelajar-online%2Fkelas-1',
    );
  });

  it('tells other roles that buying is for member accounts', async () => {
    renderDetail(signedIn(author));
    expect(await screen.findByText(/Pembelian hanya tersedia untuk akun member/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah ke keranjang' })).not.toBeInTheDocument();
  });

  it.each([
    [{ enrolled: true }, 'Masuk kelas', '/member/kelas/kelas-1'],
    [{ includedInActiveSubscription: true }, 'Masuk kelas', '/member/kelas/kelas-1'],
    [{ pendingIdTransaction: 'AS261123ABCDEFGH' }, 'Lanjutkan pembayaran', '/member/pesanan/bayar/AS261123ABCDEFGH'],
    [{ inCart: true }, 'Sudah di keranjang', '/member/cart'],
  ])('a member with access %j sees "%s"', async (state, label, href) => {
    access = { ...access, ...state };
    renderDetail(signedIn(member));
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
    if ('includedInActiveSubscription' in state)
      expect(screen.getByText('Termasuk dalam langganan Anda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah ke keranjang' })).not.toBeInTheDocument();
  });

  it('adds to the cart: the navbar badge follows, the box says "Sudah di keranjang", checkout state set', async () => {
    const { store } = renderDetail(signedIn(member));
    expect(await screen.findByRole('link', { name: 'Keranjang kosong' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah ke keranjang' }));
    expect(await screen.findByRole('link', { name: 'Sudah di keranjang' })).toHaveAttribute('href', '/member/cart');
    expect(await screen.findByRole('link', { name: 'Keranjang: 1 item' })).toBeInTheDocument();
    expect(cartPosts).toEqual([{ type: 'course', ref: 'kelas-1' }]);
    expect(store.getState().app.totalCart).toBe(1);
    expect(store.getState().app.checkout).toMatchObject({ isAddToCart: true, idHashCourse: 'kelas-1' });
  });

  it('shows the server message when adding fails', async () => {
    addAnswer = 'conflict';
    renderDetail(signedIn(member));
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah ke keranjang' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kelas ini sudah ada di keranjang.');
  });

  it('"Beli sekarang" goes to the member checkout for this course, keeping the visitor\'s referral code', async () => {
    // As in the app, the root route's AffiliateRefCapture reads every page's query string: the checkout URL must
    // not carry `?ref=`, or the course slug would replace the referrer's code and the commission would be lost.
    captureAffiliateRef('?ref=BUDI2026');
    renderPage(
      '/belajar-online/:slug',
      <>
        <CartNavItem />
        <CourseDetailPage />
      </>,
      '/belajar-online/kelas-1',
      {
        ...signedIn(member),
        routes: (
          <Route
            path="/member/*"
            element={
              <>
                <AffiliateRefCapture />
                <CurrentLocation />
              </>
            }
          />
        ),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Beli sekarang' }));
    expect(await screen.findByLabelText('Lokasi')).toHaveTextContent('/member/checkout?type=course&kelas=kelas-1');
    expect(getAffiliateCode()).toBe('BUDI2026');
    expect(clickPosts).toEqual([]);
    localStorage.removeItem(AFFILIATE_STORAGE_KEY);
  });

  it('says when the course does not exist', async () => {
    renderPage('/belajar-online/:slug', <CourseDetailPage />, '/belajar-online/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelas tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua kelas' })).toHaveAttribute('href', '/belajar-online');
  });
});
