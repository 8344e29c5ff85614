import type { BuiltCourse } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { assessmentAttempts, courses, enrollments, materialProgress, materials, users } from '../../db/schema';
import { solidPng } from '../storage/demo-files';
import { multipart } from '../orders/testing';
import { submittedAttempt } from '../authoring/testing';
import { createAccount } from '../../test/ownership';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';

const SETTINGS = {
  title: 'Keamanan API untuk Pengembang',
  slug: 'keamanan-api-untuk-pengembang',
  level: 'Menengah',
  category: 'Application Security',
  description: 'Mengamankan API REST dari perancangan sampai pemantauan, dengan contoh nyata.',
  price: 250000,
  includedInSubscription: true,
};

describe('course publishing: drafts, review, versions (decision 0053)', () => {
  let harness: TestApp;
  let author: string;
  let otherAuthor: string;
  let admin: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    harness.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const built = async (token = author) => {
    const response = await send('GET', `/api/author/courses/${SETTINGS.slug}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: BuiltCourse }>().data;
  };
  const content = (slug: string) => `/api/author/content/${slug}`;

  let moduleId: number;
  let articleId: number;
  let quizId: number;

  beforeAll(async () => {
    harness = await buildTestApp();
    author = await loginAs(harness.app, 'author');
    admin = await loginAs(harness.app, 'admin');
    await createAccount(harness.db, 'author', 'author.tetangga');
    otherAuthor = await loginWithPassword(harness.app, 'author.tetangga@uji.akademisiber.id');
  });
  afterAll(() => harness.close());

  it('suggests a free slug from the title', async () => {
    const response = await send(
      'GET',
      '/api/author/courses/slug-suggestion?title=Dasar-Dasar%20Keamanan%20Siber',
      author,
    );
    expect(response.json().data).toEqual({ slug: 'dasar-dasar-keamanan-siber-2', available: false });
  });

  it('creates a draft; a taken slug and a bad body are refused', async () => {
    const made = await send('POST', '/api/author/courses', author, SETTINGS);
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      state: 'draft',
      published: false,
      editingSlug: SETTINGS.slug,
      version: 0,
    });
    expectErrorEnvelope(await send('POST', '/api/author/courses', author, SETTINGS), 409);
    expectErrorEnvelope(await send('POST', '/api/author/courses', author, { ...SETTINGS, slug: 'Bukan Slug' }), 422);
    expectErrorEnvelope(await send('POST', '/api/author/courses', author, { ...SETTINGS, price: -1 }), 422);
    // Not in the catalogue while a draft.
    expect((await send('GET', `/api/courses/${SETTINGS.slug}`, author)).statusCode).toBe(404);
  });

  it('builds the draft with the content editor; a free preview only on a catalogue course', async () => {
    const module = await send('POST', `${content(SETTINGS.slug)}/modules`, author, { title: 'Dasar API' });
    moduleId = module.json().data.id;
    const article = await send('POST', `${content(SETTINGS.slug)}/modules/${moduleId}/materials`, author, {
      kind: 'article',
      title: 'Apa itu API',
      body: 'Versi pertama artikel.',
      isFreePreview: true,
    });
    expect(article.statusCode).toBe(201);
    expect(article.json().data.isFreePreview).toBe(true);
    articleId = article.json().data.id;
    const quiz = await send('PUT', `${content(SETTINGS.slug)}/modules/${moduleId}/quiz`, author, {
      title: 'Kuis Dasar API',
      timeLimitMinutes: 10,
      attemptLimit: 3,
      passingScore: 70,
      shuffle: false,
    });
    quizId = quiz.json().data.id;
    const question = await send('POST', `${content(SETTINGS.slug)}/assessments/${quizId}/questions`, author, {
      type: 'single',
      prompt: 'Metode HTTP untuk membaca?',
      explanation: '',
      points: 1,
      options: [
        { text: 'GET', isCorrect: true },
        { text: 'POST', isCorrect: false },
      ],
      acceptedAnswers: [],
    });
    expect(question.statusCode).toBe(201);
  });

  it("never opens another author's course or its content; an admin may", async () => {
    expectErrorEnvelope(await send('GET', `/api/author/courses/${SETTINGS.slug}`, otherAuthor), 404);
    expectErrorEnvelope(await send('PUT', `/api/author/courses/${SETTINGS.slug}`, otherAuthor, SETTINGS), 404);
    expectErrorEnvelope(
      await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, otherAuthor, { note: '' }),
      404,
    );
    expectErrorEnvelope(await send('GET', `${content(SETTINGS.slug)}/outline`, otherAuthor), 404);
    expect((await send('GET', `/api/author/courses/${SETTINGS.slug}`, admin)).statusCode).toBe(200);
  });

  it('submits for review; nothing changes while in review; the admin sends it back with a comment', async () => {
    const submitted = await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, author, {
      note: 'Mohon ditinjau.',
    });
    expect(submitted.json().data).toMatchObject({ state: 'in_review', editable: false });
    expectErrorEnvelope(
      await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, author, { note: '' }),
      409,
    );
    expectErrorEnvelope(
      await send('PUT', `${content(SETTINGS.slug)}/modules/${moduleId}`, author, { title: 'Ganti saat ditinjau' }),
      409,
    );
    const queue = await send('GET', '/api/lcadm/course-reviews', admin);
    expect(queue.json().data[0]).toMatchObject({
      courseSlug: SETTINGS.slug,
      note: 'Mohon ditinjau.',
      firstVersion: true,
      changes: { materialsAdded: 1 },
    });
    const detail = await send('GET', `/api/lcadm/course-reviews/${SETTINGS.slug}`, admin);
    expect(detail.json().data.outline.modules[0].materials[0].body).toBe('Versi pertama artikel.');
    expectErrorEnvelope(await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/return`, admin, {}), 422);
    const returned = await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/return`, admin, {
      comment: 'Tambahkan contoh permintaan dan jawaban.',
    });
    expect(returned.statusCode).toBe(200);
    const seen = await built();
    expect(seen.state).toBe('returned');
    expect(seen.submissions[0]).toMatchObject({
      status: 'returned',
      reviewComment: 'Tambahkan contoh permintaan dan jawaban.',
    });
  });

  it('publishes on approval as version 1', async () => {
    await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, author, { note: 'Sudah diperbaiki.' });
    const approved = await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/approve`, admin, { comment: '' });
    expect(approved.json().data).toMatchObject({ state: 'published', published: true, version: 1, editingSlug: null });
    expect((await send('GET', `/api/courses/${SETTINGS.slug}`, author)).statusCode).toBe(200);
    expectErrorEnvelope(
      await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/approve`, admin, { comment: '' }),
      409,
    );
  });

  it('edits a published course on a hidden copy; learners keep the published version until approved', async () => {
    const [course] = await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, SETTINGS.slug));
    const [member] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    await harness.db
      .insert(enrollments)
      .values({ userId: member.id, courseId: course.id, source: 'purchase', progress: 100 });
    await harness.db
      .insert(materialProgress)
      .values({ userId: member.id, materialId: articleId, completedAt: new Date() });
    await submittedAttempt(harness.db, quizId);

    // The published rows are not the author's to write any more.
    expectErrorEnvelope(
      await send('PUT', `${content(SETTINGS.slug)}/materials/${articleId}`, author, {
        kind: 'article',
        title: 'Apa itu API',
        body: 'Langsung',
      }),
      409,
    );
    const started = await send('POST', `/api/author/courses/${SETTINGS.slug}/revision`, author);
    const copySlug: string = started.json().data.editingSlug;
    expect(copySlug).not.toBe(SETTINGS.slug);
    const outline = (await send('GET', `${content(copySlug)}/outline`, author)).json().data;
    const copiedArticle = outline.modules[0].materials[0];
    expect(copiedArticle).toMatchObject({ title: 'Apa itu API', body: 'Versi pertama artikel.', isFreePreview: true });
    expect(outline.modules[0].quiz.questions).toHaveLength(1);
    // Someone else never reaches the copy either.
    expectErrorEnvelope(await send('GET', `${content(copySlug)}/outline`, otherAuthor), 404);

    await send('PUT', `${content(copySlug)}/materials/${copiedArticle.id}`, author, {
      kind: 'article',
      title: 'Apa itu API?',
      body: 'Versi kedua artikel.',
    });
    await send('POST', `${content(copySlug)}/modules/${outline.modules[0].id}/materials`, author, {
      kind: 'link',
      title: 'Referensi OWASP API',
      linkUrl: 'https://owasp.org/API-Security/',
    });
    await send('PUT', `/api/author/courses/${SETTINGS.slug}`, author, { ...SETTINGS, slug: undefined, price: 300000 });

    // The published version is unchanged; the copy is nowhere public.
    const [published] = await harness.db.select().from(materials).where(eq(materials.id, articleId));
    expect(published.body).toBe('Versi pertama artikel.');
    const page = (await send('GET', `/api/courses/${SETTINGS.slug}`, author)).json().data;
    expect(JSON.stringify(page)).not.toContain('Referensi OWASP API');
    expect((await send('GET', `/api/courses/${copySlug}`, author)).statusCode).toBe(404);
    const catalogue = await send('GET', '/api/courses?per_page=100', author);
    expect(catalogue.body).not.toContain(copySlug);
    const member_ = await loginAs(harness.app, 'member');
    expect((await send('GET', `/api/member/kelas/${copySlug}`, member_)).statusCode).toBe(404);

    const submitted = await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, author, {
      note: 'Versi 2',
    });
    expect(submitted.json().data.submissions[0].changes).toMatchObject({
      firstVersion: false,
      settings: ['harga'],
      materialsAdded: 1,
      materialsChanged: 1,
    });
    const approved = await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/approve`, admin, {
      comment: 'Bagus',
    });
    expect(approved.json().data).toMatchObject({ version: 2, hasWorkingCopy: false, settings: { price: 300000 } });

    // Same ids: the member's progress and attempt stay; the new material counts against the progress.
    const [merged] = await harness.db.select().from(materials).where(eq(materials.id, articleId));
    expect(merged).toMatchObject({ title: 'Apa itu API?', body: 'Versi kedua artikel.' });
    const progress = await harness.db
      .select()
      .from(materialProgress)
      .where(and(eq(materialProgress.userId, member.id), eq(materialProgress.materialId, articleId)));
    expect(progress).toHaveLength(1);
    const attempts = await harness.db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.assessmentId, quizId));
    expect(attempts).toHaveLength(1);
    const [enrollment] = await harness.db.select().from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(enrollment.progress).toBe(50);
    expect(await harness.db.$count(courses, eq(courses.slug, copySlug))).toBe(0);
  });

  it('refuses an approval that would delete a quiz members attempted', async () => {
    const started = await send('POST', `/api/author/courses/${SETTINGS.slug}/revision`, author);
    const copySlug: string = started.json().data.editingSlug;
    const outline = (await send('GET', `${content(copySlug)}/outline`, author)).json().data;
    // The copy's quiz has no attempts of its own, so the editor lets it go…
    expect(
      (await send('DELETE', `${content(copySlug)}/assessments/${outline.modules[0].quiz.id}`, author)).statusCode,
    ).toBe(200);
    await send('POST', `/api/author/courses/${SETTINGS.slug}/submission`, author, { note: '' });
    // …but publishing it would delete the member's attempt: refused, nothing merged.
    const refused = await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/approve`, admin, { comment: '' });
    expect(expectErrorEnvelope(refused, 409)).toContain('Kuis Dasar API');
    expect(await harness.db.$count(assessmentAttempts, eq(assessmentAttempts.assessmentId, quizId))).toBe(1);
    await send('POST', `/api/lcadm/course-reviews/${SETTINGS.slug}/return`, admin, {
      comment: 'Kuis ini sudah dikerjakan.',
    });
    const dropped = await send('DELETE', `/api/author/courses/${SETTINGS.slug}/revision`, author);
    expect(dropped.json().data).toMatchObject({ state: 'published', hasWorkingCopy: false });
  });

  it('takes a thumbnail by its bytes and serves it', async () => {
    const upload = (bytes: Buffer) => {
      const body = multipart([{ field: 'file', filename: 'sampul.png', contentType: 'image/png', bytes }]);
      return harness.app.inject({
        method: 'POST',
        url: `/api/author/courses/${SETTINGS.slug}/thumbnail`,
        headers: { ...bearer(author), ...body.headers },
        payload: body.payload,
      });
    };
    expectErrorEnvelope(await upload(Buffer.from('bukan gambar')), 422);
    const saved = await upload(solidPng(16, [20, 120, 200]));
    const url: string = saved.json().data.settings.thumbnailUrl;
    expect(url).toMatch(/^\/api\/course-thumbnails\/[a-f0-9]{32}\.png$/);
    const image = await harness.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The thumbnail went to the working copy: the published course keeps its own until approved.
    const [live] = await harness.db.select().from(courses).where(eq(courses.slug, SETTINGS.slug));
    expect(live.thumbnailUrl).not.toBe(url);
  });
});
