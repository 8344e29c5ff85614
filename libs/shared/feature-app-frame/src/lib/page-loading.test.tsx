import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RootState } from '@akademi-siber/data-access-auth';
import { theme } from '@akademi-siber/ui-design-system';
import { AppProviders } from './app-providers';
import { lazyPage } from './lazy-page';
import {
  DATA_FETCH_MIN_PENDING_MS,
  PageLoadingBar,
  selectFirstLoadPending,
  usePageLoadingSignal,
  useMinimumPending,
} from './page-loading';

function Loading({ active = true }: { active?: boolean }) {
  usePageLoadingSignal(active);
  return null;
}

function renderBar(children: React.ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <PageLoadingBar />
        {children}
      </MemoryRouter>
    </AppProviders>,
  );
}

const bar = () => screen.queryByRole('progressbar', { name: 'Memuat halaman' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page-loading bar (spec §9 timings)', () => {
  it('uses the spec constants', () => {
    expect(theme.motion.progressDurationMs).toBe(5000);
    expect(theme.motion.progressThrottleMs).toBe(200);
    expect(theme.motion.progressHideDelayMs).toBe(500);
    expect(theme.motion.progressHeight).toBe('2px');
    expect(DATA_FETCH_MIN_PENDING_MS).toBe(200);
  });

  it('shows a load lasting past the 200 ms throttle, stays through a 5000 ms load, hides 500 ms after it ends', () => {
    const { rerender } = renderBar(<Loading />);
    act(() => jest.advanceTimersByTime(199));
    expect(bar()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toHaveStyle({ height: '2px' });
    act(() => jest.advanceTimersByTime(5000));
    expect(bar()).toHaveAttribute('aria-busy', 'true');

    rerender(
      <AppProviders>
        <MemoryRouter>
          <PageLoadingBar />
        </MemoryRouter>
      </AppProviders>,
    );
    act(() => jest.advanceTimersByTime(499));
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).not.toBeInTheDocument();
  });

  it('keeps going until every loader (route chunk, remote, data) has finished', () => {
    function Two({ first, second }: { first: boolean; second: boolean }) {
      return (
        <>
          <Loading active={first} />
          <Loading active={second} />
        </>
      );
    }
    const ui = (first: boolean, second: boolean) => (
      <AppProviders>
        <MemoryRouter>
          <PageLoadingBar />
          <Two first={first} second={second} />
        </MemoryRouter>
      </AppProviders>
    );
    const { rerender } = render(ui(true, true));
    act(() => jest.advanceTimersByTime(250));
    rerender(ui(false, true));
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    rerender(ui(false, false));
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).not.toBeInTheDocument();
  });

  it('moves while a lazy page module downloads', () => {
    renderBar(
      lazyPage(
        () => new Promise<{ Page: () => null }>(() => undefined),
        (m) => m.Page,
      ),
    );
    act(() => jest.advanceTimersByTime(200));
    expect(bar()).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Memuat…'); // the page skeleton
  });
});

describe('selectFirstLoadPending', () => {
  const state = (queries: Record<string, unknown>) => ({ api: { queries } }) as unknown as RootState;

  it('is true only for a query loading without data yet', () => {
    expect(selectFirstLoadPending(state({}))).toBe(false);
    expect(selectFirstLoadPending(state({ a: { status: 'pending', data: undefined } }))).toBe(true);
    // a refetch or poll
    expect(selectFirstLoadPending(state({ a: { status: 'pending', data: { total: 2 } } }))).toBe(false);
    expect(selectFirstLoadPending(state({ a: { status: 'fulfilled', data: 1 }, b: { status: 'rejected' } }))).toBe(
      false,
    );
  });
});

describe('useMinimumPending (spec §9: 200 ms minimum pending delay of a data fetch)', () => {
  it('holds a fast answer as pending until 200 ms have passed', () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), {
      initialProps: { pending: true },
    });
    act(() => jest.advanceTimersByTime(50));
    rerender({ pending: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('lets a slow answer through at once', () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), {
      initialProps: { pending: true },
    });
    act(() => jest.advanceTimersByTime(300));
    rerender({ pending: false });
    expect(result.current).toBe(false);
  });

  it('is false from the start when nothing is pending, and follows a new fetch', () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending, 200), {
      initialProps: { pending: false },
    });
    expect(result.current).toBe(false);
    rerender({ pending: true });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(10));
    rerender({ pending: false });
    act(() => jest.advanceTimersByTime(190));
    expect(result.current).toBe(false);
  });
});
