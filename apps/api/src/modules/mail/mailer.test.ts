import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, demoAccount, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { closedPortUrl, startSmtpServer } from '../../test/smtp-server';
import { formatEml } from './message';
import { createOutboxTransport } from './transports';

const registration = (suffix: string) => ({
  name: `Pendaftar ${suffix}`,
  username: `pendaftar.${suffix}`,
  email: `pendaftar.${suffix}@contoh.id`,
  password: 'Belajar#Siber2026',
  password_confirmation: 'Belajar#Siber2026',
});

describe('email messages', () => {
  it('is an RFC 5322 message: CRLF, From/To/Subject/Date, UTF-8 plain text, non-ASCII subject encoded', () => {
    const eml = formatEml(
      { to: 'rina@contoh.id', subject: 'Selamat datang — Akademi Siber', text: 'Halo,\n\nhttps://akademi.test/x\n' },
      'Akademi Siber <no-reply@akademisiber.id>',
      new Date('2026-05-01T03:04:05Z'),
    );
    const separator = eml.indexOf('\r\n\r\n');
    const [head, body] = [eml.slice(0, separator), eml.slice(separator + 4)];
    expect(head.split('\r\n')).toEqual(
      expect.arrayContaining([
        'From: Akademi Siber <no-reply@akademisiber.id>',
        'To: rina@contoh.id',
        `Subject: =?UTF-8?B?${Buffer.from('Selamat datang — Akademi Siber').toString('base64')}?=`,
        'Date: Fri, 01 May 2026 03:04:05 +0000',
        'Content-Type: text/plain; charset=UTF-8',
        'MIME-Version: 1.0',
      ]),
    );
    expect(head).toMatch(/^Message-ID: <[0-9a-f]{24}@akademisiber\.id>$/m);
    expect(body).toBe('Halo,\r\n\r\nhttps://akademi.test/x\r\n\r\n');
    expect(head).not.toContain('\n\n');
  });

  it('refuses a header value with a line break (no header injection)', () => {
    expect(() =>
      formatEml({ to: 'a@b.id\r\nBcc: semua@contoh.id', subject: 'x', text: 'x' }, 'Akademi <a@b.id>'),
    ).toThrow(/line break/);
  });

  it('writes one <ISO time>-<sequence>-<random>.eml file per message into the outbox, in sending order', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'akademi-outbox-uji-'));
    try {
      const outbox = createOutboxTransport(path.join(directory, 'baru'), 'Akademi <a@b.id>');
      await outbox.send({ to: 'x@contoh.id', subject: 'Satu', text: 'satu' });
      await outbox.send({ to: 'x@contoh.id', subject: 'Dua', text: 'dua' });
      const files = readdirSync(path.join(directory, 'baru')).sort();
      expect(files).toHaveLength(2);
      for (const file of files)
        expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-\d{9}-[0-9a-f]{8}\.eml$/);
      expect(readFileSync(path.join(directory, 'baru', files[0]), 'utf8')).toContain('Subject: Satu');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('keeps the sending order for messages of the same millisecond and across a clock that steps back', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'akademi-outbox-urut-'));
    try {
      const times = [...Array(30).fill(Date.UTC(2026, 10, 25, 8, 0, 0, 123)), Date.UTC(2026, 10, 25, 7, 59, 59, 0)];
      let call = 0;
      const outbox = createOutboxTransport(
        directory,
        'Akademi <a@b.id>',
        () => new Date(times[Math.min(call++, times.length - 1)]),
      );
      for (let index = 1; index <= 31; index += 1)
        await outbox.send({ to: 'x@contoh.id', subject: `Pesan ${index}`, text: `${index}` });
      const subjects = readdirSync(directory)
        .sort()
        .map((file) => /Subject: (.*)\r\n/.exec(readFileSync(path.join(directory, file), 'utf8'))?.[1]);
      expect(subjects).toEqual(Array.from({ length: 31 }, (_unused, index) => `Pesan ${index + 1}`));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('mail through SMTP (SMTP_URL)', () => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });
  const smtpApp = (smtpUrl: string, timeoutMs = 15_000) =>
    buildTestApp({
      mail: {
        transport: 'smtp',
        smtpUrl,
        outboxDir: path.join(tmpdir(), 'tidak-dipakai'),
        from: 'Akademi Siber <no-reply@akademisiber.id>',
        timeoutMs,
      },
    });
  const register = (app: TestApp, suffix: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(suffix) });

  it('hands the verification mail to the SMTP server', async () => {
    const server = await startSmtpServer();
    try {
      harness = await smtpApp(server.url);
      expect(harness.app.mailer.transport.name).toBe('smtp');
      expect((await register(harness, 'smtp')).statusCode).toBe(201);
      await harness.app.mailer.settled();
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ from: 'no-reply@akademisiber.id', to: ['pendaftar.smtp@contoh.id'] });
      // nodemailer sends quoted-printable: soft line breaks and =XX escapes, undone here as a mail client would.
      const text = server.received[0].data
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(text).toMatch(/^http:\/\/akademi\.test\/auth-verification\/[A-Za-z0-9_-]{43}$/m);
      expect(text).toContain('Subject: Verifikasi email akun Akademi Siber kamu');
    } finally {
      await server.stop();
    }
  });

  it('still registers when the mail server is down, and the mail can be asked for again', async () => {
    harness = await smtpApp(await closedPortUrl());
    const response = await register(harness, 'gagal');
    expect(response.statusCode).toBe(201);
    await harness.app.mailer.settled();
    const resend = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/resend',
      payload: { email: 'pendaftar.gagal@contoh.id' },
    });
    expect(resend.statusCode).toBe(200);
    await harness.app.mailer.settled();
    const [user] = await harness.db.select().from(users).where(eq(users.email, 'pendaftar.gagal@contoh.id'));
    expect(user.emailVerifiedAt).toBeNull();
    expect(await harness.app.mailer.send({ to: 'x@contoh.id', subject: 'x', text: 'x' }, 'uji')).toBe(false);
  });

  it('never makes a request wait on a mail server that hangs, and gives up on it after MAIL_TIMEOUT', async () => {
    const server = await startSmtpServer({ silent: true });
    try {
      harness = await smtpApp(server.url, 1000);
      const started = Date.now();
      const responses = await Promise.all([
        register(harness, 'macet'),
        harness.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: demoAccount('member').email },
        }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([201, 200]);
      expect(Date.now() - started).toBeLessThan(1000);
      const settledAt = Date.now();
      await harness.app.mailer.settled();
      expect(Date.now() - settledAt).toBeLessThan(5000);
    } finally {
      await server.stop();
    }
  });
});

describe('mail honours the unsubscribe of non-transactional mail', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('skips a notice to a user who opted out, but still sends transactional mail', async () => {
    const member = demoAccount('member');
    const [user] = await harness.db.select().from(users).where(eq(users.email, member.email));
    const notice = (recipient: { email: string }) => ({
      to: recipient.email,
      subject: 'Kabar kelas baru',
      text: 'Ada kelas baru.',
    });

    expect(await harness.app.mailer.sendToUser(user.id, notice, 'notice', 'uji')).toBe(true);
    await harness.db.update(users).set({ emailOptOutAt: new Date() }).where(eq(users.id, user.id));
    expect(await harness.app.mailer.sendToUser(user.id, notice, 'notice', 'uji')).toBe(false);
    expect(
      await harness.app.mailer.sendToUser(
        user.id,
        (recipient) => ({ ...notice(recipient), subject: 'Penting' }),
        'transactional',
        'uji',
      ),
    ).toBe(true);

    const subjects = (await mailsTo(harness.app, member.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Kabar kelas baru', 'Penting']);
    expect(await harness.app.mailer.sendToUser(999_999, notice, 'transactional', 'uji')).toBe(false);
  });
});
