/**
 * The program pages' tests: a batch with two companies, one company's items, managers and employees, msw handlers
 * that answer the admin's program routes from that state (changes included) and record what was sent, and the test
 * file's server around them. Tests only.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { answerEachTestsRequests, chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type {
  AdminProgramBatch,
  AdminProgramBatchDetail,
  AdminProgramCompany,
  AdminProgramEmployee,
  AdminProgramItem,
  AdminProgramManager,
  CorporateCompany,
  ProgramImportResult,
} from '@akademi-siber/util-contracts';
import { fail, ok, page } from '../../testing/responses';

export const BATCH: AdminProgramBatch = {
  id: 3,
  name: 'Budaya Keamanan 2026',
  startsAt: '2026-06-30T17:00:00.000Z',
  endsAt: '2026-09-30T16:59:59.000Z',
  isFullAccess: true,
  inactiveAfterDays: 14,
  companies: 2,
  employees: 3,
};

export const OTHER_BATCH: AdminProgramBatch = {
  id: 2,
  name: 'Pilot 2025',
  startsAt: '2025-09-30T17:00:00.000Z',
  endsAt: '2025-12-31T16:59:59.000Z',
  isFullAccess: false,
  inactiveAfterDays: 30,
  companies: 1,
  employees: 40,
};

export const item = (id: number, input: Partial<AdminProgramItem> = {}): AdminProgramItem => ({
  id,
  title: `Materi ${id}`,
  contentSlug: `program-3-item-${id}`,
  order: id,
  dueAt: null,
  points: 100,
  started: 0,
  completed: 0,
  ...input,
});

export const ITEMS: AdminProgramItem[] = [
  item(11, {
    title: 'Mengenali email phishing',
    dueAt: '2026-07-15T10:00:00.000Z',
    points: 150,
    started: 2,
    completed: 1,
  }),
  item(12, { title: 'Kata sandi yang kuat', order: 2 }),
  item(13, { title: 'Bekerja aman dari Wi-Fi publik', order: 3, points: 50 }),
];

export const MANAGERS: AdminProgramManager[] = [
  { username: 'dewi.hr', name: 'Dewi Lestari', email: 'dewi@nusantara-aman.co.id', status: 'active' },
];

export const EMPLOYEES: AdminProgramEmployee[] = [
  {
    username: 'rina.w',
    name: 'Rina Wulandari',
    email: 'rina@nusantara-aman.co.id',
    department: 'Keuangan',
    status: 'active',
    progress: 67,
    points: 250,
    lastActiveAt: '2026-07-10T03:00:00.000Z',
  },
  {
    username: 'bayu.j',
    name: 'Bayu Jatmiko',
    email: 'bayu@nusantara-aman.co.id',
    department: null,
    status: 'invited',
    progress: 0,
    points: 0,
    lastActiveAt: null,
  },
];

export const REGISTER: CorporateCompany[] = [
  { id: 7, name: 'PT Nusantara Aman', groups: 2 },
  { id: 8, name: 'PT Bank Sejahtera Raya', groups: 0 },
  { id: 9, name: 'CV Kopi Kita', groups: 1 },
];

export interface ProgramApiState {
  batches: AdminProgramBatch[];
  detail: AdminProgramBatchDetail;
  company: AdminProgramCompany;
  employees: AdminProgramEmployee[];
  importAnswer: () => Response;
  sent: { method: string; path: string; body: unknown }[];
}

export function programApiState(): ProgramApiState {
  return {
    batches: [BATCH, OTHER_BATCH],
    detail: {
      ...BATCH,
      companyRows: [
        { id: 7, name: 'PT Nusantara Aman', items: 3, employees: 2, managers: 1, averageProgress: 34 },
        { id: 9, name: 'CV Kopi Kita', items: 0, employees: 1, managers: 0, averageProgress: 0 },
      ],
    },
    company: {
      batch: BATCH,
      company: { id: 7, name: 'PT Nusantara Aman' },
      items: ITEMS.map((entry) => ({ ...entry })),
      managers: MANAGERS.map((entry) => ({ ...entry })),
      employees: EMPLOYEES.length,
    },
    employees: EMPLOYEES,
    importAnswer: () => ok<ProgramImportResult>({ rows: 3, enrolled: 1, invited: 2, alreadyInProgram: 0 }),
    sent: [],
  };
}

const API = '*/api/lcadm/corporate-program/batches';
const COMPANY = `${API}/:batchId/companies/:corporateId`;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The admin's program routes over `state`; an unknown batch or company answers 404 like the API. */
export function programHandlers(state: ProgramApiState) {
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    state.sent.push({ method: request.method, path: pathOf(request), body });
  };
  const companyOf = (params: Record<string, unknown>) =>
    Number(params['batchId']) === state.company.batch.id && Number(params['corporateId']) === state.company.company.id;
  const missingCompany = () => fail(404, 'Perusahaan tidak terdaftar di batch ini.');

  return [
    http.get(API, async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return page(state.batches.filter((batch) => batch.name.toLowerCase().includes(q)));
    }),
    http.post(API, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as Omit<AdminProgramBatch, 'id' | 'companies' | 'employees'>;
      const made: AdminProgramBatch = { ...body, id: 4, companies: 0, employees: 0 };
      state.batches = [made, ...state.batches];
      return ok(made, 201);
    }),
    http.get(`${API}/:batchId`, async ({ request, params }) => {
      await record(request);
      if (Number(params['batchId']) === state.detail.id) return ok(state.detail);
      const other = state.batches.find((batch) => batch.id === Number(params['batchId']));
      return other ? ok({ ...other, companyRows: [] }) : fail(404, 'Batch program tidak ditemukan.');
    }),
    http.put(`${API}/:batchId`, async ({ request, params }) => {
      await record(request);
      const body = (await request.json()) as Partial<AdminProgramBatch>;
      state.batches = state.batches.map((batch) =>
        batch.id === Number(params['batchId']) ? { ...batch, ...body } : batch,
      );
      if (state.detail.id === Number(params['batchId'])) state.detail = { ...state.detail, ...body };
      return ok(state.batches.find((batch) => batch.id === Number(params['batchId'])));
    }),
    http.post(`${API}/:batchId/companies`, async ({ request }) => {
      await record(request);
      const { corporateId } = (await request.json()) as { corporateId: number };
      const found = REGISTER.find((company) => company.id === corporateId);
      if (!found) return fail(404, 'Perusahaan tidak ditemukan.');
      state.detail = {
        ...state.detail,
        companies: state.detail.companies + 1,
        companyRows: [
          ...state.detail.companyRows,
          { id: found.id, name: found.name, items: 0, employees: 0, managers: 0, averageProgress: 0 },
        ],
      };
      return ok({ id: found.id, name: found.name }, 201);
    }),
    http.get(COMPANY, async ({ request, params }) => {
      await record(request);
      return companyOf(params) ? ok(state.company) : missingCompany();
    }),
    http.post(`${COMPANY}/items`, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as Pick<AdminProgramItem, 'title' | 'dueAt' | 'points'>;
      const made = item(20, { ...body, order: state.company.items.length + 1 });
      state.company = { ...state.company, items: [...state.company.items, made] };
      return ok(made, 201);
    }),
    http.put(`${COMPANY}/items/order`, async ({ request }) => {
      await record(request);
      const { itemIds } = (await request.json()) as { itemIds: number[] };
      const items = itemIds.map((id, index) => ({
        ...(state.company.items.find((entry) => entry.id === id) as AdminProgramItem),
        order: index + 1,
      }));
      state.company = { ...state.company, items };
      return ok(null);
    }),
    http.put(`${COMPANY}/items/:itemId`, async ({ request, params }) => {
      await record(request);
      const body = (await request.json()) as Partial<AdminProgramItem>;
      const items = state.company.items.map((entry) =>
        entry.id === Number(params['itemId']) ? { ...entry, ...body } : entry,
      );
      state.company = { ...state.company, items };
      return ok(items.find((entry) => entry.id === Number(params['itemId'])));
    }),
    http.delete(`${COMPANY}/items/:itemId`, async ({ request, params }) => {
      await record(request);
      const gone = state.company.items.find((entry) => entry.id === Number(params['itemId']));
      state.company = { ...state.company, items: state.company.items.filter((entry) => entry !== gone) };
      return HttpResponse.json({ success: true, message: `${gone?.title} dihapus.`, data: null });
    }),
    http.get(`${COMPANY}/employees`, async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return page(
        state.employees.filter((person) =>
          [person.name, person.email, person.department ?? ''].some((text) => text.toLowerCase().includes(q)),
        ),
      );
    }),
    http.post(`${COMPANY}/employees/import`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      state.sent.push({ method: 'POST', path: pathOf(request), body: typeof file === 'string' ? file : file?.name });
      return state.importAnswer();
    }),
    http.post(`${COMPANY}/managers`, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { name: string; email: string };
      const made: AdminProgramManager = {
        username: body.email.split('@')[0] as string,
        name: body.name,
        email: body.email,
        status: 'invited',
      };
      state.company = { ...state.company, managers: [...state.company.managers, made] };
      return ok(made, 201);
    }),
    http.delete(`${COMPANY}/managers/:username`, async ({ request, params }) => {
      await record(request);
      const gone = state.company.managers.find((manager) => manager.username === params['username']);
      state.company = {
        ...state.company,
        managers: state.company.managers.filter((manager) => manager !== gone),
      };
      return HttpResponse.json({
        success: true,
        message: `${gone?.name} tidak lagi menjadi manajer batch ini.`,
        data: null,
      });
    }),
    http.get('*/api/lcadm/corporate-training/companies', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return page(REGISTER.filter((company) => company.name.toLowerCase().includes(q)));
    }),
  ];
}

/**
 * A page test file's msw server: the chrome's routes, `extra`, and the program's routes over a fresh state before each
 * test (`program.state`); a test's own `server.use` lasts for that test.
 */
export function programServer(...extra: RequestHandler[]) {
  const server = setupServer(...chromeHandlers, ...extra);
  let state = programApiState();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  answerEachTestsRequests();
  beforeEach(() => {
    state = programApiState();
    server.use(...programHandlers(state));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    get state() {
      return state;
    },
  };
}
