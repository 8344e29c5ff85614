// Writes `.br` and `.gz` next to every compressible file under each app's `assets/` folder in dist/apps, so the
// one-origin server (@fastify/static `preCompressed`) and any static host that serves precompressed siblings
// (nginx gzip_static / brotli_static) send them compressed without spending CPU per request. Only `assets/`:
// those names carry a content hash, so a sibling can never be stale; entry files (index.html, remoteEntry.js,
// mf-manifest.json) keep their fixed names and are served as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { distApps } from './lib.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;
const MIN_BYTES = 1024;

async function* assetFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* assetFiles(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export async function precompress(root = distApps) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const app of await readdir(root, { withFileTypes: true })) {
    const assets = join(root, app.name, 'assets');
    if (!app.isDirectory() || !(await stat(assets).catch(() => null))?.isDirectory()) continue;
    for await (const file of assetFiles(assets)) {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) continue;
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      raw += body.length;
      brotli += br.length;
    }
  }
  console.log(`precompressed ${files} files: ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  precompress().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
