import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { LoginPage } from './login-page';

const member = {
  id: 1,
  id_role: 1,
  username: 'member.demo',
  name: 'Rina Member',
  email: 'member@akademisiber.id',
  avatarUrl: null,
  point: 10,
  xp: 20,
  subscribtion_course_end_date: null,
  program: null,
  teacher: null,
  campus: null,
  scope: ['member'],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  document.cookie = 'user_role=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

function renderLogin(url = '/login') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/member" element={<p>Dashboard member</p>} />
          <Route path="/member/kelas-saya" element={<p>Kelas saya</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('LoginPage', () => {
  it('validates with the shared schema before calling the API', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email atau username wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
  });

  it('shows the server message when the credentials are wrong', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ success: false, message: 'Email/username atau password salah', data: null }, { status: 422 })));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^Email atau username/), 'member@akademisiber.id');
    await userEvent.type(screen.getByLabelText(/^Password/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email/username atau password salah');
  });

  it('stores the token and role cookie, then goes to the intended local page', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ success: true, message: 'Login berhasil', token: 'tok', data: { token_type: 'Bearer', expires_at: '' } })),
      http.get('*/api/auth/user', () => HttpResponse.json({ success: true, message: 'OK', user: member, data: member })),
    );
    renderLogin('/login?redirect=%2Fmember%2Fkelas-saya');
    await userEvent.type(screen.getByLabelText(/^Email atau username/), 'member.demo');
    await userEvent.type(screen.getByLabelText(/^Password/), 'AkademiSiber#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Kelas saya')).toBeInTheDocument();
    expect(localStorage.getItem('auth._token.local')).toBe('Bearer tok');
    expect(document.cookie).toContain('user_role=member');
  });
});
