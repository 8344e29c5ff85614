import type { MemberCertificate } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { bearer, buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { SEED_CERTIFICATES } from '../../db/seed-certificates-data';
import { CERTIFICATE_NOT_FOUND, CERTIFICATE_REVOKED_PDF, certificateStatus } from './service';

describe('GET /api/member/certificates', () => {
  let harness: TestApp;
  let memberToken: string;
  const list = (token: string, query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/member/certificates${query}`, headers: bearer(token) });

  beforeAll(async () => {
    harness = await buildTestApp();
    memberToken = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  it("lists the caller's certificates, newest first, with their status", async () => {
    const response = await list(memberToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: MemberCertificate[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 2 });
    expect(body.data.map((row) => [row.kind, row.title, row.status])).toEqual([
      ['completion', 'Dasar-Dasar Keamanan Siber', 'valid'],
      ['attendance', 'Cyber Insight: Membangun Security Operations Center', 'valid'],
    ]);
    expect(body.data[0].number).toMatch(/^DDKS-\d{6}-0001$/);
    expect(body.data[0]).toEqual({
      number: expect.any(String),
      kind: 'completion',
      title: 'Dasar-Dasar Keamanan Siber',
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expiresAt: null,
      status: 'valid',
    });
  });

  it('filters by kind and paginates', async () => {
    const attendance = await list(memberToken, '?kind=attendance');
    expect(attendance.json().data.map((row: MemberCertificate) => row.kind)).toEqual(['attendance']);
    expect(attendance.json().meta.total).toBe(1);
    const second = await list(memberToken, '?page=2&per_page=1');
    expect(second.json()).toMatchObject({ meta: { page: 2, per_page: 1, total: 2 } });
    expect(second.json().data).toHaveLength(1);
  });

  it("another member sees only their own, never the demo member's", async () => {
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dimas.saputra', password: DEMO_PASSWORD },
    });
    const response = await list(login.json().token);
    expect(response.json().data.map((row: MemberCertificate) => row.title)).toEqual(['Ethical Hacking untuk Pemula']);
  });

  it('shows a revoked certificate as revoked', async () => {
    const [first] = (await list(memberToken)).json().data as MemberCertificate[];
    await harness.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.number, first.number));
    const after = (await list(memberToken)).json().data as MemberCertificate[];
    expect(after.find((row) => row.number === first.number)?.status).toBe('revoked');
    await harness.db.update(certificates).set({ revokedAt: null }).where(eq(certificates.number, first.number));
  });

  it.each([
    ['?kind=other', 'Jenis sertifikat harus completion atau attendance'],
    ['?per_page=101', 'Jumlah per halaman maksimal 100'],
    ['?page=0', 'Halaman minimal 1'],
  ])('rejects %s with 422', async (query, message) => {
    expect(expectErrorEnvelope(await list(memberToken, query), 422)).toBe(message);
  });

  it('needs a member session', async () => {
    expect(
      expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/member/certificates' }), 401),
    ).toBeTruthy();
    const author = await loginAs(harness.app, 'author');
    expect(expectErrorEnvelope(await list(author), 403)).toBeTruthy();
  });
});

describe("GET /api/member/certificates/:certificateNumber and the holder's PDF download", () => {
  let harness: TestApp;
  let memberToken: string;
  const own = SEED_CERTIFICATES.memberCompletion.number;
  const get = (url: string, token?: string) =>
    harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    harness = await buildTestApp();
    memberToken = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  it("shows the member's own certificate with the holder's name", async () => {
    const response = await get(`/api/member/certificates/${own}`, memberToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      number: own,
      kind: 'completion',
      title: 'Dasar-Dasar Keamanan Siber',
      holderName: 'Rina Member',
      issuedAt: SEED_CERTIFICATES.memberCompletion.issuedAt.toISOString(),
      expiresAt: null,
      status: 'valid',
    });
  });

  it("answers another member's certificate exactly like an unknown number", async () => {
    const others = await get(`/api/member/certificates/${SEED_CERTIFICATES.agusCompletion.number}`, memberToken);
    const unknown = await get('/api/member/certificates/ZZZ-010101-0001', memberToken);
    expect(expectErrorEnvelope(others, 404)).toBe(CERTIFICATE_NOT_FOUND);
    expect(others.body).toBe(unknown.body);
    expect(
      expectErrorEnvelope(
        await get(`/api/member/certificates/${SEED_CERTIFICATES.agusCompletion.number}/pdf-token`, memberToken),
        404,
      ),
    ).toBe(CERTIFICATE_NOT_FOUND);
  });

  it('downloads the PDF with a single-use token from pdf-token', async () => {
    const tokenResponse = await get(`/api/member/certificates/${own}/pdf-token`, memberToken);
    expect(tokenResponse.statusCode).toBe(200);
    const { token } = tokenResponse.json().data as { token: string };
    const file = await get(`/api/member/certificates/${own}/pdf?token=${token}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="sertifikat-${own}.pdf"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Used once; a token for one certificate opens no other.
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}/pdf?token=${token}`), 410)).toBeTruthy();
    const another = (await get(`/api/member/certificates/${own}/pdf-token`, memberToken)).json().data.token;
    expect(
      expectErrorEnvelope(
        await get(`/api/member/certificates/${SEED_CERTIFICATES.memberAttendance.number}/pdf?token=${another}`),
        404,
      ),
    ).toBeTruthy();
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}/pdf`), 422)).toBeTruthy();
  });

  it('refuses the PDF of a revoked certificate, also when it was revoked after the token was issued', async () => {
    const token = (await get(`/api/member/certificates/${own}/pdf-token`, memberToken)).json().data.token;
    await harness.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.number, own));
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}/pdf?token=${token}`), 410)).toBe(
      CERTIFICATE_REVOKED_PDF,
    );
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}/pdf-token`, memberToken), 410)).toBe(
      CERTIFICATE_REVOKED_PDF,
    );
    expect((await get(`/api/member/certificates/${own}`, memberToken)).json().data.status).toBe('revoked');
    await harness.db.update(certificates).set({ revokedAt: null }).where(eq(certificates.number, own));
  });

  it('needs a member session for the detail and the token', async () => {
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}`), 401)).toBeTruthy();
    const author = await loginAs(harness.app, 'author');
    expect(expectErrorEnvelope(await get(`/api/member/certificates/${own}/pdf-token`, author), 403)).toBeTruthy();
  });
});

describe('certificateStatus', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('is revoked before expired, expired once past expiresAt, else valid', () => {
    expect(certificateStatus({ revokedAt: new Date('2026-01-01'), expiresAt: new Date('2025-01-01') }, now)).toBe(
      'revoked',
    );
    expect(certificateStatus({ revokedAt: null, expiresAt: new Date('2026-11-22') }, now)).toBe('expired');
    expect(certificateStatus({ revokedAt: null, expiresAt: new Date('2027-01-01') }, now)).toBe('valid');
    expect(certificateStatus({ revokedAt: null, expiresAt: null }, now)).toBe('valid');
  });
});
