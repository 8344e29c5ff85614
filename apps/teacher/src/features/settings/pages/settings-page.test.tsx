import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { SettingsPage } from './settings-page';

describe('/teacher/settings', () => {
  it('is a route of the teacher area', () => {
    const matches = matchRoutes(app.routes, '/teacher/settings', app.basePath) ?? [];
    expect(matches.at(-1)?.route.path).toBe('settings');
  });

  it('shows the shared change-password form with the §5 rules', () => {
    const page = { ...app, routes: [{ path: 'settings', element: <SettingsPage /> }] };
    renderRemote(
      page,
      '/teacher/settings',
      demoUser('teacher', {
        teacher: { is_access_course: true, is_access_lab: true },
        campus: { id: 1, name: 'Universitas Siber' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(screen.getByText(/Universitas Siber/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ganti password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Lama/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Syarat Password Baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Password Baru' })).toBeInTheDocument();
  });
});
