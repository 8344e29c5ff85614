// A file material's type is told by its bytes: PDF, Word and Excel documents among ZIP archives, UTF-8 text.
import { detectMaterialFile } from './file-types';

/** The start of a ZIP archive naming the parts an Office document holds (their names are stored uncompressed). */
const zipWith = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((name) => Buffer.from(name))]);

describe('detectMaterialFile', () => {
  it('tells PDF, DOCX, XLSX and other ZIP archives apart', () => {
    expect(detectMaterialFile(Buffer.from('%PDF-1.7\n'), 'x.docx')?.extension).toBe('pdf');
    expect(detectMaterialFile(zipWith('[Content_Types].xml', 'word/document.xml'), 'a.zip')?.extension).toBe('docx');
    expect(detectMaterialFile(zipWith('[Content_Types].xml', 'xl/workbook.xml'), undefined)?.extension).toBe('xlsx');
    expect(detectMaterialFile(zipWith('latihan/soal.txt'), 'latihan.docx')?.extension).toBe('zip');
  });

  it('takes UTF-8 text as TXT, or CSV when its name says so, and refuses binary or broken text', () => {
    expect(detectMaterialFile(Buffer.from('Catatan:\tbaca bab 2\r\n'), 'catatan.txt')).toEqual({
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
    });
    expect(detectMaterialFile(Buffer.from('nama,nilai\nRina,90\n'), 'NILAI.CSV')?.extension).toBe('csv');
    expect(detectMaterialFile(Buffer.from('Keamanan siber — “aman”'), undefined)?.extension).toBe('txt');
    expect(detectMaterialFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'gambar.txt')).toBeNull();
    expect(detectMaterialFile(Buffer.from([0x61, 0x00, 0x62]), 'a.txt')).toBeNull();
    expect(detectMaterialFile(Buffer.from([0x61, 0xc3, 0x28]), 'a.txt')).toBeNull();
  });
});
