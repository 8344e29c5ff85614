// Every setting of the API server comes from the environment, with a default that runs the embedded demo
// (PGlite in ./data, demo seed, one origin). `.env.example` at the workspace root lists them.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from './modules/storage/storage';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The lab's address when LAB_SITE_URL is unset: the lab remote of this platform, a path on the page's own origin. */
export const LAB_ON_THIS_PLATFORM = '/lab';

/** An http(s) address of a sister site, kept without a trailing slash so paths can be appended. */
const siteUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

/**
 * Signs unsubscribe links and CSRF tokens in development and tests only: published here, so `loadConfig` refuses
 * it (and any unset APP_SECRET) when NODE_ENV=production.
 */
export const DEV_APP_SECRET = 'akademi-siber-development-secret-not-for-production';

/** The demo lab network's WireGuard server key (a published demo value: no real server holds its private key). */
export const DEMO_VPN_SERVER_PUBLIC_KEY = '2Jk9TZ5D/gJbwT4Gv8pTF5bZ3lPUlMpxPcB3af6Y6nU=';

/** The key static flags and step answers are hashed under when LAB_FLAG_SECRET is not set: derived from APP_SECRET. */
export function derivedLabFlagSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('akademi-siber/lab-flags').digest('hex');
}

type Settings = z.infer<typeof envSchema>;

/** The S3-compatible bucket of STORAGE_DRIVER=s3 (checked complete by loadConfig), or undefined for the folder. */
function s3StorageOf(settings: Settings): S3StorageOptions | undefined {
  if (settings.STORAGE_DRIVER !== 's3') return undefined;
  return {
    bucket: settings.S3_BUCKET ?? '',
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    // A custom endpoint is nearly always MinIO-like (path-style); AWS S3 itself wants virtual-hosted names.
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? settings.S3_ENDPOINT !== undefined,
    prefix: settings.S3_PREFIX,
    accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
  };
}

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
  // Unset: this platform's own /lab (the lab remote, decision 0036), reached on whatever origin the page is on.
  LAB_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  JOBS_SITE_URL: siteUrl('https://jobs.akademisiber.id'),
  STORE_SITE_URL: siteUrl('https://store.akademisiber.id'),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_APP_SECRET),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  MAIL_FROM: z.string().min(3).default('Akademi Siber <no-reply@akademisiber.id>'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_TIMEOUT_SECONDS: positiveInt(15),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_JWKS_FILE: z.string().min(1).optional(),
  EMAIL_VERIFICATION_HOURS: positiveInt(24),
  PASSWORD_RESET_MINUTES: positiveInt(60),
  INVITATION_LINK_DAYS: positiveInt(7),
  UNSUBSCRIBE_LINK_DAYS: positiveInt(180),
  DB_POOL_SIZE: positiveInt(10),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  USER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  CHECK_RESPONSES: flag,
  UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]+\/)*$/, 'expected folder names ending in "/" (e.g. akademi/), or nothing')
    .default(''),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  VIDEO_UPLOAD_DIR: z.string().min(1).default('./data/video-uploads'),
  VIDEO_UPLOAD_EXPIRY_HOURS: positiveInt(24),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  ORDER_EXPIRY_HOURS: positiveInt(24),
  ORDER_SWEEP_SECONDS: positiveInt(60),
  JOB_WORKERS: flag,
  JOB_POLL_SECONDS: positiveInt(2),
  SESSION_REMINDER_SWEEP_SECONDS: positiveInt(60),
  PROGRAM_DIGEST_SWEEP_SECONDS: positiveInt(3600),
  PURCHASE_POINTS_PER_10K: z.coerce.number().int().min(0).default(10),
  AFFILIATE_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  AFFILIATE_HOLDING_DAYS: z.coerce.number().int().min(0).default(14),
  AFFILIATE_MINIMUM_PAYOUT: positiveInt(100000),
  LAB_FLAG_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LAB_OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  LAB_VPN_ENDPOINT: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'expected host:port')
    .default('vpn.lab.akademisiber.id:51820'),
  LAB_VPN_SERVER_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw480]=$/, 'expected a WireGuard public key (44 base64 characters)')
    .default(DEMO_VPN_SERVER_PUBLIC_KEY),
  LAB_VPN_ALLOWED_IPS: z.string().min(1).default('10.10.0.0/16'),
  LAB_VPN_DNS: z.string().default(''),
  PAYMENT_BANK_ACCOUNTS: z
    .string()
    .default('BCA|1234567890|PT Akademi Siber Indonesia')
    .transform((value, context) => {
      const accounts = value
        .split(';')
        .map((entry) => entry.split('|').map((part) => part.trim()))
        .filter((parts) => parts.some((part) => part !== ''));
      if (accounts.length === 0 || accounts.some((parts) => parts.length !== 3 || parts.some((part) => part === ''))) {
        context.addIssue({
          code: 'custom',
          message: 'expected "Bank|Nomor rekening|Atas nama" entries separated by ";"',
        });
        return z.NEVER;
      }
      return accounts.map(([bank, accountNumber, accountName]) => ({ bank, accountNumber, accountName }));
    }),
});

export interface MailConfig {
  /** `outbox`: one .eml file per message in `outboxDir` (the embedded default); `smtp`: sent through `smtpUrl`. */
  transport: 'outbox' | 'smtp';
  outboxDir: string;
  from: string;
  smtpUrl: string | undefined;
  /** A send that takes longer is given up on (and logged), so a stuck mail server never holds anything up. */
  timeoutMs: number;
}

export interface GoogleConfig {
  /** OAuth client id of the Google sign-in button; undefined disables Google sign-in (503). */
  clientId: string | undefined;
  /** Google's signing keys; fetched and cached by `kid`. */
  jwksUrl: string;
  /** A JWKS file read instead of `jwksUrl` (tests and e2e, which have no network). */
  jwksFile: string | undefined;
}

export interface LinkLifetimes {
  emailVerificationHours: number;
  passwordResetMinutes: number;
  /** The set-password link of an account an admin made (a corporate-training group's import, decision 0044). */
  invitationDays: number;
  unsubscribeDays: number;
}

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
  /** Sister sites the navbar and footer open in a new tab (GET /api/config/public), without a trailing slash. */
  labSiteUrl: string;
  jobsSiteUrl: string;
  storeSiteUrl: string;
  /**
   * Where users reach the site; links in emails and the QR code on certificate PDFs start with it (no trailing slash).
   */
  publicUrl: string;
  /** Key for HMAC signatures (unsubscribe links, CSRF tokens). */
  appSecret: string;
  mail: MailConfig;
  google: GoogleConfig;
  links: LinkLifetimes;
  /** Connections of the node-postgres pool (per API process). */
  dbPoolSize: number;
  /**
   * How long a validated bearer token may be answered from memory; revocations reach every process at once (0: off).
   */
  sessionCacheSeconds: number;
  /** Personal reads (unread count, cart) remembered per process; invalidated by database triggers. 0 = off. */
  userCacheSeconds: number;
  /** Check every answer against its zod schema (and the fast serialiser against zod); off in production. */
  checkResponses: boolean;
  /** Local folder of the storage interface (payment proofs, avatars, materials, …); absolute. */
  uploadDir: string;
  /** STORAGE_DRIVER=s3: uploads go to this S3-compatible bucket instead of `uploadDir` (decision 0051). */
  s3Storage?: S3StorageOptions;
  /**
   * Where resumable (tus) video uploads grow until they are complete (decision 0051); an upload untouched for
   * `expiryHours` is removed. Several API processes need it on a shared disk (or sticky sessions).
   */
  videoUploads: { dir: string; expiryHours: number };
  /** The ffmpeg and ffprobe programs that check and transcode videos (looked up on the PATH by default). */
  videoTools: { ffmpeg: string; ffprobe: string };
  commerce: CommerceConfig;
  /**
   * How often each API process looks for live-class session reminders that are due (24 hours and 1 hour before);
   * each goes out once, whichever process claims it (decision 0040).
   */
  sessionReminderSweepSeconds: number;
  /**
   * How often each API process looks for corporate program managers whose weekly digest is due; each manager gets
   * one a week, whichever process claims it (decision 0047).
   */
  programDigestSweepSeconds: number;
  lab: LabConfig;
  /** The job queue (decision 0051): whether this process runs jobs, and how often an idle worker looks for one. */
  jobs: { workers: boolean; pollSeconds: number };
}

/** The cybersecurity lab (docs/decisions/0035-lab-challenges-and-flags.md). */
export interface LabConfig {
  /**
   * Key of the HMAC that static flags and step answers are stored as, and per-user flags are derived from. Changing
   * it invalidates every stored flag: set it once (default: derived from APP_SECRET).
   */
  flagSecret: string;
  /** Bearer token of the lab network's operator (GET /api/lab/operator/peers); undefined = that route refuses all. */
  operatorToken: string | undefined;
  vpn: {
    /** `host:port` of the lab's WireGuard server. */
    endpoint: string;
    serverPublicKey: string;
    /** The lab network routed through the tunnel (AllowedIPs of the server peer). */
    allowedIps: string;
    /** Resolver inside the lab network; empty = none in the file. */
    dns: string;
  };
}

/** Orders and payment (docs/decisions/0012-commerce.md). */
export interface CommerceConfig {
  /** An order without a proof expires this long after it was made. */
  orderExpiryHours: number;
  /** How often each API process runs the expiry sweep. */
  orderSweepSeconds: number;
  /** Points (and the same XP) per Rp10.000 paid. */
  purchasePointsPer10k: number;
  /** Commission of subtotal − discount for the member whose referral link brought a paid order. */
  affiliateRatePercent: number;
  /** A commission becomes available this many days after the order is paid. */
  affiliateHoldingDays: number;
  /** The smallest payout a member may request (rupiah). */
  affiliateMinimumPayout: number;
  /** Where members transfer to, shown on every unpaid order. */
  bankAccounts: { bank: string; accountNumber: string; accountName: string }[];
}

export const MEMORY_DATABASE = 'memory://';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // `PORT=` in an env file means "not set", not 0.
  const setValues = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(setValues);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  if (settings.NODE_ENV === 'production' && settings.APP_SECRET === DEV_APP_SECRET) {
    throw new Error(
      'Invalid environment configuration:\n  APP_SECRET: must be set to a secret of your own in production',
    );
  }
  if (settings.NODE_ENV === 'production' && settings.GOOGLE_JWKS_FILE) {
    // The file exists for tests; the repository's test key pair would let anyone sign "Google" tokens.
    throw new Error(
      'Invalid environment configuration:\n  GOOGLE_JWKS_FILE: not allowed in production; Google keys come ' +
        'from GOOGLE_JWKS_URL',
    );
  }
  if (settings.STORAGE_DRIVER === 's3') {
    const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
      (name) => !settings[name as 'S3_BUCKET'],
    );
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when STORAGE_DRIVER=s3`);
      throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
    }
  }
  if (settings.MAIL_TRANSPORT === 'smtp' && !settings.SMTP_URL) {
    throw new Error('Invalid environment configuration:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
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
    labSiteUrl: settings.LAB_SITE_URL ?? LAB_ON_THIS_PLATFORM,
    jobsSiteUrl: settings.JOBS_SITE_URL,
    storeSiteUrl: settings.STORE_SITE_URL,
    publicUrl: (settings.PUBLIC_URL ?? `http://127.0.0.1:${settings.PORT}`).replace(/\/+$/, ''),
    appSecret: settings.APP_SECRET,
    mail: {
      transport: settings.MAIL_TRANSPORT ?? (settings.SMTP_URL ? 'smtp' : 'outbox'),
      outboxDir: path.resolve(cwd, settings.MAIL_OUTBOX_DIR),
      from: settings.MAIL_FROM,
      smtpUrl: settings.SMTP_URL,
      timeoutMs: settings.MAIL_TIMEOUT_SECONDS * 1000,
    },
    google: {
      clientId: settings.GOOGLE_CLIENT_ID || undefined,
      jwksUrl: settings.GOOGLE_JWKS_URL,
      jwksFile: settings.GOOGLE_JWKS_FILE ? path.resolve(cwd, settings.GOOGLE_JWKS_FILE) : undefined,
    },
    links: {
      emailVerificationHours: settings.EMAIL_VERIFICATION_HOURS,
      passwordResetMinutes: settings.PASSWORD_RESET_MINUTES,
      invitationDays: settings.INVITATION_LINK_DAYS,
      unsubscribeDays: settings.UNSUBSCRIBE_LINK_DAYS,
    },
    dbPoolSize: settings.DB_POOL_SIZE,
    sessionCacheSeconds: settings.SESSION_CACHE_SECONDS,
    userCacheSeconds: settings.USER_CACHE_SECONDS,
    checkResponses: settings.CHECK_RESPONSES ?? settings.NODE_ENV !== 'production',
    uploadDir: path.resolve(cwd, settings.UPLOAD_DIR),
    s3Storage: s3StorageOf(settings),
    videoUploads: {
      dir: path.resolve(cwd, settings.VIDEO_UPLOAD_DIR),
      expiryHours: settings.VIDEO_UPLOAD_EXPIRY_HOURS,
    },
    videoTools: { ffmpeg: settings.FFMPEG_PATH, ffprobe: settings.FFPROBE_PATH },
    commerce: {
      orderExpiryHours: settings.ORDER_EXPIRY_HOURS,
      orderSweepSeconds: settings.ORDER_SWEEP_SECONDS,
      purchasePointsPer10k: settings.PURCHASE_POINTS_PER_10K,
      affiliateRatePercent: settings.AFFILIATE_RATE_PERCENT,
      affiliateHoldingDays: settings.AFFILIATE_HOLDING_DAYS,
      affiliateMinimumPayout: settings.AFFILIATE_MINIMUM_PAYOUT,
      bankAccounts: settings.PAYMENT_BANK_ACCOUNTS,
    },
    sessionReminderSweepSeconds: settings.SESSION_REMINDER_SWEEP_SECONDS,
    programDigestSweepSeconds: settings.PROGRAM_DIGEST_SWEEP_SECONDS,
    jobs: { workers: settings.JOB_WORKERS ?? true, pollSeconds: settings.JOB_POLL_SECONDS },
    lab: {
      flagSecret: settings.LAB_FLAG_SECRET ?? derivedLabFlagSecret(settings.APP_SECRET),
      operatorToken: settings.LAB_OPERATOR_TOKEN,
      vpn: {
        endpoint: settings.LAB_VPN_ENDPOINT,
        serverPublicKey: settings.LAB_VPN_SERVER_PUBLIC_KEY,
        allowedIps: settings.LAB_VPN_ALLOWED_IPS,
        dns: settings.LAB_VPN_DNS,
      },
    },
  };
}

/** `true`/`false`, or a comma-separated list of trusted proxy addresses/CIDRs. */
function parseTrustProxy(value: string): boolean | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed;
}
