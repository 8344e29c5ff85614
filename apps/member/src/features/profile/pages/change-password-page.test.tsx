import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { ChangePasswordPage } from './change-password-page';

describe('/member/ganti-password', () => {
  it('is a route of the member area', () => {
    const matches = matchRoutes(app.routes, '/member/ganti-password', app.basePath) ?? [];
    expect(matches.at(-1)?.route.path).toBe('ganti-password');
  });

  it('shows the shared change-password form with the §5 rules', () => {
    const page = { ...app, routes: [{ path: 'ganti-password', element: <ChangePasswordPage /> }] };
    renderRemote(page, '/member/ganti-password', demoUser('member'));
    expect(screen.getByRole('heading', { level: 1, name: 'Ganti Password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ganti password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Lama/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Syarat Password Baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Password Baru' })).toBeInTheDocument();
  });
});
