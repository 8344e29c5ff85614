import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminStaticPage } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const terms: AdminStaticPage = {
  slug: 'syarat-dan-ketentuan',
  path: '/syarat-dan-ketentuan',
  title: 'Syarat dan Ketentuan',
  body: 'Dengan memakai Akademi Siber Anda setuju.\n\n## Akun\n\n- Satu akun satu orang',
  updatedAt: '2026-01-14T17:00:00Z',
  updatedBy: null,
};
const saved: unknown[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/pages', () =>
    ok([terms, { ...terms, slug: 'tentang-kami', path: '/tentang-kami', title: 'Tentang Kami' }]),
  ),
  http.get('*/api/lcadm/pages/:slug', ({ params }) =>
    params['slug'] === terms.slug ? ok(terms) : fail(404, 'Halaman tidak ditemukan'),
  ),
  http.put('*/api/lcadm/pages/:slug', async ({ request }) => {
    const body = (await request.json()) as { title: string; body: string };
    saved.push(body);
    return ok({ ...terms, ...body, updatedAt: '2026-12-02T03:00:00Z', updatedBy: { name: 'Sari Admin' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/halaman', () => {
  it('lists the static pages with their public address and last change', async () => {
    renderRemote(app, '/admin/halaman', admin);
    const table = await screen.findByRole('table', { name: 'Halaman statis' });
    expect(within(table).getByRole('link', { name: 'Syarat dan Ketentuan' })).toHaveAttribute(
      'href',
      '/admin/halaman/syarat-dan-ketentuan',
    );
    expect(within(table).getAllByRole('link', { name: '/tentang-kami' })[0]).toHaveAttribute('href', '/tentang-kami');
  });

  it('edits a page with a live, sanitised preview and saves it; an empty text is refused first', async () => {
    renderRemote(app, '/admin/halaman/syarat-dan-ketentuan', admin);
    const form = await screen.findByRole('form', { name: 'Ubah Syarat dan Ketentuan' }, { timeout: 20_000 });
    const body = within(form).getByRole('textbox', { name: /Isi halaman/ });
    const preview = within(form).getByRole('region', { name: 'Pratinjau isi halaman' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Akun' })).toBeInTheDocument();
    await userEvent.clear(body);
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan halaman' }));
    expect(await within(form).findByText(/Isi halaman wajib diisi/)).toBeInTheDocument();
    await userEvent.type(body, '## Pembayaran{enter}{enter}Bayar **tepat waktu**. [[x](javascript:alert(1))');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Pembayaran' })).toBeInTheDocument();
    expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan halaman' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: 'Syarat dan Ketentuan',
      body: '## Pembayaran\n\nBayar **tepat waktu**. [x](javascript:alert(1))',
    });
    expect(await screen.findByText('Halaman disimpan.')).toBeInTheDocument();
  });

  it('answers an unknown page with the 404 panel', async () => {
    renderRemote(app, '/admin/halaman/tidak-ada', admin);
    expect(await screen.findByText(/Kamu tersesat/)).toBeInTheDocument();
  });
});
