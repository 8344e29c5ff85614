import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const episode: AdminCybercastEpisode = {
  id: 13,
  slug: 'eps-12-soc',
  title: 'Eps. 12 — Membangun Tim SOC',
  summary: 'Bersama kepala SOC.',
  showNotes: '## Topik',
  category: { id: 4, slug: 'wawancara', category: 'Wawancara' },
  status: 'published',
  publishedAt: '2026-11-28T01:00:00Z',
  durationSeconds: 6,
  audioUrl: '/api/cybercast/media/contoh-episode.mp3',
  coverUrl: null,
  videoUrl: null,
};
const category = { id: 4, slug: 'wawancara', category: 'Wawancara', order: 1, posts: 3 };
const searches: string[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/cybercast/categories', () => ok([category])),
  http.get('*/api/lcadm/cybercast/episodes/:id', ({ params }) =>
    params['id'] === '13' ? ok(episode) : fail(404, 'Episode tidak ditemukan'),
  ),
  http.get('*/api/lcadm/cybercast/episodes', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    searches.push(search);
    return search === 'tidak-ada' ? page([]) : page([episode]);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/cybercast', () => {
  it('lists episodes with their length and status, searches, and says when nothing matches', async () => {
    renderRemote(app, '/admin/cybercast', admin);
    const table = await screen.findByRole('table', { name: 'Episode Cybercast' });
    expect(within(table).getByText('Eps. 12 — Membangun Tim SOC')).toBeInTheDocument();
    expect(within(table).getByText('6 detik')).toBeInTheDocument();
    expect(within(table).getByText('Terbit')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari episode' }), 'tidak-ada');
    expect(await screen.findByText('Tidak ada episode yang cocok.')).toBeInTheDocument();
    expect(searches).toContain('tidak-ada');
  });

  it('creates an episode on its own page, with the slug from the title and a taken slug on its field', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/lcadm/cybercast/episodes', async ({ request }) => {
        posts.push(await request.json());
        return fieldErrors([{ path: 'slug', message: 'Slug sudah dipakai episode lain' }]);
      }),
    );
    renderRemote(app, '/admin/cybercast', admin);
    expect(await screen.findByRole('link', { name: 'Tambah episode' })).toHaveAttribute(
      'href',
      '/admin/cybercast/baru',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Tambah episode' }));
    const form = await screen.findByRole('form', { name: 'Episode baru' }, { timeout: 20_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Judul/ }), 'Eps. 13 — Forensik');
    expect(within(form).getByRole('textbox', { name: /Slug/ })).toHaveValue('eps-13-forensik');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Kategori/ }), 'Wawancara');
    await userEvent.type(within(form).getByRole('textbox', { name: /Ringkasan/ }), 'Ringkasan.');
    await userEvent.type(within(form).getByRole('textbox', { name: /Catatan episode/ }), '## Topik **utama**');
    const preview = screen.getByRole('region', { name: 'Pratinjau catatan episode' });
    expect(within(preview).getByText('utama').tagName).toBe('STRONG');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat episode' }));
    expect(await within(form).findByText('Slug sudah dipakai episode lain')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ slug: 'eps-13-forensik', categoryId: 4, status: 'draft', publishedAt: null });
  });

  it("opens an episode's page with its audio, cover and video uploads; an unknown one is a 404", async () => {
    renderRemote(app, '/admin/cybercast/13', admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eps. 12 — Membangun Tim SOC' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Audio terpasang, durasi 6 detik.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dengarkan audio episode')).toHaveAttribute('src', episode.audioUrl);
    expect(screen.getByLabelText(/Unggah audio/)).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText(/Unggah sampul/)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByLabelText(/Unggah video/)).toHaveAttribute('accept', 'video/mp4,.mp4');
    expect(screen.getByRole('link', { name: 'Lihat halaman episode' })).toHaveAttribute(
      'href',
      '/cybercast/episode/eps-12-soc',
    );
  });

  it('manages the categories: a used one cannot be deleted, and the dialog says why', async () => {
    renderRemote(app, '/admin/cybercast/kategori', admin);
    const list = await screen.findByRole('list', { name: 'Kategori Cybercast' }, { timeout: 20_000 });
    expect(within(list).getByText(/3 episode/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Naik/ })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Hapus Wawancara' }));
    expect(await screen.findByText(/masih dipakai 3 episode/)).toBeInTheDocument();
  });
});
