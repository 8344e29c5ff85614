// Builds every app (shell, five remotes, API), writes remotes.json and the precompressed (.br/.gz) siblings of the
// hashed assets: the production output in dist/apps.
import { run } from './lib.mjs';
import { precompress } from './precompress.mjs';

export async function buildAll() {
  await run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--parallel=2',
    '--outputStyle=static',
    ...(process.env.CI ? ['--skip-nx-cache'] : []),
  ]);
  await run('node', ['tools/scripts/write-remotes-manifest.mjs']);
  await precompress();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
