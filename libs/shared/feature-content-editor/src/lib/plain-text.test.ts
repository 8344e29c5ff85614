import { plainOpening } from './plain-text';

describe('plainOpening', () => {
  it('reads an article as plain text: no marks, no pictures, link text only', () => {
    expect(
      plainOpening(
        '## Rantai bukti\n\nSetiap bukti **dicatat** dengan `sha256sum`.\n\n![diagram](/api/x.png)\n\n' +
          '- Lihat [panduan](https://example.org)\n> kutipan',
      ),
    ).toBe('Rantai bukti Setiap bukti dicatat dengan sha256sum. Lihat panduan kutipan');
  });

  it('cuts a long text at the given length with an ellipsis', () => {
    expect(plainOpening('kata '.repeat(50), 20)).toBe('kata kata kata kata…');
    expect(plainOpening('')).toBe('');
  });
});
