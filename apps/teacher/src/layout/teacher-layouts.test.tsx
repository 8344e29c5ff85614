// The frame every teacher page sits in (bar, sidebar) and the layouts of spec §2 that fetch nothing: teacher,
// lecturer, tcadmin. The classroom layouts are tested with their feature (features/classrooms/parts/).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LecturerLayout } from './lecturer-layout';
import { TcAdminLayout } from './tcadmin-layout';
import { TeacherLayout } from './teacher-layout';

let notifCalls = 0;
const server = setupServer(
  http.get('*/api/tc-adm/notif-total', () => {
    notifCalls += 1;
    return HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 2 } });
  }),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    { element: <LecturerLayout />, children: [{ path: 'classroom', element: <h1>Daftar classroom</h1> }] },
    { element: <TcAdminLayout />, children: [{ path: 'online-courses', element: <h1>Belajar Online</h1> }] },
    { element: <TeacherLayout />, children: [{ path: 'settings', element: <h1>Pengaturan</h1> }] },
  ],
};

const withAccess = (course: boolean, lab: boolean) =>
  demoUser('teacher', {
    teacher: { is_access_course: course, is_access_lab: lab },
    campus: { id: 1, name: 'Universitas Siber Indonesia' },
  });

describe('teacher layouts', () => {
  // The bar: Beranda to /author and the tc-adm badge. The lab entries lead to the lab pages.
  it('teacher: the admin kind of bar and the sidebar with every entry open', async () => {
    renderRemote(app, '/teacher/settings', withAccess(true, true));
    const bar = screen.getByRole('navigation', { name: 'Navigasi teacher' });
    expect(within(bar).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/author');
    expect(await within(bar).findByRole('img', { name: '2 notifikasi belum dibaca' })).toBeInTheDocument();
    expect(notifCalls).toBeGreaterThan(0);
    const menu = screen.getByRole('navigation', { name: 'Halaman teacher' });
    expect(within(menu).getByRole('link', { name: 'Belajar Online' })).toHaveAttribute(
      'href',
      '/teacher/online-courses',
    );
    // The lab entries are the teacher's own lab pages (decision 0037), in this tab.
    expect(within(menu).getByRole('link', { name: 'Exercise Lab' })).toHaveAttribute('href', '/teacher/exercise-lab');
    expect(within(menu).getByRole('link', { name: 'CTF' })).toHaveAttribute('href', '/teacher/ctf');
    expect(within(menu).getByRole('link', { name: 'VPN Access' })).toHaveAttribute('href', '/teacher/vpn-access');
    expect(within(menu).getByRole('link', { name: 'VPN Access' })).not.toHaveAttribute('target');
    expect(within(menu).getByRole('link', { name: 'Pengaturan' })).toHaveAttribute('aria-current', 'page');
  });

  // The tooltips are reachable by keyboard.
  it('teacher: without access, Belajar Online and the lab entries are disabled with the §6 tooltips', async () => {
    renderRemote(app, '/teacher/settings', withAccess(false, false));
    const menu = screen.getByRole('navigation', { name: 'Halaman teacher' });
    const course = within(menu).getByRole('button', { name: 'Belajar Online' });
    expect(course).toHaveAttribute('aria-disabled', 'true');
    expect(course).toHaveAccessibleDescription('Kamu tidak memiliki akses Belajar Online');
    for (const name of ['Exercise Lab', 'CTF', 'VPN Access']) {
      const entry = within(menu).getByRole('button', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).toHaveAccessibleDescription('Kamu tidak memiliki akses Cybersecurity Lab');
    }
    expect(within(menu).queryByRole('link', { name: 'Belajar Online' })).not.toBeInTheDocument();
    act(() => course.focus());
    expect(
      await within(menu).findByRole('tooltip', { name: 'Kamu tidak memiliki akses Belajar Online' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(within(menu).getByText('Kamu tidak memiliki akses Belajar Online')).not.toBeVisible();
  });

  it('lecturer: the classroom list under the campus band, with the sidebar', () => {
    renderRemote(app, '/teacher/classroom', withAccess(true, true));
    expect(screen.getByText('Universitas Siber Indonesia · Dosen Demo teacher')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Menu teacher' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daftar classroom' })).toBeInTheDocument();
  });

  it('tcadmin: the campus-administration pages full width, with the way back to the classrooms', () => {
    renderRemote(app, '/teacher/online-courses', withAccess(true, true));
    expect(
      within(screen.getByRole('navigation', { name: 'Lokasi halaman' })).getByRole('link', { name: 'Classroom' }),
    ).toHaveAttribute('href', '/teacher/classroom');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Belajar Online' })).toBeInTheDocument();
  });
});
