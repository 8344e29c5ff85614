// Bundles the API into one CommonJS file for Node 20: dist/apps/api/main.cjs.
// Workspace libs (@akademi-siber/*) ship TypeScript sources, so they are bundled; every other package stays
// external and is resolved from node_modules at run time (PGlite loads its WASM files from its own folder,
// argon2 is a native addon: neither survives bundling).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(projectRoot, '../..');
const outDir = path.join(workspaceRoot, 'dist/apps/api');

/** `packages: 'external'` would also externalise the workspace libs, so decide per import. */
const externaliseNodeModules = {
  name: 'externalise-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@akademi-siber/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outDir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(projectRoot, 'src/main.ts')],
  outfile: path.join(outDir, 'main.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  tsconfig: path.join(projectRoot, 'tsconfig.json'),
  plugins: [externaliseNodeModules],
  logLevel: 'info',
});

// Migrations are applied at start; main.cjs looks for them next to itself.
await cp(path.join(projectRoot, 'drizzle'), path.join(outDir, 'drizzle'), { recursive: true });
// Bundled media (the demo preview video); main.cjs looks for it next to itself too.
await cp(path.join(projectRoot, 'media'), path.join(outDir, 'media'), { recursive: true });
