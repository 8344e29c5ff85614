import { z } from 'zod';
import {
  dateTime,
  optionalDateTime,
  optionalText,
  optionalWholeNumber,
  requiredText,
  rupiah,
  toLocalInput,
  typedDateTime,
  typedWholeNumber,
  wholeNumber,
} from './form-fields';

/** The first message a schema gives for `value`, or the parsed output when it passes. */
function check<S extends z.ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { output: result.data } : { message: result.error.issues[0]?.message };
}

describe('form fields', () => {
  it('requiredText trims, then says the field is required, too short or too long', () => {
    const name = requiredText('Nama paket', 2, 5);
    expect(check(name, '   ')).toEqual({ message: 'Nama paket wajib diisi' });
    expect(check(name, 'a')).toEqual({ message: 'Nama paket minimal 2 karakter' });
    expect(check(name, 'abcdef')).toEqual({ message: 'Nama paket maksimal 5 karakter' });
    expect(check(name, ' abc ')).toEqual({ output: 'abc' });
    expect(check(optionalText('Deskripsi', 3), '  ')).toEqual({ output: '' });
    expect(check(optionalText('Deskripsi', 3), 'abcd')).toEqual({ message: 'Deskripsi maksimal 3 karakter' });
  });

  it('wholeNumber parses the digits typed and keeps the bounds, with the messages given', () => {
    const months = wholeNumber('Durasi', 1, 60, { minMessage: 'Durasi minimal 1 bulan' });
    expect(check(months, '')).toEqual({ message: 'Durasi wajib diisi' });
    expect(check(months, '1,5')).toEqual({ message: 'Durasi harus berupa angka' });
    expect(check(months, '0')).toEqual({ message: 'Durasi minimal 1 bulan' });
    expect(check(months, '61')).toEqual({ message: 'Durasi maksimal 60' });
    expect(check(months, ' 12 ')).toEqual({ output: 12 });
    expect(check(optionalWholeNumber('Kuota', 1, 10), '')).toEqual({ output: null });
    expect(check(optionalWholeNumber('Kuota', 1, 10), '11')).toEqual({ message: 'Kuota maksimal 10' });
  });

  it('rupiah stops at the API’s largest amount', () => {
    expect(check(rupiah('Harga', 0), '0')).toEqual({ output: 0 });
    expect(check(rupiah('Harga', 0), '1000000001')).toEqual({ message: 'Harga terlalu besar' });
  });

  it('dateTime turns the local date and time into ISO, and back with toLocalInput', () => {
    const startsAt = dateTime('Waktu mulai');
    expect(check(startsAt, '')).toEqual({ message: 'Waktu mulai wajib diisi' });
    expect(check(startsAt, 'besok')).toEqual({ message: 'Waktu mulai tidak valid' });
    const iso = new Date('2026-12-20T09:30').toISOString();
    expect(check(startsAt, '2026-12-20T09:30')).toEqual({ output: iso });
    expect(toLocalInput(iso)).toBe('2026-12-20T09:30');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('bukan tanggal')).toBe('');
    expect(check(optionalDateTime('Tanggal berakhir'), '')).toEqual({ output: null });
  });

  it('typedDateTime and typedWholeNumber reshape what was typed and pass the unreadable on for the schema', () => {
    expect(typedDateTime('2026-12-20T09:30')).toBe(new Date('2026-12-20T09:30').toISOString());
    expect(typedDateTime('besok')).toBe('besok');
    expect(typedWholeNumber(' 14 ')).toBe(14);
    expect(typedWholeNumber('1,5')).toBeNaN();
    expect(typedWholeNumber('')).toBeNaN();
  });
});
