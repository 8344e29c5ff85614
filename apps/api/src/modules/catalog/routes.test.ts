import type {
  AdminTrainingRequest,
  ApiPage,
  CorporateTrainingDetail,
  CorporateTrainingSummary,
  CourseAccess,
  CourseDetail,
  CourseFilters,
  CourseReview,
  CourseSummary,
  EventDetail,
  EventSummary,
  LiveClassDetail,
  LiveClassSummary,
  MaterialPreview,
  PromoBanner,
  SubscriptionPlan,
  Testimonial,
} from '@akademi-siber/util-contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  batchEnrollments,
  cartItems,
  corporateTrainings,
  courses,
  enrollments,
  events,
  liveClassBatches,
  liveClasses,
  notifications,
  orderItems,
  orders,
  promoCodes,
  subscriptionPlans,
  testimonials,
  trainingRequests,
  users,
} from '../../db/schema';
import {
  COURSE_REVIEWS,
  DEMO_PREVIEW_VIDEO_FILE,
  EVENTS,
  LIVE_CLASSES,
  MATERIAL_BODIES,
  PROMO_CODES,
  SEED_CATALOG,
  seedMaterialHashId,
  TESTIMONIALS,
} from '../../db/seed-catalog-data';
import { COURSES } from '../../db/seed-data';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { bucketKey, createRateLimiter } from '../auth/rate-limit';
import { TRAINING_REQUEST_LIMIT } from './routes';

type Envelope<T> = { success: boolean; message: string; data: T };

const PUBLISHED = COURSES.filter((course) => course.published);
const DAY = 24 * 60 * 60 * 1000;

describe('public catalog', () => {
  let harness: TestApp;
  // Public answers are micro-cached per URL for a few seconds (plugins/public-cache), and these tests change the
  // database between reads: every read gets a URL of its own (an unknown query parameter is ignored).
  let read = 0;
  const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}_=${(read += 1)}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url: fresh(url), headers });
  const data = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<T>>().data;
  };
  const page = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<ApiPage<T>>();
  };

  let orderSerial = 0;
  /** An order of `userId` holding one item, in `status`. */
  async function orderWith(
    userId: number,
    item: { batchId?: number; courseId?: number; eventId?: number },
    status: (typeof orders.$inferInsert)['status'],
    expiresInMs = DAY,
  ) {
    orderSerial += 1;
    const idTransaction = `AS261123UJI${String(orderSerial).padStart(5, '0')}`;
    const [order] = await harness.db
      .insert(orders)
      .values({
        idTransaction,
        userId,
        kind: item.batchId ? 'liveclass' : item.eventId ? 'event' : 'course',
        status,
        subtotal: 100000,
        total: 100000,
        idempotencyKey: `uji-katalog-${orderSerial}`,
        expiresAt: new Date(Date.now() + expiresInMs),
      })
      .returning({ id: orders.id });
    const type = item.batchId ? 'batch' : item.eventId ? 'event' : 'course';
    await harness.db.insert(orderItems).values({ orderId: order.id, type, ...item, title: 'Uji', price: 100000 });
    return { id: order.id, idTransaction };
  }

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('seeds the ids and slugs SEED_CATALOG promises', async () => {
    const batches = await harness.db
      .select({ id: liveClassBatches.id, slug: liveClassBatches.slug, classSlug: liveClasses.slug })
      .from(liveClassBatches)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId));
    for (const batch of [
      SEED_CATALOG.openBatch,
      SEED_CATALOG.upcomingBatch,
      SEED_CATALOG.closedBatch,
      SEED_CATALOG.quotaOneBatch,
    ]) {
      expect(batches.find((row) => row.id === batch.id)).toEqual({
        id: batch.id,
        slug: batch.slug,
        classSlug: batch.liveClassSlug,
      });
    }
    const [free] = await harness.db.select().from(events).where(eq(events.id, SEED_CATALOG.freeEventId));
    const [paid] = await harness.db.select().from(events).where(eq(events.id, SEED_CATALOG.paidEventId));
    expect(free).toMatchObject({ price: 0, published: true });
    expect(paid).toMatchObject({ price: 75000, published: true });
    expect(paid.startsAt.getTime()).toBeGreaterThan(Date.now());
    const plans = await harness.db.select().from(subscriptionPlans);
    for (const plan of Object.values(SEED_CATALOG.plans))
      expect(plans.find((row) => row.id === plan.id)).toMatchObject({ months: plan.months, price: plan.price });
    const codes = await harness.db.select({ code: promoCodes.code }).from(promoCodes);
    expect(codes.map((row) => row.code).sort()).toEqual(Object.values(SEED_CATALOG.promos).sort());
    const [freeCourse] = await harness.db.select().from(courses).where(eq(courses.slug, SEED_CATALOG.freeCourseSlug));
    expect(freeCourse).toMatchObject({ price: 0, salePrice: null, published: true });
  });

  describe('GET /api/courses', () => {
    it('pages through the published courses only, newest first, without a token', async () => {
      const first = await page<CourseSummary>('/api/courses?per_page=4');
      expect(first.meta).toEqual({ page: 1, per_page: 4, total: PUBLISHED.length });
      const all = await page<CourseSummary>('/api/courses?per_page=50');
      // Seeded courses are created one after another in COURSES order, so newest first is the reverse.
      expect(all.data.map((course) => course.slug)).toEqual(PUBLISHED.map((course) => course.slug).reverse());
      expect(all.data.map((course) => course.slug)).not.toContain(SEED_CATALOG.draftCourseSlug);
      expect(first.data).toEqual(all.data.slice(0, 4));
      const second = await page<CourseSummary>('/api/courses?page=2&per_page=4');
      expect(second.data).toEqual(all.data.slice(4));
      expect((await page<CourseSummary>('/api/courses?page=9&per_page=4')).data).toEqual([]);

      expect(all.data.find((course) => course.slug === 'dasar-dasar-keamanan-siber')).toEqual({
        slug: 'dasar-dasar-keamanan-siber',
        title: 'Dasar-Dasar Keamanan Siber',
        level: 'Pemula',
        category: 'Fundamental',
        thumbnailUrl: null,
        price: 0,
        salePrice: null,
        includedInSubscription: true,
        author: { name: 'Budi Instruktur', username: 'author.demo', avatarUrl: null },
        totalModules: 3,
        totalMaterials: 9,
        durationSeconds: (8 + 12 + 6 + 15 + 14 + 10 + 10 + 9 + 5) * 60,
        // The demo member, agus.pratama and siti.rahmawati.
        enrolledCount: 3,
      });
    });

    it('searches title and description, literally', async () => {
      const slugs = async (query: string) =>
        (await page<CourseSummary>(`/api/courses?${query}`)).data.map((course) => course.slug);
      expect(await slugs('search=forensik')).toEqual(['digital-forensik']);
      // Only in the description of Keamanan Aplikasi Web ("OWASP Top 10").
      expect(await slugs('search=owasp')).toEqual(['keamanan-aplikasi-web']);
      expect(await slugs('search=%25')).toEqual([]);
      // The draft course matches the words but stays hidden.
      expect(await slugs('search=cloud')).toEqual([]);
    });

    it('filters by category, level and price', async () => {
      const slugs = async (query: string) =>
        (await page<CourseSummary>(`/api/courses?per_page=50&${query}`)).data.map((course) => course.slug);
      expect(await slugs('category=Forensik')).toEqual(['digital-forensik']);
      expect(await slugs('level=Mahir')).toEqual(['analisis-malware']);
      expect(await slugs('level=Pemula')).toEqual(['ethical-hacking-untuk-pemula', 'dasar-dasar-keamanan-siber']);
      expect(await slugs('price=free')).toEqual([SEED_CATALOG.freeCourseSlug]);
      expect(await slugs('price=paid')).toHaveLength(PUBLISHED.length - 1);
      expect(await slugs('price=free&level=Mahir')).toEqual([]);
      expect(await slugs('category=Cloud%20Security')).toEqual([]);
    });

    it('refuses unknown filter values with 422 and an Indonesian message', async () => {
      expect(expectErrorEnvelope(await get('/api/courses?level=Dewa'), 422)).toBe('Level tidak valid');
      expect(expectErrorEnvelope(await get('/api/courses?price=gratis'), 422)).toBe(
        'Filter harga harus free atau paid',
      );
      expect(expectErrorEnvelope(await get('/api/courses?category='), 422)).toBe('Kategori tidak valid');
      expectErrorEnvelope(await get('/api/courses?per_page=0'), 422);
    });
  });

  it('GET /api/courses/filters offers the categories and levels of published courses', async () => {
    const filters = await data<CourseFilters>('/api/courses/filters');
    expect(filters.categories).toEqual([...new Set(PUBLISHED.map((course) => course.category))].sort());
    expect(filters.categories).not.toContain('Cloud Security');
    expect(filters.levels).toEqual(['Pemula', 'Menengah', 'Mahir']);
  });

  describe('GET /api/courses/:courseSlug and reviews', () => {
    it('answers the syllabus in order, the rating and the review count, never a material body', async () => {
      const response = await get('/api/courses/dasar-dasar-keamanan-siber');
      const course = response.json<Envelope<CourseDetail>>().data;
      expect(course.description).toMatch(/prinsip CIA/);
      expect(course.modules.map((module) => module.slug)).toEqual(['modul-1', 'modul-2', 'modul-3']);
      expect(course.modules[0].materials.map((material) => material.title)).toEqual([
        'Apa itu keamanan siber?',
        'Prinsip CIA: kerahasiaan, integritas, ketersediaan',
        'Glosarium istilah keamanan',
      ]);
      expect(course.modules[0].materials[2]).toEqual({
        hashId: seedMaterialHashId('dasar-dasar-keamanan-siber', 1, 3),
        title: 'Glosarium istilah keamanan',
        kind: 'article',
        durationSeconds: 360,
        isFreePreview: true,
      });
      expect(course.modules[1].materials[2].isFreePreview).toBe(false);
      // Reviews 5 and 4.
      expect(course).toMatchObject({ rating: 4.5, reviewCount: 2, totalMaterials: 9 });
      expect(response.body).not.toContain('tiga insiden kebocoran data');

      const unreviewed = await data<CourseDetail>('/api/courses/analisis-malware');
      expect(unreviewed).toMatchObject({ rating: null, reviewCount: 0 });
    });

    it('answers 404 for an unknown or unpublished course and 422 for a malformed slug', async () => {
      expect(expectErrorEnvelope(await get('/api/courses/tidak-ada'), 404)).toBe('Kelas tidak ditemukan.');
      expect(expectErrorEnvelope(await get(`/api/courses/${SEED_CATALOG.draftCourseSlug}`), 404)).toBe(
        'Kelas tidak ditemukan.',
      );
      expect(expectErrorEnvelope(await get('/api/courses/Bukan_Slug'), 422)).toBe('Alamat kelas tidak valid');
      expect(expectErrorEnvelope(await get(`/api/courses/${SEED_CATALOG.draftCourseSlug}/reviews`), 404)).toBe(
        'Kelas tidak ditemukan.',
      );
    });

    it('pages through the reviews, newest first, with the reviewer', async () => {
      const expected = COURSE_REVIEWS.filter((review) => review.courseSlug === 'keamanan-jaringan').sort(
        (a, b) => a.daysAgo - b.daysAgo,
      );
      const first = await page<CourseReview>('/api/courses/keamanan-jaringan/reviews?per_page=1');
      expect(first.meta).toEqual({ page: 1, per_page: 1, total: expected.length });
      expect(first.data[0]).toMatchObject({
        rating: expected[0].rating,
        comment: expected[0].comment,
        reviewer: { username: expected[0].username, avatarUrl: null },
      });
      const second = await page<CourseReview>('/api/courses/keamanan-jaringan/reviews?page=2&per_page=1');
      expect(second.data[0].reviewer.username).toBe(expected[1].username);
      expect(Date.parse(second.data[0].createdAt)).toBeLessThan(Date.parse(first.data[0].createdAt));
      expect((await page<CourseReview>('/api/courses/analisis-malware/reviews')).data).toEqual([]);
    });
  });

  describe('GET /api/courses/:courseSlug/preview/:hashId', () => {
    it('opens a free-preview article with its body', async () => {
      const { courseSlug, hashId } = SEED_CATALOG.previewMaterial;
      const preview = await data<MaterialPreview>(`/api/courses/${courseSlug}/preview/${hashId}`);
      const seeded = MATERIAL_BODIES.find((item) => item.courseSlug === courseSlug && item.isFreePreview);
      expect(preview).toEqual({
        hashId,
        title: 'Menyiapkan Burp Suite',
        kind: 'article',
        durationSeconds: 540,
        isFreePreview: true,
        body: seeded?.body,
        streamUrl: null,
        hlsUrl: null,
      });
      expect(preview.body?.split('\n\n').length).toBeGreaterThanOrEqual(3);
    });

    it('opens a free-preview video with a stream that plays the file, whole or by byte range', async () => {
      const { courseSlug, hashId } = SEED_CATALOG.previewVideo;
      const preview = await data<MaterialPreview>(`/api/courses/${courseSlug}/preview/${hashId}`);
      expect(preview).toMatchObject({
        kind: 'video',
        body: null,
        streamUrl: `/api/courses/${courseSlug}/preview/${hashId}/video`,
      });
      const file = readFileSync(path.join(__dirname, '../../../media', DEMO_PREVIEW_VIDEO_FILE));

      const whole = await harness.app.inject({ method: 'GET', url: preview.streamUrl ?? '' });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(file)).toBe(true);

      const part = await harness.app.inject({
        method: 'GET',
        url: preview.streamUrl ?? '',
        headers: { range: 'bytes=100-199' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
      expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
      const tail = await harness.app.inject({
        method: 'GET',
        url: preview.streamUrl ?? '',
        headers: { range: 'bytes=-10' },
      });
      expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);

      const outside = await harness.app.inject({
        method: 'GET',
        url: preview.streamUrl ?? '',
        headers: { range: `bytes=${file.length}-` },
      });
      expect(expectErrorEnvelope(outside, 416)).toBe('Bagian video yang diminta di luar ukuran file.');
      expect(outside.headers['content-range']).toBe(`bytes */${file.length}`);
    });

    it("streams a free-preview video's HLS renditions to anyone, and nothing of a paid or other material", async () => {
      const { courseSlug, hashId } = SEED_CATALOG.previewVideo;
      const preview = await data<MaterialPreview>(`/api/courses/${courseSlug}/preview/${hashId}`);
      expect(preview.hlsUrl).toBe(`/api/courses/${courseSlug}/preview/${hashId}/hls/kelas.m3u8`);
      const playlist = await harness.app.inject({ method: 'GET', url: preview.hlsUrl ?? '' });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toContain('mpegurl');
      expect(playlist.headers['cache-control']).toBe('public, max-age=3600');
      // Every file the playlist names is served beside it, without a session.
      const named = playlist.body.split('\n').find((line) => line.trim() && !line.startsWith('#')) ?? '';
      const next = await harness.app.inject({
        method: 'GET',
        url: `/api/courses/${courseSlug}/preview/${hashId}/hls/${named.split('/').pop()}`,
      });
      expect(next.statusCode).toBe(200);

      const paidVideo = seedMaterialHashId('analisis-malware', 2, 1);
      const paid = await get(`/api/courses/analisis-malware/preview/${paidVideo}/hls/kelas.m3u8`);
      expect(expectErrorEnvelope(paid, 403)).toBe('Materi ini hanya untuk peserta kelas.');
      const { courseSlug: articleCourse, hashId: article } = SEED_CATALOG.previewMaterial;
      const notVideo = await get(`/api/courses/${articleCourse}/preview/${article}/hls/kelas.m3u8`);
      expect(expectErrorEnvelope(notVideo, 404)).toBe('Video pratinjau untuk materi ini belum tersedia.');
      expectErrorEnvelope(await get(`/api/courses/analisis-malware/preview/${hashId}/hls/kelas.m3u8`), 404);
      expectErrorEnvelope(await get(`/api/courses/${courseSlug}/preview/${hashId}/hls/..%2Fkelas.m3u8`), 422);
      expectErrorEnvelope(await get(`/api/courses/${courseSlug}/preview/${hashId}/hls/tidak-ada.m3u8`), 404);
    });

    it('streams no video for a paid material, an article, or a material of another course', async () => {
      const paidVideo = seedMaterialHashId('analisis-malware', 2, 1);
      expect(expectErrorEnvelope(await get(`/api/courses/analisis-malware/preview/${paidVideo}/video`), 403)).toBe(
        'Materi ini hanya untuk peserta kelas.',
      );
      const { courseSlug, hashId } = SEED_CATALOG.previewMaterial;
      expect(expectErrorEnvelope(await get(`/api/courses/${courseSlug}/preview/${hashId}/video`), 404)).toBe(
        'Video pratinjau untuk materi ini belum tersedia.',
      );
      expect(
        expectErrorEnvelope(
          await get(`/api/courses/analisis-malware/preview/${SEED_CATALOG.previewVideo.hashId}/video`),
          404,
        ),
      ).toBe('Materi tidak ditemukan.');
    });

    it('refuses a paid material with 403 and never sends its body', async () => {
      const { courseSlug, hashId } = SEED_CATALOG.paidMaterial;
      const response = await get(`/api/courses/${courseSlug}/preview/${hashId}`);
      expect(expectErrorEnvelope(response, 403)).toBe('Materi ini hanya untuk peserta kelas.');
      const paidBody = MATERIAL_BODIES.find((item) => !item.isFreePreview)?.body ?? '';
      expect(paidBody.length).toBeGreaterThan(0);
      expect(response.body).not.toContain(paidBody.slice(0, 40));
      expect(response.json<Envelope<unknown>>().data).toBeNull();
    });

    it("answers 404 for another course's material, an unknown one, or an unpublished course's material", async () => {
      expect(
        expectErrorEnvelope(
          await get(`/api/courses/analisis-malware/preview/${SEED_CATALOG.previewMaterial.hashId}`),
          404,
        ),
      ).toBe('Materi tidak ditemukan.');
      expect(expectErrorEnvelope(await get('/api/courses/analisis-malware/preview/0000000000000000'), 404)).toBe(
        'Materi tidak ditemukan.',
      );
      const draftPreview = seedMaterialHashId(SEED_CATALOG.draftCourseSlug, 1, 1);
      expect(
        expectErrorEnvelope(await get(`/api/courses/${SEED_CATALOG.draftCourseSlug}/preview/${draftPreview}`), 404),
      ).toBe('Kelas tidak ditemukan.');
      expect(expectErrorEnvelope(await get('/api/courses/analisis-malware/preview/bukan-hash!'), 422)).toBe(
        'Alamat materi tidak valid',
      );
    });
  });

  describe('live classes', () => {
    it('lists the live classes with their next open or upcoming batch', async () => {
      const list = await page<LiveClassSummary>('/api/liveclasses');
      expect(list.meta.total).toBe(LIVE_CLASSES.length);
      const bySlug = Object.fromEntries(list.data.map((item) => [item.slug, item]));
      expect(bySlug['bootcamp-penetration-testing'].nextBatch).toMatchObject({
        slug: 'batch-12',
        registrationStatus: 'open',
      });
      // Batch 4 is over; batch 5 is open.
      expect(bySlug['soc-analyst-intensif'].nextBatch).toMatchObject({ slug: 'batch-5', registrationStatus: 'open' });
      expect(bySlug['bootcamp-penetration-testing'].instructor).toEqual({
        name: 'Budi Instruktur',
        username: 'author.demo',
        avatarUrl: null,
      });
    });

    it('shows every batch with its sessions and the registration status from the window', async () => {
      const detail = await data<LiveClassDetail>(`/api/liveclasses/${SEED_CATALOG.liveClassSlug}`);
      expect(detail.syllabus.length).toBeGreaterThan(0);
      expect(detail.batches.map((batch) => [batch.slug, batch.registrationStatus])).toEqual([
        ['batch-12', 'open'],
        ['batch-13', 'upcoming'],
      ]);
      const open = detail.batches[0];
      expect(open).toMatchObject({ id: SEED_CATALOG.openBatch.id, quota: 25, price: 2500000, salePrice: 1990000 });
      expect(open.sessions).toHaveLength(4);
      expect(Date.parse(open.sessions[0].startsAt)).toBeGreaterThan(Date.now());
      expect(open.startsAt).toBe(open.sessions[0].startsAt);
      const soc = await data<LiveClassDetail>(`/api/liveclasses/${SEED_CATALOG.closedBatch.liveClassSlug}`);
      expect(soc.batches.find((batch) => batch.slug === SEED_CATALOG.closedBatch.slug)?.registrationStatus).toBe(
        'closed',
      );
      expect(expectErrorEnvelope(await get('/api/liveclasses/tidak-ada'), 404)).toBe('Live class tidak ditemukan.');
    });

    it('counts seats: quota − participants − unpaid order items; expired or cancelled orders free a seat', async () => {
      const buyer = await createAccount(harness.db, 'member', 'uji.kursi');
      const other = await createAccount(harness.db, 'member', 'uji.kursi.dua');
      const quotaOne = async () =>
        (await data<LiveClassDetail>(`/api/liveclasses/${SEED_CATALOG.quotaOneBatch.liveClassSlug}`)).batches.find(
          (batch) => batch.id === SEED_CATALOG.quotaOneBatch.id,
        );
      expect(await quotaOne()).toMatchObject({ quota: 1, seatsLeft: 1, registrationStatus: 'open' });

      const held = await orderWith(buyer.id, { batchId: SEED_CATALOG.quotaOneBatch.id }, 'pending');
      expect(await quotaOne()).toMatchObject({ seatsLeft: 0, registrationStatus: 'full' });
      await harness.db.update(orders).set({ status: 'waiting_verification' }).where(eq(orders.id, held.id));
      expect(await quotaOne()).toMatchObject({ seatsLeft: 0, registrationStatus: 'full' });
      await harness.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, held.id));
      expect(await quotaOne()).toMatchObject({ seatsLeft: 1, registrationStatus: 'open' });
      await harness.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, held.id));
      expect(await quotaOne()).toMatchObject({ seatsLeft: 1 });
      // A participant takes the seat; a second unpaid order on top never shows a negative count.
      await harness.db
        .insert(batchEnrollments)
        .values({ userId: buyer.id, batchId: SEED_CATALOG.quotaOneBatch.id, source: 'purchase' });
      await orderWith(other.id, { batchId: SEED_CATALOG.quotaOneBatch.id }, 'pending');
      expect(await quotaOne()).toMatchObject({ seatsLeft: 0, registrationStatus: 'full' });

      const openBatch = async () =>
        (await data<LiveClassDetail>(`/api/liveclasses/${SEED_CATALOG.openBatch.liveClassSlug}`)).batches.find(
          (batch) => batch.id === SEED_CATALOG.openBatch.id,
        );
      const before = (await openBatch())?.seatsLeft ?? 0;
      expect(before).toBeGreaterThan(3);
      await harness.db.insert(batchEnrollments).values([
        { userId: buyer.id, batchId: SEED_CATALOG.openBatch.id, source: 'purchase' },
        { userId: other.id, batchId: SEED_CATALOG.openBatch.id, source: 'activation_token' },
      ]);
      await orderWith(other.id, { batchId: SEED_CATALOG.openBatch.id }, 'waiting_verification');
      await orderWith(buyer.id, { batchId: SEED_CATALOG.openBatch.id }, 'expired');
      await orderWith(buyer.id, { batchId: SEED_CATALOG.openBatch.id }, 'cancelled');
      expect((await openBatch())?.seatsLeft).toBe(before - 3);
    });

    it('marks a batch closed after its window even with seats, and upcoming before it', async () => {
      const [batch] = await harness.db
        .select()
        .from(liveClassBatches)
        .where(eq(liveClassBatches.id, SEED_CATALOG.upcomingBatch.id));
      const status = async () =>
        (await data<LiveClassDetail>(`/api/liveclasses/${SEED_CATALOG.upcomingBatch.liveClassSlug}`)).batches.find(
          (item) => item.id === batch.id,
        )?.registrationStatus;
      expect(await status()).toBe('upcoming');
      await harness.db
        .update(liveClassBatches)
        .set({ registrationOpensAt: new Date(Date.now() - 2 * DAY), registrationClosesAt: new Date(Date.now() - DAY) })
        .where(eq(liveClassBatches.id, batch.id));
      try {
        expect(await status()).toBe('closed');
      } finally {
        await harness.db
          .update(liveClassBatches)
          .set({ registrationOpensAt: batch.registrationOpensAt, registrationClosesAt: batch.registrationClosesAt })
          .where(eq(liveClassBatches.id, batch.id));
      }
    });

    it('hides unpublished live classes', async () => {
      await harness.db
        .update(liveClasses)
        .set({ published: false })
        .where(eq(liveClasses.slug, 'workshop-secure-coding'));
      try {
        expect(expectErrorEnvelope(await get('/api/liveclasses/workshop-secure-coding'), 404)).toBe(
          'Live class tidak ditemukan.',
        );
        expect((await page<LiveClassSummary>('/api/liveclasses')).data.map((item) => item.slug)).not.toContain(
          'workshop-secure-coding',
        );
      } finally {
        await harness.db
          .update(liveClasses)
          .set({ published: true })
          .where(eq(liveClasses.slug, 'workshop-secure-coding'));
      }
    });
  });

  describe('corporate trainings', () => {
    it('lists the trainings and shows one with its topics and company groups', async () => {
      const list = await page<CorporateTrainingSummary>('/api/corporate-trainings?per_page=2');
      expect(list.meta).toEqual({ page: 1, per_page: 2, total: 3 });
      expect(list.data[0]).toMatchObject({
        slug: SEED_CATALOG.corporateTrainingSlug,
        durationDays: 1,
        thumbnailUrl: null,
      });
      const detail = await data<CorporateTrainingDetail>(
        `/api/corporate-trainings/${SEED_CATALOG.corporateTrainingSlug}`,
      );
      expect(detail.topics.length).toBeGreaterThan(2);
      // Newest first: the demo member's running group (seed-corporate-training.ts), then the two earlier ones.
      expect(detail.groups.map((group) => group.companyName)).toEqual([
        'PT Nusantara Aman',
        'PT Bank Sejahtera Raya',
        'PT Nusantara Aman',
      ]);
      expect(expectErrorEnvelope(await get('/api/corporate-trainings/tidak-ada'), 404)).toBe(
        'Pelatihan tidak ditemukan.',
      );
      await harness.db
        .update(corporateTrainings)
        .set({ published: false })
        .where(eq(corporateTrainings.slug, 'secure-development-lifecycle'));
      try {
        expect((await page<CorporateTrainingSummary>('/api/corporate-trainings')).meta.total).toBe(2);
        expectErrorEnvelope(await get('/api/corporate-trainings/secure-development-lifecycle'), 404);
      } finally {
        await harness.db
          .update(corporateTrainings)
          .set({ published: true })
          .where(eq(corporateTrainings.slug, 'secure-development-lifecycle'));
      }
    });
  });

  describe('POST /api/corporate-trainings/requests and GET /api/lcadm/training-requests', () => {
    const valid = {
      companyName: 'PT Maju Aman Sentosa',
      contactName: 'Rudi Hartono',
      email: 'Rudi@MajuAman.co.id',
      phone: '+62 812 3456 7890',
      participants: 40,
      trainingSlug: 'incident-response-tim-ti',
      message: 'Kami ingin pelatihan tanggap insiden untuk tim TI pada kuartal pertama.',
    };
    const post = (payload: unknown) =>
      harness.app.inject({ method: 'POST', url: '/api/corporate-trainings/requests', payload: payload as object });
    const limiter = () => createRateLimiter(harness.db);
    const clearLimit = () => limiter().clear([bucketKey(TRAINING_REQUEST_LIMIT.scope, '127.0.0.1')]);

    beforeEach(clearLimit);

    it('stores a request, notifies every admin, and shows it to admins newest first', async () => {
      const response = await post(valid);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        message: 'Permintaan pelatihan terkirim. Tim kami akan menghubungi Anda dalam 1–2 hari kerja.',
        data: null,
      });
      const [stored] = await harness.db
        .select()
        .from(trainingRequests)
        .where(eq(trainingRequests.companyName, valid.companyName));
      expect(stored).toMatchObject({ email: 'rudi@majuaman.co.id', participants: 40 });

      const admins = await harness.db.select({ id: users.id }).from(users).where(eq(users.idRole, 3));
      for (const admin of admins) {
        const [note] = await harness.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, admin.id),
              eq(notifications.title, 'Permintaan pelatihan dari PT Maju Aman Sentosa'),
            ),
          );
        expect(note.body).toContain('Incident Response untuk Tim TI');
      }

      const { trainingSlug: _omitted, ...withoutTraining } = valid;
      expect((await post({ ...withoutTraining, companyName: 'CV Kecil Tapi Aman' })).statusCode).toBe(201);

      const adminToken = await loginAs(harness.app, 'admin');
      const list = (await get('/api/lcadm/training-requests?per_page=10', bearer(adminToken))).json<
        ApiPage<AdminTrainingRequest>
      >();
      expect(list.data[0]).toMatchObject({ companyName: 'CV Kecil Tapi Aman' });
      expect(list.data[0]).not.toHaveProperty('trainingSlug');
      expect(list.data[1]).toMatchObject({ ...valid, email: 'rudi@majuaman.co.id', id: stored.id });
      expect(list.meta.total).toBeGreaterThanOrEqual(2);

      expectErrorEnvelope(await get('/api/lcadm/training-requests'), 401);
      expectErrorEnvelope(await get('/api/lcadm/training-requests', bearer(await loginAs(harness.app, 'member'))), 403);
    });

    it.each([
      [{ email: 'bukan-email' }, 'Email tidak valid'],
      [{ phone: '0812-abc' }, 'Nomor telepon harus 8–20 karakter berupa angka, spasi, atau +'],
      [{ phone: '+62 81' }, 'Nomor telepon harus 8–20 karakter berupa angka, spasi, atau +'],
      [{ phone: '+ + + + + + + 1' }, 'Nomor telepon minimal berisi 8 angka'],
      [{ phone: '0'.repeat(21) }, 'Nomor telepon harus 8–20 karakter berupa angka, spasi, atau +'],
      [{ participants: 0 }, 'Jumlah peserta minimal 1'],
      [{ participants: 10001 }, 'Jumlah peserta maksimal 10000'],
      [{ participants: 2.5 }, 'Jumlah peserta harus bilangan bulat'],
      [{ message: 'Pendek' }, 'Pesan minimal 10 karakter'],
      [{ message: 'x'.repeat(2001) }, 'Pesan maksimal 2000 karakter'] /* 2001 characters */,
      [{ companyName: '   ' }, 'Nama perusahaan wajib diisi'],
      [{ contactName: undefined }, 'Nama kontak wajib diisi'],
    ] as const)('refuses a bad field with 422 (#%#)', async (change, message) => {
      expect(expectErrorEnvelope(await post({ ...valid, ...change }), 422)).toBe(message);
    });

    it('answers 404 for a training that does not exist', async () => {
      expect(expectErrorEnvelope(await post({ ...valid, trainingSlug: 'tidak-ada' }), 404)).toBe(
        'Pelatihan tidak ditemukan.',
      );
    });

    it(`limits one address to ${TRAINING_REQUEST_LIMIT.limit} requests per hour, in the database`, async () => {
      for (let index = 0; index < TRAINING_REQUEST_LIMIT.limit; index += 1) {
        expect((await post({ ...valid, companyName: `PT Uji Batas ${index}` })).statusCode).toBe(201);
      }
      const refused = await post({ ...valid, companyName: 'PT Uji Batas Lebih' });
      expectErrorEnvelope(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await harness.db.$count(trainingRequests, eq(trainingRequests.companyName, 'PT Uji Batas Lebih'))).toBe(0);
      // The counter lives in rate_limit_buckets, so every API instance sees it.
      const buckets = await limiter().read([bucketKey(TRAINING_REQUEST_LIMIT.scope, '127.0.0.1')]);
      expect([...buckets.values()][0].hits).toBe(TRAINING_REQUEST_LIMIT.limit + 1);
    });
  });

  describe('events', () => {
    it('lists upcoming events soonest first and past events latest first', async () => {
      const upcoming = await page<EventSummary>('/api/events');
      expect(upcoming.data.map((event) => event.id)).toEqual([SEED_CATALOG.freeEventId, SEED_CATALOG.paidEventId]);
      expect(upcoming.data[1]).toMatchObject({
        price: 75000,
        quota: 40,
        seatsLeft: 40,
        registrationStatus: 'open',
        location: 'Online (Zoom)',
      });
      const past = await page<EventSummary>('/api/events?when=past&per_page=1');
      expect(past.meta).toEqual({ page: 1, per_page: 1, total: 2 });
      expect(past.data[0]).toMatchObject({ id: SEED_CATALOG.pastEventId, registrationStatus: 'closed' });
      expect(expectErrorEnvelope(await get('/api/events?when=kemarin'), 422)).toBe(
        'Pilihan waktu harus upcoming atau past',
      );
    });

    it('counts paid and unpaid registrations against the quota', async () => {
      const member = await createAccount(harness.db, 'member', 'uji.acara');
      await orderWith(member.id, { eventId: SEED_CATALOG.paidEventId }, 'paid');
      await orderWith(member.id, { eventId: SEED_CATALOG.paidEventId }, 'pending');
      await orderWith(member.id, { eventId: SEED_CATALOG.paidEventId }, 'cancelled');
      const detail = await data<EventDetail>(`/api/events/${SEED_CATALOG.paidEventId}`);
      expect(detail).toMatchObject({ quota: 40, seatsLeft: 38, registrationStatus: 'open' });
      expect(detail.speakers).toEqual(EVENTS[1].speakers);
      expect(detail.description.length).toBeGreaterThan(20);
    });

    it('answers 404 for an unpublished or unknown event, 422 for a non-numeric id', async () => {
      await harness.db.update(events).set({ published: false }).where(eq(events.id, SEED_CATALOG.freeEventId));
      try {
        expect(expectErrorEnvelope(await get(`/api/events/${SEED_CATALOG.freeEventId}`), 404)).toBe(
          'Acara tidak ditemukan.',
        );
        expect((await page<EventSummary>('/api/events')).data.map((event) => event.id)).toEqual([
          SEED_CATALOG.paidEventId,
        ]);
      } finally {
        await harness.db.update(events).set({ published: true }).where(eq(events.id, SEED_CATALOG.freeEventId));
      }
      expectErrorEnvelope(await get('/api/events/99999'), 404);
      expectErrorEnvelope(await get('/api/events/acara-satu'), 422);
    });
  });

  it('GET /api/subscription-plans lists the active plans, cheapest per month first', async () => {
    const plans = await data<SubscriptionPlan[]>('/api/subscription-plans');
    expect(plans.map((plan) => [plan.months, plan.price])).toEqual([
      [12, 799000],
      [3, 249000],
      [1, 99000],
    ]);
    await harness.db
      .update(subscriptionPlans)
      .set({ active: false })
      .where(eq(subscriptionPlans.id, SEED_CATALOG.plans.quarterly.id));
    try {
      expect((await data<SubscriptionPlan[]>('/api/subscription-plans')).map((plan) => plan.months)).toEqual([12, 1]);
    } finally {
      await harness.db
        .update(subscriptionPlans)
        .set({ active: true })
        .where(eq(subscriptionPlans.id, SEED_CATALOG.plans.quarterly.id));
    }
  });

  it('GET /api/promos shows the codes on /promo that are valid now', async () => {
    const promos = await data<PromoBanner[]>('/api/promos');
    // EXPIRED10 ended yesterday; KUOTA1 is not on /promo.
    expect(promos.map((promo) => promo.code).sort()).toEqual(
      [SEED_CATALOG.promos.percent, SEED_CATALOG.promos.fixed].sort(),
    );
    const hemat = promos.find((promo) => promo.code === 'HEMAT20');
    expect(hemat).toMatchObject({
      kind: 'percent',
      value: 20,
      eligible: ['course', 'batch'],
      title: PROMO_CODES[0].title,
    });
    expect(Date.parse(hemat?.endsAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('micro-caches the public lists per URL for a few seconds', async () => {
    const url = '/api/testimonials';
    const first = await harness.app.inject({ method: 'GET', url });
    const [row] = await harness.db.select().from(testimonials).orderBy(testimonials.id).limit(1);
    await harness.db.update(testimonials).set({ name: 'Nama Sementara' }).where(eq(testimonials.id, row.id));
    try {
      expect((await harness.app.inject({ method: 'GET', url })).body).toBe(first.body);
      expect((await get(url)).body).toContain('Nama Sementara');
    } finally {
      await harness.db.update(testimonials).set({ name: row.name }).where(eq(testimonials.id, row.id));
    }
  });

  it('GET /api/testimonials lists the testimonials in order', async () => {
    const testimonials = await data<Testimonial[]>('/api/testimonials');
    expect(testimonials.map((item) => item.name)).toEqual(TESTIMONIALS.map((item) => item.name));
    expect(testimonials[0]).toMatchObject({ avatarUrl: null });
  });

  describe('GET /api/member/courses/:courseSlug/access', () => {
    it('tells a member about enrollment, cart, subscription and an unpaid order', async () => {
      const account = await createAccount(harness.db, 'member', 'uji.akses');
      const token = await loginWithPassword(harness.app, account.email);
      const access = (slug: string) => data<CourseAccess>(`/api/member/courses/${slug}/access`, bearer(token));
      const courseId = async (slug: string) =>
        (await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0].id;
      const inSubscription = SEED_CATALOG.subscriptionCourseSlug;
      const outside = SEED_CATALOG.paidCourseSlug;

      const nothing = {
        enrolled: false,
        inCart: false,
        includedInActiveSubscription: false,
        pendingIdTransaction: null,
      };
      expect(await access(inSubscription)).toEqual(nothing);

      // Subscription active through today: only courses in the subscription count.
      const today = new Date().toISOString().slice(0, 10);
      await harness.db.update(users).set({ subscribtionCourseEndDate: today }).where(eq(users.id, account.id));
      expect(await access(inSubscription)).toMatchObject({ includedInActiveSubscription: true });
      expect(await access(outside)).toMatchObject({ includedInActiveSubscription: false });
      const yesterday = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
      await harness.db.update(users).set({ subscribtionCourseEndDate: yesterday }).where(eq(users.id, account.id));
      expect(await access(inSubscription)).toMatchObject({ includedInActiveSubscription: false });

      await harness.db.insert(cartItems).values({ userId: account.id, courseId: await courseId(outside) });
      expect(await access(outside)).toEqual({ ...nothing, inCart: true });

      const order = await orderWith(account.id, { courseId: await courseId(outside) }, 'pending');
      expect(await access(outside)).toEqual({ ...nothing, inCart: true, pendingIdTransaction: order.idTransaction });
      await harness.db.update(orders).set({ status: 'waiting_verification' }).where(eq(orders.id, order.id));
      expect((await access(outside)).pendingIdTransaction).toBe(order.idTransaction);
      await harness.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
      await harness.db
        .insert(enrollments)
        .values({ userId: account.id, courseId: await courseId(outside), source: 'purchase' });
      expect(await access(outside)).toEqual({ ...nothing, inCart: true, enrolled: true });

      // Another member's state is not mine.
      const other = await createAccount(harness.db, 'member', 'uji.akses.lain');
      const otherToken = await loginWithPassword(harness.app, other.email);
      expect(await data<CourseAccess>(`/api/member/courses/${outside}/access`, bearer(otherToken))).toEqual(nothing);
    });

    it('is for members only and answers 404 for an unpublished course', async () => {
      expectErrorEnvelope(await get(`/api/member/courses/${SEED_CATALOG.freeCourseSlug}/access`), 401);
      expectErrorEnvelope(
        await get(
          `/api/member/courses/${SEED_CATALOG.freeCourseSlug}/access`,
          bearer(await loginAs(harness.app, 'author')),
        ),
        403,
      );
      const member = bearer(await loginAs(harness.app, 'member'));
      expect(
        expectErrorEnvelope(await get(`/api/member/courses/${SEED_CATALOG.draftCourseSlug}/access`, member), 404),
      ).toBe('Kelas tidak ditemukan.');
      // The demo member studies Dasar-Dasar (seed.ts enrollments).
      expect(
        await data<CourseAccess>(`/api/member/courses/${SEED_CATALOG.freeCourseSlug}/access`, member),
      ).toMatchObject({ enrolled: true });
    });
  });
});
