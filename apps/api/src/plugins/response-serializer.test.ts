import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from './envelope';
import { fastSerializerFor, responseSerializerCompiler, SerializerMismatchError } from './response-serializer';

const itemSchema = envelopeSchema(
  z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.number(),
    salePrice: z.number().nullable(),
    publishedAt: z.date(),
    note: z.string().optional(),
    kind: z.enum(['course', 'batch']),
    tags: z.array(z.object({ slug: z.string() })),
  }),
);

const item = {
  success: true,
  message: 'Berhasil',
  data: {
    id: 7,
    title: 'Dasar "Keamanan" Jaringan \u2028',
    price: 150000.5,
    salePrice: null,
    publishedAt: new Date('2026-11-23T10:00:00.000Z'),
    kind: 'course',
    tags: [{ slug: 'jaringan', extra: 'dibuang' }],
    internal: 'tidak pernah dikirim',
  },
};

const compile = (checkWithZod: boolean, schema: z.ZodType) =>
  responseSerializerCompiler({ checkWithZod })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('response serialiser', () => {
  it('writes what zod writes: unknown keys dropped, dates as ISO strings, nulls and optional fields kept', () => {
    const fast = fastSerializerFor(itemSchema);
    expect(fast).not.toBeNull();
    const zodOutput = JSON.stringify(itemSchema.parse(item));
    expect(JSON.parse(fast?.(item) ?? '')).toEqual(JSON.parse(zodOutput));
    expect(compile(false, itemSchema)(item)).toBe(fast?.(item));
  });

  it('writes the error envelope of every status the same way', () => {
    const body = { success: false, message: 'Sesi kamu berakhir', data: { reason: 'logged_out' } };
    expect(JSON.parse(compile(false, errorEnvelopeSchema)(body))).toEqual(body);
    expect(compile(true, errorEnvelopeSchema)(body)).toBe(JSON.stringify(body));
  });

  it('still refuses, outside production, an answer its schema does not allow', () => {
    expect(() => compile(true, itemSchema)({ ...item, data: { ...item.data, id: 'tujuh' } })).toThrow();
  });

  it('fails loudly when the fast serialiser would write something other than zod', () => {
    // A refinement has no JSON Schema form for the value it produces: zod's output differs from the input.
    const trimmed = z.object({ name: z.string().overwrite((value) => value.trim()) });
    expect(() => compile(true, trimmed)({ name: '  Budi  ' })).toThrow(SerializerMismatchError);
  });
});
