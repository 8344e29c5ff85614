import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminBlogPost } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const COVER = '/api/blog/images/2026-12-0123456789abcdef0123456789abcdef.png';
const post: AdminBlogPost = {
  id: 7,
  slug: 'mengenali-email-phishing',
  title: 'Mengenali Email Phishing',
  summary: 'Ciri-ciri email palsu.',
  body: '## Ciri pertama\n\nPengirim aneh.',
  category: { id: 1, slug: 'tips-keamanan', category: 'Tips Keamanan' },
  author: { id: 3, name: 'Sari Admin', username: 'admin.demo' },
  coverUrl: null,
  status: 'published',
  publishedAt: '2026-11-20T02:00:00Z',
  createdAt: '2026-11-19T02:00:00Z',
};
const draft: AdminBlogPost = {
  ...post,
  id: 8,
  slug: 'draf',
  title: 'Draf Rahasia',
  status: 'draft',
  publishedAt: null,
};
let categories = [
  { id: 1, slug: 'tips-keamanan', category: 'Tips Keamanan', order: 1, posts: 4 },
  { id: 2, slug: 'karier', category: 'Karier', order: 2, posts: 0 },
  { id: 3, slug: 'acara', category: 'Acara', order: 3, posts: 0 },
];
const admin = demoUser('admin', { id: 9 });
const listQueries: string[] = [];
const sent: { url: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/blog/categories', () => ok(categories)),
  http.get('*/api/lcadm/blog/authors', () =>
    ok([
      { id: 2, name: 'Budi Author', username: 'author.demo' },
      { id: 3, name: 'Sari Admin', username: 'admin.demo' },
      { id: admin.id, name: 'Admin Uji', username: 'admin.uji' },
    ]),
  ),
  http.get('*/api/lcadm/blog/posts', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listQueries.push(params.toString());
    if (params.get('status') === 'draft') return page([draft]);
    if (params.get('search') === 'tidak-ada') return page([]);
    return page([draft, post]);
  }),
  http.get('*/api/lcadm/blog/posts/:id', ({ params }) =>
    params['id'] === '7' ? ok(post) : fail(404, 'Artikel tidak ditemukan'),
  ),
  http.post('*/api/lcadm/blog/images', () => ok({ url: COVER }, 201)),
  http.post('*/api/lcadm/blog/posts', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ url: 'POST', body });
    if (body['slug'] === 'mengenali-email-phishing')
      return fieldErrors([{ path: 'slug', message: 'Slug sudah dipakai artikel lain' }]);
    return ok({ ...post, id: 7 }, 201);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listQueries.length = 0;
  sent.length = 0;
});
afterAll(() => server.close());

describe('/admin/blog', () => {
  it('lists posts with their status, filters by status, searches, and says when nothing matches', async () => {
    renderRemote(app, '/admin/blog', admin);
    const table = await screen.findByRole('table', { name: 'Artikel blog' });
    expect(within(table).getByRole('link', { name: 'Draf Rahasia' })).toHaveAttribute('href', '/admin/blog/8');
    expect(within(table).getByText('Terbit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tulis artikel' })).toHaveAttribute('href', '/admin/blog/baru');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draf');
    await waitFor(() => expect(listQueries).toContain('page=1&per_page=10&status=draft'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Semua status');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari artikel' }), 'tidak-ada');
    expect(await screen.findByText('Tidak ada artikel yang cocok.')).toBeInTheDocument();
  });

  it('writes a post: slug from the title, live sanitised preview, cover and body pictures by upload', async () => {
    renderRemote(app, '/admin/blog/baru', admin);
    // The first editor page loads the Markdown libraries: a slow first import under jest.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artikel Baru' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /Judul/ }), 'Aman di Wi-Fi Publik!');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue('aman-di-wi-fi-publik');
    await screen.findByRole('option', { name: 'Karier' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Kategori/ }), 'Karier');
    // The signed-in admin is the author by default.
    expect(screen.getByRole('combobox', { name: /Penulis/ })).toHaveValue(String(admin.id));
    await userEvent.type(screen.getByRole('textbox', { name: /Ringkasan/ }), 'Tiga kebiasaan.');
    const body = screen.getByRole('textbox', { name: /Isi artikel/ });
    await userEvent.type(body, '## Pakai VPN{enter}{enter}Isi **penting** <img src=x onerror=alert(1)>');
    const preview = screen.getByRole('region', { name: 'Pratinjau isi artikel' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Pakai VPN' })).toBeInTheDocument();
    expect(within(preview).getByText('penting').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'peta-jaringan.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Unggah sampul/), picture);
    expect(await screen.findByRole('img', { name: 'Sampul artikel' })).toHaveAttribute('src', COVER);
    await userEvent.upload(screen.getByLabelText(/Sisipkan gambar/), picture);
    await waitFor(() => expect((body as HTMLTextAreaElement).value).toContain(`![peta jaringan](${COVER})`));
    expect(within(preview).getByRole('img', { name: 'peta jaringan' })).toHaveAttribute('src', COVER);

    await userEvent.click(screen.getByRole('button', { name: 'Buat artikel' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      title: 'Aman di Wi-Fi Publik!',
      slug: 'aman-di-wi-fi-publik',
      categoryId: 2,
      authorId: admin.id,
      coverUrl: COVER,
      status: 'draft',
      publishedAt: null,
    });
    // Created: its own page opens.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengenali Email Phishing' })).toBeInTheDocument();
  });

  it('asks for a future date when scheduled, and shows a taken slug on its field', async () => {
    renderRemote(app, '/admin/blog/baru', admin);
    await userEvent.type(await screen.findByRole('textbox', { name: /Judul/ }), 'Mengenali Email Phishing');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Kategori/ }), 'Karier');
    await userEvent.type(screen.getByRole('textbox', { name: /Ringkasan/ }), 'Ringkas.');
    await userEvent.type(screen.getByRole('textbox', { name: /Isi artikel/ }), 'Isi.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'scheduled');
    await userEvent.click(screen.getByRole('button', { name: 'Buat artikel' }));
    expect(await screen.findByText('Jadwal terbit wajib diisi')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Buat artikel' }));
    expect(await screen.findByText('Slug sudah dipakai artikel lain')).toBeInTheDocument();
  });

  it('opens a post to edit with its status and public link; an unknown id is a 404 page', async () => {
    renderRemote(app, '/admin/blog/7', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengenali Email Phishing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat di blog' })).toHaveAttribute(
      'href',
      '/blog/mengenali-email-phishing',
    );
    expect(await screen.findByRole('textbox', { name: /Slug/ })).toHaveValue('mengenali-email-phishing');
    expect(screen.getByRole('button', { name: 'Hapus artikel' })).toBeInTheDocument();
  });
});

describe('/admin/blog/kategori', () => {
  beforeEach(() => {
    categories = [
      { id: 1, slug: 'tips-keamanan', category: 'Tips Keamanan', order: 1, posts: 4 },
      { id: 2, slug: 'karier', category: 'Karier', order: 2, posts: 0 },
      { id: 3, slug: 'acara', category: 'Acara', order: 3, posts: 0 },
    ];
  });

  it('adds, renames and reorders (buttons and Alt+↓), and explains why a used category stays', async () => {
    const orders: unknown[] = [];
    server.use(
      http.post('*/api/lcadm/blog/categories', async ({ request }) => {
        const { category } = (await request.json()) as { category: string };
        categories = [...categories, { id: 4, slug: 'keamanan-awan', category, order: 4, posts: 0 }];
        return ok(categories[3], 201);
      }),
      http.put('*/api/lcadm/blog/categories/order', async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        orders.push(ids);
        categories = ids.map((id, index) => ({ ...categories.find((c) => c.id === id)!, order: index + 1 }));
        return ok(categories);
      }),
      http.put('*/api/lcadm/blog/categories/:id', async ({ request, params }) => {
        const { category } = (await request.json()) as { category: string };
        categories = categories.map((c) => (String(c.id) === params['id'] ? { ...c, category } : c));
        return ok(categories.find((c) => String(c.id) === params['id']));
      }),
      http.delete('*/api/lcadm/blog/categories/:id', () =>
        fail(409, 'Kategori "Tips Keamanan" masih dipakai 4 artikel. Pindahkan atau hapus artikelnya lebih dulu.'),
      ),
    );
    renderRemote(app, '/admin/blog/kategori', admin);
    const list = await screen.findByRole('list', { name: 'Kategori blog' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Tambah kategori' }));
    expect(await screen.findByText('Nama kategori minimal 2 karakter')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nama kategori baru' }), 'Keamanan Awan');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah kategori' }));
    expect(await within(list).findByText('Keamanan Awan')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turun: kategori Tips Keamanan' }));
    await waitFor(() => expect(orders[0]).toEqual([2, 1, 3, 4]));
    screen.getByRole('button', { name: 'Ganti nama Acara' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(orders[1]).toEqual([2, 1, 4, 3]));

    await userEvent.click(screen.getByRole('button', { name: 'Ganti nama Karier' }));
    const dialog = screen.getByRole('dialog', { name: 'Ganti nama Karier' });
    const name = within(dialog).getByRole('textbox', { name: 'Nama kategori' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Karier Siber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan nama' }));
    expect(await within(list).findByText('Karier Siber')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hapus Tips Keamanan' }));
    const confirm = screen.getByRole('dialog', { name: 'Hapus kategori Tips Keamanan?' });
    expect(within(confirm).getByText(/masih dipakai 4 artikel/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, hapus' }));
    expect(
      await screen.findByText(
        'Kategori "Tips Keamanan" masih dipakai 4 artikel. Pindahkan atau hapus artikelnya lebih dulu.',
      ),
    ).toBeInTheDocument();
  });
});
