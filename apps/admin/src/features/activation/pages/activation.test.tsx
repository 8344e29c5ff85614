import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminActivationBatch } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const activationBatch: AdminActivationBatch = {
  id: 9,
  name: 'Kerja sama Kampus',
  type: 'course',
  ref: 'dasar-keamanan-web',
  targetTitle: 'Dasar Keamanan Web',
  count: 5,
  usesPerCode: 1,
  redeemed: 1,
  expiresAt: null,
  createdAt: '2026-11-20T00:00:00Z',
};

const course = (slug: string, title: string) => ({
  slug,
  title,
  level: 'Pemula',
  category: 'Web',
  thumbnailUrl: null,
  price: 250000,
  salePrice: null,
  includedInSubscription: false,
  author: { name: 'Budi', username: 'author.demo', avatarUrl: null },
  totalModules: 3,
  totalMaterials: 12,
  durationSeconds: 7200,
  enrolledCount: 10,
});

const posts: unknown[] = [];
const courseSearches: string[] = [];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/activation-batches', () => page([activationBatch])),
  http.post('*/api/lcadm/activation-batches', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    posts.push(body);
    return ok({ ...activationBatch, id: 12, name: body.name, count: 25 }, 201);
  }),
  http.get('*/api/lcadm/activation-batches/:id/codes', ({ params }) =>
    page(
      [
        { code: 'ABCD-EFGH-JKLM', uses: 0, usesPerCode: 1, expiresAt: null },
        { code: 'NPQR-STUV-WXYZ', uses: 1, usesPerCode: 1, expiresAt: null },
      ].map((code) => ({ ...code, code: `${code.code}` })),
      params['id'] === '12' ? 25 : 2,
    ),
  ),
  http.get('*/api/courses', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    courseSearches.push(search);
    const all = [course('dasar-keamanan-web', 'Dasar Keamanan Web'), course('forensik-digital', 'Forensik Digital')];
    return page(all.filter((c) => c.title.toLowerCase().includes(search.toLowerCase())));
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
  courseSearches.length = 0;
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/token-aktivasi', () => {
  it('generates a batch for a course chosen from the catalog, then opens its codes', async () => {
    renderRemote(app, '/admin/token-aktivasi', admin);
    const table = await screen.findByRole('table', { name: 'Batch kode aktivasi' });
    expect(within(table).getByRole('row', { name: /Kerja sama Kampus/ })).toHaveTextContent(
      'Kelas online: Dasar Keamanan Web',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Buat kode aktivasi' }));
    const dialog = screen.getByRole('dialog', { name: 'Buat kode aktivasi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat kode' }));
    expect(await within(dialog).findByText('Nama batch wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Yang dibuka wajib dipilih')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nama batch/ }), 'Beasiswa Desember');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Cari kelas' }), 'forensik');
    const select = within(dialog).getByRole('combobox', { name: /Kelas yang dibuka/ });
    await waitFor(() =>
      expect(within(select).queryByRole('option', { name: /Dasar Keamanan Web/ })).not.toBeInTheDocument(),
    );
    expect(within(select).getByRole('option', { name: 'Forensik Digital (Rp250.000)' })).toBeInTheDocument();
    expect(courseSearches).toContain('forensik');
    await userEvent.selectOptions(select, 'forensik-digital');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Jumlah kode/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Jumlah kode/ }), '1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat kode' }));
    expect(await within(dialog).findByText('Jumlah kode maksimal 1000')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Jumlah kode/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Jumlah kode/ }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat kode' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beasiswa Desember' })).toBeInTheDocument();
    expect(screen.getByText('25 kode aktivasi dibuat.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        name: 'Beasiswa Desember',
        type: 'course',
        ref: 'forensik-digital',
        count: 25,
        usesPerCode: 1,
        expiresAt: null,
      },
    ]);
    const codes = await screen.findByRole('table', { name: 'Kode aktivasi' });
    expect(within(codes).getByText('ABCD-EFGH-JKLM')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toHaveTextContent('Halaman 1 dari 3');
  });

  it('"Unduh CSV" gets a token, then hands the browser the CSV link', async () => {
    server.use(
      http.get('*/api/lcadm/activation-batches/9/export-token', () => ok({ token: 'tok_csv', expires_in: 120 })),
    );
    const hrefs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderRemote(app, '/admin/token-aktivasi/9', admin);
    await screen.findByRole('table', { name: 'Kode aktivasi' });
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await screen.findByRole('button', { name: 'Unduh CSV' });
    expect(hrefs).toEqual(['/api/lcadm/activation-batches/9/export.csv?token=tok_csv']);
  });

  it('shows the server message when the CSV token is refused', async () => {
    server.use(
      http.get('*/api/lcadm/activation-batches/9/export-token', () =>
        fail(403, 'Anda tidak memiliki izin untuk mengakses halaman ini.'),
      ),
    );
    renderRemote(app, '/admin/token-aktivasi/9', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
    expect(await screen.findByText('Anda tidak memiliki izin untuk mengakses halaman ini.')).toBeInTheDocument();
  });
});
