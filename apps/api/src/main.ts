// Entry point of the API server (dist/apps/api/main.cjs): configure, open and migrate the database, seed the
// demo content when asked, serve until SIGTERM/SIGINT. `--seed-only` migrates and seeds, then exits.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { installJobSchema } from './modules/jobs';

async function main() {
  const seedOnly = process.argv.includes('--seed-only');
  const config = loadConfig();
  const database = await createDatabase(config);
  const app = await buildApp({ config, db: database.db });

  await database.migrate();
  await installJobSchema(database.db);
  app.log.info({ driver: database.driver }, 'database migrated');
  if (config.seedDemo || seedOnly) {
    const seeded = await seedDemo(database.db, config.lab.flagSecret);
    app.log.info(seeded ? 'demo content seeded' : 'database already has users; demo seed skipped');
  }
  if (seedOnly) {
    await app.close();
    await database.close();
    return;
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections and lets in-flight requests finish before the database goes away.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('API server failed to start:', error);
  process.exit(1);
});
