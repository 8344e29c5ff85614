// The manager's views of one company in one batch (decision 0047). A manager opens only the companies they manage, in
// the batches granted to them; anyone else gets 403 even when the pair exists. Without full access on the batch no
// answer names a person or carries a person's numbers, and small groups give no figures (manager-figures.ts).
import type {
  CorporateDashboard,
  CorporateEmployee,
  CorporateMemberSummary,
  ProgramBatchFigures,
  ProgramTrendWeek,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { aggregateCache } from './manager-cache';
import { departmentFigures, figuresOf, itemFigures, oneDecimal, sumCounts, tooSmall } from './manager-figures';
import {
  createEmployeesRepository,
  type EmployeeOrder,
  type EmployeeQuery,
  type EmployeeRow,
} from './members-repository';
import { createCorporateRepository, type ManagedBatch } from './repository';
import { WEEK_MS, weekLabel, weeksBetween } from './weeks';

/** The dashboard shows the point ranking's top and the longest inactive; the full lists are the Member page's. */
export const DASHBOARD_TOP_MEMBERS = 10;
export const DASHBOARD_INACTIVE_MEMBERS = 5;
/** Weeks of the trend charts at most. */
export const TREND_WEEKS = 26;
/** The digest names this many inactive employees at most (and counts the rest). */
export const DIGEST_INACTIVE = { limit: 10, offset: 0 };

export const LIMITED_VIEW_MESSAGE = 'Batch ini memiliki akses terbatas: data per karyawan tidak ditampilkan.';

export function toEmployee(row: EmployeeRow, items: number): CorporateEmployee {
  return {
    rank: row.rank,
    username: row.username,
    name: row.name,
    email: row.email,
    department: row.department,
    joinedAt: new Date(row.joinedAtMs).toISOString(),
    lastActiveAt: row.lastActiveAtMs === null ? null : new Date(row.lastActiveAtMs).toISOString(),
    status: row.status,
    progress: row.progress,
    completedItems: row.completedItems,
    items,
    averageQuizScore: row.quizCount === 0 ? null : oneDecimal(row.quizSum / row.quizCount),
    point: row.point,
    lastRemindedAt: row.lastRemindedAtMs === null ? null : new Date(row.lastRemindedAtMs).toISOString(),
  };
}

export type CorporateService = ReturnType<typeof createCorporateService>;

/** A batch's version (repository.versions), read once per request. */
type VersionOf = (batchId: number) => Promise<string>;

export function createCorporateService(db: Database) {
  const repository = createCorporateRepository(db);
  const employeesRepository = createEmployeesRepository(db);
  const cached = aggregateCache(db);

  /** The batch and company, once the manager is known to manage this company in this batch. */
  async function managed(managerId: number, batchId: number, corporateId: number) {
    const [batch, corporate] = await Promise.all([
      repository.findBatch(batchId),
      repository.findCorporate(corporateId),
    ]);
    if (!batch) throw new ApiError(404, 'Batch tidak ditemukan.');
    if (!corporate) throw new ApiError(404, 'Corporate tidak ditemukan.');
    const batches = await repository.managedBatches(managerId, corporateId);
    if (!batches.some((granted) => granted.id === batchId)) throw new ApiError(403);
    return { batch, corporate, batches };
  }

  /** One read of the batches' versions for a request, however many of its kept figures ask (manager-cache.ts). */
  function versionReader(corporateId: number, batchIds: readonly number[]): VersionOf {
    const read = repository.versions(corporateId, batchIds);
    return async (batchId) => (await read).get(batchId) ?? '';
  }

  /** The company's figures and its departments' in the batch; the other batches' with `others`. */
  async function groupFigures(
    corporateId: number,
    batch: ManagedBatch,
    others: readonly ManagedBatch[],
    now: Date,
    versionOf?: VersionOf,
  ) {
    const batchIds = [...new Set([batch.id, ...others.map((other) => other.id)])];
    const version = versionOf ?? versionReader(corporateId, batchIds);
    const rows = (
      await Promise.all(
        batchIds.map(async (id) =>
          cached(`departments:${corporateId}:${id}:${await version(id)}`, () =>
            repository.departmentCounts(corporateId, [id], now),
          ),
        ),
      )
    ).flat();
    const full = batch.is_full_access;
    const own = rows.filter((row) => row.batchId === batch.id);
    const counts = sumCounts(own);
    return {
      counts,
      summary: figuresOf(counts, full),
      departments: departmentFigures(own, full),
      batches: others.map((other): ProgramBatchFigures => ({
        batch: {
          id: other.id,
          name: other.name,
          startsAt: other.startsAt.toISOString(),
          endsAt: other.endsAt.toISOString(),
          isFullAccess: other.is_full_access,
        },
        current: other.id === batch.id,
        ...figuresOf(sumCounts(rows.filter((row) => row.batchId === other.id)), other.is_full_access),
      })),
    };
  }

  async function trend(
    corporateId: number,
    batch: ManagedBatch,
    now: Date,
    versionOf: VersionOf,
  ): Promise<ProgramTrendWeek[]> {
    if (batch.startsAt.getTime() > now.getTime()) return [];
    const until = batch.endsAt.getTime() < now.getTime() ? batch.endsAt : now;
    const weeks = weeksBetween(batch.startsAt, until, TREND_WEEKS);
    const version = await versionOf(batch.id);
    const rows = await cached(`trend:${corporateId}:${batch.id}:${weeks[0].getTime()}:${version}`, () =>
      repository.trend(corporateId, batch.id, weeks[0]),
    );
    const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
    return weeks.map((week) => {
      const weekStart = weekLabel(week);
      const row = byWeek.get(weekStart);
      return { weekStart, itemsCompleted: row?.itemsCompleted ?? 0, activeEmployees: row?.activeEmployees ?? 0 };
    });
  }

  const items = async (corporateId: number, batchId: number, versionOf?: VersionOf) => {
    const version = await (versionOf ?? versionReader(corporateId, [batchId]))(batchId);
    return cached(`items:${corporateId}:${batchId}:${version}`, () => repository.itemCounts(corporateId, batchId));
  };

  async function employees(
    corporateId: number,
    batch: ManagedBatch,
    query: EmployeeQuery,
    order: EmployeeOrder,
    page: PageRequest,
    now: Date,
    known?: { versionOf: VersionOf; itemTotal: Promise<number> },
  ) {
    const [{ rows, total }, items] = await Promise.all([
      employeesRepository.list(corporateId, batch.id, query, order, page, now, await known?.versionOf(batch.id)),
      known?.itemTotal ?? repository.itemTotal(corporateId, batch.id),
    ]);
    return { items: rows.map((row) => toEmployee(row, items)), total };
  }

  return {
    managed,

    async dashboard(managerId: number, batchId: number, corporateId: number, now = new Date()) {
      const { batch, corporate, batches } = await managed(managerId, batchId, corporateId);
      const full = batch.is_full_access;
      const first = { limit: DASHBOARD_TOP_MEMBERS, offset: 0 };
      const versionOf = versionReader(corporateId, [...new Set([batchId, ...batches.map((other) => other.id)])]);
      const itemList = items(corporateId, batchId, versionOf);
      const known = { versionOf, itemTotal: itemList.then((rows) => rows.length) };
      const [figures, itemRows, weeks, top, inactive] = await Promise.all([
        groupFigures(corporateId, batch, batches, now, versionOf),
        itemList,
        trend(corporateId, batch, now, versionOf),
        full ? employees(corporateId, batch, {}, 'rank', first, now, known) : null,
        full
          ? employees(
              corporateId,
              batch,
              { status: 'inactive' },
              'idle',
              { ...first, limit: DASHBOARD_INACTIVE_MEMBERS },
              now,
              known,
            )
          : null,
      ]);
      const employeesInBatch = figures.counts.employees;
      const dashboard: CorporateDashboard = {
        corporate,
        batch: {
          id: batch.id,
          name: batch.name,
          is_full_access: full,
          startsAt: batch.startsAt.toISOString(),
          endsAt: batch.endsAt.toISOString(),
          inactiveAfterDays: batch.inactiveAfterDays,
        },
        summary: figures.summary,
        trend: tooSmall(full, employeesInBatch) ? null : weeks,
        items: itemFigures(itemRows, employeesInBatch, full),
        departments: figures.departments,
        batches: figures.batches,
        topMembers: top?.items ?? [],
        inactiveMembers: inactive?.items ?? [],
      };
      return dashboard;
    },

    async memberSummary(
      managerId: number,
      batchId: number,
      corporateId: number,
      now = new Date(),
    ): Promise<CorporateMemberSummary> {
      const { batch } = await managed(managerId, batchId, corporateId);
      const figures = await groupFigures(corporateId, batch, [], now);
      return {
        fullAccess: batch.is_full_access,
        inactiveAfterDays: batch.inactiveAfterDays,
        summary: figures.summary,
        departments: figures.departments,
      };
    },

    async itemFigures(managerId: number, batchId: number, corporateId: number, now = new Date()) {
      const { batch } = await managed(managerId, batchId, corporateId);
      const [figures, rows] = await Promise.all([
        groupFigures(corporateId, batch, [], now),
        items(corporateId, batchId),
      ]);
      return itemFigures(rows, figures.counts.employees, batch.is_full_access);
    },

    /**
     * What the weekly digest says of one company in one batch: its figures, the week before `week` (items completed,
     * active employees) and, with full access, who is inactive. No access check: the sweep reads the manager's own.
     */
    async digestFigures(corporateId: number, batch: ManagedBatch, week: Date, now: Date) {
      const full = batch.is_full_access;
      const lastWeek = new Date(week.getTime() - WEEK_MS);
      const [figures, weekRows, inactive] = await Promise.all([
        groupFigures(corporateId, batch, [], now),
        repository.trend(corporateId, batch.id, lastWeek),
        full ? employees(corporateId, batch, { status: 'inactive' }, 'idle', DIGEST_INACTIVE, now) : null,
      ]);
      const shown = !figures.summary.insufficient;
      const row = weekRows.find((candidate) => candidate.weekStart === weekLabel(lastWeek));
      return {
        figures: figures.summary,
        itemsCompletedLastWeek: shown ? (row?.itemsCompleted ?? 0) : null,
        activeLastWeek: shown ? (row?.activeEmployees ?? 0) : null,
        inactiveNames: inactive ? inactive.items.map((employee) => employee.name) : null,
      };
    },

    /** The employees, without full access none (the list answers with its message instead). */
    async employees(
      managerId: number,
      batchId: number,
      corporateId: number,
      query: EmployeeQuery,
      order: EmployeeOrder,
      page: PageRequest,
      now = new Date(),
    ) {
      const { batch } = await managed(managerId, batchId, corporateId);
      if (!batch.is_full_access) return { batch, items: [] as CorporateEmployee[], total: 0 };
      return { batch, ...(await employees(corporateId, batch, query, order, page, now)) };
    },
  };
}
