import {
  EMPLOYEE_STATUS_LABELS,
  type ApiPage,
  type CorporateDashboard,
  type CorporateEmployee,
} from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { and, eq, isNull } from 'drizzle-orm';
import { corporateBatchAccess, corporateManagers, downloadTokens } from '../../db/schema';
import { createSecondAccount } from '../../test/ownership';
import { bearer, buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { DOWNLOAD_LINK_INVALID, DOWNLOAD_LINK_USED } from '../downloads/service';
import { toCsv } from '../downloads/csv';
import { EMPLOYEE_COLUMNS, SUMMARY_COLUMNS } from './members-export';
import { createProgramFixture, renamed, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
/** The cells of one line of our CSV (every cell quoted, quotes doubled). */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"'));

describe('CSV export of the Member list: export-token, then export.csv?token=', () => {
  let harness: TestApp;
  let token: string;
  let fixture: ProgramFixture;
  let limited: ProgramFixture;
  const base = (batch: number, corporate: number) => `/api/corporate/member/${batch}/group/${corporate}`;
  const exportToken = async (batch = 1, corporate = 1, session = token) =>
    harness.app.inject({ method: 'GET', url: `${base(batch, corporate)}/export-token`, headers: bearer(session) });
  const download = (batch: number, corporate: number, downloadToken: string) =>
    harness.app.inject({
      method: 'GET',
      url: `${base(batch, corporate)}/export.csv?token=${encodeURIComponent(downloadToken)}`,
    });

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'corporate');
    fixture = await createProgramFixture(harness.db, {
      name: 'Batch Uji Ekspor',
      fullAccess: true,
      items: 3,
      employees: SEVEN_EMPLOYEES,
    });
    limited = await createProgramFixture(harness.db, {
      name: 'Batch Uji Ekspor Terbatas',
      fullAccess: false,
      items: 3,
      employees: renamed('terbatas'),
    });
  });
  afterAll(() => harness.close());

  it('gives a token at data.token and downloads the Member page as CSV with it, once', async () => {
    const answer = await exportToken();
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ success: boolean; data: { token: string; expires_in: number } }>();
    expect(body).toMatchObject({ success: true, data: { expires_in: 120 } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const file = await download(1, 1, body.data.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="peserta-batch-1-corporate-1.csv"');
    expect(file.headers['cache-control']).toBe('no-store');
    const lines = csvLines(file.body);
    expect(lines[0]).toBe(EMPLOYEE_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines.some((line) => line.startsWith('"1","Dimas Saputra","dimas.saputra",'))).toBe(true);

    expect(expectErrorEnvelope(await download(1, 1, body.data.token), 410)).toBe(DOWNLOAD_LINK_USED);
  });

  it('equals the Member page number for number, with the same filters', async () => {
    for (const query of ['', '&status=inactive', '&department=TI', '&q=uji']) {
      const listed: CorporateEmployee[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const page = (
          await harness.app.inject({
            method: 'GET',
            url: `${base(fixture.batchId, 1)}?per_page=2&page=${pageNumber}${query}`,
            headers: bearer(token),
          })
        ).json<ApiPage<CorporateEmployee>>();
        listed.push(...page.data);
        if (listed.length >= page.meta.total) break;
      }
      const { data } = (await exportToken(fixture.batchId)).json<{ data: { token: string } }>();
      const file = await harness.app.inject({
        method: 'GET',
        url: `${base(fixture.batchId, 1)}/export.csv?token=${encodeURIComponent(data.token)}${query}`,
      });
      const rows = csvLines(file.body).slice(1).map(cells);
      expect(rows).toEqual(
        listed.map((row) => [
          String(row.rank),
          row.name,
          row.username,
          row.email,
          row.department ?? '',
          EMPLOYEE_STATUS_LABELS[row.status],
          String(row.completedItems),
          String(row.items),
          String(row.progress),
          row.averageQuizScore === null ? '' : String(row.averageQuizScore),
          String(row.point),
          formatDateTime(row.lastActiveAt, { withZone: true }),
          formatDateTime(row.joinedAt, { withZone: true }),
        ]),
      );
    }
  });

  it('counts the same statuses as the dashboard', async () => {
    const { data } = (await exportToken(fixture.batchId)).json<{ data: { token: string } }>();
    const rows = csvLines((await download(fixture.batchId, 1, data.token)).body)
      .slice(1)
      .map(cells);
    const dashboard = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/corporate/dashboard/${fixture.batchId}/group/1`,
        headers: bearer(token),
      })
    ).json<{ data: CorporateDashboard }>().data;
    const statusColumn = EMPLOYEE_COLUMNS.indexOf('Status');
    const counted = Object.fromEntries(
      Object.entries(EMPLOYEE_STATUS_LABELS).map(([status, label]) => [
        status,
        rows.filter((row) => row[statusColumn] === label).length,
      ]),
    );
    expect(counted).toEqual(dashboard.summary.statuses);
    expect(rows).toHaveLength(dashboard.summary.employees);
    const points = rows.reduce((sum, row) => sum + Number(row[EMPLOYEE_COLUMNS.indexOf('Poin')]), 0);
    expect(points).toBe(dashboard.summary.totalPoints);
  });

  it('without full access holds the page\'s table of departments, "Data belum cukup" where it says so', async () => {
    const { data } = (await exportToken(limited.batchId)).json<{ data: { token: string } }>();
    const file = await download(limited.batchId, 1, data.token);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="ringkasan-peserta-batch-${limited.batchId}-corporate-1.csv"`,
    );
    for (const employee of SEVEN_EMPLOYEES) expect(file.body).not.toContain(employee.name as string);
    const lines = csvLines(file.body);
    expect(lines[0]).toBe(SUMMARY_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(cells(lines[1])).toEqual([
      'Semua karyawan',
      '7',
      '5',
      '71.4',
      '1',
      '33.3',
      'Data belum cukup',
      '700',
      '3',
      '2',
      '1',
    ]);
    expect(cells(lines[2])[0]).toBe('Keuangan');
    expect(cells(lines[2]).slice(1, 3)).toEqual(['3', 'Data belum cukup']);
    expect(cells(lines[4])[0]).toBe('Tanpa departemen');
    // The seed's Batch 2 has two employees: nothing but the headcount.
    const second = (await exportToken(2, 1)).json<{ data: { token: string } }>().data.token;
    expect(cells(csvLines((await download(2, 1, second)).body)[1]).slice(0, 3)).toEqual([
      'Semua karyawan',
      '2',
      'Data belum cukup',
    ]);
  });

  it('a token opens only its own file, and expires', async () => {
    const { data } = (await exportToken(1, 1)).json<{ data: { token: string } }>();
    expect(expectErrorEnvelope(await download(2, 1, data.token), 404)).toBe(DOWNLOAD_LINK_INVALID);
    await harness.db
      .update(downloadTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(downloadTokens.usedAt));
    expect(expectErrorEnvelope(await download(1, 1, data.token), 410)).toBe(DOWNLOAD_LINK_USED);
    expect(expectErrorEnvelope(await download(1, 1, 'x'.repeat(43)), 404)).toBe(DOWNLOAD_LINK_INVALID);
    expect(expectErrorEnvelope(await download(1, 1, 'pendek'), 422)).toBe(DOWNLOAD_LINK_INVALID);
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: `${base(1, 1)}/export.csv` }), 422);
  });

  it('never issues a token for a corporate the manager does not manage, nor to another role', async () => {
    expectErrorEnvelope(await exportToken(1, 2), 403);
    expect(expectErrorEnvelope(await exportToken(99, 1), 404)).toBe('Batch tidak ditemukan.');
    expectErrorEnvelope(await exportToken(1, 1, await loginAs(harness.app, 'member')), 403);
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: `${base(1, 1)}/export-token` }), 401);
  });

  it("checks the manager's access again when the file is downloaded", async () => {
    const second = await createSecondAccount(harness.db, 'corporate');
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: second.email, password: DEMO_PASSWORD },
    });
    const sessionToken = login.json().token;
    const first = (await exportToken(1, 2, sessionToken)).json<{ data: { token: string } }>().data.token;
    expect((await download(1, 2, first)).statusCode).toBe(200);
    // The manager loses batch 1 between asking for the token and downloading: the file is refused.
    const pending = (await exportToken(1, 2, sessionToken)).json<{ data: { token: string } }>().data.token;
    const [manager] = await harness.db
      .select({ id: corporateManagers.id })
      .from(corporateManagers)
      .where(eq(corporateManagers.userId, second.id));
    await harness.db
      .delete(corporateBatchAccess)
      .where(and(eq(corporateBatchAccess.managerId, manager.id), eq(corporateBatchAccess.batchId, 1)));
    expectErrorEnvelope(await download(1, 2, pending), 403);
    // A token issued for corporate 2 never opens corporate 1's file.
    expect(expectErrorEnvelope(await download(1, 1, first), 404)).toBe(DOWNLOAD_LINK_INVALID);
  });
});

describe('toCsv', () => {
  it('quotes every cell, doubles quotes, keeps numbers, and defuses formulas', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['=1+1', 'say "hi"'],
        [42, null],
        ['@x', '-y'],
      ],
    );
    expect(csv).toBe('\uFEFF"a","b"\r\n"\'=1+1","say ""hi"""\r\n"42",""\r\n"\'@x","\'-y"\r\n');
  });
});
