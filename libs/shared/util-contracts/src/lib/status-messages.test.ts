import { ROLE_IDS, ROLE_NAMES, roleNameOf } from './roles';
import { DEFAULT_ERROR_MESSAGE, ERROR_TEXTS, STATUS_MESSAGES, statusMessage } from './status-messages';

/** Every status spec §8 lists in its catalogue. */
const SPEC_STATUSES = [400, 401, 403, 404, 405, 408, 409, 410, 422, 429, 500, 502, 503, 504];

describe('statusMessage (spec §8)', () => {
  it('gives the 401 message word for word', () => {
    expect(statusMessage(401)).toBe('Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.');
  });

  it('gives the default message word for word', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Terjadi kesalahan dipihak kami, silakan coba lagi nanti');
  });

  it.each(SPEC_STATUSES)('has its own non-empty message for %p', (status) => {
    expect(STATUS_MESSAGES[status]).toEqual(expect.any(String));
    expect(statusMessage(status).trim()).not.toBe('');
    expect(statusMessage(status)).not.toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('gives a different message for each status', () => {
    const texts = SPEC_STATUSES.map(statusMessage);
    expect(new Set(texts).size).toBe(SPEC_STATUSES.length);
  });

  it.each([0, 200, 302, 418, 501, 599, -1, Number.NaN])('falls back to the default message for %p', (status) => {
    expect(statusMessage(status)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('has the CSRF 419 message of the accounts contract (not in §8, but the client must say it)', () => {
    expect(statusMessage(419)).toBe('Sesi halaman sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.');
  });

  it('says what the spec means for the statuses the client acts on', () => {
    expect(statusMessage(403)).toMatch(/izin|akses/i);
    expect(statusMessage(404)).toMatch(/tidak ditemukan/i);
    expect(statusMessage(429)).toMatch(/terlalu banyak/i);
  });
});

describe('ERROR_TEXTS (spec §2, §6, §8)', () => {
  it('quotes the error page texts word for word', () => {
    expect(ERROR_TEXTS).toEqual({
      notFound: 'Kamu tersesat, segera kembali ke jalan yang benar!',
      serverError: 'Maaf, terjadi kendala yang tidak terduga :(',
      serverErrorHint: 'Tim kami sedang memperbaikannya, silakan cek kembali nanti ya',
      pageNotFound: 'This page could not be found',
    });
  });
});

describe('roleNameOf (spec §6)', () => {
  it.each([
    [1, 'member'],
    [2, 'author'],
    [3, 'admin'],
    [4, 'corporate'],
    [5, 'teacher'],
  ])('maps id_role %p to %p', (id, name) => {
    expect(roleNameOf(id)).toBe(name);
  });

  it.each([0, 6, -1, 1.5, Number.NaN])('gives null for the unknown id %p', (id) => {
    expect(roleNameOf(id)).toBeNull();
  });

  it('round-trips every role name through its id', () => {
    for (const name of ROLE_NAMES) {
      expect(roleNameOf(ROLE_IDS[name])).toBe(name);
    }
    expect(ROLE_NAMES).toHaveLength(Object.keys(ROLE_IDS).length);
  });
});
