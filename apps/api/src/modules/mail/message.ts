// An email as the API writes it: plain UTF-8 text, one RFC 5322 message. The outbox stores exactly these bytes and
// the SMTP transport hands the same fields to nodemailer, so what the demo shows is what a real inbox gets.
import { randomBytes } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; every link stands alone on its own line so that mail clients (and the e2e suite) find it whole. */
  text: string;
}

/** `=?UTF-8?B?…?=` for a header value that is not plain ASCII (RFC 2047). */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Header values come from our own templates and config, but a newline in one would forge headers: refuse it. */
function headerValue(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} contains a line break`);
  return value;
}

export function formatEml(message: MailMessage, from: string, date = new Date()): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'akademisiber.id';
  const headers = [
    `From: ${encodeHeader(headerValue('From', from))}`,
    `To: ${headerValue('To', message.to)}`,
    `Subject: ${encodeHeader(headerValue('Subject', message.subject))}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}
