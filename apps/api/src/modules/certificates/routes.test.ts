import type { MemberCertificate } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { bearer, buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { certificateStatus } from './service';

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
    const login = await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'dimas.saputra', password: DEMO_PASSWORD } });
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
    expect(expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: '/api/member/certificates' }), 401)).toBeTruthy();
    const author = await loginAs(harness.app, 'author');
    expect(expectErrorEnvelope(await list(author), 403)).toBeTruthy();
  });
});

describe('certificateStatus', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('is revoked before expired, expired once past expiresAt, else valid', () => {
    expect(certificateStatus({ revokedAt: new Date('2026-01-01'), expiresAt: new Date('2025-01-01') }, now)).toBe('revoked');
    expect(certificateStatus({ revokedAt: null, expiresAt: new Date('2026-11-22') }, now)).toBe('expired');
    expect(certificateStatus({ revokedAt: null, expiresAt: new Date('2027-01-01') }, now)).toBe('valid');
    expect(certificateStatus({ revokedAt: null, expiresAt: null }, now)).toBe('valid');
  });
});
