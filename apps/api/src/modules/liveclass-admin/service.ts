// The admin's live classes and batches (decision 0043). Live classes and batches belong to the platform: every admin
// reads and changes every one. What a change may not do once people have bought a batch: drop the quota below the
// seats taken, move an address (slug) that members' pages and orders name, or give a batch dates its sessions do not
// have. A new batch gets its content course at once; a new instructor becomes the author of the batches' content.
import {
  type AdminBatch,
  type AdminBatchCertificate,
  type AdminBatchDetail,
  type AdminBatchMember,
  type AdminBatchOrder,
  type AdminInstructor,
  type AdminLiveClass,
  type BatchInputBody,
  type CourseLevel,
  type LiveClassInputBody,
  type OrderStatus,
} from '@akademi-siber/util-contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { ensureBatchContent, syncContentAuthor, syncContentTitles } from '../sessions';
import {
  createLiveClassAdminRepository,
  type BatchRow,
  type BatchValues,
  type LiveClassRow,
  type LiveClassValues,
} from './repository';

export const LIVECLASS_ADMIN_MESSAGES = {
  liveClassNotFound: 'Live class tidak ditemukan.',
  batchNotFound: 'Batch tidak ditemukan di live class ini.',
  liveClassSlugTaken: 'Alamat (slug) itu sudah dipakai live class lain.',
  batchSlugTaken: 'Alamat batch itu sudah dipakai batch lain di live class ini.',
  liveClassSlugLocked:
    'Alamat live class tidak dapat diubah lagi: batch-nya sudah punya peserta atau pesanan yang memakai alamat itu.',
  batchSlugLocked:
    'Alamat batch tidak dapat diubah lagi: batch ini sudah punya peserta atau pesanan yang memakai alamat itu.',
  notAnInstructor: 'Pengajar harus akun aktif dengan peran author.',
  quotaBelowSeats: (taken: number) =>
    `Kuota tidak boleh lebih kecil dari kursi yang sudah terisi (${taken}: peserta dan pesanan yang belum dibayar).`,
  closesAfterFirstSession: 'Pendaftaran harus ditutup paling lambat saat sesi pertama batch dimulai',
  liveClassCreated: 'Live class dibuat.',
  liveClassSaved: 'Live class disimpan.',
  batchCreated: 'Batch dibuat.',
  batchSaved: 'Batch disimpan.',
} as const;

const M = LIVECLASS_ADMIN_MESSAGES;

/** A 422 that names its field, as the route's own validation would. */
const fieldError = (path: string, message: string) => new ApiError(422, message, {}, { errors: [{ path, message }] });

/** Registration window first (upcoming / closed), then seats (full / open): the catalogue's rule. */
function registrationStatus(row: BatchRow, seatsLeft: number, now: Date): AdminBatch['registrationStatus'] {
  if (now < row.registrationOpensAt) return 'upcoming';
  if (now > row.registrationClosesAt) return 'closed';
  return seatsLeft === 0 ? 'full' : 'open';
}

function toBatch(row: BatchRow, now = new Date()): AdminBatch {
  const seatsLeft = Math.max(0, row.quota - row.members - row.heldSeats);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    salePrice: row.salePrice,
    quota: row.quota,
    members: row.members,
    heldSeats: row.heldSeats,
    seatsLeft,
    orders: row.orders,
    sessions: row.sessions,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    registrationStatus: registrationStatus(row, seatsLeft, now),
    published: row.published,
    lateAfterMinutes: row.lateAfterMinutes,
    attendanceFinalAfterMinutes: row.attendanceFinalAfterMinutes,
    attendanceThresholdPercent: row.attendanceThresholdPercent,
    contentSlug: row.contentSlug,
    slugLocked: row.members > 0 || row.orders > 0,
  };
}

const toInstructor = ({ username, name, email, avatarUrl }: AdminInstructor): AdminInstructor => ({
  username,
  name,
  email,
  avatarUrl,
});

function toLiveClass(row: NonNullable<LiveClassRow>, batches: BatchRow[]): AdminLiveClass {
  const items = batches.map((batch) => toBatch(batch));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    level: row.level as CourseLevel,
    category: row.category,
    description: row.description,
    syllabus: row.syllabus,
    thumbnailUrl: row.thumbnailUrl,
    instructor: toInstructor(row.instructor),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    batches: items,
    slugLocked: items.some((batch) => batch.slugLocked),
  };
}

/** Hadir and Terlambat over all sessions, in whole percent (the attendance sheet's count; 0 without sessions). */
const attendancePercent = (attended: number, total: number) => (total === 0 ? 0 : Math.round((attended / total) * 100));

const batchValues = (input: BatchInputBody): BatchValues => ({
  slug: input.slug,
  name: input.name,
  price: input.price,
  salePrice: input.salePrice,
  quota: input.quota,
  registrationOpensAt: new Date(input.registrationOpensAt),
  registrationClosesAt: new Date(input.registrationClosesAt),
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  lateAfterMinutes: input.lateAfterMinutes,
  attendanceFinalAfterMinutes: input.attendanceFinalAfterMinutes,
  attendanceThresholdPercent: input.attendanceThresholdPercent,
  published: input.published,
});

const SLUG_KEYS = {
  liveClass: { constraint: 'live_classes_slug_unique', message: M.liveClassSlugTaken },
  batch: { constraint: 'live_class_batches_class_slug_key', message: M.batchSlugTaken },
} as const;

/** Runs `write`, answering a duplicate slug (of the live class or of a batch in it) with its 409. */
async function uniqueSlug<T>(key: keyof typeof SLUG_KEYS, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_KEYS[key].constraint)) throw new ApiError(409, SLUG_KEYS[key].message);
    throw error;
  }
}

export function createLiveClassAdminService(db: Database) {
  const repository = createLiveClassAdminRepository(db);

  async function liveClassRow(slug: string, executor: Executor = db) {
    const row = await repository.liveClass(slug, executor);
    if (!row) throw new ApiError(404, M.liveClassNotFound);
    return row;
  }

  async function liveClass(slug: string, executor: Executor = db): Promise<AdminLiveClass> {
    const row = await liveClassRow(slug, executor);
    return toLiveClass(row, await repository.batchesOf([row.id], executor));
  }

  async function batchRow(liveClassId: number, batchId: number, executor: Executor = db) {
    const row = (await repository.batchesOf([liveClassId], executor)).find((batch) => batch.id === batchId);
    if (!row) throw new ApiError(404, M.batchNotFound);
    return row;
  }

  async function instructorId(executor: Executor, username: string): Promise<number> {
    const found = await repository.instructorByUsername(executor, username);
    if (!found) throw fieldError('instructorUsername', M.notAnInstructor);
    return found.id;
  }

  const liveClassValues = (input: LiveClassInputBody, instructor: number): LiveClassValues => ({
    slug: input.slug,
    title: input.title,
    level: input.level,
    category: input.category,
    description: input.description,
    syllabus: input.syllabus,
    thumbnailUrl: input.thumbnailUrl,
    instructorId: instructor,
    published: input.published,
  });

  /** The batch's dates follow its sessions once it has any (decision 0040); the window must close by the start. */
  async function fittedBatchValues(tx: Transaction, batchId: number, input: BatchInputBody, current: string) {
    const holdings = await repository.batchHoldings(tx, batchId);
    const values = batchValues(input);
    const taken = holdings.members + holdings.heldSeats;
    if (values.quota < taken) throw new ApiError(409, M.quotaBelowSeats(taken));
    if (values.slug !== current && (holdings.members > 0 || holdings.orders > 0)) {
      throw new ApiError(409, M.batchSlugLocked);
    }
    if (holdings.firstStart && holdings.lastEnd) {
      values.startsAt = new Date(holdings.firstStart);
      values.endsAt = new Date(holdings.lastEnd);
      if (values.registrationClosesAt > values.startsAt) {
        throw fieldError('registrationClosesAt', M.closesAfterFirstSession);
      }
    }
    return values;
  }

  return {
    liveClass: (slug: string) => liveClass(slug),

    async liveClasses(search: string | undefined, page: PageRequest) {
      const { rows, total } = await repository.liveClasses(search, page);
      const batches = await repository.batchesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) =>
          toLiveClass(
            row,
            batches.filter((batch) => batch.liveClassId === row.id),
          ),
        ),
        total,
      };
    },

    async createLiveClass(input: LiveClassInputBody): Promise<AdminLiveClass> {
      const instructor = await instructorId(db, input.instructorUsername);
      await uniqueSlug('liveClass', () => repository.insertLiveClass(liveClassValues(input, instructor)));
      return liveClass(input.slug);
    },

    /** One step: the change, and the batches' content following a new instructor (their author). */
    async updateLiveClass(slug: string, input: LiveClassInputBody): Promise<AdminLiveClass> {
      return uniqueSlug('liveClass', () =>
        db.transaction(async (tx) => {
          const current = await repository.lockLiveClass(tx, slug);
          if (!current) throw new ApiError(404, M.liveClassNotFound);
          if (input.slug !== current.slug && (await repository.liveClassHasBuyers(tx, current.id))) {
            throw new ApiError(409, M.liveClassSlugLocked);
          }
          const instructor = await instructorId(tx, input.instructorUsername);
          await repository.updateLiveClass(tx, current.id, liveClassValues(input, instructor));
          if (instructor !== current.instructorId) await syncContentAuthor(tx, current.id, instructor);
          await syncContentTitles(tx, current.id);
          return liveClass(input.slug, tx);
        }),
      );
    },

    /** The batch and its content course (owner 'batch', decision 0041) are made together. */
    async createBatch(slug: string, input: BatchInputBody): Promise<AdminBatch> {
      const owner = await liveClassRow(slug);
      return uniqueSlug('batch', () =>
        db.transaction(async (tx) => {
          const batchId = await repository.insertBatch(tx, owner.id, batchValues(input));
          await ensureBatchContent(tx, batchId);
          return toBatch(await batchRow(owner.id, batchId, tx));
        }),
      );
    },

    /** Under the batch's lock (checkout's), so the seats counted are the seats there are when the quota is set. */
    async updateBatch(slug: string, batchId: number, input: BatchInputBody): Promise<AdminBatch> {
      const owner = await liveClassRow(slug);
      return uniqueSlug('batch', () =>
        db.transaction(async (tx) => {
          const current = await repository.lockBatch(tx, owner.id, batchId);
          if (!current) throw new ApiError(404, M.batchNotFound);
          await repository.updateBatch(tx, batchId, await fittedBatchValues(tx, batchId, input, current.slug));
          await syncContentTitles(tx, owner.id);
          return toBatch(await batchRow(owner.id, batchId, tx));
        }),
      );
    },

    async batch(slug: string, batchId: number): Promise<AdminBatchDetail> {
      const row = await liveClassRow(slug);
      const batch = await batchRow(row.id, batchId);
      const { batches: _batches, ...owner } = toLiveClass(row, [batch]);
      return {
        // The live class's own lock counts all its batches, not only this one.
        liveClass: { ...owner, slugLocked: await repository.liveClassHasBuyers(db, row.id) },
        batch: toBatch(batch),
        certificates: await repository.certificateCount(batch.contentCourseId),
      };
    },

    async members(slug: string, batchId: number, search: string | undefined, page: PageRequest) {
      const batch = await batchRow((await liveClassRow(slug)).id, batchId);
      const { rows, total } = await repository.members(batch, search, page);
      const items: AdminBatchMember[] = rows.map((row) => ({
        username: row.username,
        name: row.name,
        email: row.email,
        avatarUrl: row.avatarUrl,
        source: row.source,
        enrolledAt: row.enrolledAt.toISOString(),
        attendancePercent: attendancePercent(row.attended, batch.sessions),
        certificateNumber: row.certificateNumber,
      }));
      return { items, total };
    },

    async orders(slug: string, batchId: number, status: OrderStatus | undefined, page: PageRequest) {
      const batch = await batchRow((await liveClassRow(slug)).id, batchId);
      const { rows, total } = await repository.orders(batch.id, status, page);
      const items: AdminBatchOrder[] = rows.map((row) => ({
        idTransaction: row.idTransaction,
        buyer: { username: row.username, name: row.name, email: row.email },
        status: row.status,
        itemPrice: row.itemPrice,
        total: row.total,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      }));
      return { items, total };
    },

    async certificates(slug: string, batchId: number, page: PageRequest) {
      const batch = await batchRow((await liveClassRow(slug)).id, batchId);
      const { rows, total } = await repository.certificates(batch.contentCourseId, page);
      const items: AdminBatchCertificate[] = rows.map((row) => ({
        number: row.number,
        holder: { username: row.username, name: row.name },
        title: row.title,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      }));
      return { items, total };
    },

    async instructors(search: string | undefined, page: PageRequest) {
      const { rows, total } = await repository.instructors(search, page);
      return { items: rows.map(toInstructor), total };
    },
  };
}
