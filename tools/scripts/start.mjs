// `npm start`: builds everything, then serves shell, remotes, /remotes.json and the API on one origin
// with the embedded PostgreSQL (PGlite in ./data) and the demo accounts. PORT defaults to 3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build-all.mjs';
import { distApps, requireProjectNode, workspaceRoot } from './lib.mjs';

requireProjectNode();

await buildAll();
const port = process.env.PORT ?? '3000';
console.log(`\nAkademi Siber berjalan di http://127.0.0.1:${port} (akun demo: lihat README.md)\n`);
const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { STATIC_DIR: distApps, PORT: port, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
