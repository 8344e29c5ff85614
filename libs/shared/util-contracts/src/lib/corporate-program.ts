// The corporate cybersecurity-culture program's learning (issue 19, decision 0046): a program batch (name, dates,
// full access) has companies taking part; each company in a batch has learning items (each a course record the item
// owns, served by the course player at `/api/member/kelas/{contentSlug}`), employees (members enrolled through their
// company) and managers. Completing an item earns its program points. Types only; bodies in
// corporate-program-schemas.ts. The manager's pages are in areas.ts.

const enc = encodeURIComponent;

export const PROGRAM_PATHS = {
  /** Member: the programs the member takes part in (one row per batch and company). */
  memberPrograms: '/api/member/corporate-program',
  /** Member: one batch of theirs, with their company's learning items and their progress in each. */
  memberBatch: (batchId: number) => `/api/member/corporate-program/${batchId}`,

  /** Admin: GET the batches (paged, `?q=`); POST a new one (ProgramBatchInput). */
  adminBatches: '/api/lcadm/corporate-program/batches',
  /** Admin: GET one batch with its companies; PUT changes it (ProgramBatchInput). */
  adminBatch: (batchId: number) => `/api/lcadm/corporate-program/batches/${batchId}`,
  /** Admin: POST `{ corporateId }` adds a company to the batch. */
  adminBatchCompanies: (batchId: number) => `/api/lcadm/corporate-program/batches/${batchId}/companies`,
  /** Admin: GET one company in a batch: its learning items and managers, with counts. */
  adminCompany: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}`,
  /** Admin: POST a learning item (ProgramItemInput): its content course is made with it. */
  adminItems: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/items`,
  /** Admin: PUT `{ itemIds }` sets the items' order. */
  adminItemOrder: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/items/order`,
  /** Admin: PUT changes an item (ProgramItemInput); DELETE removes one nobody has started. */
  adminItem: (batchId: number, corporateId: number, itemId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/items/${itemId}`,
  /** Admin: the employees (paged, `?q=`), with their status, department, progress and points. */
  adminEmployees: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/employees`,
  /** Admin: POST multipart (field `file`): the CSV of employees (`name,email[,department]`), whole or not at all. */
  adminEmployeesImport: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/employees/import`,
  /** Admin: POST `{ name, email }`: a manager of the company for this batch (a new account is invited by email). */
  adminManagers: (batchId: number, corporateId: number) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/managers`,
  /** Admin: DELETE takes the batch away from a manager of the company. */
  adminManager: (batchId: number, corporateId: number, username: string) =>
    `/api/lcadm/corporate-program/batches/${batchId}/companies/${corporateId}/managers/${enc(username)}`,
} as const;

/** The member's page of a batch (spec §2). */
export const memberProgramBatchPagePath = (batchId: number) => `/member/corporate-program/${batchId}`;

/** The member's page of one learning item (spec §2): its content's slug, the company, the item. */
export const memberProgramItemPagePath = (contentSlug: string, corporateId: number, itemId: number) =>
  `/member/-corporate-program/${enc(contentSlug)}/${corporateId}/${itemId}`;

/** The manager's dashboard of a company in a batch (spec §2), where a manager's invitation lands. */
export const corporateManagerPagePath = (batchId: number, corporateId: number) =>
  `/corporate-program/dashboard/${batchId}/group/${corporateId}`;

/** The admin's page of one learning item (spec §2); `/materi`, `/kuis`, `/diskusi` below it. */
export const adminProgramItemPagePath = (batchId: number, corporateId: number, itemId: number) =>
  `/admin/corporate-program/${batchId}/${corporateId}/${itemId}`;

/** Where an employee stands in one item. `terlambat`: past its due date and not completed. */
export type ProgramItemStatus = 'belum_mulai' | 'berjalan' | 'selesai' | 'terlambat';

export const PROGRAM_ITEM_STATUS_LABELS: Readonly<Record<ProgramItemStatus, string>> = {
  belum_mulai: 'Belum mulai',
  berjalan: 'Sedang berjalan',
  selesai: 'Selesai',
  terlambat: 'Lewat tenggat',
};

export interface ProgramBatchRef {
  id: number;
  name: string;
  startsAt: string;
  endsAt: string;
}

/** One of the member's programs: a batch, through their company. */
export interface MemberProgramSummary {
  batch: ProgramBatchRef;
  company: { id: number; name: string };
  items: number;
  completedItems: number;
  /** Items completed of all, in whole percent. */
  progress: number;
  points: number;
}

export interface MemberProgramItem {
  id: number;
  title: string;
  /** The course-player slug of the item's content. */
  contentSlug: string;
  order: number;
  dueAt: string | null;
  points: number;
  progress: number;
  quizScore: number | null;
  completedAt: string | null;
  status: ProgramItemStatus;
}

/** `GET /api/member/corporate-program/:batchId`. */
export interface MemberProgramBatch extends MemberProgramSummary {
  items: number;
  learningItems: MemberProgramItem[];
}

/** An admin's batch row. */
export interface AdminProgramBatch extends ProgramBatchRef {
  isFullAccess: boolean;
  inactiveAfterDays: number;
  companies: number;
  employees: number;
}

export interface AdminProgramCompanySummary {
  id: number;
  name: string;
  items: number;
  employees: number;
  managers: number;
  /** Mean progress over the employees, in whole percent. */
  averageProgress: number;
}

/** `GET /api/lcadm/corporate-program/batches/:batchId`. */
export interface AdminProgramBatchDetail extends AdminProgramBatch {
  companyRows: AdminProgramCompanySummary[];
}

export interface AdminProgramItem {
  id: number;
  title: string;
  contentSlug: string;
  order: number;
  dueAt: string | null;
  points: number;
  /** Employees who started it, and who completed it. */
  started: number;
  completed: number;
}

/** `active`: can sign in; `invited`: a new account whose password is not set yet. */
export type ProgramPersonStatus = 'active' | 'invited';

export interface AdminProgramManager {
  username: string;
  name: string;
  email: string;
  status: ProgramPersonStatus;
}

/** `GET /api/lcadm/corporate-program/batches/:batchId/companies/:corporateId`. */
export interface AdminProgramCompany {
  batch: AdminProgramBatch;
  company: { id: number; name: string };
  items: AdminProgramItem[];
  managers: AdminProgramManager[];
  employees: number;
}

export interface AdminProgramEmployee {
  username: string;
  name: string;
  email: string;
  department: string | null;
  status: ProgramPersonStatus;
  progress: number;
  points: number;
  lastActiveAt: string | null;
}

/** What an employee import did (the same counts as a training group's). */
export interface ProgramImportResult {
  rows: number;
  enrolled: number;
  invited: number;
  alreadyInProgram: number;
}
