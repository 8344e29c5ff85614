/** Answers of the manager's API for the pages' tests (decision 0047): one company, a full and a limited batch. */
import type {
  CorporateDashboard,
  CorporateEmployee,
  CorporateMemberSummary,
  ProgramDepartmentFigures,
  ProgramFigures,
  ProgramItemFigures,
} from '@akademi-siber/util-contracts';

export const batches = [
  { id: 1, name: 'Batch 1 — 2026', is_full_access: true },
  { id: 2, name: 'Batch 2 — 2026', is_full_access: false },
];

export const figures: ProgramFigures = {
  employees: 7,
  insufficient: false,
  started: 5,
  participation: 71.4,
  completed: 1,
  completion: 33.3,
  averageQuizScore: 83.6,
  quizInsufficient: false,
  totalPoints: 700,
  averagePoints: 100,
  statuses: { active: 3, inactive: 2, not_started: 1, completed: 1 },
};

export const hidden = (employees: number): ProgramFigures => ({
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
});

export const departments: ProgramDepartmentFigures[] = [
  {
    department: 'Keuangan',
    ...figures,
    employees: 4,
    statuses: { active: 2, inactive: 1, not_started: 0, completed: 1 },
  },
  { department: 'TI', ...hidden(2) },
  { department: null, ...hidden(1) },
];

export function employee(overrides: Partial<CorporateEmployee> = {}): CorporateEmployee {
  return {
    rank: 1,
    username: 'budi',
    name: 'Budi Santoso',
    email: 'budi@nusantara.id',
    department: 'Keuangan',
    joinedAt: '2026-09-01T00:00:00Z',
    lastActiveAt: '2026-10-20T03:00:00Z',
    status: 'inactive',
    progress: 33,
    completedItems: 1,
    items: 3,
    averageQuizScore: 70,
    point: 100,
    lastRemindedAt: null,
    ...overrides,
  };
}

export const items: ProgramItemFigures[] = [
  {
    id: 1,
    title: 'Mengenali phishing',
    order: 1,
    dueAt: '2026-12-01T00:00:00Z',
    points: 100,
    insufficient: false,
    started: 5,
    completed: 4,
    completion: 57.1,
    averageQuizScore: 77.5,
    quizInsufficient: false,
  },
  {
    id: 2,
    title: 'Kata sandi yang kuat',
    order: 2,
    dueAt: null,
    points: 100,
    insufficient: false,
    started: 2,
    completed: 1,
    completion: 14.3,
    averageQuizScore: null,
    quizInsufficient: true,
  },
];

export const trend = [
  { weekStart: '2026-11-09', itemsCompleted: 2, activeEmployees: 3 },
  { weekStart: '2026-11-16', itemsCompleted: 4, activeEmployees: 5 },
  { weekStart: '2026-11-23', itemsCompleted: 1, activeEmployees: 2 },
];

export function dashboard(batchId: number): CorporateDashboard {
  const full = batchId === 1;
  return {
    corporate: { id: 5, name: 'PT Nusantara Aman' },
    batch: {
      id: batchId,
      name: batches.find((batch) => batch.id === batchId)?.name ?? 'Batch',
      is_full_access: full,
      startsAt: '2026-09-01T00:00:00Z',
      endsAt: '2026-12-31T00:00:00Z',
      inactiveAfterDays: 14,
    },
    summary: full ? figures : hidden(2),
    trend: full ? trend : null,
    items: full
      ? items
      : items.map((item) => ({
          ...item,
          insufficient: true,
          started: null,
          completed: null,
          completion: null,
          averageQuizScore: null,
        })),
    departments: full ? departments : [{ department: null, ...hidden(2) }],
    batches: [
      {
        ...figures,
        batch: {
          id: 1,
          name: 'Batch 1 — 2026',
          startsAt: '2026-09-01T00:00:00Z',
          endsAt: '2026-12-31T00:00:00Z',
          isFullAccess: true,
        },
        current: batchId === 1,
      },
      {
        ...hidden(2),
        batch: {
          id: 2,
          name: 'Batch 2 — 2026',
          startsAt: '2026-10-01T00:00:00Z',
          endsAt: '2027-01-31T00:00:00Z',
          isFullAccess: false,
        },
        current: batchId === 2,
      },
    ],
    topMembers: full
      ? [employee({ rank: 1, username: 'citra', name: 'Citra Lestari', status: 'completed', point: 300 })]
      : [],
    inactiveMembers: full ? [employee()] : [],
  };
}

export function memberSummary(batchId: number): CorporateMemberSummary {
  const full = batchId === 1;
  return {
    fullAccess: full,
    inactiveAfterDays: 14,
    summary: full ? figures : { ...figures, quizInsufficient: true, averageQuizScore: null },
    departments,
  };
}

export const ok = <T>(data: T, message = 'Berhasil') => ({ success: true, message, data });
