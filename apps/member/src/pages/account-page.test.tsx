import { screen, within } from '@testing-library/react';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AccountPage } from './account-page';

const app: RemoteApp = { id: 'member', basePath: '/member', routes: [{ path: 'profil', element: <AccountPage /> }] };

describe('/member/profil (Akun Saya)', () => {
  it("shows the member's account, subscription and the ways to change it", () => {
    renderRemote(app, '/member/profil', demoUser('member', { name: 'Rina Member', point: 1250, xp: 3400, subscribtion_course_end_date: '2026-12-31' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Data akun');
    expect(within(facts).getByText('Rina Member')).toBeInTheDocument();
    expect(within(facts).getByText('member@akademisiber.id')).toBeInTheDocument();
    expect(within(facts).getByText('1.250')).toBeInTheDocument();
    expect(within(facts).getByText(/^Aktif sampai/)).toHaveTextContent('31 Des 2026');
    expect(screen.getByRole('link', { name: 'Lihat profil publik' })).toHaveAttribute('href', '/member.demo');
    expect(screen.getByRole('link', { name: 'Ganti Password' })).toHaveAttribute('href', '/member/ganti-password');
  });

  it('says so when the member has no subscription', () => {
    renderRemote(app, '/member/profil', demoUser('member', { subscribtion_course_end_date: null }));
    expect(screen.getByText('Tidak berlangganan')).toBeInTheDocument();
  });
});
