// What a manager may see of the counts (decision 0047, DOMAIN "Corporate program privacy"). With full access on the
// batch every figure is given. Without it, a figure over fewer than PROGRAM_MIN_GROUP people is left out
// (`insufficient`), and so is a department that would let a left-out one be worked out from the company's total.
import {
  PROGRAM_MIN_GROUP,
  type EmployeeStatus,
  type ProgramDepartmentFigures,
  type ProgramFigures,
  type ProgramItemFigures,
} from '@akademi-siber/util-contracts';
import type { ItemCounts } from './repository';

/** The counts a group's figures are made of (repository.departmentCounts, summed per group). */
export interface GroupCounts {
  employees: number;
  started: number;
  completed: number;
  progressSum: number;
  totalPoints: number;
  quizSum: number;
  quizCount: number;
  quizPeople: number;
  active: number;
  inactive: number;
  notStarted: number;
}

export const EMPTY_COUNTS: GroupCounts = {
  employees: 0,
  started: 0,
  completed: 0,
  progressSum: 0,
  totalPoints: 0,
  quizSum: 0,
  quizCount: 0,
  quizPeople: 0,
  active: 0,
  inactive: 0,
  notStarted: 0,
};

const KEYS = Object.keys(EMPTY_COUNTS) as (keyof GroupCounts)[];

export function sumCounts(rows: readonly GroupCounts[]): GroupCounts {
  const total = { ...EMPTY_COUNTS };
  for (const row of rows) for (const key of KEYS) total[key] += Number(row[key]);
  return total;
}

/** One decimal, as every rate and mean in the contract. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const rate = (part: number, whole: number) => (whole === 0 ? null : oneDecimal((part / whole) * 100));
const mean = (sum: number, count: number) => (count === 0 ? null : oneDecimal(sum / count));

/** Whether a group of `people` is too small to show in this view. */
export const tooSmall = (fullAccess: boolean, people: number) => !fullAccess && people < PROGRAM_MIN_GROUP;

export function figuresOf(counts: GroupCounts, fullAccess: boolean, hidden = false): ProgramFigures {
  const { employees } = counts;
  if (hidden || tooSmall(fullAccess, employees)) {
    return {
      employees,
      insufficient: true,
      started: null,
      participation: null,
      completed: null,
      completion: null,
      averageQuizScore: null,
      quizInsufficient: false,
      totalPoints: null,
      averagePoints: null,
      statuses: null,
    };
  }
  const quizInsufficient = counts.quizPeople > 0 && tooSmall(fullAccess, counts.quizPeople);
  const statuses: Record<EmployeeStatus, number> = {
    active: counts.active,
    inactive: counts.inactive,
    not_started: counts.notStarted,
    completed: counts.completed,
  };
  return {
    employees,
    insufficient: false,
    started: counts.started,
    participation: rate(counts.started, employees),
    completed: counts.completed,
    completion: mean(counts.progressSum, employees),
    averageQuizScore: quizInsufficient ? null : mean(counts.quizSum, counts.quizCount),
    quizInsufficient,
    totalPoints: counts.totalPoints,
    averagePoints: mean(counts.totalPoints, employees),
    statuses,
  };
}

/**
 * Groups to leave out besides those too small: when one group is left out, or the left-out ones add up to fewer than
 * PROGRAM_MIN_GROUP people, the company's total minus the shown groups would give them away — so the smallest shown
 * groups are left out too, until two or more groups of PROGRAM_MIN_GROUP or more people together are.
 */
export function hiddenGroups(sizes: readonly number[], fullAccess: boolean): Set<number> {
  const hidden = new Set<number>();
  if (fullAccess) return hidden;
  sizes.forEach((size, index) => {
    if (tooSmall(false, size)) hidden.add(index);
  });
  if (hidden.size === 0) return hidden;
  const shown = sizes
    .map((size, index) => ({ size, index }))
    .filter(({ index }) => !hidden.has(index))
    .sort((a, b) => a.size - b.size || a.index - b.index);
  const hiddenPeople = () => [...hidden].reduce((sum, index) => sum + sizes[index], 0);
  while (shown.length > 0 && (hidden.size < 2 || hiddenPeople() < PROGRAM_MIN_GROUP)) {
    hidden.add((shown.shift() as { index: number }).index);
  }
  return hidden;
}

export function departmentFigures(
  rows: readonly (GroupCounts & { department: string | null })[],
  fullAccess: boolean,
): ProgramDepartmentFigures[] {
  const hidden = hiddenGroups(
    rows.map((row) => row.employees),
    fullAccess,
  );
  return rows.map((row, index) => ({
    department: row.department,
    ...figuresOf(row, fullAccess, hidden.has(index)),
  }));
}

/** Each item's completion over the company's `employees`; its quiz mean over those who took its quiz. */
export function itemFigures(rows: readonly ItemCounts[], employees: number, fullAccess: boolean): ProgramItemFigures[] {
  const insufficient = tooSmall(fullAccess, employees);
  return rows.map((row) => {
    const quizInsufficient = !insufficient && row.quizPeople > 0 && tooSmall(fullAccess, row.quizPeople);
    return {
      id: row.id,
      title: row.title,
      order: row.order,
      dueAt: row.dueAtMs === null ? null : new Date(row.dueAtMs).toISOString(),
      points: row.points,
      insufficient,
      started: insufficient ? null : row.started,
      completed: insufficient ? null : row.completed,
      completion: insufficient ? null : rate(row.completed, employees),
      averageQuizScore:
        insufficient || quizInsufficient || row.quizAverage === null ? null : oneDecimal(row.quizAverage),
      quizInsufficient,
    };
  });
}
