// The admin's corporate program (decision 0046): batches (name, dates, full access, the inactive setting), the
// companies taking part in each, per company and batch its learning items (each made with its own content course,
// owner 'program', which the admin then fills with the content editor), its managers (a new address is invited by
// email) and its employees (listed, imported from CSV with invitations). Batches, companies and items belong to the
// platform: every admin manages every one.
import {
  corporateManagerPagePath,
  memberProgramBatchPagePath,
  ROLE_IDS,
  type AdminProgramBatch,
  type AdminProgramBatchDetail,
  type AdminProgramCompany,
  type AdminProgramEmployee,
  type AdminProgramItem,
  type AdminProgramManager,
  type ProgramBatchInput,
  type ProgramImportResult,
  type ProgramItemInput,
} from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import {
  corporateBatchAccess,
  corporateManagers,
  corporateMembers,
  corporates,
  courses,
  programBatches,
  programCompanies,
  programItemProgress,
  programLearningItems,
  users,
} from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import { createInvitedMembers, sendInvitations, type InvitationContext } from '../accounts';
import { createPeopleImport } from '../corporate-training';

export const PROGRAM_TITLE = 'Program Budaya Keamanan Siber';

export const ADMIN_PROGRAM_MESSAGES = {
  batchNotFound: 'Batch program tidak ditemukan.',
  companyNotFound: 'Perusahaan tidak ditemukan.',
  companyNotInBatch: 'Perusahaan ini tidak ada di batch tersebut.',
  companyAlreadyIn: 'Perusahaan ini sudah ada di batch ini.',
  itemNotFound: 'Materi program tidak ditemukan.',
  itemStarted: (count: number) =>
    `Materi ini sudah dikerjakan ${count} karyawan dan tidak dapat dihapus. Ubah judul atau tenggatnya bila perlu.`,
  orderMismatch: 'Urutan harus memuat setiap materi perusahaan ini di batch ini, masing-masing sekali.',
  managerNotFound: 'Manajer tidak ditemukan untuk perusahaan ini di batch ini.',
  notAManager: 'Email ini dipakai akun yang bukan manajer perusahaan; gunakan email lain.',
  managerOfOther: 'Akun ini sudah menjadi manajer perusahaan lain.',
  batchCreated: 'Batch program dibuat.',
  batchSaved: 'Batch program disimpan.',
  companyAdded: 'Perusahaan ditambahkan ke batch.',
  itemCreated: 'Materi program dibuat. Isi modul, materi, dan kuisnya di halaman materi.',
  itemSaved: 'Materi program disimpan.',
  itemDeleted: 'Materi program dihapus.',
  orderSaved: 'Urutan materi disimpan.',
  managerAdded: (email: string, invited: boolean) =>
    invited ? `Akun manajer dibuat dan undangan dikirim ke ${email}.` : `Akses batch diberikan kepada ${email}.`,
  managerRemoved: (name: string) => `Akses ${name} ke batch ini dicabut.`,
} as const;

const fieldError = (path: string, message: string) => new ApiError(422, message, {}, { errors: [{ path, message }] });
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const count = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;

const batchColumns = {
  id: programBatches.id,
  name: programBatches.name,
  startsAt: programBatches.startsAt,
  endsAt: programBatches.endsAt,
  isFullAccess: programBatches.isFullAccess,
  inactiveAfterDays: programBatches.inactiveAfterDays,
  companies: count(sql`select count(*) from ${programCompanies} c where c.batch_id = ${programBatches.id}`),
  employees: count(sql`select count(*) from ${corporateMembers} m where m.batch_id = ${programBatches.id}`),
};
const batchQuery = (executor: Executor) => executor.select(batchColumns).from(programBatches);
type BatchRow = Awaited<ReturnType<typeof batchQuery>>[number];

const toBatch = (row: BatchRow): AdminProgramBatch => ({
  id: row.id,
  name: row.name,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  isFullAccess: row.isFullAccess,
  inactiveAfterDays: row.inactiveAfterDays,
  companies: Number(row.companies),
  employees: Number(row.employees),
});

const batchValues = (input: ProgramBatchInput) => ({
  name: input.name,
  isFullAccess: input.isFullAccess,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  inactiveAfterDays: input.inactiveAfterDays,
});

/** An item's content course slug: never a catalogue slug (those never start with `program-`), stable for its life. */
const itemContentSlug = () => `program-${randomBytes(6).toString('hex')}`;

export function createProgramAdminService(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>) {
  const { db } = app;
  const people = createPeopleImport(app);

  async function batchRow(executor: Executor, batchId: number) {
    const [row] = await batchQuery(executor).where(eq(programBatches.id, batchId));
    if (!row) throw new ApiError(404, ADMIN_PROGRAM_MESSAGES.batchNotFound);
    return row;
  }

  /** The company in the batch, with both; 404 when either is missing or the company is not in the batch. */
  async function companyInBatch(executor: Executor, batchId: number, corporateId: number) {
    const batch = await batchRow(executor, batchId);
    const [company] = await executor
      .select({ id: corporates.id, name: corporates.name })
      .from(programCompanies)
      .innerJoin(corporates, eq(corporates.id, programCompanies.corporateId))
      .where(and(eq(programCompanies.batchId, batchId), eq(programCompanies.corporateId, corporateId)));
    if (!company) throw new ApiError(404, ADMIN_PROGRAM_MESSAGES.companyNotInBatch);
    return { batch, company };
  }

  function items(executor: Executor, batchId: number, corporateId: number, itemId?: number) {
    return executor
      .select({
        id: programLearningItems.id,
        title: programLearningItems.title,
        contentSlug: courses.slug,
        contentCourseId: programLearningItems.contentCourseId,
        order: programLearningItems.order,
        dueAt: programLearningItems.dueAt,
        points: programLearningItems.points,
        started: count(sql`select count(*) from ${programItemProgress} p where p.item_id = ${programLearningItems.id}`),
        completed: count(
          sql`select count(*) from ${programItemProgress} p
            where p.item_id = ${programLearningItems.id} and p.completed_at is not null`,
        ),
      })
      .from(programLearningItems)
      .innerJoin(courses, eq(courses.id, programLearningItems.contentCourseId))
      .where(
        and(
          eq(programLearningItems.batchId, batchId),
          eq(programLearningItems.corporateId, corporateId),
          itemId === undefined ? undefined : eq(programLearningItems.id, itemId),
        ),
      )
      .orderBy(asc(programLearningItems.order), asc(programLearningItems.id));
  }

  const toItem = (row: Awaited<ReturnType<typeof items>>[number]): AdminProgramItem => ({
    id: row.id,
    title: row.title,
    contentSlug: row.contentSlug,
    order: row.order,
    dueAt: iso(row.dueAt),
    points: row.points,
    started: Number(row.started),
    completed: Number(row.completed),
  });

  async function itemOf(executor: Executor, batchId: number, corporateId: number, itemId: number) {
    await companyInBatch(executor, batchId, corporateId);
    const [row] = await items(executor, batchId, corporateId, itemId);
    if (!row) throw new ApiError(404, ADMIN_PROGRAM_MESSAGES.itemNotFound);
    return row;
  }

  function managers(
    executor: Executor,
    batchId: number,
    corporateId: number,
    who: { username?: string; userId?: number } = {},
  ) {
    return executor
      .select({
        managerId: corporateManagers.id,
        username: users.username,
        name: users.name,
        email: users.email,
        hasPassword: users.hasPassword,
      })
      .from(corporateBatchAccess)
      .innerJoin(corporateManagers, eq(corporateManagers.id, corporateBatchAccess.managerId))
      .innerJoin(users, eq(users.id, corporateManagers.userId))
      .where(
        and(
          eq(corporateBatchAccess.batchId, batchId),
          eq(corporateManagers.corporateId, corporateId),
          who.username === undefined ? undefined : eq(users.username, who.username),
          who.userId === undefined ? undefined : eq(users.id, who.userId),
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
  }

  const toManager = (row: Awaited<ReturnType<typeof managers>>[number]): AdminProgramManager => ({
    username: row.username,
    name: row.name,
    email: row.email,
    status: row.hasPassword ? 'active' : 'invited',
  });

  async function companyDetail(batchId: number, corporateId: number): Promise<AdminProgramCompany> {
    const { batch, company } = await companyInBatch(db, batchId, corporateId);
    const [itemRows, managerRows, employees] = await Promise.all([
      items(db, batchId, corporateId),
      managers(db, batchId, corporateId),
      db.$count(
        corporateMembers,
        and(eq(corporateMembers.batchId, batchId), eq(corporateMembers.corporateId, corporateId)),
      ),
    ]);
    return {
      batch: toBatch(batch),
      company,
      items: itemRows.map(toItem),
      managers: managerRows.map(toManager),
      employees,
    };
  }

  return {
    async batches(search: string | undefined, page: PageRequest) {
      const where = search ? ilike(programBatches.name, likePattern(search)) : undefined;
      const [rows, total] = await Promise.all([
        batchQuery(db)
          .where(where)
          .orderBy(desc(programBatches.startsAt), desc(programBatches.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(programBatches, where),
      ]);
      return { items: rows.map(toBatch), total };
    },

    async batch(batchId: number): Promise<AdminProgramBatchDetail> {
      const batch = await batchRow(db, batchId);
      const companyRows = await db
        .select({
          id: corporates.id,
          name: corporates.name,
          items: count(
            sql`select count(*) from ${programLearningItems} i
              where i.batch_id = ${batchId} and i.corporate_id = ${corporates.id}`,
          ),
          employees: count(
            sql`select count(*) from ${corporateMembers} m
              where m.batch_id = ${batchId} and m.corporate_id = ${corporates.id}`,
          ),
          managers: count(
            sql`select count(*) from ${corporateBatchAccess} a join ${corporateManagers} cm on cm.id = a.manager_id
              where a.batch_id = ${batchId} and cm.corporate_id = ${corporates.id}`,
          ),
          averageProgress: count(
            sql`select coalesce(round(avg(m.progress)), 0) from ${corporateMembers} m
              where m.batch_id = ${batchId} and m.corporate_id = ${corporates.id}`,
          ),
        })
        .from(programCompanies)
        .innerJoin(corporates, eq(corporates.id, programCompanies.corporateId))
        .where(eq(programCompanies.batchId, batchId))
        .orderBy(asc(corporates.name));
      return {
        ...toBatch(batch),
        companyRows: companyRows.map((row) => ({
          ...row,
          items: Number(row.items),
          employees: Number(row.employees),
          managers: Number(row.managers),
          averageProgress: Number(row.averageProgress),
        })),
      };
    },

    async createBatch(input: ProgramBatchInput): Promise<AdminProgramBatch> {
      const [made] = await db.insert(programBatches).values(batchValues(input)).returning({ id: programBatches.id });
      return toBatch(await batchRow(db, made.id));
    },

    async updateBatch(batchId: number, input: ProgramBatchInput): Promise<AdminProgramBatch> {
      await batchRow(db, batchId);
      await db.update(programBatches).set(batchValues(input)).where(eq(programBatches.id, batchId));
      return toBatch(await batchRow(db, batchId));
    },

    async addCompany(batchId: number, corporateId: number): Promise<AdminProgramCompany> {
      await batchRow(db, batchId);
      const [company] = await db.select({ id: corporates.id }).from(corporates).where(eq(corporates.id, corporateId));
      if (!company) throw fieldError('corporateId', ADMIN_PROGRAM_MESSAGES.companyNotFound);
      const [made] = await db
        .insert(programCompanies)
        .values({ batchId, corporateId })
        .onConflictDoNothing()
        .returning({ id: programCompanies.id });
      if (!made) throw fieldError('corporateId', ADMIN_PROGRAM_MESSAGES.companyAlreadyIn);
      return companyDetail(batchId, corporateId);
    },

    companyDetail,

    async createItem(admin: { id: number }, batchId: number, corporateId: number, input: ProgramItemInput) {
      const id = await db.transaction(async (tx) => {
        const { company } = await companyInBatch(tx, batchId, corporateId);
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${programLearningItems.order}), 0)::int + 1` })
          .from(programLearningItems)
          .where(and(eq(programLearningItems.batchId, batchId), eq(programLearningItems.corporateId, corporateId)));
        const [course] = await tx
          .insert(courses)
          .values({
            slug: itemContentSlug(),
            title: input.title,
            level: 'Pemula',
            category: 'Budaya Keamanan Siber',
            description: `Materi program untuk ${company.name}.`,
            authorId: admin.id,
            published: true,
            owner: 'program',
          })
          .returning({ id: courses.id });
        const [item] = await tx
          .insert(programLearningItems)
          .values({
            batchId,
            corporateId,
            contentCourseId: course.id,
            title: input.title,
            order: Number(next),
            dueAt: input.dueAt ? new Date(input.dueAt) : null,
            points: input.points,
          })
          .returning({ id: programLearningItems.id });
        return item.id;
      });
      return toItem(await itemOf(db, batchId, corporateId, id));
    },

    async updateItem(batchId: number, corporateId: number, itemId: number, input: ProgramItemInput) {
      const item = await itemOf(db, batchId, corporateId, itemId);
      await db.transaction(async (tx) => {
        await tx
          .update(programLearningItems)
          .set({ title: input.title, dueAt: input.dueAt ? new Date(input.dueAt) : null, points: input.points })
          .where(eq(programLearningItems.id, itemId));
        // The player and the notifications show the content's title.
        await tx.update(courses).set({ title: input.title }).where(eq(courses.id, item.contentCourseId));
      });
      return toItem(await itemOf(db, batchId, corporateId, itemId));
    },

    /** Removes an item nobody has worked on (its content goes with it); refused once anyone has. */
    async deleteItem(batchId: number, corporateId: number, itemId: number) {
      const item = await itemOf(db, batchId, corporateId, itemId);
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: programLearningItems.id })
          .from(programLearningItems)
          .where(eq(programLearningItems.id, itemId))
          .for('update');
        if (!locked) throw new ApiError(404, ADMIN_PROGRAM_MESSAGES.itemNotFound);
        const started = await tx.$count(programItemProgress, eq(programItemProgress.itemId, itemId));
        if (started > 0) throw new ApiError(409, ADMIN_PROGRAM_MESSAGES.itemStarted(started));
        await tx.delete(programLearningItems).where(eq(programLearningItems.id, itemId));
        await tx.delete(courses).where(eq(courses.id, item.contentCourseId));
      });
    },

    async orderItems(batchId: number, corporateId: number, itemIds: readonly number[]) {
      await companyInBatch(db, batchId, corporateId);
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ id: programLearningItems.id })
          .from(programLearningItems)
          .where(and(eq(programLearningItems.batchId, batchId), eq(programLearningItems.corporateId, corporateId)))
          .for('update');
        const known = new Set(current.map((row) => row.id));
        if (
          new Set(itemIds).size !== itemIds.length ||
          itemIds.length !== known.size ||
          itemIds.some((id) => !known.has(id))
        ) {
          throw fieldError('itemIds', ADMIN_PROGRAM_MESSAGES.orderMismatch);
        }
        for (const [index, id] of itemIds.entries()) {
          await tx
            .update(programLearningItems)
            .set({ order: index + 1 })
            .where(eq(programLearningItems.id, id));
        }
      });
      return (await items(db, batchId, corporateId)).map(toItem);
    },

    async employees(batchId: number, corporateId: number, search: string | undefined, page: PageRequest) {
      await companyInBatch(db, batchId, corporateId);
      const pattern = search ? likePattern(search) : undefined;
      const where = and(
        eq(corporateMembers.batchId, batchId),
        eq(corporateMembers.corporateId, corporateId),
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(corporateMembers.department, pattern))
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            username: users.username,
            name: users.name,
            email: users.email,
            department: corporateMembers.department,
            hasPassword: users.hasPassword,
            progress: corporateMembers.progress,
            points: corporateMembers.point,
            lastActiveAt: corporateMembers.lastActiveAt,
          })
          .from(corporateMembers)
          .innerJoin(users, eq(users.id, corporateMembers.userId))
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(corporateMembers)
          .innerJoin(users, eq(users.id, corporateMembers.userId))
          .where(where),
      ]);
      const list: AdminProgramEmployee[] = rows.map((row) => ({
        username: row.username,
        name: row.name,
        email: row.email,
        department: row.department,
        status: row.hasPassword ? 'active' : 'invited',
        progress: row.progress,
        points: row.points,
        lastActiveAt: iso(row.lastActiveAt),
      }));
      return { items: list, total: Number(total) };
    },

    async importEmployees(batchId: number, corporateId: number, bytes: Buffer): Promise<ProgramImportResult> {
      const { batch, company } = await companyInBatch(db, batchId, corporateId);
      const page = memberProgramBatchPagePath(batchId);
      const context: InvitationContext = {
        companyName: company.name,
        trainingTitle: PROGRAM_TITLE,
        groupName: batch.name,
        purpose: 'program',
      };
      const outcome = await people.run(
        {
          lock: async (tx) => {
            await tx
              .select({ id: programCompanies.id })
              .from(programCompanies)
              .where(and(eq(programCompanies.batchId, batchId), eq(programCompanies.corporateId, corporateId)))
              .for('update');
          },
          alreadyIn: async (tx, userIds) =>
            new Set(
              (
                await tx
                  .select({ userId: corporateMembers.userId })
                  .from(corporateMembers)
                  .where(
                    and(
                      eq(corporateMembers.batchId, batchId),
                      eq(corporateMembers.corporateId, corporateId),
                      inArray(corporateMembers.userId, [...userIds]),
                    ),
                  )
              ).map((row) => row.userId),
            ),
          enrol: async (tx, rows, now) => {
            await tx.insert(corporateMembers).values(
              rows.map((row) => ({
                batchId,
                corporateId,
                userId: row.userId,
                department: row.department,
                invitedAt: row.invitedAt,
                joinedAt: now,
              })),
            );
          },
          notice: {
            title: `Kamu terdaftar di ${PROGRAM_TITLE}`,
            body: `${company.name} mendaftarkanmu di ${batch.name}. Buka programnya untuk mulai mengerjakan materi.`,
            link: page,
          },
          invitation: { context, landingPath: page },
        },
        bytes,
      );
      return {
        rows: outcome.rows,
        enrolled: outcome.enrolled,
        invited: outcome.invited,
        alreadyInProgram: outcome.already,
      };
    },

    /** Gives a manager of the company this batch: an account of the corporate role (made and invited when new). */
    async addManager(batchId: number, corporateId: number, input: { name: string; email: string }) {
      const { batch, company } = await companyInBatch(db, batchId, corporateId);
      const outcome = await db.transaction(async (tx: Transaction) => {
        const [account] = await tx
          .select({ id: users.id, idRole: users.idRole })
          .from(users)
          .where(sql`lower(${users.email}) = ${input.email}`);
        if (account && account.idRole !== ROLE_IDS.corporate)
          throw fieldError('email', ADMIN_PROGRAM_MESSAGES.notAManager);
        const invited = account
          ? undefined
          : (await createInvitedMembers(tx, [input], app.config.links.invitationDays, new Date(), 'corporate'))[0];
        const userId = account?.id ?? invited!.userId;
        // One company per manager account: the dashboard and its guards name a single corporate.
        const other = await tx
          .select({ corporateId: corporateManagers.corporateId })
          .from(corporateManagers)
          .where(and(eq(corporateManagers.userId, userId), sql`${corporateManagers.corporateId} <> ${corporateId}`));
        if (other.length > 0) throw fieldError('email', ADMIN_PROGRAM_MESSAGES.managerOfOther);
        const [manager] = await tx
          .insert(corporateManagers)
          .values({ userId, corporateId })
          .onConflictDoUpdate({
            target: [corporateManagers.userId, corporateManagers.corporateId],
            set: { corporateId },
          })
          .returning({ id: corporateManagers.id });
        await tx.insert(corporateBatchAccess).values({ managerId: manager.id, batchId }).onConflictDoNothing();
        return { invited, userId };
      });
      if (outcome.invited) {
        sendInvitations(
          app,
          [outcome.invited],
          { companyName: company.name, trainingTitle: PROGRAM_TITLE, groupName: batch.name, purpose: 'manager' },
          corporateManagerPagePath(batchId, corporateId),
        );
      }
      const [row] = await managers(db, batchId, corporateId, { userId: outcome.userId });
      return {
        manager: toManager(row),
        message: ADMIN_PROGRAM_MESSAGES.managerAdded(input.email, outcome.invited !== undefined),
      };
    },

    async removeManager(batchId: number, corporateId: number, username: string): Promise<string> {
      await companyInBatch(db, batchId, corporateId);
      const [row] = await managers(db, batchId, corporateId, { username });
      if (!row) throw new ApiError(404, ADMIN_PROGRAM_MESSAGES.managerNotFound);
      await db
        .delete(corporateBatchAccess)
        .where(and(eq(corporateBatchAccess.managerId, row.managerId), eq(corporateBatchAccess.batchId, batchId)));
      return ADMIN_PROGRAM_MESSAGES.managerRemoved(row.name);
    },
  };
}
