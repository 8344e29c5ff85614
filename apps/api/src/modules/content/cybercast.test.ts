// The staff's Cybercast and what it publishes (decision 0049): an upload's audio length read by ffprobe, a wrong file
// refused in Indonesian, drafts kept off the site and the feed, media served with byte ranges, and the podcast feed
// parsed by a strict XML parser and held against the tags Apple Podcasts requires.
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import { SaxesParser } from 'saxes';
import { bearer, buildTestApp, loginAs, type TestApp } from '../../test/helpers';
import { multipart, PNG_BYTES } from '../orders/testing';
import { toneMp3 } from './testing';

const TRICKY_TITLE = `Eps. 13 — Tom & Jerry <script> "kutip" 'tunggal' 🎧`;

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

/** Parses strictly (saxes throws on any well-formedness error, undeclared prefix included) into a small tree. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  const root: Element = { name: '#root', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.on('opentag', (node) => {
    const attributes = Object.fromEntries(Object.values(node.attributes).map((a) => [a.name, a.value]));
    const element: Element = { name: node.name, attributes, text: '', children: [] };
    stack[stack.length - 1].children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => (stack[stack.length - 1].text += text));
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root.children[0];
}
const child = (element: Element, name: string) => element.children.find((c) => c.name === name);
const childText = (element: Element, name: string) => child(element, name)?.text;

describe('Cybercast: staff episodes, media and the podcast feed', () => {
  let harness: TestApp;
  let admin: string;
  let categoryId: number;

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
    const categories = await harness.app.inject({
      method: 'GET',
      url: '/api/lcadm/cybercast/categories',
      headers: bearer(admin),
    });
    const list = categories.json<{ data: { id: number; slug: string; category: string }[] }>().data;
    expect(list.map((category) => category.slug)).toEqual(['wawancara', 'bedah-kasus', 'karier-siber']);
    categoryId = list[0].id;
  });
  afterAll(() => harness.close());

  const create = (body: Record<string, unknown>) =>
    harness.app.inject({ method: 'POST', url: '/api/lcadm/cybercast/episodes', headers: bearer(admin), payload: body });
  const upload = (id: number, bytes: Buffer, filename = 'episode.mp3') => {
    const body = multipart([{ field: 'file', filename, contentType: 'audio/mpeg', bytes }]);
    return harness.app.inject({
      method: 'POST',
      url: `/api/lcadm/cybercast/episodes/${id}/audio`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const episode = (slug: string, status: 'draft' | 'published', title = 'Episode uji coba') => ({
    title,
    slug,
    categoryId,
    summary: 'Ringkasan episode uji.',
    showNotes: '## Catatan\n\nIsi catatan episode.',
    status,
    publishedAt: status === 'published' ? '2026-11-30T08:00:00+07:00' : null,
  });

  it('refuses a member, and a second episode with the same slug in Indonesian', async () => {
    const member = await loginAs(harness.app, 'member');
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/lcadm/cybercast/episodes',
      headers: bearer(member),
      payload: episode('eps-member', 'draft'),
    });
    expect(refused.statusCode).toBe(403);
    expect((await create(episode('eps-dobel', 'draft'))).statusCode).toBe(201);
    const again = await create(episode('eps-dobel', 'draft'));
    expect(again.statusCode).toBe(422);
    expect(again.json().data.errors).toEqual([{ path: 'slug', message: 'Slug sudah dipakai episode lain' }]);
  });

  it('reads the length of uploaded audio with ffprobe and refuses a picture sent as .mp3', async () => {
    const created = await create(episode('eps-durasi', 'draft'));
    const { id } = created.json<{ data: AdminCybercastEpisode }>().data;
    const wrong = await upload(id, PNG_BYTES);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Audio harus berupa berkas MP3, M4A, atau OGG.');
    const saved = await upload(id, toneMp3(3));
    expect(saved.statusCode).toBe(200);
    const data = saved.json<{ data: AdminCybercastEpisode }>().data;
    expect(data.durationSeconds).toBe(3);
    expect(data.audioUrl).toMatch(/^\/api\/cybercast\/media\/[a-f0-9]{32}\.mp3$/);
  });

  it('keeps a draft off the site, its media and the feed; publishes it with its date', async () => {
    const created = await create(episode('eps-draf-rahasia', 'draft', 'Draf Rahasia'));
    const { id } = created.json<{ data: AdminCybercastEpisode }>().data;
    const { audioUrl } = (await upload(id, toneMp3(2))).json<{ data: AdminCybercastEpisode }>().data;
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/cybercast/episodes/eps-draf-rahasia' })).statusCode,
    ).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: audioUrl ?? '' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: '/cybercast/feed.xml' })).body).not.toContain(
      'Draf Rahasia',
    );

    const published = await harness.app.inject({
      method: 'PUT',
      url: `/api/lcadm/cybercast/episodes/${id}`,
      headers: bearer(admin),
      payload: episode('eps-draf-rahasia', 'published', 'Draf Rahasia'),
    });
    expect(published.json<{ data: AdminCybercastEpisode }>().data).toMatchObject({
      status: 'published',
      publishedAt: '2026-11-30T01:00:00.000Z',
    });
    const page = await harness.app.inject({ method: 'GET', url: '/api/cybercast/episodes/eps-draf-rahasia' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ durationSeconds: 2, mediaUrl: audioUrl });
  });

  it('answers a Range request for an episode audio with 206 and the asked bytes', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/cybercast/media/contoh-episode.mp3',
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.length).toBe(100);
    const outside = await harness.app.inject({
      method: 'GET',
      url: '/api/cybercast/media/contoh-episode.mp3',
      headers: { range: 'bytes=99999999-' },
    });
    expect(outside.statusCode).toBe(416);
  });

  it('publishes a feed that a strict XML parser reads, with the tags Apple Podcasts requires', async () => {
    const created = await create(episode('eps-judul-sulit', 'published', TRICKY_TITLE));
    await upload(created.json<{ data: AdminCybercastEpisode }>().data.id, toneMp3(2));
    const response = await harness.app.inject({ method: 'GET', url: '/cybercast/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');

    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes).toMatchObject({
      version: '2.0',
      'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
    });
    const channel = child(rss, 'channel') as Element;
    const origin = harness.app.config.publicUrl;
    expect(childText(channel, 'title')).toBe('Cybercast Akademi Siber');
    expect(childText(channel, 'link')).toBe(`${origin}/cybercast`);
    expect(childText(channel, 'language')).toBe('id');
    expect(childText(channel, 'description')).toBeTruthy();
    expect(childText(channel, 'itunes:author')).toBe('Akademi Siber');
    expect(childText(child(channel, 'itunes:owner') as Element, 'itunes:email')).toMatch(/@/);
    expect(child(channel, 'itunes:category')?.attributes.text).toBe('Technology');
    expect(childText(channel, 'itunes:explicit')).toBe('false');

    const image = child(channel, 'itunes:image')?.attributes.href ?? '';
    expect(image.startsWith(`${origin}/`)).toBe(true);
    const cover = await harness.app.inject({ method: 'GET', url: image.slice(origin.length) });
    expect(cover.statusCode).toBe(200);
    // The JPEG's size from its SOF0 frame: Apple asks for a square of 1400 to 3000 pixels.
    const sof = cover.rawPayload.indexOf(Buffer.from([0xff, 0xc0]));
    const [height, width] = [cover.rawPayload.readUInt16BE(sof + 5), cover.rawPayload.readUInt16BE(sof + 7)];
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);

    const items = channel.children.filter((c) => c.name === 'item');
    expect(items.length).toBeGreaterThan(6);
    const tricky = items.find((item) => childText(item, 'title') === TRICKY_TITLE) as Element;
    expect(tricky).toBeDefined();
    expect(child(tricky, 'guid')?.attributes.isPermaLink).toBe('false');
    // The episode's own page (a bug once pointed it at /cybercast/{slug}, which is no page).
    expect(childText(tricky, 'link')).toBe(`${origin}/cybercast/episode/eps-judul-sulit`);
    expect(childText(tricky, 'pubDate')).toBe('Mon, 30 Nov 2026 01:00:00 GMT');
    expect(childText(tricky, 'itunes:duration')).toBe('2');
    expect(childText(tricky, 'itunes:episodeType')).toBe('full');
    expect(childText(tricky, 'description')).toBe('Ringkasan episode uji.');
    const enclosure = child(tricky, 'enclosure')?.attributes ?? {};
    expect(enclosure.type).toBe('audio/mpeg');
    expect(enclosure.url.startsWith(`${origin}/api/cybercast/media/`)).toBe(true);
    const audio = await harness.app.inject({ method: 'GET', url: enclosure.url.slice(origin.length) });
    expect(Number(enclosure.length)).toBe(audio.rawPayload.length);
  });
});
