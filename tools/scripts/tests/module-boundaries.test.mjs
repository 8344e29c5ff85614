// Lint must FAIL when a remote imports another remote or the shell, or a ui lib reaches for store code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../lib.mjs';

function lintProbe(relativePath, source) {
  const file = join(workspaceRoot, relativePath);
  writeFileSync(file, source);
  try {
    return spawnSync('npx', ['eslint', '--no-warn-ignored', relativePath], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  } finally {
    rmSync(file, { force: true });
  }
}

const cases = [
  [
    'a remote importing another remote',
    'apps/member/src/boundary-probe.ts',
    "import app from '../../admin/src/app';\nexport const probe = app;\n",
  ],
  [
    'a remote importing the shell',
    'apps/teacher/src/boundary-probe.ts',
    "import { App } from '../../shell/src/app/app';\nexport const probe = App;\n",
  ],
  [
    'the shell importing a remote',
    'apps/shell/src/boundary-probe.ts',
    "import app from '../../member/src/app';\nexport const probe = app;\n",
  ],
  [
    'the lab remote importing another remote',
    'apps/lab/src/boundary-probe.ts',
    "import app from '../../member/src/app';\nexport const probe = app;\n",
  ],
  [
    'a ui lib importing a data-access lib',
    'libs/shared/ui-design-system/src/boundary-probe.ts',
    "import { api } from '@akademi-siber/data-access-api';\nexport const probe = api;\n",
  ],
  [
    'an isomorphic lib importing a web lib',
    'libs/shared/util-contracts/src/boundary-probe.ts',
    "import { theme } from '@akademi-siber/ui-design-system';\nexport const probe = theme;\n",
  ],
];

for (const [name, path, source] of cases) {
  test(`lint fails for ${name}`, () => {
    const result = lintProbe(path, source);
    assert.notEqual(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, /enforce-module-boundaries/);
  });
}

test('lint passes for an allowed import (remote → shared lib)', () => {
  const result = lintProbe(
    'apps/member/src/boundary-probe.ts',
    "import { formatCurrency } from '@akademi-siber/util-format';\nexport const probe = formatCurrency(1);\n",
  );
  assert.equal(result.status, 0, result.stdout + result.stderr);
});
