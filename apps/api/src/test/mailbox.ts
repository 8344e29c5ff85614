// Reads the mail outbox of a test app (one .eml per message, MAIL_OUTBOX_DIR) the way the e2e suite does: after
// the mailer's deferred work has settled, parse each file's headers and body and pick out the links.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_match, encoded: string) =>
    Buffer.from(encoded, 'base64').toString('utf8'),
  );
}

export function parseEml(file: string, content: string): OutboxMail {
  const [head, ...bodyParts] = content.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim())];
    }),
  );
  const text = bodyParts.join('\r\n\r\n').replace(/\r\n/g, '\n');
  const links = text.split('\n').filter((line) => /^https?:\/\/\S+$/.test(line));
  return { file, headers, to: headers['to'] ?? '', subject: headers['subject'] ?? '', text, links };
}

/** Every message in the outbox, oldest first, once the app's mail work has finished. */
export async function outbox(app: FastifyInstance): Promise<OutboxMail[]> {
  await app.mailer.settled();
  const directory = app.config.mail.outboxDir;
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(name, readFileSync(path.join(directory, name), 'utf8')));
}

/** The messages sent to one address, oldest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  return (await outbox(app)).filter((mail) => mail.to === email);
}

/**
 * The token in the newest link to `pathPrefix` (e.g. '/auth-verification/' or '/reset-password?token=') sent to
 * `email`.
 */
export async function latestLinkToken(app: FastifyInstance, email: string, pathPrefix: string): Promise<string> {
  const base = app.config.publicUrl + pathPrefix;
  const link = (await mailsTo(app, email))
    .flatMap((mail) => mail.links)
    .filter((candidate) => candidate.startsWith(base))
    .at(-1);
  if (!link) throw new Error(`no ${pathPrefix} link sent to ${email}`);
  return decodeURIComponent(link.slice(base.length));
}
