// Reading the participants' CSV file: separators, quotes, line numbers as a spreadsheet shows them.
import { readParticipantsCsv } from './csv';

const read = (text: string) => readParticipantsCsv(Buffer.from(text, 'utf8'));

describe('readParticipantsCsv', () => {
  it('keeps the line a record starts on, across quoted line breaks and blank lines', () => {
    expect(read('name,email\n"Rina\nWulandari",rina@contoh.id\n\nBayu,bayu@contoh.id')).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Rina\nWulandari', email: 'rina@contoh.id', department: '' },
        { line: 5, name: 'Bayu', email: 'bayu@contoh.id', department: '' },
      ],
    });
  });

  it('reads semicolons when the header has them, quoted separators and doubled quotes', () => {
    expect(read('email;name\r\nrina@contoh.id;"Wulandari; ""Rina"""\r\n')).toEqual({
      ok: true,
      rows: [{ line: 2, name: 'Wulandari; "Rina"', email: 'rina@contoh.id', department: '' }],
    });
  });

  it('gives a short row empty fields, for the row checks to report', () => {
    expect(read('name,email\nRina')).toEqual({
      ok: true,
      rows: [{ line: 2, name: 'Rina', email: '', department: '' }],
    });
  });

  it('refuses a file without the header, or with a binary NUL', () => {
    expect(read('Rina,rina@contoh.id')).toMatchObject({ ok: false, problems: [{ path: 'file' }] });
    expect(read('name,email\nRi\u0000na,rina@contoh.id')).toMatchObject({ ok: false, problems: [{ path: 'file' }] });
  });
});

describe('readParticipantsCsv with a department column', () => {
  it('reads the department under any of its names, empty where the cell is', () => {
    expect(read('nama,email,divisi\nRina,rina@contoh.id,Keuangan\nBayu,bayu@contoh.id,\n')).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Rina', email: 'rina@contoh.id', department: 'Keuangan' },
        { line: 3, name: 'Bayu', email: 'bayu@contoh.id', department: '' },
      ],
    });
    expect(read('email;departemen;name\nrina@contoh.id;TI;Rina\n')).toMatchObject({
      rows: [{ department: 'TI', name: 'Rina' }],
    });
  });
});
