import path from 'node:path';
import { loadConfig, MEMORY_DATABASE } from './config';

describe('loadConfig', () => {
  const cwd = '/srv/akademi';

  it('runs the embedded demo when nothing is set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: path.resolve(cwd, 'data/pglite'),
      staticDir: path.resolve(cwd, 'dist/apps'),
      seedDemo: true,
      tokenIdleMinutes: 120,
      tokenAbsoluteDays: 30,
      corsOrigins: [],
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('does not seed a real PostgreSQL unless asked to', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://akademi@db/akademi' }, cwd);
    expect(config).toMatchObject({ databaseUrl: 'postgres://akademi@db/akademi', seedDemo: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/akademi', SEED_DEMO: 'true' }, cwd).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }, cwd).seedDemo).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '', SEED_DEMO: '' }, cwd)).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      seedDemo: true,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PGLITE_DIR: MEMORY_DATABASE,
        STATIC_DIR: '/var/www/akademi',
        TOKEN_IDLE_MINUTES: '15',
        TOKEN_ABSOLUTE_DAYS: '7',
        CORS_ORIGINS: 'https://akademi.example/, https://admin.akademi.example',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      pgliteDir: MEMORY_DATABASE,
      staticDir: '/var/www/akademi',
      tokenIdleMinutes: 15,
      tokenAbsoluteDays: 7,
      corsOrigins: ['https://akademi.example', 'https://admin.akademi.example'],
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
    });
  });

  it.each([
    [{ PORT: 'delapan' }, 'PORT'],
    [{ TOKEN_IDLE_MINUTES: '0' }, 'TOKEN_IDLE_MINUTES'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'mungkin' }, 'SEED_DEMO'],
  ])('refuses to start on an invalid setting (%p)', (env, name) => {
    expect(() => loadConfig(env, cwd)).toThrow(name);
  });
});
