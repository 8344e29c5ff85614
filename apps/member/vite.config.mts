import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { appViteConfig } from '../../tools/federation/vite-app.mts';

/**
 * A feature's parts and data have no side effects worth keeping when nothing uses their exports (decision 0032), as
 * the libs say with `"sideEffects": false`. The route table imports every feature's index for its lazy pages, and an
 * index also re-exports what other features use (the orders feature's checkout panel and order list); without this
 * the bundler would keep those modules, for their styled-components and endpoint injections, in the remote's first
 * chunk. With it they go only into the chunks of the pages that use them.
 */
const FEATURE_PARTS_AND_DATA = /\/apps\/member\/src\/features\/[^/]+\/(parts|data)\//;

export default defineConfig(({ command }) =>
  mergeConfig(
    appViteConfig({ command, name: 'member', root: dirname(fileURLToPath(import.meta.url)), kind: 'remote' }),
    {
      build: {
        rolldownOptions: { treeshake: { moduleSideEffects: [{ test: FEATURE_PARTS_AND_DATA, sideEffects: false }] } },
      },
    },
  ),
);
