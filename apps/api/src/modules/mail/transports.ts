// Where mail goes: the outbox folder (the embedded default, readable by the demo and the e2e suite) or an SMTP
// server (SMTP_URL). Both take the same message; the mailer decides when to send and what to do when it fails.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailConfig } from '../../config';
import { formatEml, type MailMessage } from './message';

export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** One `.eml` file per message, named `<ISO time>-<random>.eml` so a directory listing sorts by time. */
export function createOutboxTransport(directory: string, from: string): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      await mkdir(directory, { recursive: true });
      const now = new Date();
      const file = path.join(directory, `${now.toISOString()}-${randomBytes(6).toString('hex')}.eml`);
      // `wx`: never overwrite a message, however unlikely a clash of time and random part is.
      await writeFile(file, formatEml(message, from, now), { encoding: 'utf8', flag: 'wx' });
    },
    async close() {
      // Nothing held open.
    },
  };
}

export async function createSmtpTransport(smtpUrl: string, from: string, timeoutMs: number): Promise<MailTransport> {
  // Loaded only when SMTP is configured: the embedded default never needs it.
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transporter.close();
    },
  };
}

export function createTransport(config: MailConfig): Promise<MailTransport> | MailTransport {
  if (config.transport === 'smtp' && config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.from, config.timeoutMs);
  return createOutboxTransport(config.outboxDir, config.from);
}
