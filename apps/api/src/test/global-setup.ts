// jest globalSetup (apps/api/jest.config.js): builds the run's migrated + seeded database once, before any test
// file starts (snapshot.ts). On PostgreSQL (TEST_DATABASE_URL) a template database on that server, otherwise a
// PGlite data-folder snapshot. The workers find it through the environment; global-teardown.ts removes it.
import { buildPgliteSnapshot, buildPostgresTemplate, PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './snapshot';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    process.env[POSTGRES_TEMPLATE_ENV] = await buildPostgresTemplate(serverUrl);
  } else {
    process.env[PGLITE_SNAPSHOT_ENV] = await buildPgliteSnapshot();
  }
  if (process.env['AKADEMI_TEST_TIMINGS']) console.log(`\ntest database snapshot built in ${Date.now() - started} ms`);
}
