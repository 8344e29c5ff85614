import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

interface Category {
  id: number;
  slug: string;
  category: string;
  order: number;
  posts: number;
}

describe('the admin blog categories (/api/lcadm/blog/categories)', () => {
  let harness: TestApp;
  let admin: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    harness.app.inject({ method, url, payload, headers });
  const list = async () => (await call('GET', '/api/lcadm/blog/categories')).json<{ data: Category[] }>().data;

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = bearer(await loginAs(harness.app, 'admin'));
  });
  afterAll(() => harness.close());

  it('lists every category in order with its articles, drafts included, and refuses a member', async () => {
    const categories = await list();
    expect(categories.map((category) => category.slug)).toEqual([
      'tips-keamanan',
      'berita-siber',
      'tutorial',
      'karier',
      'acara',
    ]);
    // Tutorial has three published posts and a draft (the public list counts 3).
    expect(categories.find((category) => category.slug === 'tutorial')?.posts).toBe(4);
    const member = bearer(await loginAs(harness.app, 'member'));
    expectErrorEnvelope(await call('GET', '/api/lcadm/blog/categories', undefined, member), 403);
    expectErrorEnvelope(await call('POST', '/api/lcadm/blog/categories', { category: 'X y' }, member), 403);
  });

  it('creates a category with a slug from its name, last and public; the same name again is a 409', async () => {
    const created = await call('POST', '/api/lcadm/blog/categories', { category: 'Keamanan Awan' });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: Category }>().data).toMatchObject({ slug: 'keamanan-awan', posts: 0 });
    expect((await list()).at(-1)?.slug).toBe('keamanan-awan');
    const publicList = await harness.app.inject({ method: 'GET', url: '/api/blog/list-categories' });
    expect(publicList.json<{ data: { category: string }[] }>().data.at(-1)?.category).toBe('Keamanan Awan');
    const again = await call('POST', '/api/lcadm/blog/categories', { category: 'keamanan awan' });
    expect(expectErrorEnvelope(again, 409)).toBe('Kategori dengan nama ini sudah ada. Gunakan nama lain.');
    expectErrorEnvelope(await call('POST', '/api/lcadm/blog/categories', { category: ' ' }), 422);
  });

  it('renames a category and keeps its slug; an unknown id is a 404', async () => {
    const karier = (await list()).find((category) => category.slug === 'karier')!;
    const renamed = await call('PUT', `/api/lcadm/blog/categories/${karier.id}`, { category: 'Karier Siber' });
    expect(renamed.json<{ data: Category }>().data).toMatchObject({ slug: 'karier', category: 'Karier Siber' });
    expectErrorEnvelope(await call('PUT', '/api/lcadm/blog/categories/999999', { category: 'Apa saja' }), 404);
  });

  it('reorders the whole list, and refuses an order that leaves a category out', async () => {
    const ids = (await list()).map((category) => category.id).reverse();
    const reordered = await call('PUT', '/api/lcadm/blog/categories/order', { ids });
    expect(reordered.statusCode).toBe(200);
    expect((await list()).map((category) => category.id)).toEqual(ids);
    expectErrorEnvelope(await call('PUT', '/api/lcadm/blog/categories/order', { ids: ids.slice(1) }), 422);
    expectErrorEnvelope(await call('PUT', '/api/lcadm/blog/categories/order', { ids: [ids[0], ids[0]] }), 422);
  });

  it('deletes an empty category and refuses one that articles still use, saying so', async () => {
    const categories = await list();
    const tutorial = categories.find((category) => category.slug === 'tutorial')!;
    const refused = await call('DELETE', `/api/lcadm/blog/categories/${tutorial.id}`);
    expect(expectErrorEnvelope(refused, 409)).toBe(
      'Kategori "Tutorial" masih dipakai 4 artikel. Pindahkan atau hapus artikelnya lebih dulu.',
    );
    const acara = categories.find((category) => category.slug === 'acara')!;
    expect((await call('DELETE', `/api/lcadm/blog/categories/${acara.id}`)).statusCode).toBe(200);
    expect((await list()).some((category) => category.slug === 'acara')).toBe(false);
  });
});
