import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/teacher/classrooms', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: [
        {
          slug: 'kls-a',
          name: 'Keamanan Jaringan A',
          campus: 'Universitas Siber Indonesia',
          students: 32,
          courses: 2,
          joinCode: 'KJA-2026',
        },
      ],
      meta: { page: 1, per_page: 9, total: 1 },
    }),
  ),
  http.get('*/api/lab/vpn', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: { active: null, endpoint: 'vpn.lab.akademisiber.id:51820', allowedIps: '10.66.0.0/16' },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const teacher = demoUser('teacher', {
  name: 'Andi Dosen',
  teacher: { is_access_course: true, is_access_lab: true },
  campus: { id: 1, name: 'Universitas Siber Indonesia' },
});

it('/teacher redirects to /teacher/classroom, which lists the classrooms', async () => {
  expect(app).toMatchObject({ id: 'teacher', basePath: '/teacher' });
  renderRemote(app, '/teacher', teacher);
  expect(await screen.findByRole('heading', { name: 'Classroom', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Keamanan Jaringan A' })).toHaveTextContent(
    '32 mahasiswa · 2 kelas online',
  );
  expect(screen.getByText('KJA-2026')).toBeInTheDocument();
});

it('/teacher/vpn-access is a remote page beside the sidebar, whose lab entries lead to the lab pages', async () => {
  renderRemote(app, '/teacher/vpn-access', teacher);
  expect(await screen.findByRole('heading', { name: 'VPN Access', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Belum ada konfigurasi')).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Halaman teacher' });
  expect(within(menu).getByRole('link', { name: 'VPN Access' })).toHaveAttribute('aria-current', 'page');
});
