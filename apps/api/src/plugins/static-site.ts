// One origin for the whole product (ARCHITECTURE.md): the shell at /, each remote at /remotes/<name>/, the
// runtime manifest at /remotes.json, and the shell's index.html for every client-side route.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REMOTE_NAMES = ['member', 'author', 'admin', 'corporate', 'teacher'] as const;

/** Paths the SPA fallback never answers: the API, the remotes (a missing remote file must fail) and /web. */
const NON_PAGE_PREFIXES = ['/api', '/remotes', '/web'];

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

  return {
    notFound(request, reply) {
      const url = request.url.split('?')[0];
      if (url.startsWith('/remotes/')) {
        return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not Found');
      }
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_PAGE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)) &&
        (request.headers.accept ?? '').includes('text/html');
      if (!hasShell || !isPageRequest) return undefined;
      // The not-found status is already on the reply; a client-side route is a normal page load.
      return reply.code(200).sendFile('index.html', shellDir);
    },
  };
}
