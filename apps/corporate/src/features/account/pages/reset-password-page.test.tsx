import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { ResetPasswordPage } from './reset-password-page';

describe('/corporate-program/reset-password', () => {
  it('is a route of the corporate area', () => {
    const matches = matchRoutes(app.routes, '/corporate-program/reset-password', app.basePath) ?? [];
    expect(matches.at(-1)?.route.path).toBe('reset-password');
  });

  it('shows the shared change-password form with the §5 rules', () => {
    const page = { ...app, routes: [{ path: 'reset-password', element: <ResetPasswordPage /> }] };
    renderRemote(page, '/corporate-program/reset-password', demoUser('corporate'));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ganti password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Lama/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Syarat Password Baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Password Baru' })).toBeInTheDocument();
  });
});
