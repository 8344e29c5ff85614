import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import {
  addSession,
  cohortApiState,
  cohortStaffHandlers,
  correctCell,
} from '@akademi-siber/feature-attendance/testing';
import type { AdminGroupDetail, AdminGroupParticipant, AttendanceSheet } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const GROUP_API = '*/api/lcadm/corporate-training/:trainingSlug/groups/:groupId';
const STAFF_API = '*/api/author/corporate-training/:trainingSlug/groups/:groupId';

const group: AdminGroupDetail = {
  id: 6,
  slug: 'nusantara-aman-keuangan',
  name: 'Divisi Keuangan 2026',
  training: { slug: 'security-awareness-karyawan', title: 'Security Awareness untuk Karyawan' },
  company: { id: 1, name: 'PT Nusantara Aman' },
  startsAt: '2026-07-01T02:00:00Z',
  endsAt: '2026-07-28T10:00:00Z',
  instructor: { username: 'author.demo', name: 'Budi Instruktur' },
  participants: 2,
  contentSlug: 'group-6-materi',
  completion: {
    participants: 2,
    started: 1,
    completed: 0,
    averagePercent: 13,
    totalMaterials: 4,
    awaitingActivation: 1,
  },
  rules: { lateAfterMinutes: 15, finalAfterMinutes: 60, thresholdPercent: 80 },
};

function groupSheet(): AttendanceSheet {
  return {
    owner: 'group',
    parent: { slug: group.training.slug, title: group.training.title },
    contentSlug: group.contentSlug,
    cohort: { id: 6, slug: group.slug, name: group.name, startsAt: group.startsAt, endsAt: group.endsAt },
    rules: group.rules,
    sessions: [
      {
        id: 41,
        title: 'Kelas 1: Mengenali phishing',
        startsAt: '2026-07-01T02:00:00.000Z',
        endsAt: '2026-07-01T04:00:00.000Z',
        meetingUrl: null,
        phase: 'ended',
        final: false,
        records: 0,
      },
    ],
    members: [
      {
        username: 'member.demo',
        name: 'Member Demo',
        avatarUrl: null,
        percent: 0,
        cells: [{ sessionId: 41, status: null, joinedAt: null, corrected: false }],
      },
    ],
    corrections: [],
  };
}

const people: AdminGroupParticipant[] = [
  {
    username: 'member.demo',
    name: 'Member Demo',
    email: 'member@akademisiber.id',
    status: 'active',
    invitedAt: null,
    enrolledAt: '2026-06-26T02:00:00Z',
    progress: { completedMaterials: 1, totalMaterials: 4, percent: 25 },
  },
  {
    username: 'rina.wulandari',
    name: 'Rina Wulandari',
    email: 'rina@nusantara-aman.co.id',
    status: 'invited',
    invitedAt: '2026-06-27T02:00:00Z',
    enrolledAt: '2026-06-27T02:00:00Z',
    progress: { completedMaterials: 0, totalMaterials: 4, percent: 0 },
  },
];

const sent: { method: string; path: string; body: unknown }[] = [];
let importAnswer: () => Response = () => ok({ rows: 2, enrolled: 1, invited: 1, alreadyInGroup: 0 });
const cohort = cohortApiState(groupSheet());
let listed: AdminGroupParticipant[] = people;
const reads = { group: 0, participants: 0 };
const said = (message: string, status = 200) =>
  HttpResponse.json({ success: status < 400, message, data: null }, { status });

const server = setupServer(
  ...chromeHandlers,
  http.get(GROUP_API, () => {
    reads.group += 1;
    return ok({ ...group, participants: listed.length });
  }),
  http.get(`${GROUP_API}/participants`, ({ request }) => {
    const url = new URL(request.url);
    reads.participants += 1;
    sent.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: null });
    return page(
      url.searchParams.get('q') === 'rina' ? listed.filter((person) => person.name.startsWith('Rina')) : listed,
    );
  }),
  http.delete(`${GROUP_API}/participants/:username`, ({ request, params }) => {
    sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
    listed = listed.filter((person) => person.username !== params.username);
    return said('Rina Wulandari dikeluarkan dari grup.');
  }),
  http.post(`${GROUP_API}/participants/:username/invitation`, ({ request }) => {
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body: null });
    return said('Undangan baru dikirim ke rina@nusantara-aman.co.id.');
  }),
  ...cohortStaffHandlers(STAFF_API, cohort),
  http.post(`${GROUP_API}/participants/import`, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    sent.push({
      method: 'POST',
      path: new URL(request.url).pathname,
      body: typeof file === 'string' ? file : file?.name,
    });
    return importAnswer();
  }),
  http.put(GROUP_API, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    cohort.sheet = {
      ...cohort.sheet,
      rules: {
        lateAfterMinutes: Number(body['lateAfterMinutes']),
        finalAfterMinutes: Number(body['attendanceFinalAfterMinutes']),
        thresholdPercent: Number(body['attendanceThresholdPercent']),
      },
    };
    return ok(group);
  }),
  http.get('*/api/lcadm/corporate-training/companies', () =>
    page([
      { id: 1, name: 'PT Nusantara Aman', groups: 2 },
      { id: 3, name: 'PT Bank Sejahtera Raya', groups: 1 },
    ]),
  ),
  http.get('*/api/lcadm/corporate-training/instructors', () =>
    ok([
      { username: 'author.demo', name: 'Budi Instruktur' },
      { username: 'sari.pengajar', name: 'Sari Pengajar' },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  Object.assign(cohort, cohortApiState(groupSheet()));
  listed = people;
  Object.assign(reads, { group: 0, participants: 0 });
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  importAnswer = () => ok({ rows: 2, enrolled: 1, invited: 1, alreadyInGroup: 0 });
});
afterAll(() => server.close());

const admin = demoUser('admin');
const PATH = '/admin/corporate-training/security-awareness-karyawan/group/6';
const csvFile = (name = 'peserta.csv') =>
  new NodeFile(['name,email\nRina,rina@nusantara-aman.co.id\n'], name, { type: 'text/csv' }) as unknown as File;

describe('/admin/corporate-training/{trainingSlug}/group/{groupId}', () => {
  it('shows the group, its participants with status and progress, and finds one', async () => {
    renderRemote(app, PATH, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Divisi Keuangan 2026' })).toBeInTheDocument();
    expect(screen.getByText('Security Awareness untuk Karyawan · PT Nusantara Aman')).toBeInTheDocument();
    expect(screen.getByText('Budi Instruktur')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Peserta grup' });
    const rina = within(table).getByRole('row', { name: /Rina Wulandari/ });
    expect(within(rina).getByText('Menunggu aktivasi')).toBeInTheDocument();
    expect(within(rina).getByText('diundang')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: 'Progres Member Demo: 1 dari 4' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari peserta' }), 'rina');
    await userEvent.click(
      within(screen.getByRole('search', { name: 'Cari peserta' })).getByRole('button', { name: 'Cari' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(sent.at(-1)?.path).toContain('q=rina');
  });

  it('imports a CSV file and says what it did', async () => {
    renderRemote(app, PATH, admin);
    const panel = await screen.findByRole('region', { name: 'Impor peserta dari CSV' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(within(panel).getByRole('button', { name: 'Impor peserta' }));
    expect(within(panel).getByText('Pilih berkas CSV peserta untuk diunggah.')).toBeInTheDocument();
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile());
    await person.click(within(panel).getByRole('button', { name: 'Impor peserta' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '2 baris dibaca: 1 akun terdaftar ditambahkan, 1 akun baru dibuat dan diundang lewat email.',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/lcadm/corporate-training/security-awareness-karyawan/groups/6/participants/import',
        body: 'peserta.csv',
      },
    ]);
  });

  it('lists every bad row of a refused file by its line', async () => {
    importAnswer = () =>
      fail(
        422,
        'Berkas tidak diimpor: 3 baris bermasalah. Perbaiki lalu unggah lagi; tidak ada peserta yang ditambahkan.',
        {
          errors: [
            { path: 'line.3', message: 'Nama wajib diisi.' },
            { path: 'line.4', message: 'Email tidak valid.' },
            { path: 'line.7', message: 'Email ini sudah ada di baris 2.' },
          ],
        },
      );
    renderRemote(app, PATH, admin);
    const panel = await screen.findByRole('region', { name: 'Impor peserta dari CSV' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile());
    await person.click(within(panel).getByRole('button', { name: 'Impor peserta' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Berkas tidak diimpor: 3 baris bermasalah.');
    const rows = within(within(alert).getByRole('table', { name: 'Baris bermasalah' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '3Nama wajib diisi.',
      '4Email tidak valid.',
      '7Email ini sudah ada di baris 2.',
    ]);
  });

  it('shows a file-level refusal without a table', async () => {
    importAnswer = () =>
      fail(422, 'Berkas harus berupa teks CSV dengan encoding UTF-8.', {
        errors: [{ path: 'file', message: 'Berkas harus berupa teks CSV dengan encoding UTF-8.' }],
      });
    renderRemote(app, PATH, admin);
    const panel = await screen.findByRole('region', { name: 'Impor peserta dari CSV' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile('peserta.xlsx'));
    await person.click(within(panel).getByRole('button', { name: 'Impor peserta' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Berkas harus berupa teks CSV dengan encoding UTF-8.');
    expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
  });

  it('changes the schedule and the instructor, and shows the completion', async () => {
    renderRemote(app, `${PATH}?tab=jadwal`, admin);
    const form = await screen.findByRole('form', { name: 'Ubah grup' });
    expect(within(form).getByRole('textbox', { name: /Nama grup/ })).toHaveValue('Divisi Keuangan 2026');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: /Instruktur/ }), 'sari.pengajar');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Grup pelatihan disimpan.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Divisi Keuangan 2026',
      slug: 'nusantara-aman-keuangan',
      companyId: 1,
      instructorUsername: 'sari.pengajar',
      // The group's rules as they were: the form always sends them.
      lateAfterMinutes: 15,
      attendanceFinalAfterMinutes: 60,
      attendanceThresholdPercent: 80,
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Penyelesaian' }));
    expect(await screen.findByRole('progressbar', { name: 'Rata-rata progres peserta' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    expect(screen.getByText('Menunggu aktivasi', { selector: 'dt' })).toBeInTheDocument();
  });

  it('shows the group’s attendance rules, and sets them in the group’s form', async () => {
    renderRemote(app, `${PATH}?tab=jadwal`, admin);
    await screen.findByRole('heading', { level: 1, name: 'Divisi Keuangan 2026' });
    const rules = screen.getByText('Syarat kehadiran', { selector: 'dt' }).closest('div') as HTMLElement;
    expect(rules).toHaveTextContent('80%');
    expect(rules).toHaveTextContent('Terlambat setelah 15 menit; final 1 jam setelah sesi');

    const form = await screen.findByRole('form', { name: 'Ubah grup' });
    // The group has a session: its dates are the sessions'.
    expect(await within(form).findByText(/mengikuti sesi pertama dan terakhir grup ini/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Mulai/)).toHaveAttribute('readonly');
    const fieldset = within(form).getByRole('group', { name: 'Aturan kehadiran' });
    const late = within(fieldset).getByRole('textbox', { name: /Terlambat setelah/ });
    expect(late).toHaveValue('15');
    expect(within(fieldset).getByRole('textbox', { name: /Kehadiran final setelah/ })).toHaveValue('60');
    const threshold = within(fieldset).getByRole('textbox', { name: /Syarat kehadiran sertifikat/ });
    expect(threshold).toHaveValue('80');

    // The API's own bounds, before anything is sent.
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '120');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Syarat kehadiran sertifikat maksimal 100%')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '90');
    await userEvent.clear(late);
    await userEvent.type(late, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Grup pelatihan disimpan.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      lateAfterMinutes: 5,
      attendanceFinalAfterMinutes: 60,
      attendanceThresholdPercent: 90,
    });

    // The sheet holds the rules too: the attendance tab shows the new ones.
    await userEvent.click(screen.getByRole('tab', { name: 'Sesi & kehadiran' }));
    expect(
      await screen.findByText('Terlambat bila bergabung lebih dari 5 menit setelah sesi dimulai.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/minimal 90% dari semua sesi/)).toBeInTheDocument();
  });

  it('lets the dates be typed while the group has no sessions', async () => {
    cohort.sheet = { ...groupSheet(), sessions: [] };
    renderRemote(app, `${PATH}?tab=jadwal`, admin);
    const form = await screen.findByRole('form', { name: 'Ubah grup' });
    expect(
      await within(form).findByText(/Setelah sesi ditambahkan, tanggal grup mengikuti jadwal sesinya/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Mulai/)).not.toHaveAttribute('readonly');
  });

  it('keeps the group’s sessions and attendance with the shared views, on the group’s staff routes', async () => {
    renderRemote(app, `${PATH}?tab=kehadiran`, admin);
    const sessions = await screen.findByRole('region', { name: 'Sesi' });
    expect(within(sessions).getByRole('listitem', { name: 'Kelas 1: Mengenali phishing' })).toBeInTheDocument();
    expect(screen.getByText('Terlambat bila bergabung lebih dari 15 menit setelah sesi dimulai.')).toBeInTheDocument();

    await addSession({ title: 'Kelas 2: Kata sandi', startsAt: '2026-07-08T09:00', endsAt: '2026-07-08T11:00' });
    expect(await screen.findByText('Sesi ditambahkan.')).toBeInTheDocument();
    expect(await within(sessions).findByRole('listitem', { name: 'Kelas 2: Kata sandi' })).toBeInTheDocument();
    // The group's dates follow its sessions: the group is read again.
    await waitFor(() => expect(reads.group).toBe(2));

    await correctCell('Member Demo', 'Kelas 1: Mengenali phishing', 'Izin', 'Dinas ke kantor cabang.');
    expect(await screen.findByText('Kehadiran diperbarui.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Riwayat koreksi' })).findByRole('listitem', {
        name: 'Koreksi Member Demo di Kelas 1: Mengenali phishing',
      }),
    ).toHaveTextContent('Oleh Demo admin (@admin.demo)');
    const base = '/api/author/corporate-training/security-awareness-karyawan/groups/6';
    expect(cohort.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${base}/sessions`,
      `PUT ${base}/sessions/41/attendance/member.demo`,
    ]);
  });

  it('offers a retry when the group’s attendance fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${STAFF_API}/attendance`, () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Layanan sedang sibuk.') : ok(cohort.sheet);
      }),
    );
    renderRemote(app, `${PATH}?tab=kehadiran`, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kehadiran grup belum dapat dimuat');
    expect(alert).toHaveTextContent('Layanan sedang sibuk.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Sesi' })).toBeInTheDocument();
  });

  it('removes a participant after asking, then refetches the list and the completion', async () => {
    renderRemote(app, PATH, admin);
    const table = await screen.findByRole('table', { name: 'Peserta grup' });
    await within(table).findByRole('row', { name: /Rina Wulandari/ });
    const before = { ...reads };

    await userEvent.click(within(table).getByRole('button', { name: 'Keluarkan Rina Wulandari' }));
    let dialog = await screen.findByRole('dialog', { name: 'Keluarkan peserta' });
    expect(dialog).toHaveTextContent('Keluarkan Rina Wulandari (rina@nusantara-aman.co.id) dari grup ini?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Keluarkan Rina Wulandari' }));
    dialog = await screen.findByRole('dialog', { name: 'Keluarkan peserta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluarkan' }));
    expect(await screen.findByText('Rina Wulandari dikeluarkan dari grup.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: '/api/lcadm/corporate-training/security-awareness-karyawan/groups/6/participants/rina.wulandari',
        body: null,
      },
    ]);
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Rina Wulandari/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reads.participants).toBeGreaterThan(before.participants);
    expect(reads.group).toBeGreaterThan(before.group);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Cari peserta' })).toHaveFocus());
  });

  it('keeps the dialog open and toasts the API’s refusal when a participant cannot be removed', async () => {
    server.use(
      http.delete(`${GROUP_API}/participants/:username`, () => said('Peserta tidak ditemukan di grup ini.', 404)),
    );
    renderRemote(app, PATH, admin);
    const table = await screen.findByRole('table', { name: 'Peserta grup' });
    await userEvent.click(within(table).getByRole('button', { name: 'Keluarkan Member Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluarkan peserta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluarkan' }));
    expect(await screen.findByText('Peserta tidak ditemukan di grup ini.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Keluarkan peserta' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Member Demo/ })).toBeInTheDocument();
  });

  it('sends an invited participant a new invitation, only while they wait for activation', async () => {
    renderRemote(app, PATH, admin);
    const table = await screen.findByRole('table', { name: 'Peserta grup' });
    const member = await within(table).findByRole('row', { name: /Member Demo/ });
    expect(within(member).queryByRole('button', { name: /Kirim ulang undangan/ })).not.toBeInTheDocument();
    const before = reads.participants;
    await userEvent.click(within(table).getByRole('button', { name: 'Kirim ulang undangan ke Rina Wulandari' }));
    expect(await screen.findByText('Undangan baru dikirim ke rina@nusantara-aman.co.id.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path:
          '/api/lcadm/corporate-training/security-awareness-karyawan/groups/6/participants/' +
          'rina.wulandari/invitation',
        body: null,
      },
    ]);
    await waitFor(() => expect(reads.participants).toBeGreaterThan(before));
  });

  it('toasts the API’s refusal of a new invitation', async () => {
    server.use(
      http.post(`${GROUP_API}/participants/:username/invitation`, () =>
        said('Rina Wulandari sudah mengaktifkan akunnya.', 409),
      ),
    );
    renderRemote(app, PATH, admin);
    const table = await screen.findByRole('table', { name: 'Peserta grup' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Kirim ulang undangan ke Rina Wulandari' }));
    expect(await screen.findByText('Rina Wulandari sudah mengaktifkan akunnya.')).toBeInTheDocument();
  });

  it('answers a group that does not exist with the not-found page', async () => {
    server.use(http.get(GROUP_API, () => fail(404, 'Grup pelatihan tidak ditemukan.')));
    renderRemote(app, PATH, admin);
    expect(await screen.findByText('Grup pelatihan tidak ditemukan.')).toBeInTheDocument();
  });
});
