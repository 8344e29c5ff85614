/** The common Vite setup of the shell and the five remotes; each app's vite.config.mts calls it. */
import { join } from 'node:path';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { remoteFederation, shellFederation } from './federation.mts';

interface AppOptions {
  /** Project folder under apps/. */
  name: string;
  /** Absolute path of the app's folder (the vite config's own directory). */
  root: string;
  kind: 'shell' | 'remote';
  port: number;
}

export function appViteConfig({ name, root, kind, port }: AppOptions): UserConfig {
  return {
    root,
    // Remotes load from wherever their manifest is served, so their asset URLs are relative.
    base: kind === 'remote' ? './' : '/',
    cacheDir: join(root, '../../node_modules/.vite', name),
    // The release label each app shows in its footer: lets a team confirm which build of its remote is live.
    define: { __APP_RELEASE__: JSON.stringify(process.env['AKADEMI_RELEASE'] ?? 'lokal') },
    plugins: [react(), kind === 'shell' ? shellFederation() : remoteFederation(name)],
    server: { port, host: '127.0.0.1', strictPort: true, origin: `http://127.0.0.1:${port}` },
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
