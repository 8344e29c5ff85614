// Every setting of the API server comes from the environment, with a default that runs the embedded demo
// (PGlite in ./data, demo seed, one origin). `.env.example` at the workspace root lists them.
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().trim().optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  STATIC_DIR: z.string().min(1).default('dist/apps'),
  SEED_DEMO: flag,
  TOKEN_IDLE_MINUTES: positiveInt(120),
  TOKEN_ABSOLUTE_DAYS: positiveInt(30),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder (absolute), or `memory://` for a database that lives only in this process. */
  pgliteDir: string;
  /** Absolute path of the built front-ends (`shell/`, one folder per remote, `remotes.json`). */
  staticDir: string;
  seedDemo: boolean;
  tokenIdleMinutes: number;
  tokenAbsoluteDays: number;
  /** Origins allowed to call the API cross-origin; empty means same origin only. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Fastify's `trustProxy`: whether X-Forwarded-For names the client (needed behind a load balancer). */
  trustProxy: boolean | string;
}

export const MEMORY_DATABASE = 'memory://';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // `PORT=` in an env file means "not set", not 0.
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(setValues);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    pgliteDir: settings.PGLITE_DIR === MEMORY_DATABASE ? MEMORY_DATABASE : path.resolve(cwd, settings.PGLITE_DIR),
    staticDir: path.resolve(cwd, settings.STATIC_DIR),
    // The demo seed belongs to the embedded database; a real PostgreSQL is seeded only when asked to.
    seedDemo: settings.SEED_DEMO ?? settings.DATABASE_URL === undefined,
    tokenIdleMinutes: settings.TOKEN_IDLE_MINUTES,
    tokenAbsoluteDays: settings.TOKEN_ABSOLUTE_DAYS,
    corsOrigins: settings.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin.length > 0),
    logLevel: settings.LOG_LEVEL,
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
  };
}

/** `true`/`false`, or a comma-separated list of trusted proxy addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed;
}
