import { errorMessage, errorStatus } from './error-message';

describe('errorMessage', () => {
  it("reads an ApiError's or a serialized exception's message", () => {
    expect(errorMessage({ status: 409, message: 'Kelas sudah ada di keranjang' })).toBe('Kelas sudah ada di keranjang');
    expect(errorMessage({ name: 'TypeError', message: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('falls back when there is no message worth showing', () => {
    expect(errorMessage(undefined)).toBe('Terjadi kesalahan dipihak kami, silakan coba lagi nanti');
    expect(errorMessage(null, 'Diskusi belum dapat dibuat.')).toBe('Diskusi belum dapat dibuat.');
    expect(errorMessage({ status: 500 }, '')).toBe('');
    expect(errorMessage({ message: '   ' }, 'x')).toBe('x');
    expect(errorMessage({ message: 42 }, 'x')).toBe('x');
    expect(errorMessage('teks', 'x')).toBe('x');
  });
});

describe('errorStatus', () => {
  it('is the numeric status, or null', () => {
    expect(errorStatus({ status: 404, message: 'x' })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeNull();
    expect(errorStatus(undefined)).toBeNull();
  });
});
