// The corporate program's learning through the API (decision 0046): an employee sees their batch's learning items,
// learns one in the course player, passes its quiz and earns its program points once, in the ledger and in their
// program totals; a member outside the company never opens the content. An admin sets up a batch, adds a company,
// makes, orders, changes and removes items, imports employees from CSV (a bad row refuses the file; new addresses are
// invited) and gives a company's manager the batch.
import {
  PROGRAM_PATHS,
  type AdminProgramBatch,
  type AdminProgramCompany,
  type AdminProgramEmployee,
  type AdminProgramItem,
  type Attempt,
  type CoursePlayer,
  type MemberProgramBatch,
  type MemberProgramSummary,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { corporateMembers, notifications, pointLedger, users } from '../../db/schema';
import { bearer, buildTestApp, demoAccount, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { createAccount, issueToken } from '../../test/ownership';
import { loadQuestions } from '../assessments/repository';

type Envelope<T> = { success: boolean; message: string; data: T };
const BOUNDARY = 'batasprogram';

describe('the corporate program: employees learn, admins run it', () => {
  let harness: TestApp;
  let member: string;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: { statusCode: number; json: <U>() => U }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${JSON.stringify(response.json())}`);
    return response.json<Envelope<T>>().data;
  };
  const upload = (url: string, csv: string) =>
    harness.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="karyawan.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`,
      ),
    });

  beforeAll(async () => {
    harness = await buildTestApp();
    [member, admin] = await Promise.all([loginAs(harness.app, 'member'), loginAs(harness.app, 'admin')]);
  });
  afterAll(() => harness.close());

  it("shows the employee their batch's items with status, due dates and points", async () => {
    const programs = data<MemberProgramSummary[]>(await send('GET', PROGRAM_PATHS.memberPrograms, member));
    expect(programs).toEqual([
      expect.objectContaining({
        batch: expect.objectContaining({ id: 1, name: 'Batch 1 — 2026' }),
        company: { id: 1, name: 'PT Nusantara Aman' },
        items: 5,
        completedItems: 0,
        progress: 0,
        points: 0,
      }),
    ]);
    const batch = data<MemberProgramBatch>(await send('GET', PROGRAM_PATHS.memberBatch(1), member));
    expect(batch.learningItems.map((item) => item.status)).toEqual([
      'terlambat',
      'terlambat',
      'belum_mulai',
      'belum_mulai',
      'belum_mulai',
    ]);
    expect(batch.learningItems[2]).toMatchObject({ title: 'Autentikasi multi-faktor', points: 60, progress: 0 });
    // Batch 2 is not the demo member's.
    expect(expectErrorEnvelope(await send('GET', PROGRAM_PATHS.memberBatch(2), member), 404)).toBe(
      'Batch program tidak ditemukan atau kamu bukan pesertanya.',
    );
  });

  it('completes an item in the player and its quiz, earning its program points once', async () => {
    const item = data<MemberProgramBatch>(await send('GET', PROGRAM_PATHS.memberBatch(1), member)).learningItems[2];
    const base = `/api/member/kelas/${item.contentSlug}`;
    const player = data<CoursePlayer>(await send('GET', base, member));
    const materials = player.modules.flatMap((module) => module.materials);
    expect(materials).toHaveLength(2);
    for (const material of materials) {
      const saved = await send('PUT', `${base}/materi/${material.hashId}/progress`, member, {
        position_seconds: 240,
        completed: true,
      });
      expect(saved.statusCode).toBe(200);
    }
    let mine = data<MemberProgramBatch>(await send('GET', PROGRAM_PATHS.memberBatch(1), member));
    // Every material done, the quiz not passed yet: still in progress.
    expect(mine.learningItems[2]).toMatchObject({ progress: 100, status: 'berjalan', completedAt: null });

    const quiz = `${base}/modul/${player.modules[0].slug}/kuis`;
    const take = async (right: boolean) => {
      const attempt = data<Attempt>(await send('POST', `${quiz}/attempts`, member));
      const [question] = await loadQuestions(harness.db, attempt.assessmentId);
      const option = question.options.find((candidate) => candidate.isCorrect === right)!;
      return data<Attempt>(
        await send('POST', `/api/member/attempts/${attempt.id}/submit`, member, {
          answers: [{ questionId: question.id, optionIds: [option.id] }],
        }),
      );
    };
    await take(false);
    mine = data<MemberProgramBatch>(await send('GET', PROGRAM_PATHS.memberBatch(1), member));
    expect(mine.learningItems[2]).toMatchObject({ status: 'berjalan', quizScore: 0 });
    await take(true);
    await take(true);
    mine = data<MemberProgramBatch>(await send('GET', PROGRAM_PATHS.memberBatch(1), member));
    expect(mine.learningItems[2]).toMatchObject({ status: 'selesai', quizScore: 100, completedAt: expect.any(String) });
    expect(mine).toMatchObject({ completedItems: 1, progress: 20, points: 60 });

    const [demo] = await harness.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount('member').email));
    const awards = await harness.db
      .select({ points: pointLedger.points })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, demo.id), eq(pointLedger.source, 'corporate_program')));
    expect(awards).toEqual([{ points: 60 }]);
    const [note] = await harness.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, demo.id),
          eq(notifications.title, 'Materi program selesai: Autentikasi multi-faktor'),
        ),
      );
    expect(note.link).toBe('/member/corporate-program/1');

    // A question in the item's discussions: the admin's answer notifies with a link under the item's own page.
    const asked = await send('POST', `${base}/diskusi`, member, {
      title: 'Aplikasi autentikator apa yang dipakai kantor?',
      body: 'Apakah boleh memakai aplikasi autentikator pribadi untuk akun kantor?',
    });
    expect(asked.statusCode).toBe(201);
    const hash = asked.json<Envelope<{ hashId: string }>>().data.hashId;
    const replied = await send('POST', `/api/lcadm/diskusi/${hash}/balasan`, admin, {
      body: 'Pakai aplikasi yang disetujui tim TI; daftarnya ada di intranet.',
    });
    expect(replied.statusCode).toBe(201);
    const [answer] = await harness.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, demo.id),
          eq(notifications.link, `/member/-corporate-program/${item.contentSlug}/1/${item.id}/diskusi/${hash}`),
        ),
      );
    expect(answer).toBeDefined();

    // Someone outside the company never opens the content.
    const outsider = await issueToken(harness.db, (await createAccount(harness.db, 'member', 'bukan.karyawan')).id);
    expect(expectErrorEnvelope(await send('GET', base, outsider), 403)).toBe(
      'Materi ini hanya untuk karyawan peserta program perusahaan ini.',
    );
  });

  it('lets an admin set up a batch, a company and its learning items', async () => {
    const bad = await send('POST', PROGRAM_PATHS.adminBatches, admin, {
      name: 'Batch Uji',
      isFullAccess: false,
      startsAt: '2026-12-01T00:00:00+07:00',
      endsAt: '2026-11-01T00:00:00+07:00',
      inactiveAfterDays: 14,
    });
    expect(expectErrorEnvelope(bad, 422)).toBe('Tanggal selesai harus setelah tanggal mulai');
    const batch = data<AdminProgramBatch>(
      await send('POST', PROGRAM_PATHS.adminBatches, admin, {
        name: 'Batch Uji 2027',
        isFullAccess: true,
        startsAt: '2027-01-04T00:00:00+07:00',
        endsAt: '2027-03-31T00:00:00+07:00',
        inactiveAfterDays: 10,
      }),
    );
    expect(batch).toMatchObject({ name: 'Batch Uji 2027', companies: 0, employees: 0, inactiveAfterDays: 10 });
    const company = data<AdminProgramCompany>(
      await send('POST', PROGRAM_PATHS.adminBatchCompanies(batch.id), admin, { corporateId: 2 }),
    );
    expect(company).toMatchObject({ company: { id: 2, name: 'PT Garuda Data Sentosa' }, items: [], employees: 0 });
    expect(
      expectErrorEnvelope(
        await send('POST', PROGRAM_PATHS.adminBatchCompanies(batch.id), admin, { corporateId: 2 }),
        422,
      ),
    ).toBe('Perusahaan ini sudah ada di batch ini.');

    const make = (title: string) =>
      send('POST', PROGRAM_PATHS.adminItems(batch.id, 2), admin, { title, dueAt: null, points: 50 });
    const first = data<AdminProgramItem>(await make('Keamanan email'));
    const second = data<AdminProgramItem>(await make('Keamanan perangkat'));
    expect([first.order, second.order]).toEqual([1, 2]);
    expect(first.contentSlug).toMatch(/^program-[0-9a-f]{12}$/);
    // The admin fills the item's content with the authoring API.
    const outline = await send('GET', `/api/author/content/${first.contentSlug}/outline`, admin);
    expect(outline.json<Envelope<{ owner: string }>>().data.owner).toBe('program');

    const ordered = data<AdminProgramItem[]>(
      await send('PUT', PROGRAM_PATHS.adminItemOrder(batch.id, 2), admin, { itemIds: [second.id, first.id] }),
    );
    expect(ordered.map((item) => item.title)).toEqual(['Keamanan perangkat', 'Keamanan email']);
    expect(
      expectErrorEnvelope(
        await send('PUT', PROGRAM_PATHS.adminItemOrder(batch.id, 2), admin, { itemIds: [first.id] }),
        422,
      ),
    ).toBe('Urutan harus memuat setiap materi perusahaan ini di batch ini, masing-masing sekali.');
    const renamed = data<AdminProgramItem>(
      await send('PUT', PROGRAM_PATHS.adminItem(batch.id, 2, first.id), admin, {
        title: 'Keamanan email kantor',
        dueAt: '2027-02-01T17:00:00+07:00',
        points: 80,
      }),
    );
    expect(renamed).toMatchObject({ title: 'Keamanan email kantor', points: 80, dueAt: '2027-02-01T10:00:00.000Z' });
    expect((await send('DELETE', PROGRAM_PATHS.adminItem(batch.id, 2, second.id), admin)).statusCode).toBe(200);
    expect(
      data<AdminProgramCompany>(await send('GET', PROGRAM_PATHS.adminCompany(batch.id, 2), admin)).items,
    ).toHaveLength(1);
    // An item someone worked on stays: the demo member's completed one in Batch 1.
    const started = data<AdminProgramCompany>(await send('GET', PROGRAM_PATHS.adminCompany(1, 1), admin)).items.find(
      (item) => item.completed > 0 && item.title === 'Mengenali email phishing',
    )!;
    expect(expectErrorEnvelope(await send('DELETE', PROGRAM_PATHS.adminItem(1, 1, started.id), admin), 409)).toMatch(
      /^Materi ini sudah dikerjakan \d+ karyawan/,
    );
    // A company not in the batch has nothing there.
    expect(expectErrorEnvelope(await send('GET', PROGRAM_PATHS.adminCompany(batch.id, 1), admin), 404)).toBe(
      'Perusahaan ini tidak ada di batch tersebut.',
    );
  });

  it('imports employees whole or not at all, with departments and invitations', async () => {
    const url = PROGRAM_PATHS.adminEmployeesImport(1, 1);
    const refused = await upload(
      url,
      'name,email,department\nRina Baru,rina.baru@nusantara.id,Keuangan\nTanpa Email,,TI\n',
    );
    expect(expectErrorEnvelope(refused, 422)).toMatch(/^Berkas tidak diimpor: 1 baris bermasalah/);
    expect(await harness.db.$count(users, eq(users.email, 'rina.baru@nusantara.id'))).toBe(0);

    await createAccount(harness.db, 'member', 'karyawan.lama');
    const done = await upload(
      url,
      'name,email,department\nRina Baru,rina.baru@nusantara.id,Keuangan\n' +
        'Karyawan Lama,karyawan.lama@uji.akademisiber.id,TI\n',
    );
    expect(done.json<Envelope<unknown>>()).toMatchObject({
      message: 'Impor selesai: 1 akun terdaftar ditambahkan, 1 akun baru dibuat dan diundang.',
      data: { rows: 2, enrolled: 1, invited: 1, alreadyInProgram: 0 },
    });
    const [mail] = await mailsTo(harness.app, 'rina.baru@nusantara.id');
    expect(mail.subject).toBe('Undangan Program Budaya Keamanan Siber di Akademi Siber');
    expect(mail.links.some((link) => link.includes('/reset-password?') && link.includes('corporate-program'))).toBe(
      true,
    );
    const employees = await send('GET', `${PROGRAM_PATHS.adminEmployees(1, 1)}?q=rina.baru`, admin);
    expect(employees.json<Envelope<AdminProgramEmployee[]>>().data).toEqual([
      expect.objectContaining({ name: 'Rina Baru', department: 'Keuangan', status: 'invited', progress: 0 }),
    ]);
    const again = await upload(url, 'name,email\nKaryawan Lama,karyawan.lama@uji.akademisiber.id\n');
    expect(again.json<Envelope<{ alreadyInProgram: number }>>().data.alreadyInProgram).toBe(1);
  });

  it("gives a company's manager the batch, inviting a new address", async () => {
    const url = PROGRAM_PATHS.adminManagers(2, 1);
    const added = await send('POST', url, admin, { name: 'Manajer Baru', email: 'Manajer.Baru@Nusantara.id' });
    expect(added.statusCode).toBe(201);
    expect(added.json<Envelope<unknown>>()).toMatchObject({
      message: 'Akun manajer dibuat dan undangan dikirim ke manajer.baru@nusantara.id.',
      data: { name: 'Manajer Baru', status: 'invited' },
    });
    const [mail] = await mailsTo(harness.app, 'manajer.baru@nusantara.id');
    expect(mail.subject).toBe('Akses manajer Program Budaya Keamanan Siber di Akademi Siber');
    expect(
      expectErrorEnvelope(await send('POST', url, admin, { name: 'Member', email: demoAccount('member').email }), 422),
    ).toBe('Email ini dipakai akun yang bukan manajer perusahaan; gunakan email lain.');
    const [account] = await harness.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'manajer.baru@nusantara.id'));
    expect((await send('DELETE', PROGRAM_PATHS.adminManager(2, 1, account.username), admin)).statusCode).toBe(200);
    expect(
      expectErrorEnvelope(await send('DELETE', PROGRAM_PATHS.adminManager(2, 1, account.username), admin), 404),
    ).toBe('Manajer tidak ditemukan untuk perusahaan ini di batch ini.');
    expect(await harness.db.$count(corporateMembers)).toBeGreaterThan(0);
  });
});
