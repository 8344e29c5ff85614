import { z } from 'zod';
import { apiFieldErrors, schemaFieldErrors } from './base-query-field-errors';

describe('apiFieldErrors', () => {
  it('reads the 422 envelope of the API (data.errors), first message per field', () => {
    const error = {
      status: 422,
      message: 'Email sudah terdaftar',
      data: {
        success: false,
        message: 'Email sudah terdaftar',
        data: {
          errors: [
            { path: 'email', message: 'Email sudah terdaftar' },
            { path: 'username', message: 'Username sudah dipakai' },
            { path: 'email', message: 'kedua' },
          ],
        },
      },
    };
    expect(apiFieldErrors(error)).toEqual({ email: 'Email sudah terdaftar', username: 'Username sudah dipakai' });
  });

  it('reads a bare list in data and nested paths by their top-level field', () => {
    const error = {
      status: 422,
      message: 'x',
      data: {
        data: [
          { path: 'current_password', message: 'Password Lama salah' },
          { path: 'a.b', message: 'm' },
          { nope: 1 },
        ],
      },
    };
    expect(apiFieldErrors(error)).toEqual({ current_password: 'Password Lama salah', a: 'm' });
  });

  it('gives nothing for other statuses or shapes', () => {
    expect(apiFieldErrors({ status: 500, message: 'x', data: { data: [{ path: 'a', message: 'b' }] } })).toEqual({});
    expect(apiFieldErrors({ status: 422, message: 'x', data: null })).toEqual({});
    expect(apiFieldErrors(null)).toEqual({});
  });
});

describe('schemaFieldErrors', () => {
  it('keeps the first zod issue of each field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Nama wajib diisi'),
      code: z.string().min(3, 'pendek').regex(/x/, 'tanpa x'),
    });
    const parsed = schema.safeParse({ name: '', code: 'ab' });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(schemaFieldErrors(parsed.error.issues)).toEqual({ name: 'Nama wajib diisi', code: 'pendek' });
  });
});
