import type { TeacherClassroom } from '@akademi-siber/util-contracts';
import { campuses, classrooms, teachers, users } from '../../db/schema';
import { bearer, buildTestApp, loginAs, type TestApp } from '../../test/helpers';

describe('GET /api/teacher/classrooms', () => {
  let harness: TestApp;
  let teacherToken: string;
  const classroomList = (query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/teacher/classrooms${query}`, headers: bearer(teacherToken) });

  beforeAll(async () => {
    harness = await buildTestApp();
    teacherToken = await loginAs(harness.app, 'teacher');
    // Another lecturer's classroom, on another campus, must not leak into the demo teacher's list.
    const [otherUser] = await harness.db
      .insert(users)
      .values({
        username: 'dosen.lain',
        name: 'Dosen Lain',
        email: 'dosen.lain@contoh.id',
        passwordHash: 'x',
        idRole: 5,
      })
      .returning({ id: users.id });
    const [campus] = await harness.db
      .insert(campuses)
      .values({ name: 'Politeknik Keamanan Data' })
      .returning({ id: campuses.id });
    const [otherTeacher] = await harness.db
      .insert(teachers)
      .values({ userId: otherUser.id, campusId: campus.id })
      .returning({ id: teachers.id });
    await harness.db.insert(classrooms).values({
      slug: 'kelas-dosen-lain',
      name: 'Kelas Dosen Lain',
      campusId: campus.id,
      teacherId: otherTeacher.id,
      joinCode: 'PKD-001',
    });
  });
  afterAll(() => harness.close());

  it("lists only the caller's classrooms, newest first, with counts", async () => {
    const response = await classroomList();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: TeacherClassroom[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 2 });
    expect(body.data).toEqual([
      {
        slug: 'forensik-digital-kelas-b-2026',
        name: 'Forensik Digital — Kelas B',
        campus: 'Universitas Siber Indonesia',
        students: 3,
        courses: 1,
        joinCode: 'USI-FDB26',
      },
      {
        slug: 'keamanan-jaringan-kelas-a-2026',
        name: 'Keamanan Jaringan Komputer — Kelas A',
        campus: 'Universitas Siber Indonesia',
        students: 5,
        courses: 2,
        joinCode: 'USI-KJA26',
      },
    ]);
  });

  it('paginates', async () => {
    const response = await classroomList('?page=2&per_page=1');
    expect(response.json().meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect(response.json().data.map((row: TeacherClassroom) => row.slug)).toEqual(['keamanan-jaringan-kelas-a-2026']);
  });
});
