import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { TeacherClassroomDetail } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LecturerDetailCourseLayout } from '../parts/lecturer-detail-course-layout';
import { LecturerDetailLayout } from '../parts/lecturer-detail-layout';
import { ClassroomCoursePage } from './classroom-course-page';
import { ClassroomCoursesPage } from './classroom-courses-page';
import { ClassroomInformationPage } from './classroom-information-page';
import { ClassroomStudentsPage } from './classroom-students-page';
import { OnlineCoursesPage } from './online-courses-page';

const classroom: TeacherClassroomDetail = {
  slug: 'kelas-a',
  name: 'Keamanan Jaringan — Kelas A',
  campus: 'Universitas Siber Indonesia',
  joinCode: 'USI-KJA26',
  joinCodeExpiresAt: null,
  seatLimit: null,
  createdAt: '2026-06-01T00:00:00Z',
  students: 5,
  courses: [
    { slug: 'dasar', title: 'Dasar-Dasar Keamanan Siber', level: 'Pemula', enrolledStudents: 3, averageProgress: 53 },
    { slug: 'jaringan', title: 'Keamanan Jaringan', level: 'Menengah', enrolledStudents: 2, averageProgress: 16 },
  ],
};
const page = <T,>(data: T[], total = data.length) => ({
  success: true,
  message: 'OK',
  data,
  meta: { page: 1, per_page: 10, total },
});
const queries: string[] = [];
const joinWrites: string[] = [];

const server = setupServer(
  http.get('*/api/teacher/classrooms/kelas-a', () =>
    HttpResponse.json({ success: true, message: 'OK', data: classroom }),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/students', ({ request }) => {
    queries.push(new URL(request.url).search);
    return HttpResponse.json(
      page(
        [
          {
            username: 'agus',
            name: 'Agus Pratama',
            avatarUrl: null,
            joinedAt: '2026-06-02T00:00:00Z',
            averageProgress: 78,
          },
        ],
        5,
      ),
    );
  }),
  http.get('*/api/teacher/classrooms/kelas-a/online-courses/jaringan', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: {
        classroom: { slug: 'kelas-a', name: classroom.name },
        course: { slug: 'jaringan', title: 'Keamanan Jaringan', level: 'Menengah', category: 'Jaringan', materials: 9 },
        summary: { students: 5, enrolled: 2, completed: 1, averageProgress: 16 },
      },
    }),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/online-courses/jaringan/students', () =>
    HttpResponse.json(
      page([
        {
          username: 'agus',
          name: 'Agus Pratama',
          avatarUrl: null,
          enrolled: true,
          progress: 100,
          completedMaterials: 9,
          lastAccessedAt: '2026-07-01T00:00:00Z',
          completedAt: '2026-07-01T00:00:00Z',
        },
        {
          username: 'rina',
          name: 'Rina Member',
          avatarUrl: null,
          enrolled: false,
          progress: 0,
          completedMaterials: 0,
          lastAccessedAt: null,
          completedAt: null,
        },
      ]),
    ),
  ),
  http.put('*/api/teacher/classrooms/kelas-a/join-code', async ({ request }) => {
    const body = (await request.json()) as { expiresAt: string | null; seatLimit: number | null };
    joinWrites.push(`PUT ${JSON.stringify(body)}`);
    if (body.seatLimit !== null && body.seatLimit < classroom.students)
      return HttpResponse.json(
        {
          success: false,
          message: 'Batas kursi tidak boleh kurang dari jumlah mahasiswa saat ini (5).',
          data: {
            errors: [
              { path: 'seatLimit', message: 'Batas kursi tidak boleh kurang dari jumlah mahasiswa saat ini (5).' },
            ],
          },
        },
        { status: 422 },
      );
    return HttpResponse.json({
      success: true,
      message: 'Pengaturan kode bergabung disimpan',
      data: { joinCode: classroom.joinCode, joinCodeExpiresAt: body.expiresAt, seatLimit: body.seatLimit, students: 5 },
    });
  }),
  http.post('*/api/teacher/classrooms/kelas-a/join-code/regenerate', () => {
    joinWrites.push('POST regenerate');
    return HttpResponse.json({
      success: true,
      message: 'Kode bergabung baru dibuat',
      data: { joinCode: 'K7QM-4XPD', joinCodeExpiresAt: null, seatLimit: null, students: 5 },
    });
  }),
  http.get('*/api/teacher/online-courses', ({ request }) => {
    queries.push(new URL(request.url).search);
    return HttpResponse.json(
      page([
        {
          slug: 'forensik',
          title: 'Digital Forensik',
          level: 'Menengah',
          category: 'Forensik',
          modules: 3,
          materials: 9,
          classrooms: 1,
        },
      ]),
    );
  }),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  queries.length = 0;
  joinWrites.length = 0;
});
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    {
      path: 'classroom/:classroomSlug',
      element: <LecturerDetailLayout />,
      children: [
        { path: 'information', element: <ClassroomInformationPage /> },
        { path: 'student', element: <ClassroomStudentsPage /> },
        { path: 'online-course', element: <ClassroomCoursesPage /> },
      ],
    },
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [{ index: true, element: <ClassroomCoursePage /> }],
    },
    { path: 'online-courses', element: <OnlineCoursesPage /> },
  ],
};
const teacher = demoUser('teacher', {
  teacher: { is_access_course: true, is_access_lab: true },
  campus: { id: 1, name: 'Universitas Siber Indonesia' },
});

describe('teacher classroom pages', () => {
  it('information: counts, the join code and each course’s average progress', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/information', teacher);
    expect(await screen.findByRole('heading', { level: 2, name: 'Informasi' })).toBeInTheDocument();
    expect(screen.getByText('35%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Dasar-Dasar Keamanan Siber: rata-rata 53%' })).toHaveAttribute(
      'aria-valuenow',
      '53',
    );
  });

  it('information: the join code, its expiry and seat limit, changed in a form; a new code if confirmed', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/information', teacher);
    const card = await screen.findByRole('region', { name: 'Cara bergabung' });
    expect(card).toHaveTextContent('USI-KJA26');
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(card).toHaveTextContent('Tanpa batas waktu · 5 mahasiswa, tanpa batas kursi');

    const seats = within(card).getByRole('textbox', { name: 'Batas kursi (opsional)' });
    await userEvent.type(seats, 'dua');
    await userEvent.click(within(card).getByRole('button', { name: 'Simpan pengaturan' }));
    expect(seats).toHaveAccessibleDescription(/Batas kursi harus berupa angka/);
    expect(joinWrites).toEqual([]);

    await userEvent.clear(seats);
    await userEvent.type(seats, '3');
    await userEvent.click(within(card).getByRole('button', { name: 'Simpan pengaturan' }));
    expect(
      await within(card).findByText('Batas kursi tidak boleh kurang dari jumlah mahasiswa saat ini (5).'),
    ).toBeInTheDocument();

    await userEvent.clear(seats);
    await userEvent.type(seats, '40');
    await userEvent.type(within(card).getByLabelText('Berlaku sampai (opsional)'), '2026-12-31T23:59');
    await userEvent.click(within(card).getByRole('button', { name: 'Simpan pengaturan' }));
    expect(await screen.findByText('Pengaturan kode bergabung disimpan.')).toBeInTheDocument();
    expect(joinWrites.at(-1)).toBe(
      `PUT ${JSON.stringify({ expiresAt: new Date('2026-12-31T23:59').toISOString(), seatLimit: 40 })}`,
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Buat kode baru' }));
    const dialog = screen.getByRole('dialog', { name: 'Buat kode bergabung baru?' });
    expect(dialog).toHaveTextContent('Kode USI-KJA26 langsung tidak berlaku.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, buat kode baru' }));
    expect(await screen.findByText('Kode bergabung baru dibuat.')).toBeInTheDocument();
    expect(joinWrites.at(-1)).toBe('POST regenerate');
  });

  it('student: the students table, searchable', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/student', teacher);
    const table = await screen.findByRole('table', { name: 'Mahasiswa classroom' });
    expect(within(table).getByRole('row', { name: /Agus Pratama/ })).toHaveTextContent('78%');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari nama atau username' }), 'agus');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(queries.at(-1)).toBe('?page=1&per_page=10&q=agus');
  });

  it('online-course: each assigned course links to its students’ progress', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/online-course', teacher);
    const card = await screen.findByRole('article', { name: 'Keamanan Jaringan' });
    expect(within(card).getByText('2 dari 5 mahasiswa terdaftar')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lihat progres mahasiswa di Keamanan Jaringan' })).toHaveAttribute(
      'href',
      '/teacher/classroom/kelas-a/online-course/detail/jaringan',
    );
  });

  it('classroom course: the summary and every student’s status and progress', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/online-course/detail/jaringan', teacher);
    const table = await screen.findByRole('table', {
      name: `Progres mahasiswa ${classroom.name} di Keamanan Jaringan`,
    });
    expect(within(table).getByRole('row', { name: /Agus Pratama/ })).toHaveTextContent('Selesai');
    expect(within(table).getByRole('row', { name: /Agus Pratama/ })).toHaveTextContent('100% (9/9)');
    expect(within(table).getByRole('row', { name: /Rina Member/ })).toHaveTextContent('Belum mulai');
    expect(within(table).getByRole('link', { name: 'Agus Pratama' })).toHaveAttribute(
      'href',
      '/teacher/classroom/kelas-a/online-course/detail/jaringan/people/agus',
    );
    expect(screen.getByText('Terdaftar').parentElement).toHaveTextContent('2');
  });

  it('online courses: the catalogue with how many of my classrooms use each course', async () => {
    renderRemote(app, '/teacher/online-courses', teacher);
    const card = await screen.findByRole('article', { name: 'Digital Forensik' });
    expect(card).toHaveTextContent('3 modul · 9 materi');
    expect(card).toHaveTextContent('Dipakai di 1 classroom Anda');
    expect(within(card).getByRole('link', { name: 'Pratinjau Digital Forensik' })).toHaveAttribute(
      'href',
      '/teacher/online-courses/forensik',
    );
  });
});
