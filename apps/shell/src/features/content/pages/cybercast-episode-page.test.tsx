import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CybercastEpisode } from '@akademi-siber/util-contracts';
import { renderPage } from '../../../testing/render-page';
import { CybercastEpisodePage } from './cybercast-episode-page';

const episode: CybercastEpisode = {
  slug: 'eps-12-soc',
  title: 'Eps. 12 — Membangun Tim SOC',
  summary: 'Bersama kepala SOC.',
  category: { slug: 'wawancara', category: 'Wawancara' },
  author: { name: 'Budi Author', username: 'author.demo' },
  coverUrl: null,
  publishedAt: '2026-11-28T00:00:00Z',
  body: '## Topik\n\nRekrutmen **analis** junior.',
  durationSeconds: 200,
  mediaUrl: '/api/cybercast/media/contoh-episode.mp3',
  videoUrl: null,
};

const server = setupServer(
  http.get('*/api/cybercast/episodes/:slug', ({ params }) =>
    params.slug === episode.slug
      ? HttpResponse.json({ success: true, message: 'OK', data: episode })
      : HttpResponse.json({ success: false, message: 'Episode tidak ditemukan', data: null }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATTERN = '/cybercast/episode/:episodeSlug';

describe('CybercastEpisodePage', () => {
  it('plays the episode with the browser controls and shows its category, date, length and show notes', async () => {
    renderPage(PATTERN, <CybercastEpisodePage />, `/cybercast/episode/${episode.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: episode.title })).toBeInTheDocument();
    const player = screen.getByLabelText(`Putar ${episode.title}`);
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', episode.mediaUrl);
    expect(screen.getByText('Durasi 3 menit 20 detik')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wawancara' })).toHaveAttribute('href', '/cybercast/kategori/wawancara');
    expect(screen.getByRole('heading', { name: 'Topik' })).toBeInTheDocument();
    expect(screen.getByText('analis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /aplikasi podcast/ })).toHaveAttribute('href', '/cybercast/feed.xml');
  });

  it('plays the video beside the audio when the episode has one', async () => {
    const withVideo = { ...episode, slug: 'eps-video', videoUrl: '/api/cybercast/media/0123456789abcdef.mp4' };
    server.use(
      http.get('*/api/cybercast/episodes/eps-video', () =>
        HttpResponse.json({ success: true, message: 'OK', data: withVideo }),
      ),
    );
    renderPage(PATTERN, <CybercastEpisodePage />, '/cybercast/episode/eps-video');
    const video = await screen.findByLabelText(`Tonton ${episode.title}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', withVideo.videoUrl);
    expect(screen.getByLabelText(`Putar ${episode.title}`).tagName).toBe('AUDIO');
  });

  it('says an unknown or unpublished episode is not there, with the way back', async () => {
    renderPage(PATTERN, <CybercastEpisodePage />, '/cybercast/episode/draf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Cybercast' })).toHaveAttribute('href', '/cybercast');
  });
});
