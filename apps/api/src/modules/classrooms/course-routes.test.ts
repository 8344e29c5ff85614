// A course as the teacher looks into it: one student of their classroom in one of its courses (materials, quizzes,
// exam), and a course with its exam as previewed by a teacher with Belajar Online access — without the answer key.
import {
  type ClassroomStudentCourse,
  type TeacherCoursePreview,
  type TeacherExamPreview,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { teachers } from '../../db/schema';
import { ASSESSMENTS } from '../../db/seed-assessments-data';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createSecondAccount, issueToken, userIdByEmail } from '../../test/ownership';

const CLASS_A = 'keamanan-jaringan-kelas-a-2026';
const people = (course: string, username: string) =>
  `/api/teacher/classrooms/${CLASS_A}/online-courses/${course}/students/${username}`;
type Envelope<T> = { success: boolean; message: string; data: T };

describe('a course as the teacher looks into it', () => {
  let harness: TestApp;
  let teacher: string;
  const get = (url: string, token = teacher) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });
  const data = async <T>(url: string) => {
    const response = await get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<Envelope<T>>().data;
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    teacher = await loginAs(harness.app, 'teacher');
  });
  afterAll(() => harness.close());

  describe('one student in a course of the classroom', () => {
    it("shows the student's materials, each module's quiz and the exam with their attempts", async () => {
      const detail = await data<ClassroomStudentCourse>(people('dasar-dasar-keamanan-siber', 'member.demo'));
      expect(detail).toMatchObject({
        classroom: { slug: CLASS_A },
        course: { slug: 'dasar-dasar-keamanan-siber', materials: 9 },
        student: { username: 'member.demo', name: 'Rina Member' },
        enrollment: { progress: 100, completedMaterials: 9 },
      });
      const materials = detail.modules.flatMap((module) => module.materials);
      expect(materials).toHaveLength(9);
      expect(materials.every((material) => material.completedAt !== null)).toBe(true);
      expect(detail.modules[0].quiz).toMatchObject({
        title: 'Kuis: Mengenal Dunia Keamanan Siber',
        passingScore: 70,
        attemptLimit: 3,
        attempts: 0,
        bestScore: null,
        passed: false,
      });
      expect(detail.exam).toMatchObject({
        title: 'Ujian Akhir: Dasar-Dasar Keamanan Siber',
        attempts: 1,
        passed: true,
        bestScore: 83,
        lastSubmittedAt: expect.any(String),
      });
    });

    it('shows a student who has not started the course, in a course without quizzes or exam', async () => {
      const detail = await data<ClassroomStudentCourse>(people('keamanan-jaringan', 'dimas.saputra'));
      expect(detail.enrollment).toBeNull();
      expect(detail.exam).toBeNull();
      expect(detail.modules.length).toBeGreaterThan(0);
      expect(detail.modules.every((module) => module.quiz === null)).toBe(true);
      expect(detail.modules.flatMap((module) => module.materials).every((material) => !material.completedAt)).toBe(
        true,
      );
    });

    // Outsiders: users not in the classroom.
    it("answers 404 to outsiders, for a course not assigned to the classroom and another teacher's one", async () => {
      // rizky.hidayat studies in class B, not A; maya.anggraini in no classroom.
      for (const username of ['rizky.hidayat', 'maya.anggraini', 'tidak-ada']) {
        expect(expectErrorEnvelope(await get(people('keamanan-jaringan', username)), 404)).toBe(
          'Mahasiswa tidak ditemukan di classroom ini',
        );
      }
      expect(expectErrorEnvelope(await get(people('digital-forensik', 'member.demo')), 404)).toBe(
        'Kelas online tidak ditemukan di classroom ini',
      );
      const second = await createSecondAccount(harness.db, 'teacher');
      const other = await issueToken(harness.db, second.id);
      expect(expectErrorEnvelope(await get(people('keamanan-jaringan', 'member.demo'), other), 404)).toBe(
        'Classroom tidak ditemukan',
      );
      // The second teacher's own classroom has the demo member too (test/ownership.ts): theirs opens.
      const own = await get(
        '/api/teacher/classrooms/kelas-uji-kedua-2026/online-courses/digital-forensik/students/member.demo',
        other,
      );
      expect(own.statusCode).toBe(200);
    });
  });

  describe('the course preview', () => {
    it("shows a published course's modules, materials, quizzes and exam, and how many classrooms use it", async () => {
      const preview = await data<TeacherCoursePreview>('/api/teacher/online-courses/dasar-dasar-keamanan-siber');
      expect(preview).toMatchObject({
        slug: 'dasar-dasar-keamanan-siber',
        title: 'Dasar-Dasar Keamanan Siber',
        classrooms: 1,
        exam: { title: 'Ujian Akhir: Dasar-Dasar Keamanan Siber', timeLimitMinutes: 30, passingScore: 75 },
      });
      const bank = ASSESSMENTS.find(
        (assessment) => assessment.courseSlug === 'dasar-dasar-keamanan-siber' && assessment.moduleOrder === null,
      );
      expect(preview.exam?.questions).toBe(bank?.questions.length);
      expect(preview.modules[0].quiz).toMatchObject({ title: 'Kuis: Mengenal Dunia Keamanan Siber', attemptLimit: 3 });
      expect(preview.modules.flatMap((module) => module.materials)).toHaveLength(9);
      expect(expectErrorEnvelope(await get('/api/teacher/online-courses/pengantar-keamanan-cloud'), 404)).toBe(
        'Kelas online tidak ditemukan',
      );
    });

    it("shows the exam's questions and options as a student reads them, never the key or explanations", async () => {
      const response = await get('/api/teacher/online-courses/dasar-dasar-keamanan-siber/exam');
      const preview = response.json<Envelope<TeacherExamPreview>>().data;
      const bank = ASSESSMENTS.find(
        (assessment) => assessment.courseSlug === 'dasar-dasar-keamanan-siber' && assessment.moduleOrder === null,
      );
      expect(preview.exam?.questionList.map((question) => question.prompt)).toEqual(
        bank?.questions.map((question) => question.prompt),
      );
      expect(preview.exam?.questionList[0]).toEqual({
        order: expect.any(Number),
        type: 'single',
        prompt: bank?.questions[0].prompt,
        points: expect.any(Number),
        options: ['Phishing', 'Ransomware', 'Brute force', 'SQL injection'],
      });
      for (const question of bank?.questions ?? []) {
        expect(response.body).not.toContain(question.explanation);
        for (const answer of 'acceptedAnswers' in question ? (question.acceptedAnswers as string[]) : [])
          expect(response.body).not.toContain(answer);
      }
      expect(response.body).not.toMatch(/isCorrect|correct|accepted/i);
      const none = await data<TeacherExamPreview>('/api/teacher/online-courses/keamanan-jaringan/exam');
      expect(none).toEqual({ course: { slug: 'keamanan-jaringan', title: expect.any(String) }, exam: null });
    });

    it("refuses a teacher without Belajar Online access with spec §8's message", async () => {
      const teacherId = await userIdByEmail(harness.db, 'teacher@akademisiber.id');
      await harness.db.update(teachers).set({ isAccessCourse: false }).where(eq(teachers.userId, teacherId));
      try {
        for (const url of [
          '/api/teacher/online-courses/dasar-dasar-keamanan-siber',
          '/api/teacher/online-courses/dasar-dasar-keamanan-siber/exam',
        ]) {
          expect(expectErrorEnvelope(await get(url), 403)).toBe('Anda tidak memiliki akses untuk Belajar Online.');
        }
      } finally {
        await harness.db.update(teachers).set({ isAccessCourse: true }).where(eq(teachers.userId, teacherId));
      }
    });
  });
});
