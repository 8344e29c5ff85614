// One student of a classroom in one of its courses (…/people/{username}), and a course and its exam as the teacher
// previews them (/teacher/online-courses/{courseSlug} and /ujian).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { ClassroomStudentCourse, TeacherCoursePreview, TeacherExamPreview } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { TcAdminLayout } from '../../../layout/tcadmin-layout';
import { LecturerDetailCourseLayout } from '../parts/lecturer-detail-course-layout';
import { CoursePreviewPage } from './course-preview-page';
import { ExamPreviewPage } from './exam-preview-page';
import { StudentCoursePage } from './student-course-page';

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const notFound = (message: string) => HttpResponse.json({ success: false, message, data: null }, { status: 404 });

const result = (title: string, extra = {}) => ({
  title,
  passingScore: 70,
  attemptLimit: 3,
  attempts: 0,
  bestScore: null,
  passed: false,
  lastSubmittedAt: null,
  ...extra,
});
const student: ClassroomStudentCourse = {
  classroom: { slug: 'kelas-a', name: 'Keamanan Jaringan — Kelas A' },
  course: { slug: 'dasar', title: 'Dasar-Dasar Keamanan Siber', level: 'Pemula', category: 'Dasar', materials: 3 },
  student: { username: 'member.demo', name: 'Rina Member', avatarUrl: null, joinedAt: '2026-06-02T00:00:00Z' },
  enrollment: {
    progress: 67,
    completedMaterials: 2,
    enrolledAt: '2026-06-03T00:00:00Z',
    lastAccessedAt: '2026-07-01T03:00:00Z',
    completedAt: null,
  },
  modules: [
    {
      slug: 'modul-1',
      title: 'Mengenal Dunia Keamanan Siber',
      materials: [
        { title: 'Apa itu keamanan siber', kind: 'video', completedAt: '2026-06-04T00:00:00Z' },
        { title: 'Prinsip CIA', kind: 'article', completedAt: '2026-06-05T00:00:00Z' },
      ],
      quiz: result('Kuis: Mengenal Dunia Keamanan Siber', { attempts: 2, bestScore: 80, passed: true }),
    },
    {
      slug: 'modul-2',
      title: 'Ancaman Umum',
      materials: [{ title: 'Phishing', kind: 'video', completedAt: null }],
      quiz: null,
    },
  ],
  exam: result('Ujian Akhir: Dasar-Dasar Keamanan Siber', { attemptLimit: 2 }),
};
const preview: TeacherCoursePreview = {
  slug: 'dasar',
  title: 'Dasar-Dasar Keamanan Siber',
  level: 'Pemula',
  category: 'Dasar',
  description: 'Kenali ancaman siber sehari-hari.',
  authorName: 'Budi Instruktur',
  modules: [
    {
      slug: 'modul-1',
      title: 'Mengenal Dunia Keamanan Siber',
      materials: [{ title: 'Apa itu keamanan siber', kind: 'video', durationSeconds: 600 }],
      quiz: { title: 'Kuis 1', questions: 3, timeLimitMinutes: 10, passingScore: 70, attemptLimit: 3 },
    },
  ],
  exam: { title: 'Ujian Akhir', questions: 2, timeLimitMinutes: 30, passingScore: 75, attemptLimit: 2 },
  classrooms: 1,
};
const exam: TeacherExamPreview = {
  course: { slug: 'dasar', title: 'Dasar-Dasar Keamanan Siber' },
  exam: {
    ...(preview.exam as NonNullable<TeacherCoursePreview['exam']>),
    questionList: [
      {
        order: 1,
        type: 'single',
        prompt: 'Email yang meniru bank adalah contoh…',
        points: 1,
        options: ['Phishing', 'Ransomware'],
      },
      { order: 2, type: 'short', prompt: 'Singkatan dari CIA?', points: 2, options: [] },
    ],
  },
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/teacher/classrooms/kelas-a/online-courses/dasar', () =>
    ok({
      classroom: student.classroom,
      course: student.course,
      summary: { students: 5, enrolled: 3, completed: 1, averageProgress: 53 },
    }),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/online-courses/dasar/students/:username', ({ params }) =>
    params['username'] === 'member.demo' ? ok(student) : notFound('Mahasiswa tidak ditemukan di classroom ini'),
  ),
  http.get('*/api/teacher/online-courses/dasar', () => ok(preview)),
  http.get('*/api/teacher/online-courses/dasar/exam', () => ok(exam)),
  http.get('*/api/teacher/online-courses/jaringan/exam', () =>
    ok({ course: { slug: 'jaringan', title: 'Keamanan Jaringan' }, exam: null }),
  ),
  http.get('*/api/teacher/online-courses/rahasia', () =>
    HttpResponse.json(
      { success: false, message: 'Anda tidak memiliki akses untuk Belajar Online.', data: null },
      { status: 403 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [{ path: 'people/:username', element: <StudentCoursePage /> }],
    },
    {
      element: <TcAdminLayout />,
      children: [
        { path: 'online-courses/:courseSlug', element: <CoursePreviewPage /> },
        { path: 'online-courses/:courseSlug/ujian', element: <ExamPreviewPage /> },
      ],
    },
  ],
};
const teacher = demoUser('teacher', {
  teacher: { is_access_course: true, is_access_lab: true },
  campus: { id: 1, name: 'Universitas Siber Indonesia' },
});

describe('one student in a course of the classroom', () => {
  it('shows the progress, each material, the quizzes and the exam', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/online-course/detail/dasar/people/member.demo', teacher);
    expect(await screen.findByRole('heading', { level: 2, name: 'Rina Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Semua mahasiswa di Dasar-Dasar Keamanan Siber' })).toHaveAttribute(
      'href',
      '/teacher/classroom/kelas-a/online-course/detail/dasar',
    );
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Modul 1: Mengenal Dunia Keamanan Siber' });
    expect(
      within(first)
        .getByText(/Prinsip CIA/)
        .closest('li'),
    ).toHaveTextContent('Selesai 05 Jun 2026');
    expect(first).toHaveTextContent('Lulus');
    expect(first).toHaveTextContent('2 dari 3 percobaan · nilai terbaik 80');
    const second = screen.getByRole('region', { name: 'Modul 2: Ancaman Umum' });
    expect(
      within(second)
        .getByText(/Phishing/)
        .closest('li'),
    ).toHaveTextContent('Belum');
    expect(screen.getByRole('region', { name: 'Ujian akhir' })).toHaveTextContent('Belum dikerjakan');
  });

  it('is the 404 page for someone who is not a student of the classroom', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/online-course/detail/dasar/people/orang.lain', teacher);
    expect(await screen.findByText('Mahasiswa tidak ditemukan di classroom ini')).toBeInTheDocument();
  });
});

describe('the course preview', () => {
  it('shows the modules with their materials and quiz, and the way to the exam', async () => {
    renderRemote(app, '/teacher/online-courses/dasar', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dasar-Dasar Keamanan Siber' })).toBeInTheDocument();
    expect(screen.getByText(/Oleh Budi Instruktur · dipakai di 1 classroom Anda/)).toBeInTheDocument();
    const module = screen.getByRole('region', { name: 'Modul 1: Mengenal Dunia Keamanan Siber' });
    expect(module).toHaveTextContent('Apa itu keamanan siber (Video, 10 menit)');
    expect(module).toHaveTextContent('Kuis 1 — 3 soal · 10 menit · nilai lulus 70 · 3 kali percobaan');
    expect(screen.getByRole('link', { name: 'Pratinjau soal ujian' })).toHaveAttribute(
      'href',
      '/teacher/online-courses/dasar/ujian',
    );
  });

  it("shows spec §8's message without Belajar Online access", async () => {
    renderRemote(app, '/teacher/online-courses/rahasia', teacher);
    expect(await screen.findByText('Anda tidak memiliki akses untuk Belajar Online.')).toBeInTheDocument();
  });

  it('shows the exam questions with their options, and says there is no answer key', async () => {
    renderRemote(app, '/teacher/online-courses/dasar/ujian', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujian Akhir' })).toBeInTheDocument();
    expect(
      screen.getByText('Pratinjau soal seperti yang dibaca mahasiswa. Kunci jawaban tidak ditampilkan.'),
    ).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Soal 1' });
    expect(first).toHaveTextContent('Pilih satu jawaban');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((option) => option.textContent),
    ).toEqual(['Phishing', 'Ransomware']);
    expect(screen.getByRole('listitem', { name: 'Soal 2' })).toHaveTextContent('Isian singkat2 poin');
  });

  it('says when the course has no exam', async () => {
    renderRemote(app, '/teacher/online-courses/jaringan/ujian', teacher);
    expect(await screen.findByText('Tidak ada ujian akhir')).toBeInTheDocument();
  });
});
