import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { certificates, users } from '../../db/schema';
import { SEED_CERTIFICATES } from '../../db/seed-certificates-data';
import { buildTestApp, expectErrorEnvelope, type TestApp } from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { VERIFY_MISS_LIMIT } from './routes';
import { CERTIFICATE_NOT_FOUND, CERTIFICATE_REVOKED_PDF } from './service';

const VALID = SEED_CERTIFICATES.memberCompletion.number;
const REVOKED = SEED_CERTIFICATES.dimasRevoked.number;

/** The text a PDF page draws: pdf-lib writes standard-font strings as hex in (flate-compressed) content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const data = Buffer.from(match[1], 'latin1');
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return match[1];
    }
  });
  return streams
    .flatMap((stream) =>
      [...stream.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].map((match) => Buffer.from(match[1], 'hex').toString('latin1')),
    )
    .join('\n');
}

describe('public certificate verification', () => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    harness = await buildTestApp({ publicUrl: 'https://akademisiber.example' });
  });
  afterAll(() => harness.close());

  it("shows a valid certificate's holder display name, title, kind, dates and status — nothing else", async () => {
    const response = await get(`/api/certificates/${VALID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Berhasil',
      data: {
        number: VALID,
        kind: 'completion',
        title: 'Dasar-Dasar Keamanan Siber',
        holderName: 'Rina Member',
        issuedAt: SEED_CERTIFICATES.memberCompletion.issuedAt.toISOString(),
        expiresAt: null,
        status: 'valid',
      },
    });
    expect(response.body).not.toMatch(/@|member\.demo|userId|user_id/);
  });

  it('reads a number typed in lower case with spaces around it', async () => {
    const response = await get(`/api/certificates/%20${VALID.toLowerCase()}%20`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.number).toBe(VALID);
  });

  it('says revoked for a revoked certificate and refuses its PDF with 410', async () => {
    expect((await get(`/api/certificates/${REVOKED}`)).json().data).toMatchObject({
      status: 'revoked',
      holderName: 'Dimas Saputra',
    });
    expect(expectErrorEnvelope(await get(`/api/certificates/${REVOKED}/pdf`), 410)).toBe(CERTIFICATE_REVOKED_PDF);
  });

  it('says expired once past its expiry, and still serves the PDF with its dates on it', async () => {
    const holder = await createAccount(harness.db, 'member', 'pemegang.kedaluwarsa');
    await harness.db.insert(certificates).values({
      number: 'CI-010125-0009',
      kind: 'attendance',
      userId: holder.id,
      title: 'Cyber Insight: Ancaman Siber 2025',
      issuedAt: new Date('2025-01-01T03:00:00Z'),
      expiresAt: new Date('2026-01-01T03:00:00Z'),
    });
    expect((await get('/api/certificates/CI-010125-0009')).json().data).toMatchObject({
      status: 'expired',
      expiresAt: '2026-01-01T03:00:00.000Z',
    });
    const pdf = await get('/api/certificates/CI-010125-0009/pdf');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('SERTIFIKAT KEHADIRAN');
    expect(text).toContain('Berlaku hingga 1 Januari 2026');
  });

  it('answers an unknown number with 404 and a malformed one with 422, in Indonesian', async () => {
    expect(expectErrorEnvelope(await get('/api/certificates/ZZZ-010101-0001'), 404)).toBe(CERTIFICATE_NOT_FOUND);
    expect(expectErrorEnvelope(await get('/api/certificates/ZZZ-010101-0001/pdf'), 404)).toBe(CERTIFICATE_NOT_FOUND);
    expect(expectErrorEnvelope(await get('/api/certificates/bukan%20nomor'), 422)).toBe(
      'Format nomor sertifikat tidak sesuai, contoh: DDKS-131126-0001',
    );
    expect(expectErrorEnvelope(await get(`/api/certificates/${'A'.repeat(41)}`), 422)).toMatch(
      /Format nomor sertifikat/,
    );
  });

  it('serves the PDF as an A4 landscape attachment: holder, title, date, number, verification link', async () => {
    const response = await get(`/api/certificates/${VALID}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sertifikat-${VALID}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(document.getTitle()).toBe(`Sertifikat ${VALID}`);

    const text = pdfText(response.rawPayload);
    for (const expected of [
      'SERTIFIKAT PENYELESAIAN',
      'Rina Member',
      'Dasar-Dasar Keamanan Siber',
      'Diterbitkan 13 November 2026',
      `Nomor sertifikat: ${VALID}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The QR code encodes the same address (config.publicUrl + the shell's /certificate/{number}).
    expect(text).toContain(`https://akademisiber.example/certificate/${VALID}`);
  });

  it('prints a name outside the standard font without its accents instead of failing', async () => {
    const [holder] = await harness.db
      .select({ id: certificates.userId })
      .from(certificates)
      .where(eq(certificates.number, VALID));
    await harness.db.update(users).set({ name: 'Rína Méмber 🎓' }).where(eq(users.id, holder.id));
    const response = await get(`/api/certificates/${VALID}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('Rina Me?ber ?');
    expect((await get(`/api/certificates/${VALID}`)).json().data.holderName).toBe('Rína Méмber 🎓');
    await harness.db.update(users).set({ name: 'Rina Member' }).where(eq(users.id, holder.id));
  });

  // After 30 unknown numbers, every lookup from that address is refused for a while.
  it('slows down an address that walks the serials: 429 for a while after 30 unknown numbers', async () => {
    const from = (address: string, url: string) => harness.app.inject({ method: 'GET', url, remoteAddress: address });
    const walker = '203.0.113.77';
    // Known numbers never count; unknown ones do, on the page and the PDF alike.
    for (let index = 0; index < 5; index += 1)
      expect((await from(walker, `/api/certificates/${VALID}`)).statusCode).toBe(200);
    for (let serial = 1; serial <= VERIFY_MISS_LIMIT.limit; serial += 1) {
      const url = `/api/certificates/DDKS-010126-${String(serial).padStart(4, '0')}${serial % 2 ? '' : '/pdf'}`;
      expect((await from(walker, url)).statusCode).toBe(404);
    }
    const refused = await from(walker, `/api/certificates/${VALID}`);
    expect(expectErrorEnvelope(refused, 429)).toBe('Terlalu banyak permintaan, silakan tunggu beberapa saat.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorEnvelope(await from(walker, `/api/certificates/${VALID}/pdf`), 429);
    // Anyone else still verifies.
    expect((await from('198.51.100.8', `/api/certificates/${VALID}`)).statusCode).toBe(200);
  });
});
