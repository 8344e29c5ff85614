import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildTestApp, expectErrorEnvelope, type TestApp } from '../test/helpers';

const SHELL_HTML =
  '<!doctype html><html><head><title>Akademi</title><meta name="description" content="Belajar keamanan ' +
  'siber" /></head><body><div id="root"></div></body></html>';
const NONCE_META = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})" \/>/;

/** The shell's page as built, plus the style nonce that its answer's policy names (and no other inline style). */
function expectShell(response: { body: string; headers: Record<string, unknown> }) {
  const nonce = NONCE_META.exec(response.body)?.[1];
  expect(nonce).toBeDefined();
  expect(response.body).toMatch(/^<!doctype html><html><head>/);
  expect(response.body).toContain('<body><div id="root"></div></body></html>');
  const styleSrc = String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('style-src '));
  expect(styleSrc).toBe(`style-src 'self' 'nonce-${nonce}' https://accounts.google.com/gsi/style`);
}

/** The content of `<meta property="…">` (or name=…) in a page. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

/** A build output like `dist/apps`: the shell, two of the five remotes, and a file outside any served folder. */
function createStaticDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'akademi-static-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/index.html', SHELL_HTML);
  write('shell/assets/index-3f9a1c.js', 'console.log("shell")');
  // What tools/scripts/precompress.mjs writes next to a hashed asset.
  writeFileSync(path.join(root, 'shell/assets/index-3f9a1c.js.br'), brotliCompressSync('console.log("shell")'));
  writeFileSync(path.join(root, 'shell/assets/index-3f9a1c.js.gz'), gzipSync('console.log("shell")'));
  write('shell/favicon.ico', 'ico');
  write('member/mf-manifest.json', '{"name":"member"}');
  write('member/remoteEntry.js', 'export {}');
  write('member/assets/kelas-saya-91ab2e.js', 'export default 1');
  write('teacher/mf-manifest.json', '{"name":"teacher"}');
  write('rahasia.txt', 'jangan-disajikan');
  return root;
}

describe('static site (one origin)', () => {
  let harness: TestApp;
  let staticDir: string;
  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    harness.app.inject({ method: 'GET', url, headers: { accept } });

  beforeAll(async () => {
    staticDir = createStaticDir();
    harness = await buildTestApp({ staticDir });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the shell at / without caching, with the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectShell(response);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    '/login',
    '/LOGIN/',
    '/auth-verification/abc123def456',
    '/lupa-password?email=a%40b.id',
    '/member',
    '/member/kelas-saya',
    '/member/halaman-yang-dijawab-remote',
    '/corporate-program/dashboard/1/group/1',
    '/teacher/classroom',
    '/member.demo',
    '/Author.Demo',
  ])('answers the page %s with the shell and status 200', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expectShell(response);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a path no route matches', '/tidak/ada/sama-sekali'],
    ['a shell page with an extra segment', '/login/lagi'],
    ['an unknown username', '/pengguna.tidak.ada'],
    ['a staff account, which has no public profile', '/admin.demo'],
    ['a username that is a reserved page name', '/logout'],
    ['a segment that cannot be a username', '/-bukan-nama-'],
  ])('answers %s (%s) with status 404 and the shell, which shows the not-found page', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectShell(response);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gives a page the site title, description and Open Graph tags a link preview reads', async () => {
    const response = await get('/login', '*/*');
    expect(response.body).toContain('<title>Akademi</title>');
    expect(metaOf(response.body, 'og:title')).toBe('Akademi');
    expect(metaOf(response.body, 'og:description')).toBe('Belajar keamanan siber');
    expect(metaOf(response.body, 'og:url')).toBe(`${harness.config.publicUrl}/login`);
    expect(metaOf(response.body, 'og:site_name')).toBe('Akademi Siber');
  });

  it("previews a course link as that course, to a chat app's fetcher, and an unknown course is a 404", async () => {
    const headers = { 'user-agent': 'WhatsApp/2.24.6.77 A', accept: '*/*' };
    const course = await harness.app.inject({ method: 'GET', url: '/belajar-online/keamanan-aplikasi-web', headers });
    expect(course.statusCode).toBe(200);
    expectShell(course);
    const title = metaOf(course.body, 'og:title');
    expect(title).toMatch(/ — Akademi Siber$/);
    expect(title).not.toBe('Akademi');
    expect(course.body).toContain(`<title>${title}</title>`);
    const description = metaOf(course.body, 'og:description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(201);
    expect(metaOf(course.body, 'description')).toBe(description);
    const unknown = await harness.app.inject({ method: 'GET', url: '/belajar-online/kelas-yang-tidak-ada', headers });
    expect(unknown.statusCode).toBe(404);
    expectShell(unknown);
  });

  it('previews a published blog post as that post; a draft, a missing post are 404s, the lists are pages', async () => {
    const post = await harness.app.inject({ method: 'GET', url: '/blog/mengenali-email-phishing' });
    expect(post.statusCode).toBe(200);
    expect(metaOf(post.body, 'og:title')).toMatch(/ — Blog Akademi Siber$/);
    for (const url of ['/blog/draf-panduan-zero-trust', '/blog/artikel-yang-tidak-ada'])
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    for (const url of ['/blog/all', '/blog/kategori', '/blog/kategori/tutorial'])
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('gives every page answer a fresh nonce, and never serves index.html as a plain file', async () => {
    const [first, second] = [await get('/'), await get('/')];
    expect(NONCE_META.exec(first.body)?.[1]).not.toBe(NONCE_META.exec(second.body)?.[1]);
    const direct = await get('/index.html');
    expect(direct.statusCode).toBe(404);
    expectShell(direct);
  });

  it('answers a HEAD request with the same status as GET', async () => {
    const head = (url: string) => harness.app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } });
    expect((await head('/member.demo')).statusCode).toBe(200);
    expect((await head('/tidak/ada')).statusCode).toBe(404);
  });

  it('stops answering 200 for a profile once the account is deleted', async () => {
    const username = 'profil.sementara';
    const [row] = await harness.db
      .insert(users)
      .values({
        username,
        name: 'Sementara',
        email: 'sementara@uji.akademisiber.id',
        passwordHash: 'x',
        idRole: ROLE_IDS.member,
      })
      .returning({ id: users.id });
    expect((await get(`/${username}`)).statusCode).toBe(200);
    await harness.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, row.id));
    expect((await get(`/${username}`)).statusCode).toBe(404);
  });

  it('sends the precompressed sibling the browser accepts, the file itself to a client taking none', async () => {
    const url = '/assets/index-3f9a1c.js';
    const br = await harness.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("shell")');
    const gzip = await harness.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await harness.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
    // A file without siblings is sent as it is, whatever the browser accepts.
    const member = await harness.app.inject({
      method: 'GET',
      url: '/remotes/member/assets/kelas-saya-91ab2e.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(member.headers['content-encoding']).toBeUndefined();
    expect(member.body).toBe('export default 1');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await get('/assets/index-3f9a1c.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote under /remotes/<name>/, its manifest uncached and its assets immutable', async () => {
    const manifest = await get('/remotes/member/mf-manifest.json', 'application/json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'member' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await get('/remotes/member/assets/kelas-saya-91ab2e.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/member/tidak-ada.js',
    '/remotes/admin/mf-manifest.json',
    '/remotes/tidak-dikenal/mf-manifest.json',
  ])('answers a missing remote file %s with a plain 404, never the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).not.toContain('<html');
  });

  it('generates /remotes.json for the six remotes when the build has none', async () => {
    const response = await get('/remotes.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      member: '/remotes/member/mf-manifest.json',
      author: '/remotes/author/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
      corporate: '/remotes/corporate/mf-manifest.json',
      teacher: '/remotes/teacher/mf-manifest.json',
      lab: '/remotes/lab/mf-manifest.json',
    });
  });

  it('serves the deployed remotes.json as it is, read on every request', async () => {
    const deployed = {
      member: 'https://cdn.example/member/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    };
    writeFileSync(path.join(staticDir, 'remotes.json'), JSON.stringify(deployed));
    try {
      const response = await get('/remotes.json', 'application/json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(deployed);
    } finally {
      rmSync(path.join(staticDir, 'remotes.json'));
    }
  });

  it.each(['/api/tidak-ada', '/web/sanctum/tidak-ada'])(
    'answers %s with the 404 envelope even to a browser',
    async (url) => {
      expectErrorEnvelope(await get(url), 404);
    },
  );

  // curl, crawlers and chat link-preview fetchers send `*/*`, no Accept at all, or something else again: a page that
  // exists is still that page, and one that does not is still the not-found page with 404.
  const LINK_PREVIEW_AGENTS = [
    'curl/8.5.0',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.24.6.77 A',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ];
  const pageRequests: Array<[string, Record<string, string>]> = [
    ['Accept: */*', { accept: '*/*' }],
    ['no Accept header', {}],
    ['Accept: application/json', { accept: 'application/json' }],
    ...LINK_PREVIEW_AGENTS.map((agent): [string, Record<string, string>] => [
      agent,
      { 'user-agent': agent, accept: '*/*' },
    ]),
  ];
  it.each(pageRequests)('answers a page to %s with the shell and the page status', async (_case, headers) => {
    for (const [url, status] of [
      ['/login', 200],
      ['/member.demo', 200],
      ['/tidak/ada/sama-sekali', 404],
    ] as const) {
      const response = await harness.app.inject({ method: 'GET', url, headers });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectShell(response);
    }
  });

  it('answers a missing build file with a plain 404, never the shell', async () => {
    for (const url of ['/assets/tidak-ada-123.js', '/remotes/member/assets/tidak-ada.js']) {
      const response = await get(url, '*/*');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not answer other methods with the shell', async () => {
    expectErrorEnvelope(
      await harness.app.inject({ method: 'POST', url: '/member/kelas-saya', headers: { accept: 'text/html' } }),
      404,
    );
  });

  it.each([
    '/..%2frahasia.txt',
    '/%2e%2e/rahasia.txt',
    '/remotes/member/..%2f..%2frahasia.txt',
    '/assets/..%2f..%2frahasia.txt',
  ])('never serves a file outside the served folders (%s)', async (url) => {
    const response = await get(url, '*/*');
    expect(response.body).not.toContain('jangan-disajikan');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
