// The only code of the admin's live classes that queries the database. Seats follow decision 0012 "Seats and quota"
// (the catalogue and checkout count them the same way): a member holds one, and so does an order not paid yet
// (pending, waiting for verification, or rejected while it may still get a new proof).
import { ROLE_IDS, type OrderStatus } from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  batchEnrollments,
  batchSessions,
  certificates,
  courses,
  liveClassBatches,
  liveClasses,
  orderItems,
  orders,
  sessionAttendance,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

// Written out with qualified names: inside these subqueries drizzle's unqualified columns would be ambiguous.
const BATCH_ID = sql.raw('"live_class_batches"."id"');
const HOLDS = "(o.status in ('pending', 'waiting_verification') or (o.status = 'rejected' and o.expires_at > now()))";
const membersOfBatch = sql<number>`(select count(*)::int from batch_enrollments be where be.batch_id = ${BATCH_ID})`;
const heldSeatsOfBatch = sql<number>`(select count(*)::int from order_items oi inner join orders o
  on o.id = oi.order_id where oi.batch_id = ${BATCH_ID} and ${sql.raw(HOLDS)})`;
const ordersOfBatch = sql<number>`(select count(distinct oi.order_id)::int from order_items oi
  where oi.batch_id = ${BATCH_ID})`;
const sessionsOfBatch = sql<number>`(select count(*)::int from batch_sessions bs where bs.batch_id = ${BATCH_ID})`;

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
  published: liveClassBatches.published,
  lateAfterMinutes: liveClassBatches.lateAfterMinutes,
  attendanceFinalAfterMinutes: liveClassBatches.attendanceFinalAfterMinutes,
  attendanceThresholdPercent: liveClassBatches.attendanceThresholdPercent,
  contentCourseId: liveClassBatches.contentCourseId,
  contentSlug: courses.slug,
  members: membersOfBatch,
  heldSeats: heldSeatsOfBatch,
  orders: ordersOfBatch,
  sessions: sessionsOfBatch,
};

const instructorColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
};

const liveClassColumns = {
  id: liveClasses.id,
  slug: liveClasses.slug,
  title: liveClasses.title,
  level: liveClasses.level,
  category: liveClasses.category,
  description: liveClasses.description,
  syllabus: liveClasses.syllabus,
  thumbnailUrl: liveClasses.thumbnailUrl,
  published: liveClasses.published,
  createdAt: liveClasses.createdAt,
  instructor: instructorColumns,
};

export interface LiveClassValues {
  slug: string;
  title: string;
  level: string;
  category: string;
  description: string;
  syllabus: string[];
  thumbnailUrl: string | null;
  instructorId: number;
  published: boolean;
}

export interface BatchValues {
  slug: string;
  name: string;
  price: number;
  salePrice: number | null;
  quota: number;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  startsAt: Date;
  endsAt: Date;
  lateAfterMinutes: number;
  attendanceFinalAfterMinutes: number;
  attendanceThresholdPercent: number;
  published: boolean;
}

/** An author-role account that is not deleted. */
const isInstructor = and(eq(users.idRole, ROLE_IDS.author), isNull(users.deletedAt));

const personSearch = (search: string | undefined): SQL | undefined =>
  search
    ? or(
        ilike(users.name, likePattern(search)),
        ilike(users.username, likePattern(search)),
        ilike(users.email, likePattern(search)),
      )
    : undefined;

export type LiveClassRow = Awaited<ReturnType<ReturnType<typeof createLiveClassAdminRepository>['liveClass']>>;
export type BatchRow = Awaited<ReturnType<ReturnType<typeof createLiveClassAdminRepository>['batchesOf']>>[number];

export function createLiveClassAdminRepository(db: Database) {
  return {
    async liveClasses(search: string | undefined, page: PageRequest) {
      const where = search
        ? or(ilike(liveClasses.title, likePattern(search)), ilike(liveClasses.slug, likePattern(search)))
        : undefined;
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

    async liveClass(slug: string, executor: Executor = db) {
      const [row] = await executor
        .select(liveClassColumns)
        .from(liveClasses)
        .innerJoin(users, eq(users.id, liveClasses.instructorId))
        .where(eq(liveClasses.slug, slug));
      return row;
    },

    /** Every batch of these live classes (published or not), soonest first, with what they hold. */
    async batchesOf(liveClassIds: number[], executor: Executor = db) {
      if (liveClassIds.length === 0) return [];
      return executor
        .select(batchColumns)
        .from(liveClassBatches)
        .leftJoin(courses, eq(courses.id, liveClassBatches.contentCourseId))
        .where(inArray(liveClassBatches.liveClassId, liveClassIds))
        .orderBy(asc(liveClassBatches.startsAt), asc(liveClassBatches.id));
    },

    /** The live class's row, locked until `tx` ends (a change and its instructor sync are one step). */
    async lockLiveClass(tx: Transaction, slug: string) {
      const [row] = await tx
        .select({ id: liveClasses.id, instructorId: liveClasses.instructorId, slug: liveClasses.slug })
        .from(liveClasses)
        .where(eq(liveClasses.slug, slug))
        .for('update');
      return row;
    },

    /**
     * The batch's row, locked until `tx` ends: the lock checkout takes on the batch before it counts the seats
     * (orders/pricing.ts), so a new order cannot slip in between the count here and the new quota.
     */
    async lockBatch(tx: Transaction, liveClassId: number, batchId: number) {
      const [row] = await tx
        .select({ id: liveClassBatches.id, slug: liveClassBatches.slug })
        .from(liveClassBatches)
        .where(and(eq(liveClassBatches.id, batchId), eq(liveClassBatches.liveClassId, liveClassId)))
        .for('update');
      return row;
    },

    /** Members, seats held by unpaid orders, orders of any status, and the sessions' span, of one batch. */
    async batchHoldings(executor: Executor, batchId: number) {
      const [row] = await executor
        .select({
          members: membersOfBatch,
          heldSeats: heldSeatsOfBatch,
          orders: ordersOfBatch,
          firstStart: sql<Date | null>`(select min(bs.starts_at) from batch_sessions bs
            where bs.batch_id = ${BATCH_ID})`,
          lastEnd: sql<Date | null>`(select max(bs.ends_at) from batch_sessions bs where bs.batch_id = ${BATCH_ID})`,
        })
        .from(liveClassBatches)
        .where(eq(liveClassBatches.id, batchId));
      return row;
    },

    /** Whether any batch of the live class has a member or an order. */
    async liveClassHasBuyers(executor: Executor, liveClassId: number): Promise<boolean> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(liveClassBatches)
        .where(
          and(
            eq(liveClassBatches.liveClassId, liveClassId),
            sql`(${membersOfBatch} > 0 or exists (select 1 from order_items oi where oi.batch_id = ${BATCH_ID}))`,
          ),
        );
      return (row?.count ?? 0) > 0;
    },

    async instructorByUsername(executor: Executor, username: string) {
      const [row] = await executor
        .select(instructorColumns)
        .from(users)
        .where(and(eq(users.username, username), isInstructor));
      return row;
    },

    async instructors(search: string | undefined, page: PageRequest) {
      const where = and(isInstructor, personSearch(search));
      const [rows, total] = await Promise.all([
        db
          .select(instructorColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },

    async insertLiveClass(values: LiveClassValues): Promise<void> {
      await db.insert(liveClasses).values(values);
    },

    async updateLiveClass(tx: Transaction, id: number, values: LiveClassValues): Promise<void> {
      await tx.update(liveClasses).set(values).where(eq(liveClasses.id, id));
    },

    async insertBatch(tx: Transaction, liveClassId: number, values: BatchValues): Promise<number> {
      const [row] = await tx
        .insert(liveClassBatches)
        .values({ liveClassId, ...values })
        .returning({ id: liveClassBatches.id });
      return row.id;
    },

    async updateBatch(tx: Transaction, batchId: number, values: BatchValues): Promise<void> {
      await tx.update(liveClassBatches).set(values).where(eq(liveClassBatches.id, batchId));
    },

    async certificateCount(contentCourseId: number | null): Promise<number> {
      if (contentCourseId === null) return 0;
      return db.$count(
        certificates,
        and(
          eq(certificates.kind, 'attendance'),
          eq(certificates.courseId, contentCourseId),
          isNull(certificates.revokedAt),
        ),
      );
    },

    /** The batch's members with the sessions they attended (Hadir, Terlambat) and their attendance certificate. */
    async members(
      batch: { id: number; contentCourseId: number | null },
      search: string | undefined,
      page: PageRequest,
    ) {
      const where = and(eq(batchEnrollments.batchId, batch.id), personSearch(search));
      const attended = sql<number>`(select count(*)::int from ${sessionAttendance} sa
        inner join ${batchSessions} bs on bs.id = sa.session_id
        where bs.batch_id = ${batch.id} and sa.user_id = ${users.id} and sa.status in ('hadir', 'terlambat'))`;
      const certificate =
        batch.contentCourseId === null
          ? sql<string | null>`null::text`
          : sql<string | null>`(select c.number from ${certificates} c where c.kind = 'attendance'
              and c.course_id = ${batch.contentCourseId} and c.user_id = ${users.id} and c.revoked_at is null
              order by c.issued_at desc limit 1)`;
      const [rows, total] = await Promise.all([
        db
          .select({
            username: users.username,
            name: users.name,
            email: users.email,
            avatarUrl: users.avatarUrl,
            source: batchEnrollments.source,
            enrolledAt: batchEnrollments.enrolledAt,
            attended,
            certificateNumber: certificate,
          })
          .from(batchEnrollments)
          .innerJoin(users, eq(users.id, batchEnrollments.userId))
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(batchEnrollments)
          .innerJoin(users, eq(users.id, batchEnrollments.userId))
          .where(where),
      ]);
      return { rows, total: total[0]?.total ?? 0 };
    },

    /** Orders with the batch in them, newest first; `status` narrows them. */
    async orders(batchId: number, status: OrderStatus | undefined, page: PageRequest) {
      const where = and(eq(orderItems.batchId, batchId), status ? eq(orders.status, status) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            idTransaction: orders.idTransaction,
            username: users.username,
            name: users.name,
            email: users.email,
            status: orders.status,
            itemPrice: orderItems.price,
            total: orders.total,
            createdAt: orders.createdAt,
            paidAt: orders.paidAt,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where),
      ]);
      return { rows, total };
    },

    /** Attendance certificates of the batch's content, newest first (revoked ones too: the list is the record). */
    async certificates(contentCourseId: number | null, page: PageRequest) {
      if (contentCourseId === null) return { rows: [], total: 0 };
      const where = and(eq(certificates.kind, 'attendance'), eq(certificates.courseId, contentCourseId));
      const [rows, total] = await Promise.all([
        db
          .select({
            number: certificates.number,
            username: users.username,
            name: sql<string>`coalesce(${certificates.holderName}, ${users.name})`,
            title: certificates.title,
            issuedAt: certificates.issuedAt,
            revokedAt: certificates.revokedAt,
          })
          .from(certificates)
          .innerJoin(users, eq(users.id, certificates.userId))
          .where(where)
          .orderBy(desc(certificates.issuedAt), desc(certificates.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(certificates, where),
      ]);
      return { rows, total };
    },
  };
}
