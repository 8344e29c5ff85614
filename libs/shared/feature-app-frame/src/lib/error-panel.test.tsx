import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, initialSessionState } from '@akademi-siber/data-access-auth';
import { ERROR_TEXTS, STATUS_MESSAGES, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';
import { demoUser } from '../testing';
import { AppProviders } from './app-providers';
import { ErrorPanel, errorTexts } from './error-panel';

function renderPanel(ui: React.ReactElement, user: AuthUser | null = null) {
  const store = createAppStore(
    user ? { session: { ...initialSessionState('token', 'local'), user, status: 'authenticated' } } : undefined,
  );
  return render(
    <AppProviders store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => localStorage.clear());

describe('errorTexts (spec §2, §8)', () => {
  it('404: the lost-visitor heading; an unmatched path adds "This page could not be found"', () => {
    expect(errorTexts(404)).toEqual({ title: ERROR_TEXTS.notFound, detail: ERROR_TEXTS.pageNotFound });
    expect(errorTexts(404, ERROR_TEXTS.notFound)).toEqual({ title: ERROR_TEXTS.notFound });
  });

  it('500: the apology with the "we are fixing it" line, plus the error message when there is one', () => {
    expect(errorTexts(500)).toEqual({ title: ERROR_TEXTS.serverError, hint: ERROR_TEXTS.serverErrorHint });
    expect(errorTexts(500, 'Unknown middleware auth-tamu')).toEqual({
      title: ERROR_TEXTS.serverError,
      hint: ERROR_TEXTS.serverErrorHint,
      detail: 'Unknown middleware auth-tamu',
    });
  });

  it('403: no permission, with the reason when given', () => {
    expect(errorTexts(403)).toEqual({ title: STATUS_MESSAGES[403] });
    expect(errorTexts(403, 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.')).toEqual({
      title: STATUS_MESSAGES[403],
      detail: 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.',
    });
  });

  it.each([400, 405, 408, 409, 410, 422, 429, 502, 503, 504])('%i shows its own catalogue message', (status) => {
    expect(errorTexts(status)).toEqual({ title: STATUS_MESSAGES[status] });
  });

  it('other statuses show the message they carry, else the default of §8', () => {
    expect(errorTexts(409, 'Kelas ini sudah ada di keranjang.')).toEqual({
      title: 'Kelas ini sudah ada di keranjang.',
    });
    expect(errorTexts(418)).toEqual({ title: 'Terjadi kesalahan dipihak kami, silakan coba lagi nanti' });
  });
});

describe('ErrorPanel', () => {
  it('shows the status, the texts as a heading and paragraphs, and names the tab', () => {
    renderPanel(<ErrorPanel status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXTS.pageNotFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(document.title).toBe('404 · Akademi Siber');
  });

  it('sends a visitor back to the home page', () => {
    renderPanel(<ErrorPanel status={500} />);
    expect(screen.getByText(ERROR_TEXTS.serverErrorHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it.each<[RoleName, string]>([
    ['member', '/member'],
    ['author', '/author'],
    ['admin', '/admin'],
    ['teacher', '/teacher'],
  ])('sends a signed-in %s back to their dashboard %s', (role, home) => {
    renderPanel(<ErrorPanel status={404} />, demoUser(role));
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', home);
  });

  it('sends a corporate manager to the dashboard of the stored batch and their corporate', () => {
    const manager = demoUser('corporate', {
      program: { corporate_id: 7, batches: [{ id: 3, name: 'Batch 3', is_full_access: true }] },
    });
    renderPanel(<ErrorPanel status={404} />, manager);
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/corporate-program/dashboard/3/group/7',
    );
  });
});
