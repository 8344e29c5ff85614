// "Kirim pengingat" (decision 0047): a manager reminds one employee (full access: they see who), or every inactive
// employee at once (also without full access: nobody is named to them). Each reminded employee gets an in-app
// notification, written in the transaction that records the reminder, and an email after it commits. An employee is
// reminded at most once within REMINDER_COOLDOWN_HOURS whoever asks and however many requests race: the employee's
// row is locked while their last reminder is read and the new one written.
import {
  employeeChoiceSchema,
  memberProgramBatchPagePath,
  PROGRAM_MIN_GROUP,
  REMINDER_COOLDOWN_HOURS,
  type EmployeeChoice,
  type ReminderResult,
} from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { and, gt, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { corporateMembers, programReminders } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import { linkUrls, signUnsubscribeToken } from '../accounts';
import { notify } from '../notifications';
import { reminderEmail, reminderNotification, type ReminderContext } from './manager-emails';
import { createEmployeesRepository, type EmployeeRow } from './members-repository';
import { createCorporateRepository } from './repository';
import { createCorporateService, LIMITED_VIEW_MESSAGE } from './service';

const COOLDOWN_MS = REMINDER_COOLDOWN_HOURS * 60 * 60 * 1000;
/** Every inactive employee of a batch fits in one reminder round. */
const ALL_INACTIVE = { limit: 10000, offset: 0 };

export const REMINDER_MESSAGES = {
  sentOne: (name: string) => `Pengingat terkirim ke ${name}.`,
  sentMany: (count: number) => `Pengingat terkirim ke ${count} karyawan yang tidak aktif.`,
  sentLimited: 'Pengingat dikirim ke karyawan yang tidak aktif dan belum diingatkan dalam 24 jam terakhir.',
  noneDue: 'Tidak ada karyawan tidak aktif yang perlu diingatkan: semuanya sudah diingatkan dalam 24 jam terakhir.',
  tooSoon: (next: Date) =>
    'Pengingat untuk karyawan ini sudah dikirim dalam 24 jam terakhir. Pengingat berikutnya dapat dikirim mulai ' +
    `${formatDateTime(next, { withZone: true })}.`,
  notEmployee: 'Karyawan tidak ditemukan di batch ini.',
  completed: 'Karyawan ini sudah menyelesaikan semua materi; pengingat tidak diperlukan.',
} as const;

/** Locks the employees' rows (in id order, so two rounds wait on each other, never deadlock); answers the latest
 * reminder of each reminded since `since`. */
async function lockAndReadRecent(tx: Transaction, memberIds: readonly number[], since: Date) {
  await tx
    .select({ id: corporateMembers.id })
    .from(corporateMembers)
    .where(inArray(corporateMembers.id, [...memberIds]))
    .orderBy(corporateMembers.id)
    .for('update');
  const rows = await tx
    .select({ memberId: programReminders.memberId, last: max(programReminders.sentAt) })
    .from(programReminders)
    .where(and(inArray(programReminders.memberId, [...memberIds]), gt(programReminders.sentAt, since)))
    .groupBy(programReminders.memberId);
  return new Map(rows.map((row) => [row.memberId, row.last as Date]));
}

export function createReminders(app: FastifyInstance) {
  const service = createCorporateService(app.db);
  const employees = createEmployeesRepository(app.db);
  const corporate = createCorporateRepository(app.db);

  /** Records and notifies, in one transaction, those of `targets` not reminded within the cooldown. */
  async function remind(
    managerId: number,
    targets: readonly EmployeeRow[],
    context: Omit<ReminderContext, 'completedItems'>,
    batchId: number,
    now: Date,
  ) {
    if (targets.length === 0) return { sent: [] as EmployeeRow[], blockedUntil: null as Date | null };
    return app.db.transaction(async (tx) => {
      const recent = await lockAndReadRecent(
        tx,
        targets.map((target) => target.memberId),
        new Date(now.getTime() - COOLDOWN_MS),
      );
      const due = targets.filter((target) => !recent.has(target.memberId));
      const last = [...recent.values()].sort((a, b) => b.getTime() - a.getTime())[0];
      if (due.length === 0) return { sent: due, blockedUntil: last ? new Date(last.getTime() + COOLDOWN_MS) : null };
      await tx
        .insert(programReminders)
        .values(due.map((target) => ({ memberId: target.memberId, sentBy: managerId, sentAt: now })));
      for (const target of due) {
        const { title, body } = reminderNotification({ ...context, completedItems: target.completedItems });
        await notify(tx, target.userId, title, body, memberProgramBatchPagePath(batchId));
      }
      return { sent: due, blockedUntil: null };
    });
  }

  /** Emails the reminded after the commit; the answer does not wait. */
  function email(sent: readonly EmployeeRow[], context: Omit<ReminderContext, 'completedItems'>, batchId: number) {
    if (sent.length === 0) return;
    const { config, mailer } = app;
    const batchUrl = `${config.publicUrl}${memberProgramBatchPagePath(batchId)}`;
    mailer.defer('program_reminder', async () => {
      for (const target of sent) {
        const unsubscribe = linkUrls(config.publicUrl).unsubscribe(signUnsubscribeToken(target.userId, config));
        await mailer.enqueueToUser(
          target.userId,
          (to) => reminderEmail(to, { ...context, completedItems: target.completedItems }, batchUrl, unsubscribe),
          'notice',
          'program_reminder',
        );
      }
    });
  }

  async function contextOf(managerId: number, batchId: number, corporateId: number) {
    const { batch, corporate: company } = await service.managed(managerId, batchId, corporateId);
    const items = await corporate.itemTotal(corporateId, batchId);
    return { batch, context: { company: company.name, batch: batch.name, items } };
  }

  return {
    /** One employee, by username (full access only). */
    async one(
      managerId: number,
      batchId: number,
      corporateId: number,
      input: EmployeeChoice | null | undefined,
      now = new Date(),
    ): Promise<{ result: ReminderResult; message: string }> {
      const { batch, context } = await contextOf(managerId, batchId, corporateId);
      const { username } = requiredBody(employeeChoiceSchema, input);
      if (!batch.is_full_access) throw new ApiError(403, LIMITED_VIEW_MESSAGE);
      const { rows } = await employees.list(corporateId, batchId, { username }, 'name', { limit: 1, offset: 0 }, now);
      const [target] = rows;
      if (!target) throw new ApiError(404, REMINDER_MESSAGES.notEmployee);
      if (target.status === 'completed') throw new ApiError(409, REMINDER_MESSAGES.completed);
      const { sent, blockedUntil } = await remind(managerId, [target], context, batchId, now);
      if (sent.length === 0 && blockedUntil) {
        const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
        throw new ApiError(429, REMINDER_MESSAGES.tooSoon(blockedUntil), { 'Retry-After': String(seconds) });
      }
      email(sent, context, batchId);
      return {
        result: { reminded: 1, remindedAt: now.toISOString() },
        message: REMINDER_MESSAGES.sentOne(target.name),
      };
    },

    /** Every inactive employee not reminded within the cooldown. */
    async allInactive(
      managerId: number,
      batchId: number,
      corporateId: number,
      now = new Date(),
    ): Promise<{ result: ReminderResult; message: string }> {
      const { batch, context } = await contextOf(managerId, batchId, corporateId);
      const [{ rows }, size] = await Promise.all([
        employees.list(corporateId, batchId, { status: 'inactive' }, 'idle', ALL_INACTIVE, now),
        corporate.employeeTotal(corporateId, batchId),
      ]);
      const { sent } = await remind(managerId, rows, context, batchId, now);
      email(sent, context, batchId);
      // A limited view of a small company learns no count: it would say how many of a few people are inactive.
      if (!batch.is_full_access && size < PROGRAM_MIN_GROUP) {
        return { result: { reminded: null, remindedAt: null }, message: REMINDER_MESSAGES.sentLimited };
      }
      return {
        result: { reminded: sent.length, remindedAt: null },
        message: sent.length === 0 ? REMINDER_MESSAGES.noneDue : REMINDER_MESSAGES.sentMany(sent.length),
      };
    },
  };
}
