// /author/profil and /admin/profil (decision 0050) against msw: the form sends what the API expects, refuses a link
// that is not https on its own field, adds and removes expertise tags, and uploads the photo.
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { StaffProfile, StaffProfileUpdate } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { answerEachTestsRequests, demoUser, renderRemote } from '../../testing';
import { StaffProfilePage } from './staff-profile-page';

const app: RemoteApp = {
  id: 'author',
  basePath: '/author',
  routes: [{ path: 'profil', element: <StaffProfilePage /> }],
};
const base: StaffProfile = {
  username: 'author.demo',
  name: 'Budi Instruktur',
  email: 'author@akademisiber.id',
  avatarUrl: null,
  bio: 'Praktisi keamanan ofensif.',
  expertise: ['Red team'],
  links: [],
};
let profile: StaffProfile;
const saved: StaffProfileUpdate[] = [];
const ok = (data: unknown, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });
const pngFile = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'saya.png', { type: 'image/png' }) as unknown as File;

const server = setupServer(
  http.get('*/api/staff/profile', () => ok(profile)),
  http.put('*/api/staff/profile', async ({ request }) => {
    const body = (await request.json()) as StaffProfileUpdate;
    saved.push(body);
    profile = { ...profile, ...body };
    return ok(profile, 'Profil berhasil disimpan. Begini namamu tampil di halaman kelas.');
  }),
  http.post('*/api/staff/profile/avatar', () => {
    profile = { ...profile, avatarUrl: '/api/avatars/0123456789abcdef0123456789abcdef.png' };
    return ok(profile, 'Foto profil diperbarui.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  profile = { ...base };
  saved.length = 0;
});
afterAll(() => server.close());

const renderPage = () => renderRemote(app, '/author/profil', demoUser('author'));

describe('StaffProfilePage', () => {
  it('edits name, expertise and links and sends them to the API', async () => {
    renderPage();
    const name = await screen.findByLabelText(/^Nama/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santoso');
    const tag = screen.getByLabelText('Keahlian');
    await userEvent.type(tag, 'Forensik digital{Enter}');
    await userEvent.type(tag, 'red TEAM{Enter}');
    expect(screen.getByText('Keahlian tidak boleh sama')).toBeInTheDocument();
    await userEvent.clear(tag);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus keahlian Red team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah tautan' }));
    await userEvent.selectOptions(screen.getByLabelText('Jenis tautan 1'), 'github');
    await userEvent.type(screen.getByLabelText('Alamat tautan 1'), 'https://github.com/budi');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText(/Profil berhasil disimpan/)).toHaveAttribute('role', 'status');
    expect(saved).toEqual([
      {
        name: 'Budi Santoso',
        bio: 'Praktisi keamanan ofensif.',
        expertise: ['Forensik digital'],
        links: [{ kind: 'github', url: 'https://github.com/budi' }],
      },
    ]);
  });

  it('refuses a link that is not https on its field and sends nothing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah tautan' }));
    const url = screen.getByLabelText('Alamat tautan 1');
    await userEvent.type(url, 'http://contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/Tautan harus diawali https:\/\//)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers at most five links', async () => {
    renderPage();
    const add = await screen.findByRole('button', { name: 'Tambah tautan' });
    for (let index = 0; index < 5; index++) await userEvent.click(add);
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus tautan 5' }));
    expect(add).toBeEnabled();
  });

  it('uploads the photo and shows it', async () => {
    renderPage();
    const photo = await screen.findByRole('region', { name: 'Foto Profil' });
    await userEvent.upload(within(photo).getByLabelText('Pilih foto profil'), pngFile());
    expect(await within(photo).findByRole('status')).toHaveTextContent('Foto profil diperbarui.');
    expect(within(photo).getByRole('img', { name: 'Foto profil Budi Instruktur' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/avatars/'),
    );
  });
});
