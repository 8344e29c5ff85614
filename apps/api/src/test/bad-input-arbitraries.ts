// Generators of hostile requests for one route, built from what the route declares (its path parameters and the
// fields of its query and body schemas), and the oracle that says whether the route's own schemas must reject a
// generated request, so the suite knows when a 2xx would be a bug.
import fc from 'fast-check';
import type { z } from 'zod';
import { paramNames, sampleParams, schemaKeys, type RouteEntry } from './route-table';

/** Strings that have broken real APIs: injection, markup, odd Unicode, numbers that are not, sizes that are not. */
const NASTY_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'toString',
  '\u202Etxt.exe',
  'مرحبا بالعالم',
  '👩‍💻🔥🇮🇩',
  'İ'.repeat(254),
  '\uFEFF',
  '\uD800',
  'a\u0000b',
  '',
  ' \t\r\n',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  '2147483648',
  '9'.repeat(400),
  'null',
  '[]',
  '{}',
  '../../etc/passwd',
  'x'.repeat(100_000),
  '😀'.repeat(50_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** JSON values of every type, numbers at and past every boundary (NaN and Infinity serialise to null). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -2147483649, 2 ** 53 + 2, 1e308, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer(),
  fc.double(),
  hostileString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** Keys a client could slip in next to the declared ones: mass assignment and prototype pollution. */
const EXTRA_KEYS = [
  'id_role',
  'role',
  'isAdmin',
  'userId',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  '',
];

/** Bodies a browser form, an old client or a cross-site page would send; JSON only is accepted (app.ts). */
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'multipart/form-data; boundary=batas',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json-patch+json',
  undefined,
];
const BODIES_OF_OTHER_TYPES = [
  '{"email":"member.demo","password":"AkademiSiber#2026"}',
  'email=a&password=b',
  '--batas\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--batas--\r\n',
  '<a/>',
];

const DEEP_ARRAY = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

export interface BodyCase {
  contentType: string | undefined;
  text: string;
}

export interface BadRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: BodyCase | undefined;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a path parameter can be sent at all: "." and ".." (also as %2E) are dot segments that every URL parser,
 * the test's inject included, resolves away before the request leaves, so they reach another route.
 */
const sendableSegment = (value: string) => value !== '.' && value !== '..';

export function badRequest(route: RouteEntry): fc.Arbitrary<BadRequest> {
  const samples = sampleParams(route);
  const params = fc.record(
    Object.fromEntries(
      paramNames(route).map((name) => [
        name,
        fc.oneof(fc.constant(samples[name]), hostileString.filter(sendableSegment)),
      ]),
    ),
  );
  const queryKeys = schemaKeys(route.querystring);
  const queryKey = fc.oneof(
    ...(queryKeys.length > 0 ? [fc.constantFrom(...queryKeys)] : []),
    fc.constantFrom(...EXTRA_KEYS),
  );
  const query = fc.array(fc.tuple(queryKey, fc.oneof(fc.constantFrom('1', '10', 'contoh'), hostileString)), {
    maxLength: 4,
  });
  const body = METHODS_WITH_BODY.has(route.method) ? badBody(schemaKeys(route.body)) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

function badBody(fields: readonly string[]): fc.Arbitrary<BodyCase> {
  const json = (text: string): BodyCase => ({ contentType: 'application/json', text });
  const fieldValue = fc.oneof(fc.constantFrom('contoh', 'member.demo', 'AkademiSiber#2026'), anyJson);
  const declared = fc.record(
    Object.fromEntries(fields.map((field) => [field, fc.option(fieldValue, { nil: undefined })])),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 });
  // Written by hand so that `__proto__` stays an own key in the text, as an attacker would send it.
  const objectText = fc.tuple(declared, extras).map(([values, more]) => {
    const entries = [...Object.entries(values).filter(([, value]) => value !== undefined), ...more];
    return json(
      `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`,
    );
  });
  return fc.oneof(
    { weight: 4, arbitrary: objectText },
    { weight: 1, arbitrary: anyJson.map((value) => json(JSON.stringify(value) ?? 'null')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"email":',
          '{"a":1,}',
          "{'a':1}",
          'undefined',
          'NaN',
          '[1,2',
          '{"a":01}',
          '{"a":1}{"b":2}',
          '\u0000',
        )
        .map(json),
    },
    // Odd but well-formed: numbers JSON cannot hold, a byte-order mark, nesting deep enough to exhaust a recursive
    // walk.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"email":1e999,"password":-0}', '\uFEFF{"email":"contoh"}', DEEP_ARRAY, DEEP_OBJECT)
        .map(json),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"polluted":"ya"}}',
          '{"constructor":{"prototype":{"polluted":"ya"}}}',
          '{"a":{"__proto__":{"polluted":"ya"}}}',
        )
        .map(json),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
        text: fc.constantFrom(...BODIES_OF_OTHER_TYPES),
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom<BodyCase>(json(''), { contentType: undefined, text: '' }) },
  );
}

/**
 * The systematic part, run before the random one: every nasty string in every declared field, one field at a time
 * with the others plausible, because a bug that needs one exact value in one field is too rare to hit at random.
 */
export function oneFieldAtATime(route: RouteEntry): BadRequest[] {
  const bodyFields = METHODS_WITH_BODY.has(route.method) ? schemaKeys(route.body) : [];
  const bodyWith = (values: Record<string, string>): BodyCase => ({
    contentType: 'application/json',
    text: JSON.stringify(values),
  });
  const plausibleBody = Object.fromEntries(bodyFields.map((field) => [field, 'contoh']));
  const base: BadRequest = {
    params: sampleParams(route),
    query: [],
    body: METHODS_WITH_BODY.has(route.method) ? bodyWith(plausibleBody) : undefined,
  };
  return NASTY_STRINGS.flatMap((nasty) => [
    ...(sendableSegment(nasty)
      ? paramNames(route).map((name) => ({ ...base, params: { ...base.params, [name]: nasty } }))
      : []),
    ...schemaKeys(route.querystring).map((key): BadRequest => ({ ...base, query: [[key, nasty]] })),
    ...bodyFields.map((field) => ({ ...base, body: bodyWith({ ...plausibleBody, [field]: nasty }) })),
  ]);
}

/** What a UTF-8 client sends and the server decodes: lone surrogates arrive as U+FFFD. */
const overTheWire = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Whether the route's schemas (or the JSON-only body rules in app.ts) must reject this request. */
export function mustBeRejected(route: RouteEntry, request: BadRequest): boolean {
  const params = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, overTheWire(value)]));
  if (Object.values(params).some((value) => value === '' || value.includes('\u0000'))) return true;
  if (route.params && !route.params.safeParse(params).success) return true;

  // Like Fastify's query parser: a null-prototype object, repeated keys collected into arrays.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, rawValue] of request.query) {
    const [key, value] = [overTheWire(rawKey), overTheWire(rawValue)];
    if (key.includes('\u0000') || value.includes('\u0000')) return true;
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  if (route.querystring && !route.querystring.safeParse(query).success) return true;

  return request.body !== undefined && bodyMustBeRejected(route.body, request.body);
}

function bodyMustBeRejected(schema: z.ZodType | undefined, body: BodyCase): boolean {
  if (body.contentType === undefined)
    return body.text !== '' || (schema !== undefined && !schema.safeParse(undefined).success);
  if (body.contentType !== 'application/json') return true;
  if (body.text.trim() === '') return schema !== undefined && !schema.safeParse(undefined).success;
  let parsed: unknown;
  try {
    // Fastify's JSON parser (secure-json-parse) skips a leading byte-order mark, as JSON.parse does not.
    parsed = JSON.parse(body.text.replace(/^\uFEFF/, ''));
  } catch {
    return true;
  }
  if (hasForbiddenKeyOrNul(parsed)) return true;
  return schema !== undefined && !schema.safeParse(parsed).success;
}

/**
 * Fastify's JSON parser refuses `__proto__` keys and `constructor.prototype` anywhere in the document, and app.ts
 * refuses NUL in any key or string. Walked without recursion: the generated documents nest 100 000 levels deep.
 */
function hasForbiddenKeyOrNul(document: unknown): boolean {
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '__proto__' || key.includes('\u0000')) return true;
      if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype'))
        return true;
      pending.push(child);
    }
  }
  return false;
}
