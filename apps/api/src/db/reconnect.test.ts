// PostgreSQL restarted under a running API (every connection killed, as a restart or failover does):
// the API keeps answering without being restarted. Runs against the real server in both test runs.
import { bearer, buildTestApp, loginAs, type TestApp } from '../test/helpers';
import { DEFAULT_POSTGRES_URL, freshPostgresDatabase, onServer, type FreshDatabase } from '../test/postgres';

const serverUrl = process.env['TEST_DATABASE_URL'] ?? DEFAULT_POSTGRES_URL;

let database: FreshDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await freshPostgresDatabase(serverUrl);
  testApp = await buildTestApp({ databaseUrl: database.url });
});

afterAll(async () => {
  await testApp.close();
  await database.drop();
});

async function killConnections(): Promise<void> {
  await onServer(
    serverUrl,
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database.name],
  );
}

it('answers again after every database connection was killed, without a restart', async () => {
  const token = await loginAs(testApp.app, 'member');
  const before = await testApp.app.inject({ method: 'GET', url: '/api/member/kelas-saya', headers: bearer(token) });
  expect(before.statusCode).toBe(200);

  await killConnections();
  // The pool learns of the dead connections asynchronously; a request in that instant may fail, but only
  // with the envelope, never by crashing the process, and the next ones must succeed.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/member/kelas-saya', headers: bearer(token) });
    statuses.push(response.statusCode);
    expect(response.json()).toHaveProperty('success');
    if (response.statusCode === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(statuses.at(-1)).toBe(200);

  const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
});
