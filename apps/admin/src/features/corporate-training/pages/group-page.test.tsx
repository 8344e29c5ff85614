import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminGroupDetail, AdminGroupParticipant } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const GROUP_API = '*/api/lcadm/corporate-training/:trainingSlug/groups/:groupId';

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
};

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

const server = setupServer(
  ...chromeHandlers,
  http.get(GROUP_API, () => ok(group)),
  http.get(`${GROUP_API}/participants`, ({ request }) => {
    const url = new URL(request.url);
    sent.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: null });
    return page(url.searchParams.get('q') === 'rina' ? [people[1]] : people);
  }),
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
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
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
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Penyelesaian' }));
    expect(await screen.findByRole('progressbar', { name: 'Rata-rata progres peserta' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    expect(screen.getByText('Menunggu aktivasi', { selector: 'dt' })).toBeInTheDocument();
  });

  it('answers a group that does not exist with the not-found page', async () => {
    server.use(http.get(GROUP_API, () => fail(404, 'Grup pelatihan tidak ditemukan.')));
    renderRemote(app, PATH, admin);
    expect(await screen.findByText('Grup pelatihan tidak ditemukan.')).toBeInTheDocument();
  });
});
