// Importing a group's participants from CSV (decision 0044): a good file enrols existing members and invites new
// people once; a file with any bad row is refused whole with every problem by its line; the file's own limits; and an
// invitation's set-password link, used once, opens the account, which then opens the group.
import type {
  AdminGroupDetail,
  AdminGroupParticipant,
  GroupImportResult,
  MemberGroupHome,
} from '@akademi-siber/util-contracts';
import { eq, sql } from 'drizzle-orm';
import { notifications, trainingGroupParticipants, users } from '../../db/schema';
import { extraMemberEmail } from '../../db/seed-data';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { multipart } from '../orders/testing';

type Envelope<T> = { success: boolean; message: string; data: T };
type Problems = { data: { errors: { path: string; message: string }[] } };
// nusantara-aman-2026 (group 1): no participants in the seed.
const GROUP = '/api/lcadm/corporate-training/security-awareness-karyawan/groups/1';
const NEW_PASSWORD = 'Peserta#Baru2026';

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

describe('importing a group’s participants', () => {
  let harness: TestApp;
  let admin: string;
  const upload = (bytes: Buffer, filename = 'peserta.csv') => {
    const body = multipart([{ field: 'file', filename, contentType: 'text/csv', bytes }]);
    return harness.app.inject({
      method: 'POST',
      url: `${GROUP}/participants/import`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const participantCount = () =>
    harness.db.$count(trainingGroupParticipants, sql`${trainingGroupParticipants.groupId} = 1`);
  const userCount = () => harness.db.$count(users);
  const participants = async (query = '') =>
    (await harness.app.inject({ url: `${GROUP}/participants${query}`, headers: bearer(admin) })).json<
      Envelope<AdminGroupParticipant[]>
    >().data;
  const invitationLink = async (email: string) => {
    const mails = await mailsTo(harness.app, email);
    const link = mails.flatMap((mail) => mail.links).find((candidate) => candidate.includes('/reset-password?'));
    return { mails, url: link ? new URL(link) : null };
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  it('refuses a file with bad rows whole, naming each row and why', async () => {
    const [participantsBefore, usersBefore] = [await participantCount(), await userCount()];
    const response = await upload(
      csv(
        'name,email',
        'Rina Wulandari,rina.wulandari@nusantara-aman.co.id',
        ',tanpa.nama@nusantara-aman.co.id',
        'Email Rusak,bukan-email',
        'Tanpa Email,',
        `Nama Yang Sangat Panjang ${'x'.repeat(100)},panjang@nusantara-aman.co.id`,
        'Rina Lagi,Rina.Wulandari@Nusantara-Aman.co.id',
        'Akun Staf,author@akademisiber.id',
      ),
    );
    expect(expectErrorEnvelope(response, 422)).toBe(
      'Berkas tidak diimpor: 6 baris bermasalah. Perbaiki lalu unggah lagi; tidak ada peserta yang ditambahkan.',
    );
    expect(response.json<Problems>().data.errors).toEqual([
      { path: 'line.3', message: 'Nama wajib diisi.' },
      { path: 'line.4', message: 'Email tidak valid.' },
      { path: 'line.5', message: 'Email wajib diisi.' },
      { path: 'line.6', message: 'Nama terlalu panjang (maksimal 100 karakter).' },
      { path: 'line.7', message: 'Email ini sudah ada di baris 2.' },
      {
        path: 'line.8',
        message: 'Email ini dipakai akun staf (bukan member); hanya akun member yang dapat menjadi peserta.',
      },
    ]);
    // Nothing applied: the good row is not enrolled, nobody is made, nobody is mailed.
    expect(await participantCount()).toBe(participantsBefore);
    expect(await userCount()).toBe(usersBefore);
    expect(await mailsTo(harness.app, 'rina.wulandari@nusantara-aman.co.id')).toEqual([]);
  });

  it('refuses what is not a readable participants file', async () => {
    const problem = async (bytes: Buffer, message: string) => {
      const response = await upload(bytes);
      expect(expectErrorEnvelope(response, 422)).toBe(message);
      expect(response.json<Problems>().data.errors[0].path).toMatch(/^(file|line\.\d+)$/);
    };
    await problem(csv('nama lengkap,alamat', 'Rina,rina@contoh.id'), CSV_HEADER);
    await problem(
      Buffer.from('name,email\r\nJos\xe9,jose@contoh.id\r\n', 'latin1'),
      'Berkas harus berupa teks CSV dengan encoding UTF-8.',
    );
    await problem(
      csv('name,email'),
      'Berkas tidak berisi peserta. Tambahkan satu peserta per baris di bawah baris judul.',
    );
    expect(expectErrorEnvelope(await upload(Buffer.from('')), 422)).toBe('Pilih berkas CSV peserta untuk diunggah.');
    await problem(
      csv('name,email', '"Rina,rina@contoh.id'),
      'Tanda kutip tidak ditutup: periksa baris ini dan baris sesudahnya.',
    );
    const rows = Array.from({ length: 2001 }, (_, index) => `Peserta ${index},peserta${index}@contoh.id`);
    await problem(
      csv('name,email', ...rows),
      'Satu berkas paling banyak 2.000 peserta. Bagi berkas menjadi beberapa bagian.',
    );
    const huge = await upload(Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(expectErrorEnvelope(huge, 413)).toBe('Ukuran berkas CSV maksimal 1 MB.');
    const notMultipart = await harness.app.inject({
      method: 'POST',
      url: `${GROUP}/participants/import`,
      headers: bearer(admin),
      payload: { file: 'name,email' },
    });
    expect(notMultipart.statusCode).toBe(415);
    const missingGroup = await harness.app.inject({
      method: 'POST',
      url: '/api/lcadm/corporate-training/security-awareness-karyawan/groups/999999/participants/import',
      headers: { ...bearer(admin), ...multipart([{ field: 'file', bytes: csv('name,email') }]).headers },
      payload: multipart([{ field: 'file', bytes: csv('name,email') }]).payload,
    });
    expect(missingGroup.statusCode).toBe(404);
  });

  it('enrols existing members and invites new people once, from a spreadsheet’s semicolon file', async () => {
    const dimas = extraMemberEmail('dimas.saputra');
    const [dimasRow] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, dimas));
    // A byte-order mark, semicolons, quoted names with separators, columns in another order, an extra column.
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv(
        'Email;Nama;Divisi',
        `${dimas.toUpperCase()};Dimas Saputra;TI`,
        'rina.wulandari@nusantara-aman.co.id;"Wulandari; Rina";Keuangan',
        '',
        'bayu@nusantara-aman.co.id;"Bayu ""BJ"" Jatmiko";Umum',
      ),
    ]);
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<GroupImportResult>>();
    expect(body.data).toEqual({ rows: 3, enrolled: 1, invited: 2, alreadyInGroup: 0 });
    expect(body.message).toBe('Impor selesai: 1 akun terdaftar ditambahkan, 2 akun baru dibuat dan diundang.');

    const list = await participants();
    expect(list.map((person) => [person.name, person.status])).toEqual([
      ['Bayu "BJ" Jatmiko', 'invited'],
      ['Dimas Saputra', 'active'],
      ['Wulandari; Rina', 'invited'],
    ]);
    expect(list.find((person) => person.name === 'Dimas Saputra')?.invitedAt).toBeNull();
    const [rina] = await harness.db
      .select({ idRole: users.idRole, verified: users.emailVerifiedAt, username: users.username })
      .from(users)
      .where(eq(users.email, 'rina.wulandari@nusantara-aman.co.id'));
    expect(rina).toEqual({ idRole: 1, verified: null, username: 'rina.wulandari' });

    // The existing member is told in the bell and gets no invitation; each new person gets one.
    expect(await mailsTo(harness.app, dimas)).toEqual([]);
    const [notice] = await harness.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, dimasRow.id))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(notice).toEqual({
      title: 'Kamu terdaftar di pelatihan Security Awareness untuk Karyawan',
      link: '/member/corporate-training/security-awareness-karyawan/nusantara-aman-2026',
    });
    const invitation = await invitationLink('rina.wulandari@nusantara-aman.co.id');
    expect(invitation.mails).toHaveLength(1);
    expect(invitation.mails[0].subject).toBe('Undangan pelatihan Security Awareness untuk Karyawan di Akademi Siber');
    expect(invitation.mails[0].text).toContain('PT Nusantara Aman mendaftarkan kamu');
    expect(invitation.url?.searchParams.get('redirect')).toBe(
      '/member/corporate-training/security-awareness-karyawan/nusantara-aman-2026',
    );

    // The same file again changes nothing and mails nobody again.
    const again = await upload(file);
    expect(again.json<Envelope<GroupImportResult>>().data).toEqual({
      rows: 3,
      enrolled: 0,
      invited: 0,
      alreadyInGroup: 3,
    });
    expect(await mailsTo(harness.app, 'rina.wulandari@nusantara-aman.co.id')).toHaveLength(1);
    expect(await mailsTo(harness.app, 'bayu@nusantara-aman.co.id')).toHaveLength(1);

    const detail = (await harness.app.inject({ url: GROUP, headers: bearer(admin) })).json<
      Envelope<AdminGroupDetail>
    >();
    expect(detail.data.completion).toMatchObject({ participants: 3, awaitingActivation: 2 });
  });

  it('opens the account once with the invitation’s set-password link, then the group', async () => {
    const email = 'bayu@nusantara-aman.co.id';
    const { url } = await invitationLink(email);
    const token = url?.searchParams.get('token') ?? '';
    // Before the password is set the account cannot sign in.
    const early = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: NEW_PASSWORD },
    });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    const reset = (password: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password, password_confirmation: password },
      });
    expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
    expect(expectErrorEnvelope(await reset('Peserta#Lain2026'), 410)).toBe(
      'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.',
    );

    const member = await loginWithPassword(harness.app, email, NEW_PASSWORD);
    const home = await harness.app.inject({
      url: '/api/member/corporate-training/security-awareness-karyawan/nusantara-aman-2026',
      headers: bearer(member),
    });
    expect(home.statusCode).toBe(200);
    expect(home.json<Envelope<MemberGroupHome>>().data).toMatchObject({
      companyName: 'PT Nusantara Aman',
      participants: 3,
    });
    const list = await participants('?q=bayu');
    expect(list.map((person) => person.status)).toEqual(['active']);
  });

  it('takes a file at its limit of 2,000 rows in one go', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => `Peserta ${index},peserta${index}@contoh.id`);
    const response = await upload(csv('name,email', ...rows));
    expect(response.json<Envelope<GroupImportResult>>().data).toMatchObject({ rows: 2000, invited: 2000 });
    expect(await participantCount()).toBe(2003);
  }, 60_000);
});

const CSV_HEADER = 'Baris pertama harus berisi judul kolom name dan email (contoh: name,email).';
