/** The common Vite setup of the shell and the five remotes; each app's vite.config.mts calls it. */
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { remoteFederation, shellFederation } from './federation.mts';

/** Dev-server ports (`nx serve <app>`); the shell's dev /remotes.json points at the remotes' ports. */
export const DEV_PORTS = {
  shell: 4200,
  member: 4201,
  author: 4202,
  admin: 4203,
  corporate: 4204,
  teacher: 4205,
  lab: 4206,
} as const;
export type AppName = keyof typeof DEV_PORTS;

/** The API the dev servers forward /api to (run it with `npx nx run api:serve`). */
const API_DEV_URL = process.env['API_URL'] ?? 'http://127.0.0.1:3000';

interface AppOptions {
  /** Project folder under apps/. */
  name: AppName;
  /** Absolute path of the app's folder (the vite config's own directory). */
  root: string;
  kind: 'shell' | 'remote';
  /** Vite's command: 'serve' for the dev server, 'build' for production. */
  command: 'serve' | 'build';
}

/** In dev, the shell's /remotes.json names the remotes' dev servers (in production a deploy step writes it). */
function devRemotesManifest(): Plugin {
  const manifest = Object.fromEntries(
    Object.entries(DEV_PORTS)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`]),
  );
  return {
    name: 'akademi:dev-remotes-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(manifest));
      });
    },
  };
}

export function appViteConfig({ name, root, kind, command }: AppOptions): UserConfig {
  const port = DEV_PORTS[name];
  return {
    root,
    // Remotes load from wherever their manifest is served, so their asset URLs are relative.
    base: kind === 'remote' ? './' : '/',
    cacheDir: join(root, '../../node_modules/.vite', name),
    // The release label each app shows in its footer: lets a team confirm which build of its remote is live.
    define: { __APP_RELEASE__: JSON.stringify(process.env['AKADEMI_RELEASE'] ?? 'lokal') },
    plugins: [
      react(),
      kind === 'shell' ? shellFederation() : remoteFederation(name, { standaloneHost: command === 'serve' }),
      ...(kind === 'shell' ? [devRemotesManifest()] : []),
    ],
    server: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      origin: `http://127.0.0.1:${port}`,
      proxy: { '/api': API_DEV_URL, '/web': API_DEV_URL },
    },
    preview: { port, host: '127.0.0.1' },
    build: {
      outDir: join(root, '../../dist/apps', name),
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      sourcemap: false,
    },
  };
}
