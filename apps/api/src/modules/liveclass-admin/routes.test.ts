// The admin's live classes and batches through the API (decision 0043): admins only; the forms' rules with their
// Indonesian messages; a new batch's content course made at once; the instructor's change reaching the content's
// author and the attendance sheet; the quota, slug and dates rules on a batch people bought; a batch's members,
// orders and certificates; and what the public catalogue shows of it all.
import type {
  AdminBatch,
  AdminBatchCertificate,
  AdminBatchDetail,
  AdminBatchMember,
  AdminBatchOrder,
  AdminInstructor,
  AdminLiveClass,
  BatchInput,
  LiveClassDetail,
  LiveClassInput,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import {
  batchEnrollments,
  batchSessions,
  certificates,
  courses,
  liveClassBatches,
  liveClasses,
  orderItems,
  users,
} from '../../db/schema';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { ensureBatchContent } from '../sessions';

type Envelope<T> = { success: boolean; message: string; data: T; meta?: { page: number; total: number } };
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const newLiveClass = (overrides: Partial<LiveClassInput> = {}): LiveClassInput => ({
  title: 'Incident Response Live',
  slug: 'incident-response-live',
  level: 'Menengah',
  category: 'Defensive Security',
  description: 'Menangani insiden dari deteksi hingga laporan.',
  syllabus: ['Persiapan', 'Deteksi dan analisis', 'Pemulihan'],
  thumbnailUrl: null,
  instructorUsername: 'author.demo',
  published: true,
  ...overrides,
});

const newBatch = (overrides: Partial<BatchInput> = {}): BatchInput => ({
  name: 'Batch Perdana',
  slug: 'batch-perdana',
  price: 1_500_000,
  salePrice: 1_250_000,
  quota: 20,
  registrationOpensAt: inDays(-1),
  registrationClosesAt: inDays(10),
  startsAt: inDays(14),
  endsAt: inDays(35),
  lateAfterMinutes: 15,
  attendanceFinalAfterMinutes: 2880,
  attendanceThresholdPercent: 80,
  published: true,
  ...overrides,
});

describe('the admin’s live classes and batches', () => {
  let harness: TestApp;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token: string | null = admin) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: { json: <U>() => U }) => response.json<Envelope<T>>().data;
  // The public answers are micro-cached per URL for a few seconds (plugins/public-cache.ts): a fresh URL each time.
  let reads = 0;
  const catalogue = async (slug: string) => {
    reads += 1;
    const response = await send('GET', `/api/liveclasses/${slug}?baca=${reads}`, undefined, null);
    expect(response.statusCode).toBe(200);
    return data<LiveClassDetail>(response);
  };
  const fieldErrors = (response: { json: <U>() => U }) =>
    response.json<{ data: { errors: { path: string; message: string }[] } }>().data.errors;

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  it('is for admins only', async () => {
    expectErrorEnvelope(await send('GET', '/api/admin/liveclass', undefined, null), 401);
    for (const role of ['member', 'author'] as const) {
      const token = await loginAs(harness.app, role);
      expectErrorEnvelope(await send('GET', '/api/admin/liveclass', undefined, token), 403);
      expectErrorEnvelope(await send('POST', '/api/admin/liveclass', newLiveClass(), token), 403);
    }
    expect(await harness.db.select().from(liveClasses).where(eq(liveClasses.slug, 'incident-response-live'))).toEqual(
      [],
    );
  });

  it('lists every live class with its batches, what they hold, and searches', async () => {
    const response = await send('GET', '/api/admin/liveclass?per_page=50');
    expect(response.statusCode).toBe(200);
    const list = data<AdminLiveClass[]>(response);
    const workshop = list.find((item) => item.slug === 'workshop-secure-coding');
    expect(workshop).toMatchObject({ instructor: { username: 'author.demo' }, slugLocked: true });
    const running = workshop?.batches.find((batch) => batch.slug === 'kelas-malam');
    expect(running).toMatchObject({ quota: 30, sessions: 3, slugLocked: true, registrationStatus: 'closed' });
    expect(running?.members).toBeGreaterThanOrEqual(1);
    expect(running?.seatsLeft).toBe(30 - (running?.members ?? 0) - (running?.heldSeats ?? 0));

    const found = data<AdminLiveClass[]>(await send('GET', '/api/admin/liveclass?search=SOC'));
    expect(found.map((item) => item.slug)).toEqual(['soc-analyst-intensif']);
    expectErrorEnvelope(await send('GET', '/api/admin/liveclass/tidak-ada'), 404);
  });

  it('refuses a live class that breaks the rules, in Indonesian, naming the field', async () => {
    const bad = await send('POST', '/api/admin/liveclass', newLiveClass({ slug: 'Bukan Slug', title: 'IR' }));
    expect(expectErrorEnvelope(bad, 422)).toMatch(/minimal 3 karakter|huruf kecil/);
    expect(
      fieldErrors(bad)
        .map((error) => error.path)
        .sort(),
    ).toEqual(['slug', 'title']);

    const link = await send('POST', '/api/admin/liveclass', newLiveClass({ thumbnailUrl: 'javascript:alert(1)' }));
    expect(expectErrorEnvelope(link, 422)).toBe('Gambar sampul harus alamat https');

    // A member is not an instructor; nor is an unknown username.
    for (const username of ['member.demo', 'tidak.ada']) {
      const refused = await send('POST', '/api/admin/liveclass', newLiveClass({ instructorUsername: username }));
      expect(expectErrorEnvelope(refused, 422)).toBe('Pengajar harus akun aktif dengan peran author.');
      expect(fieldErrors(refused)).toEqual([
        { path: 'instructorUsername', message: 'Pengajar harus akun aktif dengan peran author.' },
      ]);
    }

    const taken = await send('POST', '/api/admin/liveclass', newLiveClass({ slug: 'workshop-secure-coding' }));
    expect(expectErrorEnvelope(taken, 409)).toBe('Alamat (slug) itu sudah dipakai live class lain.');
  });

  it('creates a live class and a batch whose content course exists at once, and the catalogue shows them', async () => {
    const made = await send('POST', '/api/admin/liveclass', newLiveClass());
    expect(made.statusCode).toBe(201);
    expect(made.json<Envelope<AdminLiveClass>>().message).toBe('Live class dibuat.');
    expect(data<AdminLiveClass>(made)).toMatchObject({
      slug: 'incident-response-live',
      batches: [],
      slugLocked: false,
    });

    const batch = await send('POST', '/api/admin/liveclass/incident-response-live/batches', newBatch());
    expect(batch.statusCode).toBe(201);
    const created = data<AdminBatch>(batch);
    expect(created).toMatchObject({
      slug: 'batch-perdana',
      price: 1_500_000,
      salePrice: 1_250_000,
      members: 0,
      seatsLeft: 20,
      registrationStatus: 'open',
      lateAfterMinutes: 15,
      contentSlug: `batch-${created.id}-materi`,
    });
    const [content] = await harness.db
      .select({ owner: courses.owner, authorId: courses.authorId, author: users.username })
      .from(liveClassBatches)
      .innerJoin(courses, eq(courses.id, liveClassBatches.contentCourseId))
      .innerJoin(users, eq(users.id, courses.authorId))
      .where(eq(liveClassBatches.id, created.id));
    expect(content).toMatchObject({ owner: 'batch', author: 'author.demo' });

    const hidden = await send(
      'POST',
      '/api/admin/liveclass/incident-response-live/batches',
      newBatch({ slug: 'batch-draf', name: 'Batch Draf', published: false }),
    );
    expect(hidden.statusCode).toBe(201);

    const detail = await catalogue('incident-response-live');
    expect(detail.batches.map((item) => item.slug)).toEqual(['batch-perdana']);
    expect(detail.batches[0]).toMatchObject({ price: 1_500_000, salePrice: 1_250_000, seatsLeft: 20, quota: 20 });

    // A draft live class is not in the catalogue, whatever its batches.
    await send(
      'POST',
      '/api/admin/liveclass',
      newLiveClass({ slug: 'kelas-draf', title: 'Kelas Draf', published: false }),
    );
    await send('POST', '/api/admin/liveclass/kelas-draf/batches', newBatch());
    expectErrorEnvelope(await send('GET', '/api/liveclasses/kelas-draf', undefined, null), 404);

    const again = await send('POST', '/api/admin/liveclass/incident-response-live/batches', newBatch());
    expect(expectErrorEnvelope(again, 409)).toBe('Alamat batch itu sudah dipakai batch lain di live class ini.');
  });

  it('refuses a batch whose price, window, dates or attendance rules do not hold', async () => {
    const url = '/api/admin/liveclass/workshop-secure-coding/batches';
    const cases: [Partial<BatchInput>, string, string][] = [
      [{ salePrice: 2_000_000 }, 'salePrice', 'Harga promo tidak boleh lebih dari harga'],
      [{ price: 1.5 }, 'price', 'Harga harus bilangan bulat (rupiah)'],
      [
        { registrationClosesAt: inDays(20) },
        'registrationClosesAt',
        'Pendaftaran harus ditutup paling lambat saat batch dimulai',
      ],
      [{ endsAt: inDays(13) }, 'endsAt', 'Tanggal selesai harus setelah tanggal mulai'],
      [{ lateAfterMinutes: 241 }, 'lateAfterMinutes', 'Batas terlambat maksimal 240 menit'],
      [
        { attendanceFinalAfterMinutes: 43_201 },
        'attendanceFinalAfterMinutes',
        'Kehadiran final setelah maksimal 43200 menit',
      ],
      [{ attendanceThresholdPercent: 101 }, 'attendanceThresholdPercent', 'Syarat kehadiran sertifikat maksimal 100%'],
      [{ quota: 0 }, 'quota', 'Kuota minimal 1'],
      [{ startsAt: 'besok' }, 'startsAt', 'Tanggal mulai harus berformat tanggal ISO 8601'],
    ];
    for (const [change, path, message] of cases) {
      const response = await send('POST', url, newBatch({ slug: 'batch-tolak', ...change }));
      expectErrorEnvelope(response, 422);
      expect(fieldErrors(response)).toContainEqual({ path, message });
    }
    const unknown = await send('POST', url, { ...newBatch(), diskon: 10 });
    expect(expectErrorEnvelope(unknown, 422)).toBe('Data batch tidak valid');
    expect(await harness.db.select().from(liveClassBatches).where(eq(liveClassBatches.slug, 'batch-tolak'))).toEqual(
      [],
    );
    expectErrorEnvelope(await send('POST', '/api/admin/liveclass/tidak-ada/batches', newBatch()), 404);
  });

  it('keeps the quota above the seats taken, and the slug once people bought the batch', async () => {
    const made = data<AdminBatch>(
      await send(
        'POST',
        '/api/admin/liveclass/incident-response-live/batches',
        newBatch({ slug: 'batch-kuota', name: 'Batch Kuota' }),
      ),
    );
    const url = `/api/admin/liveclass/incident-response-live/batches/${made.id}`;
    // Before anyone is in it, the slug may still change.
    const renamed = await send('PUT', url, newBatch({ slug: 'batch-kuota-baru', name: 'Batch Kuota Baru' }));
    expect(renamed.statusCode).toBe(200);
    expect(data<AdminBatch>(renamed)).toMatchObject({ slug: 'batch-kuota-baru', slugLocked: false });
    // The batch's content carries the new name (the player, the certificate and notifications show it).
    const [content] = await harness.db
      .select({ title: courses.title })
      .from(courses)
      .innerJoin(liveClassBatches, eq(liveClassBatches.contentCourseId, courses.id))
      .where(eq(liveClassBatches.id, made.id));
    expect(content.title).toMatch(/ — Batch Kuota Baru$/);

    const people = await Promise.all(
      ['kuota.satu', 'kuota.dua'].map((username) => createAccount(harness.db, 'member', username)),
    );
    await harness.db
      .insert(batchEnrollments)
      .values(people.map((person) => ({ userId: person.id, batchId: made.id, source: 'purchase' })));

    const tooSmall = await send('PUT', url, newBatch({ slug: 'batch-kuota-baru', quota: 1 }));
    expect(expectErrorEnvelope(tooSmall, 409)).toBe(
      'Kuota tidak boleh lebih kecil dari kursi yang sudah terisi (2: peserta dan pesanan yang belum dibayar).',
    );
    const moved = await send('PUT', url, newBatch({ slug: 'batch-lain', quota: 2 }));
    expect(expectErrorEnvelope(moved, 409)).toMatch(/^Alamat batch tidak dapat diubah lagi/);

    const exact = await send(
      'PUT',
      url,
      newBatch({ slug: 'batch-kuota-baru', quota: 2, price: 900_000, salePrice: null }),
    );
    expect(exact.statusCode).toBe(200);
    expect(data<AdminBatch>(exact)).toMatchObject({
      quota: 2,
      members: 2,
      seatsLeft: 0,
      registrationStatus: 'full',
      slugLocked: true,
      price: 900_000,
      salePrice: null,
    });
    const shown = await catalogue('incident-response-live');
    expect(shown.batches.find((batch) => batch.id === made.id)).toMatchObject({
      seatsLeft: 0,
      registrationStatus: 'full',
      price: 900_000,
    });

    // The live class's own slug is held by its batch's members now.
    const classMoved = await send(
      'PUT',
      '/api/admin/liveclass/incident-response-live',
      newLiveClass({ slug: 'ir-live' }),
    );
    expect(expectErrorEnvelope(classMoved, 409)).toMatch(/^Alamat live class tidak dapat diubah lagi/);
  });

  it("gives a batch with sessions its sessions' dates, and closes registration by the first one", async () => {
    const made = data<AdminBatch>(
      await send(
        'POST',
        '/api/admin/liveclass/incident-response-live/batches',
        newBatch({ slug: 'batch-sesi', name: 'Batch Sesi' }),
      ),
    );
    const firstStart = new Date(Date.now() + 20 * DAY);
    await harness.db.insert(batchSessions).values([
      {
        batchId: made.id,
        title: 'Sesi 1',
        startsAt: firstStart,
        endsAt: new Date(firstStart.getTime() + 2 * 3600_000),
      },
      {
        batchId: made.id,
        title: 'Sesi 2',
        startsAt: new Date(firstStart.getTime() + 7 * DAY),
        endsAt: new Date(firstStart.getTime() + 7 * DAY + 2 * 3600_000),
      },
    ]);
    const url = `/api/admin/liveclass/incident-response-live/batches/${made.id}`;
    const saved = await send(
      'PUT',
      url,
      newBatch({ slug: 'batch-sesi', name: 'Batch Sesi', startsAt: inDays(12), endsAt: inDays(13) }),
    );
    expect(saved.statusCode).toBe(200);
    expect(data<AdminBatch>(saved)).toMatchObject({
      sessions: 2,
      startsAt: firstStart.toISOString(),
      endsAt: new Date(firstStart.getTime() + 7 * DAY + 2 * 3600_000).toISOString(),
    });

    const late = await send(
      'PUT',
      url,
      newBatch({ slug: 'batch-sesi', registrationClosesAt: inDays(21), startsAt: inDays(22), endsAt: inDays(40) }),
    );
    expectErrorEnvelope(late, 422);
    expect(fieldErrors(late)).toEqual([
      {
        path: 'registrationClosesAt',
        message: 'Pendaftaran harus ditutup paling lambat saat sesi pertama batch dimulai',
      },
    ]);
  });

  it('moves the batches’ content and attendance sheet to a new instructor', async () => {
    const second = await createAccount(harness.db, 'author', 'pengajar.baru');
    const secondToken = await loginWithPassword(harness.app, second.email);
    const authorToken = await loginAs(harness.app, 'author');
    const liveClass = data<AdminLiveClass>(await send('GET', '/api/admin/liveclass/incident-response-live'));
    const batch = liveClass.batches.find((item) => item.slug === 'batch-perdana');
    const sheet = `/api/author/liveclass/incident-response-live/batches/${batch?.id}/attendance`;
    expect((await send('GET', sheet, undefined, authorToken)).statusCode).toBe(200);
    expect((await send('GET', sheet, undefined, secondToken)).statusCode).toBe(404);

    const changed = await send(
      'PUT',
      '/api/admin/liveclass/incident-response-live',
      newLiveClass({ instructorUsername: 'pengajar.baru', title: 'Incident Response Live 2026' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Envelope<AdminLiveClass>>().message).toBe('Live class disimpan.');
    expect(data<AdminLiveClass>(changed)).toMatchObject({
      title: 'Incident Response Live 2026',
      instructor: { username: 'pengajar.baru', name: 'Uji pengajar.baru' },
    });

    const authors = await harness.db
      .select({ authorId: courses.authorId })
      .from(liveClassBatches)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
      .innerJoin(courses, eq(courses.id, liveClassBatches.contentCourseId))
      .where(eq(liveClasses.slug, 'incident-response-live'));
    expect(authors.length).toBeGreaterThanOrEqual(2);
    expect(authors.every((row) => row.authorId === second.id)).toBe(true);
    expect((await send('GET', sheet, undefined, secondToken)).statusCode).toBe(200);
    expect((await send('GET', sheet, undefined, authorToken)).statusCode).toBe(404);

    const shown = await catalogue('incident-response-live');
    expect(shown.instructor.username).toBe('pengajar.baru');

    const instructors = await send('GET', '/api/admin/liveclass-instructors?search=pengajar');
    expect(data<AdminInstructor[]>(instructors).map((item) => item.username)).toEqual(['pengajar.baru']);
  });

  it('reads a batch: its detail, members with attendance and certificate, orders and certificates', async () => {
    const base = '/api/admin/liveclass/workshop-secure-coding/batches/7';
    const detail = data<AdminBatchDetail>(await send('GET', base));
    expect(detail.liveClass).toMatchObject({ slug: 'workshop-secure-coding', instructor: { username: 'author.demo' } });
    expect(detail.batch).toMatchObject({ id: 7, slug: 'kelas-malam', sessions: 3 });
    expectErrorEnvelope(await send('GET', '/api/admin/liveclass/bootcamp-penetration-testing/batches/7'), 404);

    const content = await ensureBatchContent(harness.db, 7);
    const [member] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    await harness.db.insert(certificates).values({
      number: 'CI-010126-9001',
      kind: 'attendance',
      userId: member.id,
      courseId: content?.courseId,
      title: 'Workshop Secure Coding — Kelas Malam',
    });

    const members = await send('GET', `${base}/members?search=member.demo`);
    expect(members.statusCode).toBe(200);
    expect(data<AdminBatchMember[]>(members)).toEqual([
      expect.objectContaining({
        username: 'member.demo',
        source: 'purchase',
        // The seed's join of the first of three sessions.
        attendancePercent: 33,
        certificateNumber: 'CI-010126-9001',
      }),
    ]);

    const orders = data<AdminBatchOrder[]>(await send('GET', `${base}/orders?status=paid`));
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(orders[0]).toMatchObject({ buyer: { username: 'member.demo' }, status: 'paid' });
    const [bought] = await harness.db
      .select({ price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.batchId, 7));
    expect(orders[0].itemPrice).toBe(bought.price);

    const certs = data<AdminBatchCertificate[]>(await send('GET', `${base}/certificates`));
    expect(certs).toEqual([
      expect.objectContaining({
        number: 'CI-010126-9001',
        holder: expect.objectContaining({ username: 'member.demo' }),
      }),
    ]);
    expect(data<AdminBatchDetail>(await send('GET', base)).certificates).toBe(1);

    expectErrorEnvelope(await send('GET', `${base}/orders?status=lunas`), 422);
  });

  it('changes a price without touching the orders already made', async () => {
    const url = '/api/admin/liveclass/workshop-secure-coding/batches/7';
    const before = data<AdminBatchOrder[]>(await send('GET', `${url}/orders`));
    const current = data<AdminBatchDetail>(await send('GET', url)).batch;
    const saved = await send('PUT', url, {
      ...newBatch(),
      name: current.name,
      slug: current.slug,
      quota: current.quota,
      price: current.price + 100_000,
      salePrice: null,
      registrationOpensAt: current.registrationOpensAt,
      registrationClosesAt: current.registrationClosesAt,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(data<AdminBatch>(saved).price).toBe(current.price + 100_000);
    expect(data<AdminBatchOrder[]>(await send('GET', `${url}/orders`))).toEqual(before);
  });
});
