import path from 'node:path';
import {
  DEMO_VPN_SERVER_PUBLIC_KEY,
  DEV_APP_SECRET,
  derivedLabFlagSecret,
  loadConfig,
  MEMORY_DATABASE,
} from './config';

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
      labSiteUrl: '/lab',
      jobsSiteUrl: 'https://jobs.akademisiber.id',
      storeSiteUrl: 'https://store.akademisiber.id',
      publicUrl: 'http://127.0.0.1:3000',
      appSecret: DEV_APP_SECRET,
      mail: {
        transport: 'outbox',
        outboxDir: path.resolve(cwd, 'data/outbox'),
        from: 'Akademi Siber <no-reply@akademisiber.id>',
        smtpUrl: undefined,
        timeoutMs: 15_000,
      },
      google: { clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs', jwksFile: undefined },
      links: { emailVerificationHours: 24, passwordResetMinutes: 60, invitationDays: 7, unsubscribeDays: 180 },
      dbPoolSize: 10,
      sessionCacheSeconds: 10,
      userCacheSeconds: 10,
      checkResponses: true,
      uploadDir: path.resolve(cwd, 'data/uploads'),
      s3Storage: undefined,
      videoUploads: { dir: path.resolve(cwd, 'data/video-uploads'), expiryHours: 24 },
      videoTools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
      jobs: { workers: true, pollSeconds: 2 },
      commerce: {
        orderExpiryHours: 24,
        orderSweepSeconds: 60,
        purchasePointsPer10k: 10,
        affiliateRatePercent: 10,
        affiliateHoldingDays: 14,
        affiliateMinimumPayout: 100_000,
        bankAccounts: [{ bank: 'BCA', accountNumber: '1234567890', accountName: 'PT Akademi Siber Indonesia' }],
      },
      sessionReminderSweepSeconds: 60,
      programDigestSweepSeconds: 3600,
      lab: {
        flagSecret: derivedLabFlagSecret(DEV_APP_SECRET),
        operatorToken: undefined,
        vpn: {
          endpoint: 'vpn.lab.akademisiber.id:51820',
          serverPublicKey: DEMO_VPN_SERVER_PUBLIC_KEY,
          allowedIps: '10.10.0.0/16',
          dns: '',
        },
      },
    });
  });

  it('keys lab flags by LAB_FLAG_SECRET, else by a key derived from APP_SECRET, and checks the VPN settings', () => {
    const appSecret = 'y'.repeat(48);
    const derived = loadConfig({ APP_SECRET: appSecret }, cwd).lab.flagSecret;
    expect(derived).toBe(derivedLabFlagSecret(appSecret));
    expect(derived).not.toBe(appSecret);
    expect(loadConfig({ LAB_FLAG_SECRET: 'z'.repeat(40) }, cwd).lab.flagSecret).toBe('z'.repeat(40));
    expect(() => loadConfig({ LAB_FLAG_SECRET: 'pendek' }, cwd)).toThrow(/LAB_FLAG_SECRET/);
    expect(() => loadConfig({ LAB_OPERATOR_TOKEN: 'pendek' }, cwd)).toThrow(/LAB_OPERATOR_TOKEN/);
    expect(() => loadConfig({ LAB_VPN_ENDPOINT: 'tanpa-port' }, cwd)).toThrow(/LAB_VPN_ENDPOINT/);
    expect(() => loadConfig({ LAB_VPN_SERVER_PUBLIC_KEY: 'bukan-kunci' }, cwd)).toThrow(/LAB_VPN_SERVER_PUBLIC_KEY/);
    expect(loadConfig({ LAB_OPERATOR_TOKEN: 't'.repeat(32), LAB_VPN_DNS: '10.10.0.1' }, cwd).lab).toMatchObject({
      operatorToken: 't'.repeat(32),
      vpn: { dns: '10.10.0.1' },
    });
  });

  it('checks answers with zod everywhere but production, unless told otherwise', () => {
    const secret = 'x'.repeat(48);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }, cwd).checkResponses).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, CHECK_RESPONSES: 'true' }, cwd).checkResponses,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).checkResponses).toBe(true);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }, cwd).sessionCacheSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: '-1' }, cwd)).toThrow(/SESSION_CACHE_SECONDS/);
    expect(loadConfig({ USER_CACHE_SECONDS: '0' }, cwd).userCacheSeconds).toBe(0);
    expect(() => loadConfig({ USER_CACHE_SECONDS: '301' }, cwd)).toThrow(/USER_CACHE_SECONDS/);
  });

  it('refuses the published development APP_SECRET (or none) in production, and a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET }, cwd)).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ APP_SECRET: 'terlalu-pendek' }, cwd)).toThrow(/APP_SECRET/);
    const secret = 'x'.repeat(48);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }, cwd).appSecret).toBe(secret);
    // The test key file (whose private half is in the repository) is never trusted in production.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, GOOGLE_JWKS_FILE: 'jwks.json' }, cwd),
    ).toThrow(/GOOGLE_JWKS_FILE/);
  });

  // The default is the address README and the start message name.
  it('links to PUBLIC_URL without a trailing slash, defaulting to 127.0.0.1 on PORT', () => {
    expect(loadConfig({ PORT: '4310' }, cwd).publicUrl).toBe('http://127.0.0.1:4310');
    expect(loadConfig({ PUBLIC_URL: 'https://akademi.example/' }, cwd).publicUrl).toBe('https://akademi.example');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' }, cwd)).toThrow(/PUBLIC_URL/);
  });

  it('sends mail through SMTP when SMTP_URL is set, and refuses MAIL_TRANSPORT=smtp without it', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }, cwd).mail).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtp://mail.example:587',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_TRANSPORT: 'outbox' }, cwd).mail.transport).toBe(
      'outbox',
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' }, cwd)).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_OUTBOX_DIR: 'tmp/e2e-outbox-4310', MAIL_TIMEOUT_SECONDS: '3' }, cwd).mail).toMatchObject({
      outboxDir: path.resolve(cwd, 'tmp/e2e-outbox-4310'),
      timeoutMs: 3000,
    });
  });

  it('keeps uploads in the local folder by default, in an S3-compatible bucket with STORAGE_DRIVER=s3', () => {
    expect(loadConfig({}, cwd).s3Storage).toBeUndefined();
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'akademi',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'rahasia',
    };
    expect(loadConfig(s3, cwd).s3Storage).toEqual({
      bucket: 'akademi',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'rahasia',
    });
    const minio = loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'situs/' }, cwd).s3Storage;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'situs/' });
    const hosted = { ...s3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadConfig(hosted, cwd).s3Storage?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'akademi' }, cwd)).toThrow(
      /S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3\n {2}S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' }, cwd)).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...s3, S3_PREFIX: '../' }, cwd)).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' }, cwd)).toThrow(/STORAGE_DRIVER/);
  });

  it('enables Google sign-in with a client id, and reads the keys from a file when one is given', () => {
    const config = loadConfig(
      { GOOGLE_CLIENT_ID: 'akademi.apps.googleusercontent.com', GOOGLE_JWKS_FILE: 'keys/jwks.json' },
      cwd,
    );
    expect(config.google).toEqual({
      clientId: 'akademi.apps.googleusercontent.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      jwksFile: path.resolve(cwd, 'keys/jwks.json'),
    });
  });

  it('reads the sister sites as http(s) addresses without a trailing slash, and refuses anything else', () => {
    const config = loadConfig({ LAB_SITE_URL: 'https://lab.example/', JOBS_SITE_URL: 'http://127.0.0.1:4000//' }, cwd);
    expect(config).toMatchObject({ labSiteUrl: 'https://lab.example', jobsSiteUrl: 'http://127.0.0.1:4000' });
    expect(() => loadConfig({ STORE_SITE_URL: 'javascript:alert(1)' }, cwd)).toThrow(/STORE_SITE_URL/);
    expect(() => loadConfig({ LAB_SITE_URL: 'lab.example' }, cwd)).toThrow(/LAB_SITE_URL/);
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
