import type { AuthorCourse } from '@akademi-siber/util-contracts';
import { courses, users } from '../../db/schema';
import { bearer, buildTestApp, loginAs, type TestApp } from '../../test/helpers';

describe('GET /api/author/courses', () => {
  let harness: TestApp;
  let authorToken: string;
  const authorCourses = (query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/author/courses${query}`, headers: bearer(authorToken) });

  beforeAll(async () => {
    harness = await buildTestApp();
    authorToken = await loginAs(harness.app, 'author');
    // A course by someone else must never appear in the demo author's list.
    const [otherAuthor] = await harness.db
      .insert(users)
      .values({
        username: 'author.lain',
        name: 'Author Lain',
        email: 'author.lain@contoh.id',
        passwordHash: 'x',
        idRole: 2,
      })
      .returning({ id: users.id });
    await harness.db.insert(courses).values({
      slug: 'kursus-author-lain',
      title: 'Kursus Author Lain',
      level: 'Pemula',
      category: 'Fundamental',
      authorId: otherAuthor.id,
      published: true,
    });
  });
  afterAll(() => harness.close());

  it("lists the caller's courses, drafts included, with student and module counts", async () => {
    const response = await authorCourses('?per_page=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: AuthorCourse[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, per_page: 100, total: 7 });
    const slugs = body.data.map((course) => course.slug);
    expect(slugs).not.toContain('kursus-author-lain');
    expect(slugs[0]).toBe('pengantar-keamanan-cloud');
    expect(body.data.find((course) => course.slug === 'pengantar-keamanan-cloud')).toMatchObject({
      published: false,
      students: 0,
      modules: 1,
    });
    expect(body.data.find((course) => course.slug === 'dasar-dasar-keamanan-siber')).toEqual({
      slug: 'dasar-dasar-keamanan-siber',
      title: 'Dasar-Dasar Keamanan Siber',
      level: 'Pemula',
      published: true,
      students: 3,
      modules: 3,
      state: 'published',
      reviewComment: null,
      hasChange: false,
    });
  });

  it('filters by review state', async () => {
    const drafts = (await authorCourses('?state=draft')).json<{ data: AuthorCourse[] }>().data;
    expect(drafts.map((course) => course.slug)).toEqual(['pengantar-keamanan-cloud']);
    expect((await authorCourses('?state=terbit')).statusCode).toBe(422);
  });

  it('paginates', async () => {
    const response = await authorCourses('?page=2&per_page=5');
    expect(response.json().meta).toEqual({ page: 2, per_page: 5, total: 7 });
    expect(response.json().data).toHaveLength(2);
  });
});
