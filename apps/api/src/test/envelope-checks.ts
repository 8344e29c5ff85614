// What every error answer must look like (spec §8), as a list of problems rather than assertions, so that the
// matrix suites can report every failing route at once instead of stopping at the first.
import {
  DEFAULT_ERROR_MESSAGE,
  SESSION_END_REASONS,
  STATUS_MESSAGES,
  type SessionEndReason,
} from '@akademi-siber/util-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { labSecretsIn } from '../modules/lab/testing';

const CATALOGUE = new Set([...Object.values(STATUS_MESSAGES), DEFAULT_ERROR_MESSAGE]);

/** Words of the API's own Indonesian messages (status catalogue, field rules, zod's Indonesian locale). */
const INDONESIAN = new RegExp(
  `\\b(${[
    ...['tidak', 'harus', 'wajib', 'minimal', 'maksimal', 'terlalu', 'silakan', 'sesi', 'berupa', 'diisi', 'karakter'],
    ...[
      'salah',
      'ditemukan',
      'diharapkan',
      'diterima',
      'lebih',
      'kesalahan',
      'permintaan',
      'alamat',
      'besar',
      'panjang',
    ],
    ...['atau', 'dan', 'yang', 'ini', 'itu', 'sudah', 'belum', 'masih', 'hanya', 'untuk', 'dengan', 'dari', 'bisa'],
    ...[
      'dapat',
      'kamu',
      'anda',
      'pesanan',
      'kelas',
      'kode',
      'sedang',
      'penuh',
      'habis',
      'batas',
      'berkas',
      'terjadi',
      'pada',
    ],
  ].join('|')})\\b`,
  'i',
);

/** Framework and library texts in English that must never reach a user. */
const ENGLISH = new RegExp(
  `\\b(${[
    ...['must', 'should', 'expected', 'required', 'invalid', 'unexpected', 'bad request', 'not found', 'unsupported'],
    ...[
      'body',
      'querystring',
      'params',
      'error',
      'failed',
      'cannot',
      'unauthorized',
      'forbidden',
      'too many',
      'internal',
    ],
    ...['payload', 'media type'],
  ].join('|')})\\b`,
  'i',
);

/** Traces of internals: stack frames, module paths, framework error codes, database errors. */
const LEAK =
  /\bat .+\.(ts|js|cjs|mjs):\d+|node_modules|FST_ERR|ZodError|Error:|violates|relation "|syntax error at|duplicate key/;

export function isIndonesian(message: string): boolean {
  return CATALOGUE.has(message) || (INDONESIAN.test(message) && !ENGLISH.test(message));
}

/** The other `data` an error may carry (accounts contract): why a session ended, or that the email needs verifying. */
function isDocumentedErrorData(status: number, data: unknown): boolean {
  const value = data as Record<string, unknown> | undefined;
  if (status === 401)
    return SESSION_END_REASONS.includes(value?.['reason'] as SessionEndReason) && Object.keys(value ?? {}).length === 1;
  if (status === 403) return value?.['email_verification_required'] === true && typeof value['email'] === 'string';
  return false;
}

interface ErrorBody {
  success?: unknown;
  message?: unknown;
  data?: { errors?: { path?: unknown; message?: unknown }[] } | null;
}

/**
 * Problems with an answer: any answer must be JSON without leaks; an error answer must be the §8 envelope. A route
 * that declares file types (`produces`: a video, a download) may answer 2xx with one of them instead of JSON.
 */
export function envelopeProblems(
  response: LightMyRequestResponse,
  method: string,
  produces: readonly string[] = [],
): string[] {
  if (method === 'HEAD') return response.body === '' ? [] : ['HEAD answered with a body'];
  // No answer of any route, file downloads included, contains a lab flag, a step answer or a hash of one (issue 17).
  const secrets = labSecretsIn(response.body);
  if (secrets.length > 0) return [`leaks a lab secret: ${secrets[0].slice(0, 12)}…`];
  const fileType = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  if (response.statusCode >= 200 && response.statusCode < 300 && produces.includes(fileType)) return [];
  // 204 No Content (GET /web/sanctum/csrf-cookie) has nothing to check but its emptiness.
  if (response.statusCode === 204) return response.body === '' ? [] : ['204 answered with a body'];
  const problems: string[] = [];
  if (LEAK.test(response.body)) problems.push(`leaks internals: ${response.body.slice(0, 200)}`);
  const contentType = String(response.headers['content-type']);
  if (!contentType.startsWith('application/json')) return [...problems, `content-type ${contentType}`];
  let body: ErrorBody;
  try {
    body = JSON.parse(response.body) as ErrorBody;
  } catch {
    return [...problems, 'body is not JSON'];
  }
  if (response.statusCode < 400) return problems;

  if (body.success !== false) problems.push('success is not false');
  if (typeof body.message !== 'string' || body.message.trim() === '') problems.push('no message');
  else if (!isIndonesian(body.message)) problems.push(`message not Indonesian: ${body.message}`);
  if (
    body.data !== null &&
    !Array.isArray(body.data?.errors) &&
    !isDocumentedErrorData(response.statusCode, body.data)
  ) {
    problems.push(`data is not null nor { errors }: ${JSON.stringify(body.data)}`);
  }
  for (const issue of body.data?.errors ?? []) {
    if (typeof issue.message !== 'string' || !isIndonesian(issue.message))
      problems.push(`field message: ${JSON.stringify(issue)}`);
  }
  if (/<script/i.test(response.body)) problems.push('reflects markup from the request');
  return problems;
}
