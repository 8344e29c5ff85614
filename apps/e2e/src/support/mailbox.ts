/**
 * The e2e server's outbox (accounts contract): the API writes one `.eml` file per message into
 * tmp/e2e-outbox-<E2E_PORT>, named `<ISO time>-<sequence>-<random>.eml` (sorted = sending order). Specs read the
 * messages a person would open.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { workspaceRoot } from './static-build';

const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
export const outboxDir = join(workspaceRoot, `tmp/e2e-outbox-${E2E_PORT}`);

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every absolute link of the body (each stands on its own line). */
  links: string[];
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` header words (RFC 2047). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export function parseEml(file: string, raw: string): Mail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = rest.join('\n\n').replace(/\r\n/g, '\n');
  const links = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/\S+$/.test(line));
  return { file, to: headers.get('to') ?? '', subject: decodeHeader(headers.get('subject') ?? ''), text, links };
}

/** Every message in the outbox, oldest first. */
export function readOutbox(): Mail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(name, readFileSync(join(outboxDir, name), 'utf8')));
}

/** Mail to `to` whose subject matches, newest first. */
export function mailsTo(to: string, subject?: RegExp): Mail[] {
  const address = to.toLowerCase();
  return readOutbox()
    .filter((mail) => mail.to.toLowerCase().includes(address) && (!subject || subject.test(mail.subject)))
    .reverse();
}

/**
 * Waits (the API may send after answering) until `count` messages to `to` with a matching subject are in the
 * outbox, and returns the newest.
 */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  await expect
    .poll(() => mailsTo(to, subject).length, {
      message: `${count} email(s) "${subject}" to ${to} in ${outboxDir}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(to, subject)[0];
}

/**
 * The link in a mail whose path starts with `pathPrefix`, as a path + query: links are absolute from the API's
 * PUBLIC_URL (localhost), and the browser must stay on the test's own origin for its stored session.
 */
export function linkPath(mail: Mail, pathPrefix: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in "${mail.subject}":\n${mail.text}`).toBeDefined();
  return `${link?.pathname}${link?.search}`;
}
