import { act, screen } from '@testing-library/react';
import { Brand } from './brand';
import { LoadingBar } from './loading-bar';
import { Skeleton, SkeletonList } from './skeleton';
import { Spinner } from './spinner';
import { EmptyState, ErrorState } from './states';
import { renderWithDesignSystem } from './test-utils';
import { Heading } from './typography';

describe('ErrorState', () => {
  it('is an alert with its title and message', () => {
    renderWithDesignSystem(<ErrorState title="Gagal memuat kelas" message="Periksa koneksi internet kamu." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat kelas');
    expect(alert).toHaveTextContent('Periksa koneksi internet kamu.');
    expect(screen.getByRole('heading', { name: 'Gagal memuat kelas', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries with the default label Coba lagi', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithDesignSystem(<ErrorState title="Gagal" message="Server error" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('accepts another retry label', () => {
    renderWithDesignSystem(<ErrorState title="Gagal" message="x" onRetry={jest.fn()} retryLabel="Muat ulang" />);
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows title, description and action at the chosen heading level', () => {
    renderWithDesignSystem(
      <EmptyState
        title="Belum ada kelas"
        description="Kelas yang kamu ikuti akan muncul di sini."
        action={<a href="/belajar-online">Jelajahi kelas</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Belum ada kelas', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Kelas yang kamu ikuti akan muncul di sini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi kelas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Skeletons and Spinner', () => {
  it('announces a loading list once as Memuat…', () => {
    renderWithDesignSystem(<SkeletonList rows={4} />);
    // The provider's toast region is a status too; pick the list's own.
    const status = screen.getAllByRole('status').find((el) => el.getAttribute('aria-label') !== 'Notifikasi');
    expect(status).toHaveTextContent('Memuat…');
  });

  it('hides skeleton blocks from assistive technology', () => {
    const { container } = renderWithDesignSystem(<Skeleton width={120} height={16} radius={8} />);
    const block = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(block).toHaveStyle({ width: '120px', height: '16px', borderRadius: '8px' });
  });

  it('is decorative without a label and a status with one', () => {
    const { container, rerender } = renderWithDesignSystem(<Spinner />);
    // The provider's toast region (aria-label Notifikasi) is a status as well; leave it out.
    const ownStatus = () => container.querySelector('[role="status"]:not([aria-label="Notifikasi"])');
    expect(ownStatus()).toBeNull();
    rerender(<Spinner label="Menyimpan" />);
    expect(ownStatus()).toHaveTextContent('Menyimpan');
  });
});

describe('Heading', () => {
  it('renders h1–h4 by level and another element through as', () => {
    renderWithDesignSystem(
      <>
        <Heading level={1}>Satu</Heading>
        <Heading level={4}>Empat</Heading>
        <Heading level={2} as="h1">
          Judul halaman
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Satu', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empat', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Judul halaman', level: 1 })).toBeInTheDocument();
  });
});

describe('Brand', () => {
  it('is one image named Akademi Siber, also when compact', () => {
    const { rerender } = renderWithDesignSystem(<Brand />);
    expect(screen.getByRole('img', { name: 'Akademi Siber' })).toBeInTheDocument();
    rerender(<Brand compact />);
    expect(screen.getByRole('img', { name: 'Akademi Siber' })).not.toHaveTextContent('Akademi');
  });
});

describe('LoadingBar (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears after the 200 ms throttle and hides 500 ms after loading ends', () => {
    const { rerender } = renderWithDesignSystem(<LoadingBar active />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Memuat halaman' });
    expect(bar).toHaveStyle({ height: '2px', position: 'fixed', top: '0px' });

    rerender(<LoadingBar active={false} />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar', { name: 'Memuat halaman' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for a load shorter than the throttle', () => {
    const { rerender } = renderWithDesignSystem(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps running when a new load starts during the hide delay', () => {
    const { rerender } = renderWithDesignSystem(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<LoadingBar active={false} />);
    act(() => jest.advanceTimersByTime(300));
    rerender(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('progressbar', { name: 'Memuat halaman' })).toHaveAttribute('aria-busy', 'true');
  });
});
