import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/federation/vite-app.mts';

export default defineConfig(({ command }) =>
  appViteConfig({ command, name: 'lab', root: dirname(fileURLToPath(import.meta.url)), kind: 'remote' }),
);
