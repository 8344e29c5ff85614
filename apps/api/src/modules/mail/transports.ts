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

/**
 * One `.eml` file per message, named `<ISO time>-<sequence>-<random>.eml` so a sorted directory listing is the
 * order of sending: the time never goes back within a process (a clock step back reuses the last time), and the
 * fixed-width sequence orders messages of the same millisecond. Whatever reads "the newest email" relies on it.
 */
export function createOutboxTransport(
  directory: string,
  from: string,
  clock: () => Date = () => new Date(),
): MailTransport {
  let lastTime = 0;
  let sequence = 0;
  return {
    name: 'outbox',
    async send(message) {
      await mkdir(directory, { recursive: true });
      const time = Math.max(clock().getTime(), lastTime);
      lastTime = time;
      sequence += 1;
      const now = new Date(time);
      const name = `${now.toISOString()}-${String(sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}.eml`;
      // `wx`: never overwrite a message (another process writing to the same folder has its own sequence).
      await writeFile(path.join(directory, name), formatEml(message, from, now), { encoding: 'utf8', flag: 'wx' });
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
  if (config.transport === 'smtp' && config.smtpUrl)
    return createSmtpTransport(config.smtpUrl, config.from, config.timeoutMs);
  return createOutboxTransport(config.outboxDir, config.from);
}
