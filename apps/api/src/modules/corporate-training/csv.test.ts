// Reading the participants' CSV file: separators, quotes, line numbers as a spreadsheet shows them.
import { readParticipantsCsv } from './csv';

const read = (text: string) => readParticipantsCsv(Buffer.from(text, 'utf8'));

describe('readParticipantsCsv', () => {
  it('keeps the line a record starts on, across quoted line breaks and blank lines', () => {
    expect(read('name,email\n"Rina\nWulandari",rina@contoh.id\n\nBayu,bayu@contoh.id')).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Rina\nWulandari', email: 'rina@contoh.id' },
        { line: 5, name: 'Bayu', email: 'bayu@contoh.id' },
      ],
    });
  });

  it('reads semicolons when the header has them, quoted separators and doubled quotes', () => {
    expect(read('email;name\r\nrina@contoh.id;"Wulandari; ""Rina"""\r\n')).toEqual({
      ok: true,
      rows: [{ line: 2, name: 'Wulandari; "Rina"', email: 'rina@contoh.id' }],
    });
  });

  it('gives a short row empty fields, for the row checks to report', () => {
    expect(read('name,email\nRina')).toEqual({ ok: true, rows: [{ line: 2, name: 'Rina', email: '' }] });
  });

  it('refuses a file without the header, or with a binary NUL', () => {
    expect(read('Rina,rina@contoh.id')).toMatchObject({ ok: false, problems: [{ path: 'file' }] });
    expect(read('name,email\nRi\u0000na,rina@contoh.id')).toMatchObject({ ok: false, problems: [{ path: 'file' }] });
  });
});
