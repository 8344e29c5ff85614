import type {
  ApiPage,
  ClassroomCourseDetail,
  ClassroomCourseStudent,
  ClassroomStudent,
  TeacherClassroomDetail,
  TeacherOnlineCourse,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { teachers } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createSecondAccount, userIdByEmail } from '../../test/ownership';

const CLASS_A = 'keamanan-jaringan-kelas-a-2026';

describe('teacher classroom pages', () => {
  let harness: TestApp;
  let token: string;
  const get = (url: string, as = token) => harness.app.inject({ method: 'GET', url, headers: bearer(as) });

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'teacher');
  });
  afterAll(() => harness.close());

  it('GET /api/teacher/classrooms/:classroomSlug: the classroom, its courses and average progress', async () => {
    const response = await get(`/api/teacher/classrooms/${CLASS_A}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ data: TeacherClassroomDetail }>().data;
    expect(detail).toMatchObject({
      slug: CLASS_A,
      campus: 'Universitas Siber Indonesia',
      joinCode: 'USI-KJA26',
      students: 5,
    });
    // Five students; dasar-dasar: agus 100, siti 67, member 100 (dimas and putri not enrolled) → 53.
    expect(detail.courses).toEqual([
      {
        slug: 'dasar-dasar-keamanan-siber',
        title: 'Dasar-Dasar Keamanan Siber',
        level: 'Pemula',
        enrolledStudents: 3,
        averageProgress: 53,
      },
      {
        slug: 'keamanan-jaringan',
        title: expect.any(String),
        level: 'Menengah',
        enrolledStudents: 2,
        averageProgress: 16,
      },
    ]);
  });

  it('GET …/students pages through the students by name and searches name or username', async () => {
    const first = (await get(`/api/teacher/classrooms/${CLASS_A}/students?per_page=2`)).json<
      ApiPage<ClassroomStudent>
    >();
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    expect(first.data.map((student) => student.name)).toEqual(['Agus Pratama', 'Dimas Saputra']);
    expect(first.data[0].averageProgress).toBe(78);
    const found = (await get(`/api/teacher/classrooms/${CLASS_A}/students?q=member.demo`)).json<
      ApiPage<ClassroomStudent>
    >();
    expect(found.data.map((student) => student.username)).toEqual(['member.demo']);
  });

  // …/students lists the enrolled students first.
  it('GET …/online-courses/:onlineCourseSlug summarises the class; …/students lists each student', async () => {
    const detail = (await get(`/api/teacher/classrooms/${CLASS_A}/online-courses/keamanan-jaringan`)).json<{
      data: ClassroomCourseDetail;
    }>().data;
    expect(detail).toMatchObject({
      classroom: { slug: CLASS_A },
      course: { slug: 'keamanan-jaringan', level: 'Menengah', materials: 9 },
      summary: { students: 5, enrolled: 2, completed: 0, averageProgress: 16 },
    });
    const students = (await get(`/api/teacher/classrooms/${CLASS_A}/online-courses/keamanan-jaringan/students`)).json<
      ApiPage<ClassroomCourseStudent>
    >();
    expect(students.meta.total).toBe(5);
    expect(students.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        username: 'agus.pratama',
        enrolled: true,
        progress: 56,
        completedMaterials: 5,
        completedAt: null,
      }),
      expect.objectContaining({ username: 'putri.lestari', enrolled: true, progress: 22 }),
    ]);
    expect(
      students.data
        .slice(2)
        .every((student) => !student.enrolled && student.progress === 0 && student.lastAccessedAt === null),
    ).toBe(true);
  });

  it("answers 404 for a course not assigned to the classroom and for another teacher's classroom", async () => {
    expect(
      expectErrorEnvelope(await get(`/api/teacher/classrooms/${CLASS_A}/online-courses/digital-forensik`), 404),
    ).toBe('Kelas online tidak ditemukan di classroom ini');
    const second = await createSecondAccount(harness.db, 'teacher');
    const secondToken = await loginWithPassword(harness.app, second.email);
    expect(expectErrorEnvelope(await get(`/api/teacher/classrooms/${CLASS_A}`, secondToken), 404)).toBe(
      'Classroom tidak ditemukan',
    );
    expect(expectErrorEnvelope(await get(`/api/teacher/classrooms/kelas-uji-kedua-2026/students`), 404)).toBe(
      'Classroom tidak ditemukan',
    );
    expect(expectErrorEnvelope(await get('/api/teacher/classrooms/Bukan_Slug'), 422)).toBe(
      'Alamat classroom tidak valid',
    );
  });

  describe('GET /api/teacher/online-courses', () => {
    it('lists published courses with module and material counts and how many of my classrooms use each', async () => {
      const page = (await get('/api/teacher/online-courses?per_page=3')).json<ApiPage<TeacherOnlineCourse>>();
      expect(page.meta).toEqual({ page: 1, per_page: 3, total: 6 });
      expect(page.data[0]).toMatchObject({ slug: 'analisis-malware', classrooms: 0 });
      const all = (await get('/api/teacher/online-courses?per_page=100')).json<ApiPage<TeacherOnlineCourse>>();
      expect(all.data.find((course) => course.slug === 'dasar-dasar-keamanan-siber')).toMatchObject({
        classrooms: 1,
        materials: 9,
      });
      expect(all.data.map((course) => course.slug)).not.toContain('pengantar-keamanan-cloud');
      const search = (await get('/api/teacher/online-courses?q=forensik')).json<ApiPage<TeacherOnlineCourse>>();
      expect(search.data.map((course) => course.slug)).toEqual(['digital-forensik']);
    });

    it("refuses a teacher without Belajar Online access with spec §8's message", async () => {
      const teacherId = await userIdByEmail(harness.db, 'teacher@akademisiber.id');
      await harness.db.update(teachers).set({ isAccessCourse: false }).where(eq(teachers.userId, teacherId));
      try {
        expect(expectErrorEnvelope(await get('/api/teacher/online-courses'), 403)).toBe(
          'Anda tidak memiliki akses untuk Belajar Online.',
        );
      } finally {
        await harness.db.update(teachers).set({ isAccessCourse: true }).where(eq(teachers.userId, teacherId));
      }
    });
  });
});
