// /member/profil, /member/profil/hapus-akun and /member/profil-old-cda (decision 0023) against msw: the forms send
// what the API expects and show its answers, field errors on their fields.
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { LegacyProfile, MemberProfile } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AccountPage } from './account-page';
import { ACCOUNT_DELETED_MESSAGE, DeleteAccountPage } from './delete-account-page';
import { LegacyProfilePage } from './legacy-profile-page';

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    { path: 'profil', element: <AccountPage /> },
    { path: 'profil/hapus-akun', element: <DeleteAccountPage /> },
    { path: 'profil-old-cda', element: <LegacyProfilePage /> },
  ],
};

// jsdom's File is not the Blob that Node's FormData (the fetch the tests run on) accepts; a browser has one kind.
const pngFile = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'saya.png', { type: 'image/png' }) as unknown as File;
const user = demoUser('member', { name: 'Rina Member', username: 'member.demo' });
const baseProfile: MemberProfile = {
  username: 'member.demo',
  name: 'Rina Member',
  email: 'member@akademisiber.id',
  pendingEmail: null,
  avatarUrl: null,
  bio: 'Analis SOC junior.',
  phone: null,
  city: 'Bandung',
  institution: null,
  showBio: true,
  showLocation: false,
  showFinishedCourses: false,
  showCertificates: false,
  showXp: true,
  hasPassword: true,
  googleLinked: false,
};
let profile: MemberProfile;
let legacy: LegacyProfile | null;
const sent: { method: string; path: string; body: unknown }[] = [];
const ok = (data: unknown, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });
const fieldError = (path: string, message: string) =>
  HttpResponse.json({ success: false, message, data: { errors: [{ path, message }] } }, { status: 422 });

const server = setupServer(
  http.get('*/api/member/profile', () => ok(profile)),
  http.put('*/api/member/profile', async ({ request }) => {
    const body = (await request.json()) as MemberProfile;
    sent.push({ method: 'PUT', path: 'profile', body });
    if (body.username === 'sudah.dipakai') return fieldError('username', 'Username sudah dipakai');
    profile = { ...profile, ...body, bio: body.bio || null };
    return ok(profile, 'Profil berhasil disimpan.');
  }),
  http.post('*/api/member/profile/avatar', async ({ request }) => {
    const form = await request.formData();
    sent.push({ method: 'POST', path: 'avatar', body: (form.get('file') as File).name });
    profile = { ...profile, avatarUrl: '/api/avatars/0123456789abcdef0123456789abcdef.png' };
    return ok(profile, 'Foto profil diperbarui.');
  }),
  http.post('*/api/member/profile/email', async ({ request }) => {
    const body = (await request.json()) as { email: string; current_password: string };
    sent.push({ method: 'POST', path: 'email', body });
    if (body.current_password !== 'Benar#2026') return fieldError('current_password', 'Password salah');
    profile = { ...profile, pendingEmail: body.email };
    return ok(profile, 'Tautan konfirmasi dikirim ke email baru. Email akun baru berganti setelah tautan itu dibuka.');
  }),
  http.delete('*/api/member/account', async ({ request }) => {
    const body = (await request.json()) as { password?: string; confirmation: string };
    sent.push({ method: 'DELETE', path: 'account', body });
    if (body.password !== 'Benar#2026') return fieldError('password', 'Password salah');
    return ok(null, 'Akun kamu sudah dihapus.');
  }),
  http.get('*/api/member/profile/legacy', () => ok(legacy)),
  http.get('*/api/auth/user', () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      user: { ...user, ...profile },
      data: { ...user, ...profile },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  profile = { ...baseProfile };
  legacy = null;
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/profil', () => {
  it('saves the profile and what the public page shows, and puts a taken username on its field', async () => {
    const person = userEvent.setup();
    renderRemote(app, '/member/profil', user);
    expect(screen.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Data Profil' });
    expect(within(form).getByRole('textbox', { name: 'Bio' })).toHaveValue('Analis SOC junior.');

    await person.clear(within(form).getByLabelText(/^Nama/));
    await person.type(within(form).getByLabelText(/^Nama/), 'Rina Baru');
    await person.click(within(form).getByRole('checkbox', { name: 'Kelas yang sudah selesai' }));
    await person.click(within(form).getByRole('checkbox', { name: 'XP' }));
    await person.click(within(form).getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText('Profil berhasil disimpan.')).toBeInTheDocument();
    expect(sent[0].body).toMatchObject({
      name: 'Rina Baru',
      username: 'member.demo',
      showFinishedCourses: true,
      showXp: false,
      phone: '',
    });

    const username = within(await screen.findByRole('form', { name: 'Data Profil' })).getByLabelText(/^Username/);
    await person.clear(username);
    await person.type(username, 'sudah.dipakai');
    await person.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText('Username sudah dipakai')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      expect.stringContaining('Username sudah dipakai'),
    );
  });

  it('checks the username with the shared rules before sending anything', async () => {
    const person = userEvent.setup();
    renderRemote(app, '/member/profil', user);
    const username = within(await screen.findByRole('form', { name: 'Data Profil' })).getByLabelText(/^Username/);
    await person.clear(username);
    await person.type(username, 'nama spasi');
    await person.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(
      await screen.findByText('Username hanya boleh huruf kecil, angka, titik, garis bawah atau strip'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('uploads a photo and shows it', async () => {
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    renderRemote(app, '/member/profil', user);
    await screen.findByRole('button', { name: 'Unggah Foto' });
    await person.upload(screen.getByLabelText('Pilih foto profil'), pngFile());
    expect(await screen.findByText('Foto profil diperbarui.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: 'avatar', body: 'saya.png' }]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto profil Rina Member' })).toHaveAttribute('src', profile.avatarUrl),
    );
    expect(screen.getByRole('button', { name: 'Hapus Foto' })).toBeInTheDocument();
  });

  it('asks for an email change with the password and shows the address waiting for its link', async () => {
    const person = userEvent.setup();
    renderRemote(app, '/member/profil', user);
    const form = await screen.findByRole('form', { name: 'Ganti email' });
    await person.type(within(form).getByLabelText(/^Email baru/), 'baru@contoh.id');
    await person.type(within(form).getByLabelText(/^Password saat ini/), 'Salah#2026');
    await person.click(within(form).getByRole('button', { name: 'Kirim Tautan Konfirmasi' }));
    expect(await within(form).findByText('Password salah')).toBeInTheDocument();

    await person.clear(within(form).getByLabelText(/^Password saat ini/));
    await person.type(within(form).getByLabelText(/^Password saat ini/), 'Benar#2026');
    await person.click(within(form).getByRole('button', { name: 'Kirim Tautan Konfirmasi' }));
    expect(await screen.findByText(/Menunggu konfirmasi untuk/)).toHaveTextContent('baru@contoh.id');
    expect(screen.getByText('member@akademisiber.id')).toBeInTheDocument();
  });
});

describe('/member/profil/hapus-akun', () => {
  it('explains what goes and what stays, needs the phrase and the password, then signs out', async () => {
    const person = userEvent.setup();
    const { store } = renderRemote(app, '/member/profil/hapus-akun', user);
    expect(screen.getByRole('heading', { level: 1, name: 'Hapus Akun' })).toBeInTheDocument();
    expect(screen.getByText(/pesanan dan pembayaran/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Konfirmasi' });

    await person.click(within(form).getByRole('button', { name: 'Hapus Akun Saya' }));
    expect(await within(form).findByText('Ketik HAPUS AKUN SAYA untuk mengonfirmasi')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await person.type(within(form).getByLabelText(/^Ketik HAPUS AKUN SAYA/), 'hapus akun saya');
    await person.type(within(form).getByLabelText(/^Password/), 'Salah#2026');
    await person.click(within(form).getByRole('button', { name: 'Hapus Akun Saya' }));
    expect(await within(form).findByText('Password salah')).toBeInTheDocument();

    await person.clear(within(form).getByLabelText(/^Password/));
    await person.type(within(form).getByLabelText(/^Password/), 'Benar#2026');
    await person.click(within(form).getByRole('button', { name: 'Hapus Akun Saya' }));
    expect(await screen.findByText('di luar area')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ confirmation: 'hapus akun saya', password: 'Benar#2026' });
    expect(store.getState().session).toMatchObject({
      status: 'anonymous',
      token: null,
      forceLogoutMessage: ACCOUNT_DELETED_MESSAGE,
    });
  });

  it('asks an account made by Google for the phrase only', async () => {
    profile = { ...baseProfile, hasPassword: false, googleLinked: true };
    renderRemote(app, '/member/profil/hapus-akun', user);
    const form = await screen.findByRole('form', { name: 'Konfirmasi' });
    expect(within(form).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(within(form).getByText(/cukup ketik frasa/)).toBeInTheDocument();
  });
});

describe('/member/profil/hapus-akun, what is sent', () => {
  it('needs the password of an account that has one before sending anything', async () => {
    const person = userEvent.setup();
    renderRemote(app, '/member/profil/hapus-akun', user);
    const form = await screen.findByRole('form', { name: 'Konfirmasi' });
    await person.type(within(form).getByLabelText(/^Ketik HAPUS AKUN SAYA/), 'HAPUS AKUN SAYA');
    await person.click(within(form).getByRole('button', { name: 'Hapus Akun Saya' }));
    expect(await within(form).findByText('Password wajib diisi')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the phrase alone for an account made by Google', async () => {
    profile = { ...baseProfile, hasPassword: false, googleLinked: true };
    server.use(
      http.delete('*/api/member/account', async ({ request }) => {
        sent.push({ method: 'DELETE', path: 'account', body: await request.json() });
        return ok(null, 'Akun kamu sudah dihapus.');
      }),
    );
    const person = userEvent.setup();
    renderRemote(app, '/member/profil/hapus-akun', user);
    const form = await screen.findByRole('form', { name: 'Konfirmasi' });
    await person.type(within(form).getByLabelText(/^Ketik HAPUS AKUN SAYA/), 'HAPUS AKUN SAYA');
    await person.click(within(form).getByRole('button', { name: 'Hapus Akun Saya' }));
    expect(await screen.findByText('di luar area')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: 'account', body: { confirmation: 'HAPUS AKUN SAYA' } }]);
  });
});

describe('/member/profil-old-cda', () => {
  it('shows the old platform profile read-only', async () => {
    legacy = {
      importedAt: '2024-06-30T17:00:00.000Z',
      fields: {
        occupation: 'Staf IT Support',
        company: null,
        education: 'S1',
        major: null,
        birthDate: '1998-04-12',
        gender: null,
        address: null,
        linkedin: 'https://www.linkedin.com/in/x',
        github: null,
        website: null,
      },
    };
    renderRemote(app, '/member/profil-old-cda', user);
    const facts = await screen.findByLabelText('Profil lama');
    expect(within(facts).getByText('Staf IT Support')).toBeInTheDocument();
    expect(within(facts).getByText('12 Apr 1998')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'https://www.linkedin.com/in/x' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(facts).getAllByText('Tidak diisi').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when there is no old profile', async () => {
    renderRemote(app, '/member/profil-old-cda', user);
    expect(await screen.findByRole('heading', { name: 'Tidak ada profil lama' })).toBeInTheDocument();
  });
});
