// The classroom layouts of spec §2 (lecturer-detail, lecturer-detail-course): they fetch the classroom or the course
// once and hand it to the pages under them. The frame they sit in is tested in src/layout/teacher-layouts.test.tsx.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { TeacherClassroomDetail } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LecturerDetailCourseLayout } from './lecturer-detail-course-layout';
import { LecturerDetailLayout, useClassroom } from './lecturer-detail-layout';

const classroom: TeacherClassroomDetail = {
  slug: 'kelas-a',
  name: 'Keamanan Jaringan — Kelas A',
  campus: 'Universitas Siber Indonesia',
  joinCode: 'USI-KJA26',
  joinCodeExpiresAt: null,
  seatLimit: null,
  createdAt: '2026-06-01T00:00:00Z',
  students: 5,
  courses: [],
};

const server = setupServer(
  http.get('*/api/tc-adm/notif-total', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 2 } }),
  ),
  http.get('*/api/teacher/classrooms/:slug', ({ params }) =>
    params['slug'] === 'kelas-a'
      ? HttpResponse.json({ success: true, message: 'OK', data: classroom })
      : HttpResponse.json({ success: false, message: 'Classroom tidak ditemukan', data: null }, { status: 404 }),
  ),
  http.get('*/api/teacher/classrooms/:slug/online-courses/:course', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: {
        classroom: { slug: 'kelas-a', name: classroom.name },
        course: {
          slug: 'keamanan-jaringan',
          title: 'Keamanan Jaringan Komputer',
          level: 'Menengah',
          category: 'Jaringan',
          materials: 9,
        },
        summary: { students: 5, enrolled: 2, completed: 0, averageProgress: 16 },
      },
    }),
  ),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function ClassroomName() {
  return <p>Isi tab: {useClassroom().name}</p>;
}

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    {
      path: 'classroom/:classroomSlug',
      element: <LecturerDetailLayout />,
      children: [{ path: 'information', element: <ClassroomName /> }],
    },
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [{ index: true, element: <p>Isi kelas online</p> }],
    },
  ],
};

const withAccess = (course: boolean, lab: boolean) =>
  demoUser('teacher', {
    teacher: { is_access_course: course, is_access_lab: lab },
    campus: { id: 1, name: 'Universitas Siber Indonesia' },
  });

describe('teacher layouts: the classroom', () => {
  it('lecturer-detail: the classroom header with its join code and tabs, the tab reading the classroom', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/information', withAccess(true, true));
    expect(await screen.findByRole('heading', { level: 1, name: classroom.name })).toBeInTheDocument();
    expect(screen.getByText('Kode bergabung: USI-KJA26')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Bagian classroom' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Informasi', 'Mahasiswa', 'Online Course', 'Exercise Lab', 'CTF']);
    expect(within(tabs).getByRole('link', { name: 'Informasi' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'CTF' })).toHaveAttribute('href', '/teacher/classroom/kelas-a/ctf');
    expect(screen.getByText(`Isi tab: ${classroom.name}`)).toBeInTheDocument();
  });

  it('lecturer-detail: without is_access_lab the lab tabs are left out', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/information', withAccess(true, false));
    await screen.findByRole('heading', { level: 1, name: classroom.name });
    const tabs = screen.getByRole('navigation', { name: 'Bagian classroom' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Informasi', 'Mahasiswa', 'Online Course']);
  });

  it("lecturer-detail: another teacher's or an unknown classroom is the 404 panel", async () => {
    renderRemote(app, '/teacher/classroom/kelas-lain/information', withAccess(true, true));
    expect(await screen.findByText('Classroom tidak ditemukan')).toBeInTheDocument();
  });

  it('lecturer-detail-course: full width, the way back to the classroom and the course header', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/online-course/detail/keamanan-jaringan', withAccess(true, true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Keamanan Jaringan Komputer' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Lokasi halaman' });
    expect(within(crumbs).getByRole('link', { name: classroom.name })).toHaveAttribute(
      'href',
      '/teacher/classroom/kelas-a/online-course',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByText('Isi kelas online')).toBeInTheDocument();
  });
});
