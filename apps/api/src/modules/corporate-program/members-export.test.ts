import { and, eq, isNull } from 'drizzle-orm';
import { corporateBatchAccess, corporateManagers, downloadTokens } from '../../db/schema';
import { createSecondAccount } from '../../test/ownership';
import { bearer, buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { DOWNLOAD_LINK_INVALID, DOWNLOAD_LINK_USED } from '../downloads/service';
import { toCsv } from '../downloads/csv';

describe('CSV export of the Member list: export-token, then export.csv?token=', () => {
  let harness: TestApp;
  let token: string;
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
  });
  afterAll(() => harness.close());

  it('gives a token at data.token and downloads the participants as CSV with it, once', async () => {
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
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Nama","Username","Bergabung","Progres (%)","Poin","Peringkat poin"');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(/^"Dimas Saputra","dimas.saputra","\d{4}-\d{2}-\d{2}","100","300","1"$/);

    expect(expectErrorEnvelope(await download(1, 1, body.data.token), 410)).toBe(DOWNLOAD_LINK_USED);
  });

  it('leaves progress and points empty in a batch without full access, as the page does', async () => {
    const { data } = (await exportToken(2, 1)).json<{ data: { token: string } }>();
    const lines = (await download(2, 1, data.token)).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]+","[^"]+","\d{4}-\d{2}-\d{2}","","","\d+"$/);
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
