/** The API's answers (its envelope) for the admin remote's page tests: a body, a page of a list, a failure, a 422. */
import { HttpResponse } from 'msw';

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
export const page = <T>(data: T[], total = data.length) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: 10, total } });
export const fail = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ success: false, message, data }, { status });
export const fieldErrors = (errors: { path: string; message: string }[]) =>
  fail(422, errors[0]?.message ?? 'Data tidak valid', { errors });
