import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderWithDesignSystem } from './test-utils';
import { TOAST_DEFAULT_DURATION_MS, useToast, type ToastOptions } from './toast';

function Trigger({ options, label = 'Tampilkan' }: { options: ToastOptions; label?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      {label}
    </button>
  );
}

function region() {
  return screen.getByRole('status', { name: 'Notifikasi' });
}

describe('toasts (spec §8)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('has an always-present polite live region', () => {
    renderWithDesignSystem(<p>Halaman</p>);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
  });

  it('defaults the title to Info and the variant to danger', async () => {
    const { user } = renderWithDesignSystem(<Trigger options={{ message: 'Gagal memuat kategori' }} />);
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    const toast = within(region()).getByText('Gagal memuat kategori').closest('[data-variant]');
    expect(toast).toHaveAttribute('data-variant', 'danger');
    expect(toast).toHaveTextContent('Info');
  });

  it('uses a given title and variant', async () => {
    const { user } = renderWithDesignSystem(
      <Trigger options={{ title: 'Berhasil', message: 'Profil disimpan', variant: 'success' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    const toast = within(region()).getByText('Profil disimpan').closest('[data-variant]');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(toast).toHaveTextContent('Berhasil');
  });

  it('closes with the Tutup button', async () => {
    const { user } = renderWithDesignSystem(<Trigger options={{ message: 'Pesan' }} />);
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await user.click(within(region()).getByRole('button', { name: 'Tutup' }));
    expect(region()).toBeEmptyDOMElement();
  });

  it('dismisses itself after 5 seconds', async () => {
    jest.useFakeTimers();
    const { user } = renderWithDesignSystem(<Trigger options={{ message: 'Sementara' }} />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);

    act(() => jest.advanceTimersByTime(4900));
    expect(within(region()).getByText('Sementara')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(region()).queryByText('Sementara')).not.toBeInTheDocument();
  });

  it('honours a custom duration and 0 as "until closed"', async () => {
    jest.useFakeTimers();
    const { user } = renderWithDesignSystem(
      <>
        <Trigger label="Cepat" options={{ message: 'Cepat', durationMs: 1000 }} />
        <Trigger label="Tetap" options={{ message: 'Tetap', durationMs: 0 }} />
      </>,
      { fakeTimers: true },
    );
    await user.click(screen.getByRole('button', { name: 'Cepat' }));
    await user.click(screen.getByRole('button', { name: 'Tetap' }));
    act(() => jest.advanceTimersByTime(1100));
    expect(within(region()).queryByText('Cepat')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(region()).getByText('Tetap')).toBeInTheDocument();
  });

  it('pauses the timer while hovered', async () => {
    jest.useFakeTimers();
    const { user } = renderWithDesignSystem(<Trigger options={{ message: 'Dibaca' }} />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await user.hover(within(region()).getByText('Dibaca'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Dibaca')).toBeInTheDocument();
    await user.unhover(within(region()).getByText('Dibaca'));
    act(() => jest.advanceTimersByTime(5_000));
    expect(within(region()).queryByText('Dibaca')).not.toBeInTheDocument();
  });

  it('replaces a toast shown again with the same id', async () => {
    const { user } = renderWithDesignSystem(<Trigger options={{ id: 'cart', message: 'Keranjang gagal dimuat' }} />);
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(within(region()).getAllByText('Keranjang gagal dimuat')).toHaveLength(1);
  });

  it('can be dismissed by id', async () => {
    function Both() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.show({ id: 'x', message: 'Satu' })}>
            Tampilkan
          </button>
          <button type="button" onClick={() => toast.dismiss('x')}>
            Hapus
          </button>
        </>
      );
    }
    const { user } = renderWithDesignSystem(<Both />);
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(region()).toBeEmptyDOMElement();
  });

  it('tells the developer when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ message: 'x' }} />)).toThrow(/DesignSystemProvider/);
    jest.restoreAllMocks();
  });
});
