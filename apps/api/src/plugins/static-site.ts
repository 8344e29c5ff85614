// One origin for the whole product (docs/architecture.md): the shell at /, each remote at /remotes/<name>/, the
// runtime manifest at /remotes.json, and the shell's index.html for every page. A page path answers 200 when
// the shell or a role area renders a page there, 404 (still with index.html, which shows the not-found page)
// when it matches nothing, so crawlers and monitors see the same status as the visitor (spec §2, §8).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPagePath } from '@akademi-siber/util-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createProfileRepository } from '../modules/profiles/repository';
import { createPageMeta, type PageMeta } from './page-meta';
import { contentSecurityPolicy } from './security-headers';

export const REMOTE_NAMES = ['member', 'author', 'admin', 'corporate', 'teacher', 'lab'] as const;

/** Paths the SPA fallback never answers with a page: the API and /web (404 envelope), and the file folders. */
const NON_PAGE_PREFIXES = ['/api', '/web'];
/** Build folders: a missing file there is a plain 404, never the shell (a chunk must fail as a chunk). */
const FILE_PREFIXES = ['/remotes', '/assets'];
const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

export interface StaticSite {
  /** Answers a request no route matched, or returns undefined to let the API's 404 envelope answer. */
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> | undefined;
}

/** Hashed build output never changes under its name; everything else must be revalidated on each load. */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, filePath: string) => {
    const relative = path.relative(root, filePath).split(path.sep).join('/');
    reply.header('Cache-Control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<StaticSite | null> {
  if (!existsSync(staticDir)) return null;

  const shellDir = path.join(staticDir, 'shell');
  const hasShell = existsSync(path.join(shellDir, 'index.html'));
  const mounts = [
    ...(hasShell ? [{ root: shellDir, prefix: '/' }] : []),
    ...REMOTE_NAMES.map((name) => ({ root: path.join(staticDir, name), prefix: `/remotes/${name}/` })).filter((mount) =>
      existsSync(mount.root),
    ),
  ];
  for (const [index, mount] of mounts.entries()) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      // reply.sendFile may be decorated only once; the first mount does it.
      decorateReply: index === 0,
      // The build writes .br/.gz next to the hashed assets (tools/scripts/precompress.mjs); a file without them
      // is sent as it is.
      preCompressed: true,
      // The shell's page is never a plain file: `/` and `/index.html` fall through to notFound, which sends it with
      // its style nonce (sendPage below).
      allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
      setHeaders: cacheHeaders(mount.root),
    });
  }

  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    const manifestFile = path.join(staticDir, 'remotes.json');
    // Read on every request: a deploy may rewrite it to point a remote elsewhere without restarting the API.
    if (existsSync(manifestFile)) return readFile(manifestFile, 'utf8');
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  });

  const profiles = createProfileRepository(app.db);
  const pageMeta = createPageMeta(app.db, app.config.publicUrl);

  return {
    notFound(request, reply) {
      const url = request.url.split('?')[0];
      if (FILE_PREFIXES.some((prefix) => underPrefix(url, prefix))) {
        return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not Found');
      }
      // Whatever the Accept header says: curl, crawlers and chat link-preview fetchers send `*/*` or nothing, and
      // must see the same page and status as a browser.
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_PAGE_PREFIXES.some((prefix) => underPrefix(url, prefix));
      if (!hasShell || !isPageRequest) return undefined;
      return pageOf(url).then(
        ({ status, meta }) => sendPage(reply, status, url, meta),
        (error: unknown) => {
          // The database is away: the page may well exist, so say "try later" rather than "not found".
          request.log.warn({ err: error }, 'page status lookup failed');
          return sendPage(reply, 503, url);
        },
      );
    },
  };

  /**
   * The shell's index.html with a fresh nonce for styled-components' <style> elements, named both in the page
   * (`<meta property="csp-nonce">`, which styled-components reads) and in this answer's policy. Read on every
   * request, as the static files are, so a redeployed shell is served at once.
   */
  async function sendPage(
    reply: FastifyReply,
    status: number,
    pathname: string,
    meta?: PageMeta,
  ): Promise<FastifyReply> {
    const nonce = randomBytes(16).toString('base64');
    const built = await readFile(path.join(shellDir, 'index.html'), 'utf8');
    const html = pageMeta
      .render(built, pathname, meta)
      .replace(/<head>/i, () => `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .send(html);
  }

  /**
   * 200 for a page the shell or an area renders, with its own preview meta when it has some (page-meta.ts); 404
   * for a course that is not published and for a public profile the username does not have.
   */
  async function pageOf(pathname: string): Promise<{ status: 200 | 404; meta?: PageMeta }> {
    const match = matchPagePath(pathname);
    if (match.kind === 'area') return { status: 200 };
    if (match.kind === 'shell') {
      const meta = await pageMeta.lookup(pathname);
      return meta === null ? { status: 404 } : { status: 200, meta };
    }
    if (match.kind === 'profile') return { status: (await profiles.findPublic(match.username)) ? 200 : 404 };
    return { status: 404 };
  }
}
