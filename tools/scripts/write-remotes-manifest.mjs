// The deploy step that tells the shell where each remote lives: writes dist/apps/remotes.json.
// Usage: node tools/scripts/write-remotes-manifest.mjs [--base /remotes] [--out dist/apps/remotes.json]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { distApps, REMOTES } from './lib.mjs';

export function remotesManifest(base = '/remotes') {
  return Object.fromEntries(REMOTES.map((name) => [name, `${base.replace(/\/$/, '')}/${name}/mf-manifest.json`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: '/remotes' },
      out: { type: 'string', default: join(distApps, 'remotes.json') },
    },
  });
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, `${JSON.stringify(remotesManifest(values.base), null, 2)}\n`);
  console.log(`remotes.json → ${values.out}`);
}
