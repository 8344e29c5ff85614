import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import type { BlogPost, BlogPostSummary, CybercastEpisode } from '@akademi-siber/util-contracts';
import { renderPage } from '../../../testing/render-page';
import { AboutUsPage, AffiliatePolicyPage } from './static-page';
import { BlogPostPage } from './blog-post-page';
import { BlogHomePage, BlogListPage, CybercastListPage } from './content-pages';

const post = (index: number): BlogPostSummary => ({
  slug: `artikel-${index}`,
  title: `Artikel ${index}`,
  summary: `Ringkasan ${index}`,
  category: { slug: 'tips-keamanan', category: 'Tips Keamanan' },
  author: { name: 'Sari Admin', username: 'admin.demo' },
  coverUrl: null,
  publishedAt: '2026-07-01T00:00:00Z',
  readingMinutes: 3,
});
const episode: CybercastEpisode = {
  ...post(1),
  slug: 'eps-1',
  title: 'Eps. 1 — Membangun SOC',
  body: 'Kami membahas SIEM.\n\n## Topik\n\nRekrutmen analis.',
  durationSeconds: 48 * 60,
  mediaUrl: null,
  videoUrl: null,
};
const full: BlogPost = { ...post(1), body: 'Paragraf pertama.\n\n## Subjudul\n\nParagraf kedua.', related: [post(2)] };
const requests: string[] = [];

const server = setupServer(
  http.get('*/api/:kind/list-categories', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: [
        { slug: 'tips-keamanan', category: 'Tips Keamanan', total: 20 },
        { slug: 'acara', category: 'Acara', total: 0 },
      ],
    }),
  ),
  http.get('*/api/blog/posts', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    const category = url.searchParams.get('category');
    if (category === 'hilang')
      return HttpResponse.json({ success: false, message: 'Kategori tidak ditemukan', data: null }, { status: 404 });
    if (category === 'acara')
      return HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 9, total: 0 } });
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const data = Array.from({ length: Math.min(perPage, 20 - (page - 1) * perPage) }, (_, i) =>
      post((page - 1) * perPage + i + 1),
    );
    return HttpResponse.json({ success: true, message: 'OK', data, meta: { page, per_page: perPage, total: 20 } });
  }),
  http.get('*/api/blog/posts/:slug', ({ params }) =>
    params['slug'] === 'artikel-1'
      ? HttpResponse.json({ success: true, message: 'OK', data: full })
      : HttpResponse.json({ success: false, message: 'Artikel tidak ditemukan', data: null }, { status: 404 }),
  ),
  http.get('*/api/pages/:pageSlug', ({ params }) =>
    params['pageSlug'] === 'tentang-kami'
      ? HttpResponse.json({
          success: true,
          message: 'OK',
          data: {
            slug: 'tentang-kami',
            title: 'Tentang Kami',
            body: 'Kami membantu orang Indonesia.\n\n## Misi kami\n\n- Belajar **online**\n\n<script>alert(1)</script>',
            updatedAt: '2026-12-02T03:00:00Z',
          },
        })
      : params['pageSlug'] === 'kebijakan-afiliasi'
        ? HttpResponse.json({ success: false, message: 'Gagal memuat halaman', data: null }, { status: 500 })
        : HttpResponse.json({ success: false, message: 'Halaman tidak ditemukan', data: null }, { status: 404 }),
  ),
  http.get('*/api/cybercast/episodes', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [episode], meta: { page: 1, per_page: 9, total: 1 } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog" element={<BlogHomePage />} />
          <Route path="/blog/all" element={<BlogListPage />} />
          <Route path="/blog/kategori/:kategori?" element={<BlogListPage />} />
          <Route path="/blog/:blogSlug" element={<BlogPostPage />} />
          <Route path="/cybercast/all" element={<CybercastListPage />} />
          <Route path="/tentang-kami" element={<AboutUsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Blog and Cybercast pages', () => {
  it('/blog shows the six newest posts and the way to all of them', async () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Akademi Siber' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/blog/all');
    expect(requests[0]).toBe('?page=1&per_page=6');
  });

  it('/blog/all pages through every post with ?page=', async () => {
    renderAt('/blog/all?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Semua artikel' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Artikel 10' })).toBeInTheDocument();
    expect(requests[0]).toBe('?page=2&per_page=9');
    await userEvent.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(await screen.findByRole('article', { name: 'Artikel 19' })).toBeInTheDocument();
    expect(requests.at(-1)).toBe('?page=3&per_page=9');
  });

  it('/blog/kategori/{kategori}: the category name, its empty state, and an unknown category', async () => {
    const { unmount } = renderAt('/blog/kategori/acara');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acara' })).toBeInTheDocument();
    expect(await screen.findByText('Belum ada artikel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/blog/all');
    unmount();
    renderAt('/blog/kategori/hilang');
    expect(await screen.findByText('Kategori tidak ditemukan')).toBeInTheDocument();
  });

  it('/blog/{blogSlug}: the post with subheadings, its category and related posts; a missing one says so', async () => {
    const { unmount } = renderAt('/blog/artikel-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subjudul' })).toBeInTheDocument();
    expect(screen.getByText('Paragraf kedua.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Lokasi halaman' })).getByRole('link', { name: 'Tips Keamanan' }),
    ).toHaveAttribute('href', '/blog/kategori/tips-keamanan');
    expect(screen.getByRole('link', { name: 'Artikel 2' })).toHaveAttribute('href', '/blog/artikel-2');
    unmount();
    renderAt('/blog/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' })).toBeInTheDocument();
  });

  it('/cybercast/all: episodes with duration, and the show notes opened by their button', async () => {
    renderAt('/cybercast/all');
    const card = await screen.findByRole('article', { name: 'Eps. 1 — Membangun SOC' });
    expect(card).toHaveTextContent('48 menit');
    const notes = within(card).getByRole('button', { name: 'Catatan episode' });
    expect(within(card).getByText('Kami membahas SIEM.')).not.toBeVisible();
    await userEvent.click(notes);
    expect(within(card).getByText('Kami membahas SIEM.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Tutup catatan episode' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('/tentang-kami shows the text the admins saved, as sanitised Markdown, with its last change', async () => {
    renderAt('/tentang-kami');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Misi kami' })).toBeInTheDocument();
    expect(screen.getByText('online').tagName).toBe('STRONG');
    expect(screen.getByText(/Terakhir diperbarui/)).toHaveTextContent('Terakhir diperbarui 02 Des 2026');
    expect(document.querySelector('script')).toBeNull();
  });

  it('/affiliate-program/kebijakan says when its text cannot be loaded, with a retry', async () => {
    renderPage('/affiliate-program/kebijakan', <AffiliatePolicyPage />, '/affiliate-program/kebijakan');
    expect(await screen.findByRole('button', { name: /coba lagi/i })).toBeInTheDocument();
  });
});
