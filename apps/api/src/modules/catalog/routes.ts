// The public catalog (decision 0012 "Endpoints"): courses, live classes, corporate trainings and the request form,
// Cyber Insight events, subscription plans, promo banners, testimonials; and GET
// /api/member/courses/:courseSlug/access.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRateLimiter, type RateLimit } from '../auth';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import {
  courseAccessResponseSchema,
  courseFiltersResponseSchema,
  courseListQuerySchema,
  courseResponseSchema,
  courseReviewsResponseSchema,
  coursesResponseSchema,
  courseSlugParamsSchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventResponseSchema,
  eventsResponseSchema,
  liveClassesResponseSchema,
  liveClassResponseSchema,
  liveClassSlugParamsSchema,
  materialParamsSchema,
  materialPreviewResponseSchema,
  MESSAGES,
  plansResponseSchema,
  promosResponseSchema,
  testimonialsResponseSchema,
  trainingRequestResponseSchema,
  trainingRequestSchema,
  trainingResponseSchema,
  trainingSlugParamsSchema,
  trainingsResponseSchema,
} from './schemas';
import { sendMediaFile } from './media';
import { createCatalogService } from './service';

/**
 * Public answers that are the same for every caller are micro-cached per URL in each process (plugins/public-cache):
 * seats and prices may show up to this many seconds late; checkout always counts from the database.
 */
const PUBLIC_CACHE_SECONDS = 5;

/** The public training form, per address: a company sends one or two; more than this in an hour is abuse. */
export const TRAINING_REQUEST_LIMIT = {
  scope: 'training-request:ip',
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimit;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogService(app.db);
  const limiter = createRateLimiter(app.db);
  const tags = ['catalog'];

  app.get(
    '/api/courses',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Kelas online terbit, terbaru lebih dulu (cari, kategori, level, harga)',
        querystring: courseListQuerySchema,
        response: { 200: coursesResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { search, category, level, price } = request.query;
      const { items, total } = await service.courses({ search, category, level, price }, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/courses/filters',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Kategori dan level yang dimiliki kelas terbit',
        response: { 200: courseFiltersResponseSchema },
      },
    },
    async () => ok(await service.courseFilters()),
  );

  app.get(
    '/api/courses/:courseSlug',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Detail kelas: silabus (modul dan materi), rating, jumlah ulasan',
        params: courseSlugParamsSchema,
        response: { 200: courseResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.course(request.params.courseSlug)),
  );

  app.get(
    '/api/courses/:courseSlug/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ulasan kelas, terbaru lebih dulu',
        params: courseSlugParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: courseReviewsResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.reviews(request.params.courseSlug, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/courses/:courseSlug/preview/:hashId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Materi pratinjau gratis (isFreePreview); materi lain 403 tanpa isinya',
        params: materialParamsSchema,
        response: { 200: materialPreviewResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => ok(await service.preview(request.params.courseSlug, request.params.hashId)),
  );

  app.get(
    '/api/courses/:courseSlug/preview/:hashId/video',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'File video pratinjau gratis (isFreePreview), dengan Range untuk memutar dan menggeser',
        params: materialParamsSchema,
        produces: ['video/webm', 'video/mp4'],
        response: {
          200: z.any().describe('Isi video'),
          206: z.any().describe('Sebagian isi video (Range)'),
          ...errorResponses(403, 404, 416, 422),
        },
      },
    },
    async (request, reply) => {
      const file = await service.previewVideo(request.params.courseSlug, request.params.hashId);
      // The same bytes for everyone; the file name changes when the video does.
      return sendMediaFile(
        request,
        reply,
        file,
        { 'cache-control': 'public, max-age=3600' },
        MESSAGES.rangeNotSatisfiable,
      );
    },
  );

  app.get(
    '/api/member/courses/:courseSlug/access',
    {
      config: { access: ['member'] },
      schema: {
        tags,
        summary:
          'Apa yang bisa dilakukan member dengan kelas ini: terdaftar, di keranjang, termasuk langganan, ' +
          'pesanan belum dibayar',
        params: courseSlugParamsSchema,
        response: { 200: courseAccessResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.courseAccess(sessionOf(request).id, request.params.courseSlug)),
  );

  app.get(
    '/api/liveclasses',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Live class terbit dengan batch terdekat yang pendaftarannya buka atau akan buka',
        querystring: paginationQuerySchema,
        response: { 200: liveClassesResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { items, total } = await service.liveClasses(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/liveclasses/:liveClassSlug',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Detail live class: silabus dan batch (sisa kursi, status pendaftaran, sesi)',
        params: liveClassSlugParamsSchema,
        response: { 200: liveClassResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.liveClass(request.params.liveClassSlug)),
  );

  app.get(
    '/api/corporate-trainings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Pelatihan korporat',
        querystring: paginationQuerySchema,
        response: { 200: trainingsResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { items, total } = await service.trainings(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/corporate-trainings/:trainingSlug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Detail pelatihan korporat: topik dan angkatan perusahaan',
        params: trainingSlugParamsSchema,
        response: { 200: trainingResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.training(request.params.trainingSlug)),
  );

  app.post(
    '/api/corporate-trainings/requests',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Permintaan pelatihan dari perusahaan (publik; dibatasi per alamat; semua admin mendapat notifikasi)',
        body: trainingRequestSchema,
        response: { 201: trainingRequestResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await limiter.consume(request.ip, TRAINING_REQUEST_LIMIT);
      await service.requestTraining(request.body);
      return reply.code(201).send(ok(null, MESSAGES.trainingRequestSent));
    },
  );

  app.get(
    '/api/events',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Acara Cyber Insight: upcoming (terdekat lebih dulu) atau past (terbaru lebih dulu)',
        querystring: eventListQuerySchema,
        response: { 200: eventsResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { items, total } = await service.events(request.query.when, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/events/:eventId',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Detail acara Cyber Insight beserta pembicara',
        params: eventIdParamsSchema,
        response: { 200: eventResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.event(request.params.eventId)),
  );

  app.get(
    '/api/subscription-plans',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Paket langganan aktif, termurah per bulan lebih dulu',
        response: { 200: plansResponseSchema },
      },
    },
    async () => ok(await service.plans()),
  );

  app.get(
    '/api/promos',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags,
        summary: 'Banner promo di /promo: kode aktif yang berlaku sekarang',
        response: { 200: promosResponseSchema },
      },
    },
    async () => ok(await service.promos()),
  );

  app.get(
    '/api/testimonials',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: { tags, summary: 'Testimoni peserta untuk halaman depan', response: { 200: testimonialsResponseSchema } },
    },
    async () => ok(await service.testimonials()),
  );
};
