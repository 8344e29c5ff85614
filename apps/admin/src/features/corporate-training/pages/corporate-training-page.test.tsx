import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminGroupDetail, AdminGroupSummary, CorporateCompany } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const groupRow: AdminGroupSummary = {
  id: 6,
  slug: 'nusantara-aman-keuangan',
  name: 'Divisi Keuangan 2026',
  training: { slug: 'security-awareness-karyawan', title: 'Security Awareness untuk Karyawan' },
  company: { id: 1, name: 'PT Nusantara Aman' },
  startsAt: '2026-07-01T02:00:00Z',
  endsAt: '2026-07-28T10:00:00Z',
  instructor: { username: 'author.demo', name: 'Budi Instruktur' },
  participants: 3,
  contentSlug: 'group-6-materi',
};
const created: AdminGroupDetail = {
  ...groupRow,
  id: 7,
  slug: 'tim-operasional-2026',
  name: 'Tim Operasional 2026',
  participants: 0,
  contentSlug: 'group-7-materi',
  completion: {
    participants: 0,
    started: 0,
    completed: 0,
    averagePercent: 0,
    totalMaterials: 0,
    awaitingActivation: 0,
  },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
};
let companies: CorporateCompany[] = [{ id: 1, name: 'PT Nusantara Aman', groups: 2 }];
const sent: { method: string; path: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/corporate-training/groups', ({ request }) => {
    const url = new URL(request.url);
    sent.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: null });
    return page(url.searchParams.get('q') === 'tidak ada' ? [] : [groupRow]);
  }),
  http.get('*/api/lcadm/corporate-training/trainings', () =>
    page([
      {
        slug: 'security-awareness-karyawan',
        title: 'Security Awareness untuk Karyawan',
        durationDays: 1,
        published: true,
        groups: 3,
        participants: 3,
      },
    ]),
  ),
  http.get('*/api/lcadm/corporate-training/companies', () => page(companies)),
  http.post('*/api/lcadm/corporate-training/companies', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    sent.push({ method: 'POST', path: '/companies', body });
    if (body.name.toLowerCase() === 'pt nusantara aman') {
      return fieldErrors([{ path: 'name', message: 'Perusahaan dengan nama ini sudah ada.' }]);
    }
    const company = { id: 9, name: body.name, groups: 0 };
    companies = [...companies, company];
    return ok(company, 201);
  }),
  http.get('*/api/lcadm/corporate-training/instructors', () =>
    ok([{ username: 'author.demo', name: 'Budi Instruktur' }]),
  ),
  http.post('*/api/lcadm/corporate-training/:trainingSlug/groups', async ({ request, params }) => {
    sent.push({ method: 'POST', path: `/${String(params.trainingSlug)}/groups`, body: await request.json() });
    return ok(created, 201);
  }),
  http.get('*/api/lcadm/corporate-training/:trainingSlug/groups/:groupId', () => ok(created)),
  http.get('*/api/lcadm/corporate-training/:trainingSlug/groups/:groupId/participants', () => page([])),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  companies = [{ id: 1, name: 'PT Nusantara Aman', groups: 2 }];
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/corporate-training', () => {
  it('lists the groups with their company, schedule and instructor, and filters them', async () => {
    renderRemote(app, '/admin/corporate-training', admin);
    const table = await screen.findByRole('table', { name: 'Grup pelatihan' });
    expect(within(table).getByRole('link', { name: 'Divisi Keuangan 2026' })).toHaveAttribute(
      'href',
      '/admin/corporate-training/security-awareness-karyawan/group/6',
    );
    expect(within(table).getByText('PT Nusantara Aman')).toBeInTheDocument();
    expect(within(table).getByText('Budi Instruktur')).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Pelatihan' }),
      'security-awareness-karyawan',
    );
    await waitFor(() => expect(sent.at(-1)?.path).toContain('training=security-awareness-karyawan'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari grup' }), 'tidak ada');
    await userEvent.click(
      within(screen.getByRole('search', { name: 'Cari grup' })).getByRole('button', { name: 'Cari' }),
    );
    expect(await screen.findByText('Tidak ada grup yang cocok.')).toBeInTheDocument();
  });

  it('creates a group for a training, its slug following the name, and opens it', async () => {
    renderRemote(app, '/admin/corporate-training', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Buat grup' }));
    const dialog = screen.getByRole('dialog', { name: 'Grup baru' });
    expect(within(dialog).getByText(/Pilih pelatihan yang diikuti grup ini/)).toBeInTheDocument();
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Pelatihan/ }),
      'security-awareness-karyawan',
    );
    const form = within(dialog).getByRole('form', { name: 'Grup baru' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Perusahaan wajib dipilih')).toBeInTheDocument();
    expect(within(form).getByText('Instruktur wajib dipilih')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Nama grup/ }), 'Tim Operasional 2026');
    await userEvent.tab();
    expect(within(form).getByRole('textbox', { name: /Slug/ })).toHaveValue('tim-operasional-2026');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: /^Perusahaan/ }), '1');
    await userEvent.type(within(form).getByLabelText(/Mulai/), '2026-09-01T09:00');
    await userEvent.type(within(form).getByLabelText(/Selesai/), '2026-09-30T17:00');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Instruktur/ }), 'author.demo');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tim Operasional 2026' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/security-awareness-karyawan/groups',
      body: expect.objectContaining({
        name: 'Tim Operasional 2026',
        slug: 'tim-operasional-2026',
        companyId: 1,
        instructorUsername: 'author.demo',
        startsAt: new Date('2026-09-01T09:00').toISOString(),
        // A new group starts with the platform's attendance rules, sent by the form.
        lateAfterMinutes: 10,
        attendanceFinalAfterMinutes: 1440,
        attendanceThresholdPercent: 75,
      }),
    });
  });

  it('shows the trainings with their counts, leading to their groups', async () => {
    renderRemote(app, '/admin/corporate-training?tab=pelatihan', admin);
    const table = await screen.findByRole('table', { name: 'Pelatihan korporat' });
    await userEvent.click(within(table).getByRole('link', { name: '3 grup Security Awareness untuk Karyawan' }));
    expect(await screen.findByRole('table', { name: 'Grup pelatihan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grup' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a company, the API naming a duplicate on the field', async () => {
    renderRemote(app, '/admin/corporate-training?tab=perusahaan', admin);
    await screen.findByRole('table', { name: 'Perusahaan' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah perusahaan' }));
    const dialog = screen.getByRole('dialog', { name: 'Perusahaan baru' });
    const name = within(dialog).getByRole('textbox', { name: /Nama perusahaan/ });
    await userEvent.type(name, 'PT Nusantara Aman');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Perusahaan dengan nama ini sudah ada.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'PT Samudra Digital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Perusahaan ditambahkan.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'PT Samudra Digital' })).toBeInTheDocument();
  });
});
