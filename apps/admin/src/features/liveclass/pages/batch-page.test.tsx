import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type {
  AdminBatchCertificate,
  AdminBatchDetail,
  AdminBatchMember,
  AdminBatchOrder,
  AttendanceCorrectionInput,
  AttendanceSheet,
  LiveClassInput,
} from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';
import { attendanceSheet, batchDetail, budi, sari } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const BASE = '/admin/liveclass/workshop-secure-coding/batch/7';
const API = '*/api/admin/liveclass/workshop-secure-coding/batches/7';

const members: AdminBatchMember[] = [
  {
    username: 'member.demo',
    name: 'Rina Member',
    email: 'member@akademisiber.id',
    avatarUrl: null,
    source: 'purchase',
    enrolledAt: '2025-12-20T03:00:00.000Z',
    attendancePercent: 100,
    certificateNumber: 'CI-150126-0001',
  },
  {
    username: 'andi',
    name: 'Andi Peserta',
    email: 'andi@contoh.id',
    avatarUrl: null,
    source: 'activation_token',
    enrolledAt: '2025-12-22T03:00:00.000Z',
    attendancePercent: 33,
    certificateNumber: null,
  },
];
const orders: AdminBatchOrder[] = [
  {
    idTransaction: 'AS261110DEMOJDWL',
    buyer: { username: 'member.demo', name: 'Rina Member', email: 'member@akademisiber.id' },
    status: 'paid',
    itemPrice: 950_000,
    total: 950_417,
    createdAt: '2025-12-20T02:00:00.000Z',
    paidAt: '2025-12-20T03:00:00.000Z',
  },
];
const certificates: AdminBatchCertificate[] = [
  {
    number: 'CI-150126-0001',
    holder: { username: 'member.demo', name: 'Rina Member' },
    title: 'Workshop Secure Coding — Kelas Malam',
    issuedAt: '2026-01-15T03:00:00.000Z',
    revokedAt: null,
  },
];

let detail: AdminBatchDetail;
let sheet: AttendanceSheet;
const memberQueries: URLSearchParams[] = [];
const orderQueries: URLSearchParams[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get(API, () => ok(detail)),
  http.get(`${API}/members`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    memberQueries.push(query);
    const search = query.get('search');
    return page(search ? members.filter((member) => member.username.includes(search)) : members);
  }),
  http.get(`${API}/orders`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    orderQueries.push(query);
    const status = query.get('status');
    return page(status ? orders.filter((order) => order.status === status) : orders);
  }),
  http.get(`${API}/certificates`, () => page(certificates)),
  http.get('*/api/admin/liveclass-instructors', () => page([budi, sari])),
  http.get('*/api/author/liveclass/workshop-secure-coding/batches/7/attendance', () => ok(sheet)),
  http.put(
    '*/api/author/liveclass/workshop-secure-coding/batches/7/sessions/:sessionId/attendance/:username',
    async ({ request, params }) => {
      const body = (await request.json()) as AttendanceCorrectionInput;
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      const cell = { sessionId: Number(params.sessionId), status: body.status, joinedAt: null, corrected: true };
      const correction = {
        id: 1,
        session: { id: 19, title: 'Model ancaman' },
        member: { username: 'member.demo', name: 'Rina Member' },
        from: 'hadir' as const,
        to: body.status,
        reason: body.reason,
        by: { username: 'admin.demo', name: 'Demo admin' },
        at: '2026-01-06T03:00:00.000Z',
      };
      sheet = {
        ...sheet,
        members: sheet.members.map((member) => ({ ...member, cells: [cell], percent: 0 })),
        corrections: [correction],
      };
      return ok({ cell, correction });
    },
  ),
  http.put('*/api/admin/liveclass/workshop-secure-coding', async ({ request }) => {
    const body = (await request.json()) as LiveClassInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    detail = { ...detail, liveClass: { ...detail.liveClass, instructor: sari } };
    return ok({ ...detail.liveClass, batches: [detail.batch] });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  detail = batchDetail();
  sheet = attendanceSheet();
  memberQueries.length = 0;
  orderQueries.length = 0;
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin', { username: 'admin.demo', name: 'Demo admin' });
const openPage = async (url = BASE) => {
  renderRemote(app, url, admin);
  return screen.findByRole('heading', { level: 1, name: 'Workshop Secure Coding — Kelas Malam' }, { timeout: 15_000 });
};
const panel = () => screen.getByRole('tabpanel');

it('shows the batch with its figures, and its members with attendance and certificate', async () => {
  await openPage();
  const trail = screen.getByRole('navigation', { name: 'Lokasi halaman' });
  expect(within(trail).getByRole('link', { name: 'Live Class' })).toHaveAttribute('href', '/admin/liveclass');
  // The staff menu marks the section.
  const menu = screen.getByRole('navigation', { name: 'Menu staf' });
  expect(within(menu).getByRole('link', { name: 'Live Class' })).toHaveAttribute('aria-current', 'page');
  expect(
    screen.getByText(/05 Jan 2026 – 19 Jan 2026 · 3 sesi · Rp950\.000 · Pengajar Budi Instruktur/),
  ).toBeInTheDocument();
  const figures = screen.getAllByRole('definition').map((node) => node.textContent);
  expect(figures).toEqual(expect.arrayContaining(['12 / 30', '16', '15', '1']));
  expect(screen.getByRole('tab', { name: 'Peserta' })).toHaveAttribute('aria-selected', 'true');

  const table = await within(panel()).findByRole('table', { name: 'Peserta batch' });
  const rina = within(table).getByRole('row', { name: /Rina Member/ });
  expect(rina).toHaveTextContent('Pembelian');
  expect(rina).toHaveTextContent('100%');
  expect(within(rina).getByRole('link', { name: 'CI-150126-0001' })).toHaveAttribute(
    'href',
    '/certificate/CI-150126-0001',
  );
  const andi = within(table).getByRole('row', { name: /Andi Peserta/ });
  expect(andi).toHaveTextContent('Token aktivasi');
  expect(andi).toHaveTextContent('33%');

  await userEvent.type(within(panel()).getByRole('textbox', { name: 'Cari nama, username, atau email' }), 'andi');
  await userEvent.click(within(panel()).getByRole('button', { name: 'Cari' }));
  await waitFor(() => expect(within(table).queryByRole('row', { name: /Rina Member/ })).not.toBeInTheDocument());
  expect(memberQueries.at(-1)?.get('search')).toBe('andi');
  expect(document.title).toBe('Workshop Secure Coding — Kelas Malam · Admin · Akademi Siber');
});

it('lists the orders that bought the batch, linked to the verification page, filtered by status', async () => {
  await openPage(`${BASE}?tab=pesanan`);
  expect(screen.getByRole('tab', { name: 'Pesanan' })).toHaveAttribute('aria-selected', 'true');
  const table = await within(panel()).findByRole('table', { name: 'Pesanan batch' });
  expect(within(table).getByRole('link', { name: 'AS261110DEMOJDWL' })).toHaveAttribute(
    'href',
    '/admin/pesanan/AS261110DEMOJDWL',
  );
  const row = within(table).getAllByRole('row')[1];
  expect(row).toHaveTextContent('Lunas');
  expect(row).toHaveTextContent('Rp950.000');
  expect(row).toHaveTextContent('Rp950.417');
  await userEvent.selectOptions(within(panel()).getByRole('combobox', { name: 'Status pesanan' }), 'Ditolak');
  expect(await within(table).findByText('Tidak ada pesanan dengan status ini.')).toBeInTheDocument();
  expect(orderQueries.at(-1)?.get('status')).toBe('rejected');
});

it('lists the attendance certificates issued', async () => {
  await openPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Sertifikat' }));
  const table = await within(panel()).findByRole('table', { name: 'Sertifikat kehadiran' });
  const row = within(table).getAllByRole('row')[1];
  expect(row).toHaveTextContent('CI-150126-0001');
  expect(row).toHaveTextContent('Rina Member');
  expect(row).toHaveTextContent('Berlaku');
  expect(panel()).toHaveTextContent('minimal 75% dari semua sesi');
});

it('keeps the attendance with the shared grid: an admin corrects a cell through the staff route', async () => {
  await openPage(`${BASE}?tab=kehadiran`);
  const sessions = await within(panel()).findByRole('region', { name: 'Sesi' });
  expect(within(sessions).getByRole('listitem', { name: 'Model ancaman' })).toBeInTheDocument();
  await userEvent.click(within(panel()).getByRole('button', { name: 'Ubah kehadiran Rina Member di Model ancaman' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'Izin');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Surat izin dari kantor.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Kehadiran diperbarui.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: '/api/author/liveclass/workshop-secure-coding/batches/7/sessions/19/attendance/member.demo',
      body: { status: 'izin', reason: 'Surat izin dari kantor.' },
    },
  ]);
  const history = within(panel()).getByRole('region', { name: 'Riwayat koreksi' });
  expect(
    await within(history).findByRole('listitem', { name: 'Koreksi Rina Member di Model ancaman' }),
  ).toHaveTextContent('Oleh Demo admin (@admin.demo)');
});

it('changes the instructor of the live class, sending the class as it is', async () => {
  await openPage(`${BASE}?tab=pengajar`);
  expect(panel()).toHaveTextContent('Budi Instruktur');
  const form = within(panel()).getByRole('form', { name: 'Ganti pengajar' });
  const save = within(form).getByRole('button', { name: 'Simpan pengajar' });
  expect(save).toBeDisabled();
  const picker = within(form).getByRole('combobox', { name: /^Pengajar/ });
  await waitFor(() => expect(within(picker).getByRole('option', { name: /Sari Pengajar/ })).toBeInTheDocument());
  await userEvent.selectOptions(picker, 'sari.pengajar');
  await userEvent.click(save);
  expect(await screen.findByText('Pengajar live class diganti.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: '/api/admin/liveclass/workshop-secure-coding',
      body: {
        title: 'Workshop Secure Coding',
        slug: 'workshop-secure-coding',
        level: 'Menengah',
        category: 'Application Security',
        description: 'Praktik menulis kode yang aman.',
        syllabus: ['Model ancaman', 'Validasi input'],
        thumbnailUrl: null,
        published: true,
        instructorUsername: 'sari.pengajar',
      },
    },
  ]);
  expect(await screen.findByText(/Pengajar Sari Pengajar/)).toBeInTheDocument();
});

it('shows the error page for a batch that does not exist or an address that is not one', async () => {
  server.use(http.get(API, () => fail(404, 'Batch tidak ditemukan di live class ini.')));
  const first = renderRemote(app, BASE, admin);
  expect(
    await screen.findByText('Batch tidak ditemukan di live class ini.', {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Kamu tersesat, segera kembali ke jalan yang benar!',
  );
  first.unmount();

  renderRemote(app, '/admin/liveclass/workshop-secure-coding/batch/abc', admin);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
    'Kamu tersesat, segera kembali ke jalan yang benar!',
  );
});
