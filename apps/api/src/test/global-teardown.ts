// jest globalTeardown: removes what global-setup.ts built (the PGlite snapshot file, the PostgreSQL template).
import { dropPostgresTemplate, PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV, removePgliteSnapshot } from './snapshot';

export default async function globalTeardown(): Promise<void> {
  removePgliteSnapshot(process.env[PGLITE_SNAPSHOT_ENV]);
  delete process.env[PGLITE_SNAPSHOT_ENV];
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (serverUrl && template) await dropPostgresTemplate(serverUrl, template);
  delete process.env[POSTGRES_TEMPLATE_ENV];
}
