// How answers are written. Every route declares its responses as zod schemas (the OpenAPI document and the
// contracts come from them). Checking each answer with zod on the way out costs a full parse per request, so in
// production the same schemas, converted once with `z.toJSONSchema`, drive fast-json-stringify (Fastify's own
// serialiser). Outside production every answer is still checked with zod AND the fast serialiser's output is
// compared with zod's, so a schema the conversion gets wrong fails the test suites instead of shipping.
// Decision record: docs/decisions/0013-api-throughput.md.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * Compiled fast serialisers by JSON Schema text: the same envelope schemas recur on most routes and in every test app.
 */
const compiled = new Map<string, Serialize | null>();

/** The fast serialiser of a zod schema, or null when the schema has no faithful JSON Schema (then zod writes it). */
export function fastSerializerFor(schema: z.ZodType): Serialize | null {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      // Dates are given their form below; anything else without a JSON Schema form is left open ({}), written
      // by JSON.stringify, and compared with zod's output outside production.
      unrepresentable: 'any',
      override: (context) => {
        // Dates leave as ISO strings, as JSON.stringify writes them.
        if (context.zodSchema._zod.def.type === 'date')
          Object.assign(context.jsonSchema, { type: 'string', format: 'date-time' });
      },
    });
  } catch {
    return null;
  }
  const key = JSON.stringify(jsonSchema);
  if (!compiled.has(key)) {
    try {
      compiled.set(key, fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize);
    } catch {
      compiled.set(key, null);
    }
  }
  return compiled.get(key) ?? null;
}

/** Thrown (as a 500) when the fast serialiser would have written something other than what zod accepts. */
export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, fast: string, checked: string) {
    super(
      `fast-json-stringify and zod disagree on ${method} ${url}:\n  fast: ${fast.slice(0, 500)}\n  zod:  ` +
        `${checked.slice(0, 500)}`,
    );
    this.name = 'SerializerMismatchError';
  }
}

/**
 * `checkWithZod` (everywhere but production): validate every answer with zod, as before, and prove the fast
 * serialiser writes the same JSON. Without it: the fast serialiser alone, zod only for schemas it cannot convert.
 */
export function responseSerializerCompiler({
  checkWithZod,
}: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return checked;
    // Converted and compiled on first use: an app (and every test file's app) starts without compiling the
    // serialisers of routes it never answers.
    let fast: Serialize | null | undefined;
    const fastSerializer = () => (fast === undefined ? (fast = fastSerializerFor(schema)) : fast);
    if (!checkWithZod) return (data) => (fastSerializer() ?? checked)(data);
    return (data) => {
      const expected = checked(data);
      const serialize = fastSerializer();
      if (!serialize) return expected;
      const actual = serialize(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new SerializerMismatchError(route.method, route.url, actual, expected);
      }
      return expected;
    };
  };
}
