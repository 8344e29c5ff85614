import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fieldErrors, ok, page } from '../../../testing/responses';

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
};
const searches: string[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/cybercast/categories', () => ok([episode.category])),
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

  it('creates an episode and shows the API refusing a taken slug on its field', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/lcadm/cybercast/episodes', async ({ request }) => {
        posts.push(await request.json());
        return fieldErrors([{ path: 'slug', message: 'Slug sudah dipakai episode lain' }]);
      }),
    );
    renderRemote(app, '/admin/cybercast', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah episode' }));
    const dialog = screen.getByRole('dialog', { name: 'Episode baru' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Judul/ }), 'Eps. 13 — Forensik');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Slug/ }), 'eps-12-soc');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: /Kategori/ }), 'Wawancara');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ringkasan/ }), 'Ringkasan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat episode' }));
    expect(await within(dialog).findByText('Slug sudah dipakai episode lain')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ slug: 'eps-12-soc', categoryId: 4, status: 'draft', publishedAt: null });
  });

  it('offers the audio upload and the player once the episode exists', async () => {
    renderRemote(app, '/admin/cybercast', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah episode Eps. 12 — Membangun Tim SOC' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah episode' });
    expect(within(dialog).getByLabelText(/Audio episode/)).toHaveAttribute('type', 'file');
    expect(within(dialog).getByText('Audio terpasang, durasi 6 detik.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dengarkan audio episode')).toHaveAttribute('src', episode.audioUrl);
  });
});
