// The corporate program as its manager sees it (issue 19, decision 0047): the dashboard, the Member list, Progres
// Belajar, reminders to inactive employees and the employee password reset. Without full access on the batch every
// answer carries aggregates only, and a figure over fewer than PROGRAM_MIN_GROUP people is left out (`insufficient`,
// which the pages show as "Data belum cukup"). Types only; bodies and filters in corporate-manager-schemas.ts.

const enc = encodeURIComponent;
const pair = (kind: string, batchId: number, corporateId: number) =>
  `/api/corporate/${kind}/${batchId}/group/${corporateId}`;

export const MANAGER_PATHS = {
  /** GET CorporateDashboard. */
  dashboard: (batchId: number, corporateId: number) => pair('dashboard', batchId, corporateId),
  /** GET the employees (paged; `q`, `status`, `department`): CorporateEmployee[], empty without full access. */
  members: (batchId: number, corporateId: number) => pair('member', batchId, corporateId),
  /** GET CorporateMemberSummary: the status counts of the whole company and of each department. */
  memberSummary: (batchId: number, corporateId: number) => `${pair('member', batchId, corporateId)}/summary`,
  /** GET the single-use token (`data.token`) for the CSV download. */
  membersExportToken: (batchId: number, corporateId: number) => `${pair('member', batchId, corporateId)}/export-token`,
  /** GET `?token=` (+ the list's filters): the Member page as CSV, opened by the browser. */
  membersExport: (batchId: number, corporateId: number) => `${pair('member', batchId, corporateId)}/export.csv`,
  /** POST `{ username }`: a reminder to one employee (in-app notification and email). */
  reminder: (batchId: number, corporateId: number) => `${pair('member', batchId, corporateId)}/reminders`,
  /** POST: a reminder to every inactive employee not reminded in the last REMINDER_COOLDOWN_HOURS. */
  inactiveReminders: (batchId: number, corporateId: number) =>
    `${pair('member', batchId, corporateId)}/reminders/inactive`,
  /** GET the point ranking (paged, the Member list's filters): CorporateEmployee[] by rank; none if limited. */
  ranking: (batchId: number, corporateId: number) => pair('point', batchId, corporateId),
  /** GET ProgramItemFigures[]: each learning item's completion. */
  itemFigures: (batchId: number, corporateId: number) => `${pair('point', batchId, corporateId)}/items`,
  /** GET `?q=` (3+ characters): up to 10 employees of the manager's companies whose password they may reset. */
  resetCandidates: '/api/corporate/reset-password/employees',
  /** POST `{ username }`: the employee gets a set-password link by email; their sessions end. */
  resetPassword: '/api/corporate/reset-password',
} as const;

/** The manager's page of the Member list with a status filter (the dashboard's "Lihat semua"). */
export const managerMemberPagePath = (batchId: number, corporateId: number, status?: EmployeeStatus) =>
  `/corporate-program/member/${batchId}/group/${corporateId}${status ? `?status=${enc(status)}` : ''}`;

/** The manager's dashboard page (spec §2), also the digest email's link. */
export const managerDashboardPagePath = (batchId: number, corporateId: number) =>
  `/corporate-program/dashboard/${batchId}/group/${corporateId}`;

/** Where an employee lands after setting a password from a manager's reset: their programs (spec §2). */
export const EMPLOYEE_PROGRAMS_PAGE_PATH = '/member/corporate-program';

/** Without full access, no figure is given for a group of fewer people than this. */
export const PROGRAM_MIN_GROUP = 5;

/** What the pages show instead of a figure left out for a small group. */
export const INSUFFICIENT_DATA_TEXT = 'Data belum cukup';

/** One reminder per employee within this many hours. */
export const REMINDER_COOLDOWN_HOURS = 24;

/**
 * Where an employee stands in the batch. `completed`: every item done; `not_started`: no activity yet and joined within
 * the batch's inactive_after_days; `inactive`: no activity (or, never started, since joining) for inactive_after_days;
 * `active`: the rest.
 */
export type EmployeeStatus = 'active' | 'inactive' | 'not_started' | 'completed';

export const EMPLOYEE_STATUSES: readonly EmployeeStatus[] = ['active', 'inactive', 'not_started', 'completed'];

export const EMPLOYEE_STATUS_LABELS: Readonly<Record<EmployeeStatus, string>> = {
  active: 'Aktif',
  inactive: 'Tidak aktif',
  not_started: 'Belum mulai',
  completed: 'Selesai',
};

/**
 * The figures of a group of employees (the company in a batch, a department). `employees` is always given; when
 * `insufficient` every other figure is null.
 */
export interface ProgramFigures {
  employees: number;
  insufficient: boolean;
  /** Employees with any activity. */
  started: number | null;
  /** `started` of `employees`, in percent (one decimal). */
  participation: number | null;
  /** Employees who completed every item. */
  completed: number | null;
  /** Mean progress (items completed of all), in percent (one decimal). */
  completion: number | null;
  /** Mean of the submitted quiz scores (one decimal); null when none, or too few people (`quizInsufficient`). */
  averageQuizScore: number | null;
  quizInsufficient: boolean;
  totalPoints: number | null;
  averagePoints: number | null;
  statuses: Record<EmployeeStatus, number> | null;
}

export interface ProgramDepartmentFigures extends ProgramFigures {
  /** Null: employees without a department. */
  department: string | null;
}

/** One week (Monday to Sunday, WIB) of the batch. */
export interface ProgramTrendWeek {
  /** The Monday, `YYYY-MM-DD`. */
  weekStart: string;
  itemsCompleted: number;
  /** Employees with any activity that week. */
  activeEmployees: number;
}

export interface ProgramItemFigures {
  id: number;
  title: string;
  order: number;
  dueAt: string | null;
  points: number;
  /** Too few employees in a limited view: every figure below is null. */
  insufficient: boolean;
  started: number | null;
  completed: number | null;
  /** `completed` of all employees, in percent (one decimal). */
  completion: number | null;
  averageQuizScore: number | null;
  quizInsufficient: boolean;
}

/** A batch of the same company the manager may open, next to the selected one. */
export interface ProgramBatchFigures extends ProgramFigures {
  batch: { id: number; name: string; startsAt: string; endsAt: string; isFullAccess: boolean };
  current: boolean;
}

/** An employee as a manager with full access sees them (never sent without full access). */
export interface CorporateEmployee {
  /** Rank by points in the company and batch (1 = highest). */
  rank: number;
  username: string;
  name: string;
  email: string;
  department: string | null;
  joinedAt: string;
  lastActiveAt: string | null;
  status: EmployeeStatus;
  progress: number;
  completedItems: number;
  items: number;
  averageQuizScore: number | null;
  point: number;
  /** The last reminder a manager sent them in this batch. */
  lastRemindedAt: string | null;
}

/** `GET /api/corporate/dashboard/:batchId/group/:corporateId`. */
export interface CorporateDashboard {
  corporate: { id: number; name: string };
  batch: {
    id: number;
    name: string;
    is_full_access: boolean;
    startsAt: string;
    endsAt: string;
    inactiveAfterDays: number;
  };
  summary: ProgramFigures;
  /** Weekly, from the batch's start (at most the last 26 weeks); null when the group is too small. */
  trend: ProgramTrendWeek[] | null;
  items: ProgramItemFigures[];
  departments: ProgramDepartmentFigures[];
  /** The company's batches the manager may open, oldest first, the selected one marked `current`. */
  batches: ProgramBatchFigures[];
  /** Full access: the point ranking's top 10. Empty otherwise. */
  topMembers: CorporateEmployee[];
  /** Full access: the 5 employees inactive longest. Empty otherwise. */
  inactiveMembers: CorporateEmployee[];
}

/** `GET …/member/:batchId/group/:corporateId/summary`. */
export interface CorporateMemberSummary {
  fullAccess: boolean;
  inactiveAfterDays: number;
  summary: ProgramFigures;
  departments: ProgramDepartmentFigures[];
}

/** `POST …/reminders` and `…/reminders/inactive`. */
export interface ReminderResult {
  /** Employees reminded now; null in a limited view of fewer than PROGRAM_MIN_GROUP employees. */
  reminded: number | null;
  /** The one employee's reminder time (`POST …/reminders`). */
  remindedAt: string | null;
}

/** `GET /api/corporate/reset-password/employees`: whom the manager may send a set-password link. */
export interface ResetCandidate {
  username: string;
  name: string;
  email: string;
  company: string;
}
