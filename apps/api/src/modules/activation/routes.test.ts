// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { eq } from 'drizzle-orm';
import { cartItems, courses } from '../../db/schema';
import { DEMO_ACTIVATION_CODES, SEED_EXTRAS } from '../../db/seed-extras';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount, userIdByEmail } from '../../test/ownership';
import { ALREADY_OWNED, CODE_EXPIRED, CODE_UNKNOWN, CODE_USED } from './service';

interface Page<T> {
  data: T[];
  meta: { total: number };
}

describe('activation codes: redeeming (member) and batches (admin)', () => {
  let harness: TestApp;
  let member: string;
  let admin: string;

  const redeem = (token: string, code: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/member/activation-tokens/redeem',
      headers: bearer(token),
      payload: { code },
    });
  const newMember = async (username: string) => {
    const account = await createAccount(harness.db, 'member', username);
    return loginWithPassword(harness.app, account.email);
  };
  const createBatch = async (body: Record<string, unknown>) =>
    harness.app.inject({ method: 'POST', url: '/api/lcadm/activation-batches', headers: bearer(admin), payload: body });
  const codesOf = async (batchId: number) =>
    (
      await harness.app.inject({
        url: `/api/lcadm/activation-batches/${batchId}/codes?per_page=100`,
        headers: bearer(admin),
      })
    ).json<Page<{ code: string; uses: number }>>();

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  it('opens the course in Kelas Saya, whatever the case and dashes, and takes it out of the cart', async () => {
    const memberId = await userIdByEmail(harness.db, 'member@akademisiber.id');
    const [course] = await harness.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, SEED_EXTRAS.activation.courseSlug));
    expect(await harness.db.$count(cartItems, eq(cartItems.courseId, course.id))).toBeGreaterThan(0);

    const typed = ` ${DEMO_ACTIVATION_CODES[0].toLowerCase().replace(/-/g, ' ')} `;
    const response = await redeem(member, typed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      type: 'course',
      title: 'Digital Forensik',
      redirectTo: '/member/kelas-saya',
    });

    const classes = (
      await harness.app.inject({ url: '/api/member/kelas-saya?per_page=50', headers: bearer(member) })
    ).json<Page<{ slug: string }>>();
    expect(classes.data.map((row) => row.slug)).toContain('digital-forensik');
    const cart = await harness.db.select().from(cartItems).where(eq(cartItems.userId, memberId));
    expect(cart.some((item) => item.courseId === course.id)).toBe(false);
  });

  it('answers the errors of decision 0012: unknown 404, used 409, expired 410, already owned 409', async () => {
    expect(expectErrorEnvelope(await redeem(member, 'ZZZZ-ZZZZ-ZZZZ'), 404)).toBe(CODE_UNKNOWN);
    expect(expectErrorEnvelope(await redeem(member, 'bukan kode'), 404)).toBe(CODE_UNKNOWN);
    expect(expectErrorEnvelope(await redeem(member, DEMO_ACTIVATION_CODES[0]), 409)).toBe(CODE_USED);
    expect(expectErrorEnvelope(await redeem(member, SEED_EXTRAS.activation.usedCode), 409)).toBe(CODE_USED);
    expect(expectErrorEnvelope(await redeem(member, SEED_EXTRAS.activation.expiredCode), 410)).toBe(CODE_EXPIRED);
    expect(expectErrorEnvelope(await redeem(member, DEMO_ACTIVATION_CODES[1]), 409)).toBe(ALREADY_OWNED.course);
    // Used by another member: the demo member's first code is gone for everyone.
    expect(expectErrorEnvelope(await redeem(await newMember('aktivasi.lain'), DEMO_ACTIVATION_CODES[0]), 409)).toBe(
      CODE_USED,
    );
    expectErrorEnvelope(await redeem(member, ''), 422);
    expectErrorEnvelope(
      await harness.app.inject({
        method: 'POST',
        url: '/api/member/activation-tokens/redeem',
        headers: bearer(admin),
        payload: { code: DEMO_ACTIVATION_CODES[2] },
      }),
      403,
    );
  });

  it('extends the subscription from its current end date by the plan months', async () => {
    const before = (await harness.app.inject({ url: '/api/member/subscription', headers: bearer(member) })).json<{
      data: { endDate: string; active: boolean; includedCourseCount: number };
    }>().data;
    expect(before).toEqual({
      endDate: '2026-12-31',
      active: new Date().toISOString().slice(0, 10) <= '2026-12-31',
      includedCourseCount: 4,
    });

    const created = await createBatch({
      name: 'Langganan kuartal',
      type: 'plan',
      ref: '2',
      count: 2,
      usesPerCode: 1,
      expiresAt: null,
    });
    expect(created.statusCode).toBe(201);
    const [first] = (await codesOf(created.json().data.id)).data;
    const response = await redeem(member, first.code);
    expect(response.json().data).toEqual({
      type: 'plan',
      title: expect.any(String),
      redirectTo: '/member/subscription',
    });

    const base = new Date(`${[new Date().toISOString().slice(0, 10), before.endDate].sort()[1]}T00:00:00Z`);
    base.setUTCMonth(base.getUTCMonth() + 3);
    const after = (await harness.app.inject({ url: '/api/member/subscription', headers: bearer(member) })).json().data;
    expect(after).toMatchObject({ endDate: base.toISOString().slice(0, 10), active: true });
  });

  it('lets exactly one of two members racing for a single-use code win', async () => {
    const created = await createBatch({
      name: 'Satu kode',
      type: 'course',
      ref: 'analisis-malware',
      count: 1,
      usesPerCode: 1,
      expiresAt: null,
    });
    const [{ code }] = (await codesOf(created.json().data.id)).data;
    const [a, b] = await Promise.all([newMember('balapan.a'), newMember('balapan.b')]);
    const answers = await Promise.all([redeem(a, code), redeem(b, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await codesOf(created.json().data.id)).data[0].uses).toBe(1);
  });

  it('refuses a member after 10 failed attempts in 15 minutes, even with a good code', async () => {
    const guesser = await newMember('penebak.kode');
    for (let attempt = 0; attempt < 10; attempt += 1)
      expectErrorEnvelope(await redeem(guesser, `TEBAK-${attempt}`), 404);
    const refused = await redeem(guesser, DEMO_ACTIVATION_CODES[3]);
    expectErrorEnvelope(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    expect((await redeem(await newMember('bukan.penebak'), DEMO_ACTIVATION_CODES[3])).statusCode).toBe(200);
  });

  it('generates batches for the staff with validation, and lists them with their codes', async () => {
    expectErrorEnvelope(
      await createBatch({
        name: 'Nol',
        type: 'course',
        ref: 'analisis-malware',
        count: 0,
        usesPerCode: 1,
        expiresAt: null,
      }),
      422,
    );
    expectErrorEnvelope(
      await createBatch({
        name: 'Banyak',
        type: 'course',
        ref: 'analisis-malware',
        count: 1001,
        usesPerCode: 1,
        expiresAt: null,
      }),
      422,
    );
    expectErrorEnvelope(
      await createBatch({
        name: 'Lalu',
        type: 'course',
        ref: 'analisis-malware',
        count: 1,
        usesPerCode: 1,
        expiresAt: '2020-01-01T00:00:00Z',
      }),
      422,
    );
    expect(
      expectErrorEnvelope(
        await createBatch({
          name: 'Hilang',
          type: 'course',
          ref: 'tidak-ada',
          count: 1,
          usesPerCode: 1,
          expiresAt: null,
        }),
        404,
      ),
    ).toBe('Kelas tidak ditemukan.');
    expectErrorEnvelope(
      await createBatch({ name: 'Hilang', type: 'plan', ref: 'satu', count: 1, usesPerCode: 1, expiresAt: null }),
      404,
    );

    const created = await createBatch({
      name: 'Bootcamp kampus',
      type: 'batch',
      ref: '1',
      count: 250,
      usesPerCode: 3,
      expiresAt: '2030-01-01T00:00:00+07:00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'batch',
      ref: '1',
      count: 250,
      usesPerCode: 3,
      redeemed: 0,
      expiresAt: '2029-12-31T17:00:00.000Z',
    });
    const codes = await codesOf(created.json().data.id);
    expect(codes.meta.total).toBe(250);
    for (const { code } of codes.data) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const list = (await harness.app.inject({ url: '/api/lcadm/activation-batches', headers: bearer(admin) })).json<
      Page<{ id: number; targetTitle: string; redeemed: number }>
    >();
    expect(list.data[0]).toMatchObject({ id: created.json().data.id, targetTitle: expect.stringContaining(' — ') });
    expect(list.data.find((row) => row.id === SEED_EXTRAS.activation.usedBatchId)?.redeemed).toBe(1);
    expectErrorEnvelope(
      await harness.app.inject({ url: '/api/lcadm/activation-batches/9999/codes', headers: bearer(admin) }),
      404,
    );
    expectErrorEnvelope(
      await harness.app.inject({ url: '/api/lcadm/activation-batches', headers: bearer(member) }),
      403,
    );
  });

  it('downloads the codes of a batch as CSV with a single-use token', async () => {
    const base = `/api/lcadm/activation-batches/${SEED_EXTRAS.activation.demoBatchId}`;
    const issue = await harness.app.inject({ url: `${base}/export-token`, headers: bearer(admin) });
    expect(issue.statusCode).toBe(200);
    const { token } = issue.json<{ data: { token: string } }>().data;
    const file = await harness.app.inject({ url: `${base}/export.csv?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="kode-aktivasi-batch-${SEED_EXTRAS.activation.demoBatchId}.csv"`,
    );
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Kode","Dipakai","Maksimal pemakaian","Membuka","Kedaluwarsa"');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(DEMO_ACTIVATION_CODES.map((code) => `"${code}"`));
    expect(lines[1]).toBe(`"${DEMO_ACTIVATION_CODES[0]}","1","1","Digital Forensik",""`);
    expectErrorEnvelope(await harness.app.inject({ url: `${base}/export.csv?token=${token}` }), 410);

    const other = (await harness.app.inject({ url: `${base}/export-token`, headers: bearer(admin) })).json<{
      data: { token: string };
    }>().data.token;
    expectErrorEnvelope(
      await harness.app.inject({
        url: `/api/lcadm/activation-batches/${SEED_EXTRAS.activation.expiredBatchId}/export.csv?token=${other}`,
      }),
      404,
    );
    expectErrorEnvelope(await harness.app.inject({ url: `${base}/export-token`, headers: bearer(member) }), 403);
    expectErrorEnvelope(
      await harness.app.inject({ url: '/api/lcadm/activation-batches/9999/export-token', headers: bearer(admin) }),
      404,
    );
  });
});
