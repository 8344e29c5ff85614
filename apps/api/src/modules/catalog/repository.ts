// Reads of the public catalog. Only published rows are ever returned. Seats (decision 0012 "Seats and quota"): a
// batch seat is taken by a participant (batch_enrollments) or by an order that still holds it; an event seat by a
// paid order (the registration) or one that still holds it. "Holds" is what checkout counts (orders/pricing.ts):
// pending or waiting_verification, or rejected while the member may still upload a new proof.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  batchSessions,
  cartItems,
  corporates,
  corporateTrainings,
  courseModules,
  courseReviews,
  courses,
  enrollments,
  events,
  isCatalogCourse,
  liveClassBatches,
  liveClasses,
  materials,
  orderItems,
  orders,
  promoCodes,
  subscriptionPlans,
  testimonials,
  trainingGroupParticipants,
  trainingGroups,
  trainingRequests,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

// Written out with qualified names: in a query over one table drizzle leaves its columns unqualified, which
// would be ambiguous inside these subqueries.
/** SQL: order `o` still holds its items. */
const holds = "(o.status in ('pending', 'waiting_verification') or (o.status = 'rejected' and o.expires_at > now()))";

const batchSeatsTaken = sql<number>`(
  (select count(*) from batch_enrollments be where be.batch_id = "live_class_batches"."id")
  + (select count(*) from order_items oi inner join orders o on o.id = oi.order_id
     where oi.batch_id = "live_class_batches"."id" and ${sql.raw(holds)})
)::int`;

const eventSeatsTaken = sql<number>`(select count(*)::int from order_items oi inner join orders o on o.id = oi.order_id
  where oi.event_id = "events"."id" and (o.status = 'paid' or ${sql.raw(holds)}))`;

const authorColumns = { name: users.name, username: users.username, avatarUrl: users.avatarUrl };

const courseSummaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  level: courses.level,
  category: courses.category,
  thumbnailUrl: courses.thumbnailUrl,
  price: courses.price,
  salePrice: courses.salePrice,
  includedInSubscription: courses.includedInSubscription,
  createdAt: courses.createdAt,
  author: authorColumns,
  totalModules: sql<number>`(select count(*)::int from course_modules cm where cm.course_id = "courses"."id")`,
  totalMaterials: sql<number>`(select count(*)::int from materials mt
    inner join course_modules cm on cm.id = mt.module_id where cm.course_id = "courses"."id")`,
  durationSeconds: sql<number>`(select coalesce(sum(mt.duration_seconds), 0)::int from materials mt
    inner join course_modules cm on cm.id = mt.module_id where cm.course_id = "courses"."id")`,
  enrolledCount: sql<number>`(select count(*)::int from enrollments e where e.course_id = "courses"."id")`,
};

export interface CourseFilter {
  search?: string;
  category?: string;
  level?: string;
  price?: 'free' | 'paid';
}

const effectivePrice = sql`coalesce(${courses.salePrice}, ${courses.price})`;

function courseWhere(filter: CourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isCatalogCourse()];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
  }
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.price === 'free') conditions.push(sql`${effectivePrice} = 0`);
  if (filter.price === 'paid') conditions.push(sql`${effectivePrice} > 0`);
  return and(...conditions);
}

const batchColumns = {
  id: liveClassBatches.id,
  liveClassId: liveClassBatches.liveClassId,
  slug: liveClassBatches.slug,
  name: liveClassBatches.name,
  price: liveClassBatches.price,
  salePrice: liveClassBatches.salePrice,
  quota: liveClassBatches.quota,
  registrationOpensAt: liveClassBatches.registrationOpensAt,
  registrationClosesAt: liveClassBatches.registrationClosesAt,
  startsAt: liveClassBatches.startsAt,
  endsAt: liveClassBatches.endsAt,
  seatsTaken: batchSeatsTaken,
};

const liveClassColumns = {
  id: liveClasses.id,
  slug: liveClasses.slug,
  title: liveClasses.title,
  level: liveClasses.level,
  category: liveClasses.category,
  thumbnailUrl: liveClasses.thumbnailUrl,
  description: liveClasses.description,
  syllabus: liveClasses.syllabus,
  instructor: authorColumns,
};

const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  description: events.description,
  coverUrl: events.coverUrl,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  price: events.price,
  quota: events.quota,
  registrationClosesAt: events.registrationClosesAt,
  speakers: events.speakers,
  seatsTaken: eventSeatsTaken,
};

export type BatchRow = Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['batchesOf']>>[number];
export type EventRow = Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['events']>>['rows'][number];

export function createCatalogRepository(db: Database) {
  return {
    async courses(filter: CourseFilter, page: PageRequest) {
      const where = courseWhere(filter);
      const [rows, total] = await Promise.all([
        db
          .select(courseSummaryColumns)
          .from(courses)
          .innerJoin(users, eq(users.id, courses.authorId))
          .where(where)
          .orderBy(desc(courses.createdAt), desc(courses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courses, where),
      ]);
      return { rows, total };
    },

    async courseFilters() {
      const [categories, levels] = await Promise.all([
        db
          .selectDistinct({ value: courses.category })
          .from(courses)
          .where(isCatalogCourse())
          .orderBy(asc(courses.category)),
        db.selectDistinct({ value: courses.level }).from(courses).where(isCatalogCourse()),
      ]);
      return { categories: categories.map((row) => row.value), levels: levels.map((row) => row.value) };
    },

    async publishedCourse(slug: string) {
      const [row] = await db
        .select({
          ...courseSummaryColumns,
          // The byline of the course page: the author's staff profile (decision 0050).
          author: { ...authorColumns, bio: users.bio, expertise: users.expertise, links: users.links },
          description: courses.description,
          rating: sql<
            string | null
          >`(select round(avg(cr.rating), 1)::text from course_reviews cr where cr.course_id = "courses"."id")`,
          reviewCount: sql<number>`(select count(*)::int from course_reviews cr where cr.course_id = "courses"."id")`,
        })
        .from(courses)
        .innerJoin(users, eq(users.id, courses.authorId))
        .where(and(eq(courses.slug, slug), isCatalogCourse()));
      return row ?? null;
    },

    async publishedCourseId(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.slug, slug), isCatalogCourse()));
      return row?.id ?? null;
    },

    /** The syllabus: modules in order, each with its materials in order (no bodies). */
    async syllabus(courseId: number) {
      return db
        .select({
          moduleId: courseModules.id,
          moduleSlug: courseModules.slug,
          moduleTitle: courseModules.title,
          hashId: materials.hashId,
          title: materials.title,
          kind: materials.kind,
          durationSeconds: materials.durationSeconds,
          isFreePreview: materials.isFreePreview,
        })
        .from(courseModules)
        .leftJoin(materials, eq(materials.moduleId, courseModules.id))
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.order), asc(courseModules.id), asc(materials.order), asc(materials.id));
    },

    async reviews(courseId: number, page: PageRequest) {
      const where = eq(courseReviews.courseId, courseId);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: courseReviews.id,
            rating: courseReviews.rating,
            comment: courseReviews.comment,
            createdAt: courseReviews.createdAt,
            reviewer: authorColumns,
          })
          .from(courseReviews)
          .innerJoin(users, eq(users.id, courseReviews.userId))
          .where(where)
          .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(courseReviews, where),
      ]);
      return { rows, total };
    },

    /** A material of this course, body included: the caller decides whether it may be shown. */
    async material(courseId: number, hashId: string) {
      const [row] = await db
        .select({
          hashId: materials.hashId,
          title: materials.title,
          kind: materials.kind,
          durationSeconds: materials.durationSeconds,
          isFreePreview: materials.isFreePreview,
          body: materials.body,
          videoFile: materials.videoFile,
          hlsPlaylist: materials.hlsPlaylist,
        })
        .from(materials)
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .where(and(eq(courseModules.courseId, courseId), eq(materials.hashId, hashId)));
      return row ?? null;
    },

    async courseAccess(userId: number, courseId: number) {
      const [[enrolled], [inCart], [subscription], [pending]] = await Promise.all([
        db
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))),
        db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId))),
        db
          .select({ active: sql<boolean>`coalesce(${users.subscribtionCourseEndDate} >= current_date, false)` })
          .from(users)
          .where(eq(users.id, userId)),
        db
          .select({ idTransaction: orders.idTransaction })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            and(
              eq(orders.userId, userId),
              eq(orderItems.courseId, courseId),
              inArray(orders.status, ['pending', 'waiting_verification']),
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(1),
      ]);
      return {
        enrolled: Boolean(enrolled),
        inCart: Boolean(inCart),
        subscriptionActive: subscription?.active ?? false,
        pendingIdTransaction: pending?.idTransaction ?? null,
      };
    },

    async courseInSubscription(courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ included: courses.includedInSubscription })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row?.included ?? false;
    },

    async liveClasses(page: PageRequest) {
      const where = eq(liveClasses.published, true);
      const [rows, total] = await Promise.all([
        db
          .select(liveClassColumns)
          .from(liveClasses)
          .innerJoin(users, eq(users.id, liveClasses.instructorId))
          .where(where)
          .orderBy(desc(liveClasses.createdAt), desc(liveClasses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(liveClasses, where),
      ]);
      return { rows, total };
    },

    async liveClass(slug: string) {
      const [row] = await db
        .select(liveClassColumns)
        .from(liveClasses)
        .innerJoin(users, eq(users.id, liveClasses.instructorId))
        .where(and(eq(liveClasses.slug, slug), eq(liveClasses.published, true)));
      return row ?? null;
    },

    /** Published batches of these live classes, soonest first, with the seats taken. */
    async batchesOf(liveClassIds: number[]) {
      if (liveClassIds.length === 0) return [];
      return db
        .select(batchColumns)
        .from(liveClassBatches)
        .where(and(inArray(liveClassBatches.liveClassId, liveClassIds), eq(liveClassBatches.published, true)))
        .orderBy(asc(liveClassBatches.startsAt), asc(liveClassBatches.id));
    },

    async sessionsOf(batchIds: number[]) {
      if (batchIds.length === 0) return [];
      return db
        .select({
          // Not null: only batches' sessions are asked for.
          batchId: sql<number>`${batchSessions.batchId}`,
          title: batchSessions.title,
          startsAt: batchSessions.startsAt,
          endsAt: batchSessions.endsAt,
        })
        .from(batchSessions)
        .where(inArray(batchSessions.batchId, batchIds))
        .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
    },

    async trainings(page: PageRequest) {
      const where = eq(corporateTrainings.published, true);
      const [rows, total] = await Promise.all([
        db
          .select({
            slug: corporateTrainings.slug,
            title: corporateTrainings.title,
            summary: corporateTrainings.summary,
            thumbnailUrl: corporateTrainings.thumbnailUrl,
            durationDays: corporateTrainings.durationDays,
          })
          .from(corporateTrainings)
          .where(where)
          .orderBy(asc(corporateTrainings.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(corporateTrainings, where),
      ]);
      return { rows, total };
    },

    async training(slug: string) {
      const [row] = await db
        .select()
        .from(corporateTrainings)
        .where(and(eq(corporateTrainings.slug, slug), eq(corporateTrainings.published, true)));
      if (!row) return null;
      // The public headcount: the one recorded for a group trained on site, or its participants when more.
      const groups = await db
        .select({
          slug: trainingGroups.slug,
          name: trainingGroups.name,
          companyName: corporates.name,
          startsAt: trainingGroups.startsAt,
          endsAt: trainingGroups.endsAt,
          participantCount: sql<number>`greatest(${trainingGroups.participantCount}, (select count(*)::int
            from ${trainingGroupParticipants} where ${trainingGroupParticipants.groupId} = ${trainingGroups.id}))`,
        })
        .from(trainingGroups)
        .innerJoin(corporates, eq(corporates.id, trainingGroups.corporateId))
        .where(eq(trainingGroups.trainingId, row.id))
        .orderBy(desc(trainingGroups.startsAt), desc(trainingGroups.id));
      return { ...row, groups };
    },

    async publishedTrainingTitle(slug: string): Promise<{ id: number; title: string } | null> {
      const [row] = await db
        .select({ id: corporateTrainings.id, title: corporateTrainings.title })
        .from(corporateTrainings)
        .where(and(eq(corporateTrainings.slug, slug), eq(corporateTrainings.published, true)));
      return row ?? null;
    },

    async insertTrainingRequest(tx: Transaction, values: typeof trainingRequests.$inferInsert) {
      await tx.insert(trainingRequests).values(values);
    },

    /** Upcoming: not over yet, soonest first. Past: over, latest first. */
    async events(when: 'upcoming' | 'past', page: PageRequest, now: Date) {
      const where = and(
        eq(events.published, true),
        when === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now),
      );
      const [rows, total] = await Promise.all([
        db
          .select(eventColumns)
          .from(events)
          .where(where)
          .orderBy(when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(events, where),
      ]);
      return { rows, total };
    },

    async event(eventId: number) {
      const [row] = await db
        .select(eventColumns)
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.published, true)));
      return row ?? null;
    },

    /** Active plans, cheapest per month first. */
    async plans() {
      return db
        .select({
          id: subscriptionPlans.id,
          name: subscriptionPlans.name,
          months: subscriptionPlans.months,
          price: subscriptionPlans.price,
          description: subscriptionPlans.description,
        })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(sql`${subscriptionPlans.price}::numeric / ${subscriptionPlans.months}`, asc(subscriptionPlans.id));
    },

    /** Codes shown on /promo that are active and valid now; the soonest to end first. */
    async promoBanners(now: Date) {
      return db
        .select({
          code: promoCodes.code,
          title: promoCodes.title,
          description: promoCodes.description,
          kind: promoCodes.kind,
          value: promoCodes.value,
          endsAt: promoCodes.endsAt,
          eligible: promoCodes.eligible,
        })
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.active, true),
            eq(promoCodes.showOnPromoPage, true),
            or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
            or(isNull(promoCodes.endsAt), gte(promoCodes.endsAt, now)),
          ),
        )
        .orderBy(sql`${promoCodes.endsAt} asc nulls last`, asc(promoCodes.id));
    },

    async testimonials() {
      return db
        .select({
          id: testimonials.id,
          name: testimonials.name,
          role: testimonials.role,
          quote: testimonials.quote,
          avatarUrl: testimonials.avatarUrl,
        })
        .from(testimonials)
        .orderBy(asc(testimonials.order), asc(testimonials.id));
    },
  };
}
