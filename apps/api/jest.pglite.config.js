// The API tests that CI runs a second time, on PGlite (`npx nx run api:test-pglite`), after the whole suite on
// PostgreSQL (`api:test-postgres`), the database production runs (docs/decisions/0014-test-speed.md). PGlite is
// the embedded default (`npm start`, the e2e server), so every file here tests something where the two drivers
// differ; the rest of the suite behaves the same on both and runs once.
//
// A file joins by a line `// @driver-sensitive` near its top AND an entry here saying why; the guard test
// (src/test/driver-sensitive.test.ts) fails when either is missing or a listed file is gone (moved: fix the path).
// Outside Nx: NODE_OPTIONS=--experimental-vm-modules npx jest -c apps/api/jest.pglite.config.js
const base = require('./jest.config');

/** Path under apps/api → why it runs on both drivers. */
const DRIVER_SENSITIVE = {
  // Opening and preparing a database: each driver has its own migrator; the seed runs under an advisory lock.
  'src/db/database.test.ts': 'migrations from nothing, migrating again is a no-op, the seed runs once; raw SQL',
  'src/app.test.ts': 'the health query; NUL characters refused before either driver sees them',
  // LISTEN/NOTIFY: PGlite delivers in-process, PostgreSQL over a LISTEN connection per instance (db/client.ts).
  'src/test/multi-instance.test.ts': 'two instances on one database: sessions and login failures seen by both',
  'src/modules/auth/session-cache.test.ts': 'a revocation reaches the other instance through NOTIFY before the answer',
  'src/plugins/user-cache.test.ts': 'row triggers NOTIFY at commit; the write marker only on PostgreSQL',
  // Raw SQL (`db.execute`): each driver parses the result types itself (int8, timestamps, dates).
  'src/modules/learning/my-classes.test.ts': "Kelas Saya's union query",
  'src/modules/points/routes.test.ts': "the leaderboards' ranking query; an award rolling back with its transaction",
  'src/modules/orders/proof.test.ts': 'the expiry sweep (one UPDATE … RETURNING CTE), run twice at once',
  // A unique violation arrives as each driver reports it (db/errors.ts walks the error's causes for 23505).
  'src/modules/orders/promo-codes.test.ts': 'a duplicate promo code is a 409, not a 500',
  // Transactions and locking: PGlite runs one transaction at a time on its one connection, PostgreSQL runs them
  // side by side with row and advisory locks; parallel requests must give the same outcome on both.
  'src/modules/orders/checkout.test.ts': 'parallel checkouts: one order per idempotency key, the last seat sold once',
  'src/modules/orders/checkout-interrupted.test.ts': 'a transaction that fails halfway leaves nothing behind',
  'src/modules/rewards/routes.test.ts': 'concurrent redemptions never oversell nor spend twice; a taken slug: 409',
  'src/modules/affiliate/routes.test.ts': 'parallel payout requests never exceed the balance',
  'src/modules/activation/routes.test.ts': 'one activation code redeemed by two members at once',
  'src/modules/classrooms/join-routes.test.ts': 'members joining at once never pass the seat limit (a row lock)',
  'src/modules/certificates/issue.test.ts': 'certificate numbers under an advisory lock, issued twice at once',
  'src/modules/auth/login-throttle.test.ts': 'the attempt slot is taken atomically: 120 parallel attempts',
  'src/modules/auth/guess-cap.test.ts': 'the guess cap under parallel attempts from many addresses, two instances',
  'src/modules/accounts/registration.test.ts': 'one verification link used twice at once',
  'src/modules/learning/routes.test.ts': 'progress saved at the same moment as "done" never undoes it',
  'src/modules/jobs/queue.test.ts': "pg-boss over PGlite's one connection and over the pool: once, retries, restart",
  'src/modules/sessions/reminders.test.ts':
    'two instances sweep session reminders at once: each one claimed (unique row) and notified once',
  'src/modules/lab/submissions.test.ts':
    "flags at once: exact max attempts, one solve and ledger entry, one first blood; the scoreboard's raw SQL",
};

// Whatever the shell has set: this run is the PGlite one.
delete process.env['TEST_DATABASE_URL'];

module.exports = {
  ...base,
  displayName: 'api (PGlite, driver-sensitive)',
  testMatch: Object.keys(DRIVER_SENSITIVE).map((file) => `<rootDir>/${file}`),
};
