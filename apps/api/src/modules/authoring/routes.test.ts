// Authoring a batch's content through the API (decision 0042): the outline before and after the content exists,
// modules (slugs made once and unique, renamed, reordered, deleted) and materials of each kind, who may do it (the
// batch's instructor and admins; another author gets 404, a member 403), and the refusals with their messages.
import type { AuthoredContent, AuthoredMaterial, AuthoredModule } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { assessmentAttempts, assessments, courses, liveClassBatches, liveClasses } from '../../db/schema';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { submittedAttempt } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const DAY = 24 * 60 * 60 * 1000;

describe('authoring a batch content: modules and materials', () => {
  let harness: TestApp;
  let author: string;
  let otherAuthor: string;
  let admin: string;
  let member: string;
  let slug: string;
  let base: string;

  const send = (method: Method, url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: Awaited<ReturnType<typeof send>>, status = 200) => {
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
    return response.json<Envelope<T>>().data;
  };
  const outline = async (token = author) => data<AuthoredContent>(await send('GET', `${base}/outline`, token));
  const addModule = async (title: string) =>
    data<AuthoredModule>(await send('POST', `${base}/modules`, author, { title }), 201);
  const addMaterial = async (moduleId: number, body: object) =>
    data<AuthoredMaterial>(await send('POST', `${base}/modules/${moduleId}/materials`, author, body), 201);

  beforeAll(async () => {
    harness = await buildTestApp();
    [author, admin, member] = await Promise.all([
      loginAs(harness.app, 'author'),
      loginAs(harness.app, 'admin'),
      loginAs(harness.app, 'member'),
    ]);
    otherAuthor = await loginWithPassword(
      harness.app,
      (await createAccount(harness.db, 'author', 'penulis.lain')).email,
    );
    // A batch of its own, whose content is not made yet (the seed makes every seeded batch's content, decision 0041),
    // in the demo instructor's Workshop Secure Coding.
    const [liveClass] = await harness.db
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(eq(liveClasses.slug, SEED_CATALOG.runningBatch.liveClassSlug));
    const startsAt = new Date(Date.now() + 7 * DAY);
    const [batch] = await harness.db
      .insert(liveClassBatches)
      .values({
        liveClassId: liveClass.id,
        slug: 'kelas-pagi',
        name: 'Kelas Pagi',
        price: 0,
        quota: 10,
        registrationOpensAt: new Date(Date.now() - DAY),
        registrationClosesAt: startsAt,
        startsAt,
        endsAt: new Date(startsAt.getTime() + DAY),
      })
      .returning({ id: liveClassBatches.id });
    slug = `batch-${batch.id}-materi`;
    base = `/api/author/content/${slug}`;
  });
  afterAll(() => harness.close());

  it('reads an empty outline of the batch without making its content, nor does a refused write', async () => {
    const empty = await outline();
    expect(empty).toMatchObject({ slug, owner: 'batch', modules: [], exam: null, preTest: null, postTest: null });
    expect(empty.title).toContain('Kelas Pagi');
    expectErrorEnvelope(await send('POST', `${base}/modules`, author, { title: 'ab' }), 422);
    expect(await harness.db.select().from(courses).where(eq(courses.slug, slug))).toEqual([]);
  });

  it('lets only the instructor and admins in: another author gets 404, a member 403', async () => {
    expect(expectErrorEnvelope(await send('GET', `${base}/outline`, otherAuthor), 404)).toBe(
      'Konten kelas tidak ditemukan.',
    );
    // Without a body the stranger learns "not found", never what the body should have been.
    expect(expectErrorEnvelope(await send('POST', `${base}/modules`, otherAuthor), 404)).toBe(
      'Konten kelas tidak ditemukan.',
    );
    expectErrorEnvelope(await send('GET', `${base}/outline`, member), 403);
    expect((await send('GET', `${base}/outline`, admin)).statusCode).toBe(200);
    expectErrorEnvelope(await send('GET', '/api/author/content/batch-999999-materi/outline', author), 404);
    expectErrorEnvelope(await send('GET', '/api/author/content/Bukan%20Slug/outline', author), 422);
  });

  it('makes modules with slugs from their titles, unique in the content, which a rename keeps', async () => {
    const first = await addModule('Pengenalan XSS & CSRF');
    expect(first).toMatchObject({ slug: 'pengenalan-xss-csrf', title: 'Pengenalan XSS & CSRF', order: 1 });
    expect(first).toMatchObject({ materials: [], quiz: null });
    const second = await addModule('Pengenalan XSS & CSRF');
    expect(second).toMatchObject({ slug: 'pengenalan-xss-csrf-2', order: 2 });
    const renamed = data<AuthoredModule>(
      await send('PUT', `${base}/modules/${second.id}`, author, { title: 'SQL Injection' }),
    );
    expect(renamed).toMatchObject({ slug: 'pengenalan-xss-csrf-2', title: 'SQL Injection' });
    // The content exists now, authored by the batch's instructor.
    const [content] = await harness.db.select().from(courses).where(eq(courses.slug, slug));
    expect(content.owner).toBe('batch');

    expect(expectErrorEnvelope(await send('POST', `${base}/modules`, author, { title: 'ab' }), 422)).toBe(
      'Judul modul minimal 3 karakter',
    );
    expect(expectErrorEnvelope(await send('POST', `${base}/modules`, author), 422)).toBeTruthy();
    expectErrorEnvelope(await send('POST', `${base}/modules`, author, { title: 'Modul', extra: true }), 422);
    // An admin may write too.
    expect(data<AuthoredModule>(await send('POST', `${base}/modules`, admin, { title: 'Penutup' }), 201).order).toBe(3);
  });

  it('reorders modules only with every id of the content once', async () => {
    const ids = (await outline()).modules.map((module) => module.id);
    const reversed = [...ids].reverse();
    expect(expectErrorEnvelope(await send('PUT', `${base}/modules/order`, author, { ids: ids.slice(1) }), 422)).toMatch(
      /setiap item/,
    );
    expectErrorEnvelope(await send('PUT', `${base}/modules/order`, author, { ids: [...ids, ids[0]] }), 422);
    expectErrorEnvelope(await send('PUT', `${base}/modules/order`, author, { ids: [...ids.slice(1), 1] }), 422);
    expect((await send('PUT', `${base}/modules/order`, author, { ids: reversed })).statusCode).toBe(200);
    expect((await outline()).modules.map((module) => module.id)).toEqual(reversed);
  });

  it('adds materials of each kind, checks their fields, keeps their kind and orders them', async () => {
    const module = await addModule('Materi campuran');
    const article = await addMaterial(module.id, { kind: 'article', title: 'Apa itu XSS', body: 'Paragraf satu.' });
    expect(article).toMatchObject({
      kind: 'article',
      body: 'Paragraf satu.',
      linkUrl: null,
      order: 1,
      hasVideo: false,
    });
    expect(article.hashId).toMatch(/^[a-f0-9]{16}$/);
    // A free preview means nothing for a batch's content (decision 0053: catalogue courses only).
    const preview = await send('POST', `${base}/modules/${module.id}/materials`, author, {
      kind: 'article',
      title: 'Pratinjau',
      body: 'Isi.',
      isFreePreview: true,
    });
    expect(expectErrorEnvelope(preview, 422)).toContain('Pratinjau gratis');
    const link = await addMaterial(module.id, { kind: 'link', title: 'OWASP', linkUrl: 'https://owasp.org/Top10/' });
    expect(link).toMatchObject({ linkUrl: 'https://owasp.org/Top10/', body: null, order: 2 });
    const file = await addMaterial(module.id, { kind: 'file', title: 'Lembar kerja' });
    expect(file).toMatchObject({ kind: 'file', fileType: null });
    const video = await addMaterial(module.id, { kind: 'video', title: 'Demo serangan' });
    expect(video).toMatchObject({ kind: 'video', hasVideo: false, durationSeconds: 0 });

    const refused = async (body: object) =>
      expectErrorEnvelope(await send('POST', `${base}/modules/${module.id}/materials`, author, body), 422);
    expect(await refused({ kind: 'link', title: 'Tautan', linkUrl: 'http://contoh.id' })).toBe(
      'Tautan harus alamat https yang lengkap',
    );
    await refused({ kind: 'link', title: 'Tautan', linkUrl: 'javascript:alert(1)' });
    expect(await refused({ kind: 'article', title: 'Artikel', body: '   ' })).toBe('Isi artikel wajib diisi');
    expect(await refused({ kind: 'podcast', title: 'Podcast' })).toBe(
      'Jenis materi harus article, link, file, atau video',
    );

    const edited = data<AuthoredMaterial>(
      await send('PUT', `${base}/materials/${article.id}`, author, { kind: 'article', title: 'XSS', body: 'Baru.' }),
    );
    expect(edited).toMatchObject({ title: 'XSS', body: 'Baru.' });
    expect(
      expectErrorEnvelope(
        await send('PUT', `${base}/materials/${article.id}`, author, {
          kind: 'link',
          title: 'XSS',
          linkUrl: 'https://a.id',
        }),
        422,
      ),
    ).toMatch(/tidak dapat diubah/);

    const order = [video.id, file.id, link.id, article.id];
    expect((await send('PUT', `${base}/modules/${module.id}/materials/order`, author, { ids: order })).statusCode).toBe(
      200,
    );
    const listed = (await outline()).modules.find((candidate) => candidate.id === module.id);
    expect(listed?.materials.map((material) => material.id)).toEqual(order);

    expect((await send('DELETE', `${base}/materials/${link.id}`, author)).statusCode).toBe(200);
    expectErrorEnvelope(await send('DELETE', `${base}/materials/${link.id}`, author), 404);
  });

  it("finds nothing of another content through this one's slug", async () => {
    const catalogue = data<AuthoredContent>(
      await send('GET', '/api/author/content/keamanan-aplikasi-web/outline', author),
    );
    expect(catalogue.owner).toBe('course');
    const foreignModule = catalogue.modules[0];
    expectErrorEnvelope(await send('PUT', `${base}/modules/${foreignModule.id}`, author, { title: 'Diambil' }), 404);
    expectErrorEnvelope(await send('DELETE', `${base}/materials/${foreignModule.materials[0].id}`, author), 404);
    // The catalogue course is the demo author's own, not the other author's.
    expectErrorEnvelope(await send('GET', '/api/author/content/keamanan-aplikasi-web/outline', otherAuthor), 404);
  });

  it('deletes a module with its materials, but not one whose quiz members attempted (409)', async () => {
    const module = await addModule('Modul berkuis');
    await addMaterial(module.id, { kind: 'article', title: 'Bacaan', body: 'Isi.' });
    const quiz = { title: 'Kuis modul', timeLimitMinutes: 10, attemptLimit: 3, passingScore: 70, shuffle: true };
    const made = await send('PUT', `${base}/modules/${module.id}/quiz`, author, quiz);
    expect(made.statusCode).toBe(201);
    const quizId = made.json<Envelope<{ id: number }>>().data.id;
    await submittedAttempt(harness.db, quizId);
    expect(expectErrorEnvelope(await send('DELETE', `${base}/modules/${module.id}`, author), 409)).toMatch(
      /sudah dikerjakan peserta \(1 percobaan\)/,
    );
    await harness.db.delete(assessmentAttempts).where(eq(assessmentAttempts.assessmentId, quizId));
    expect((await send('DELETE', `${base}/modules/${module.id}`, author)).statusCode).toBe(200);
    expect((await outline()).modules.some((candidate) => candidate.id === module.id)).toBe(false);
    expect(await harness.db.select().from(assessments).where(eq(assessments.id, quizId))).toEqual([]);
  });
});
