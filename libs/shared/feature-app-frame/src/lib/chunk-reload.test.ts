import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  pageReloader,
  reloadForFailedChunk,
} from './chunk-reload';

const T0 = 1_800_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  window.__akademiChunkReloading = false;
  jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('reloadForFailedChunk (spec §9: at most once per 60 s)', () => {
  it('reloads on the first failure and remembers when, in sessionStorage', () => {
    expect(reloadForFailedChunk({ now: T0 })).toBe(true);
    expect(pageReloader.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(T0));
  });

  it('does not reload again within 60 s of the last forced reload (a fresh page after it)', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(T0));
    expect(reloadForFailedChunk({ now: T0 + 1 })).toBe(false);
    expect(reloadForFailedChunk({ now: T0 + CHUNK_RELOAD_THROTTLE_MS - 1 })).toBe(false);
    expect(pageReloader.reload).not.toHaveBeenCalled();
  });

  it('reloads again once 60 s have passed', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(T0));
    expect(reloadForFailedChunk({ now: T0 + CHUNK_RELOAD_THROTTLE_MS })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(T0 + CHUNK_RELOAD_THROTTLE_MS));
  });

  it('ignores a stored time in the future (clock changed) and a value that is not a time', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(T0 + 10_000));
    expect(reloadForFailedChunk({ now: T0 })).toBe(true);
    window.__akademiChunkReloading = false;
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'rusak');
    expect(reloadForFailedChunk({ now: T0 })).toBe(true);
  });

  it('never reloads when sessionStorage cannot be used, so it cannot loop', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForFailedChunk({ now: T0, storage: blocked })).toBe(false);
    expect(reloadForFailedChunk({ now: T0, storage: null })).toBe(false);
    expect(pageReloader.reload).not.toHaveBeenCalled();
  });

  it('counts a second failure on the page that is already reloading as handled', () => {
    expect(reloadForFailedChunk({ now: T0 })).toBe(true);
    expect(reloadForFailedChunk({ now: T0 + 5 })).toBe(true);
    expect(pageReloader.reload).toHaveBeenCalledTimes(1);
  });
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
  });

  it('forces the reload on a failed download and stays pending while the page goes away', async () => {
    let settled = false;
    void loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pageReloader.reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('rejects with a ChunkLoadError when a reload already happened within the minute', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    expect(pageReloader.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
    new ChunkLoadError(new Error('x')),
    Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), null, 'string', { statusCode: 500 }])(
    'does not take %p for one',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('preloadablePage', () => {
  it('never reloads when a prefetch fails, and lets the visit load it afresh', async () => {
    const { preloadablePage } = await import('./lazy-page');
    const load = jest
      .fn<Promise<{ Page: () => null }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: () => null });
    const page = preloadablePage(load, (m) => m.Page);
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    expect(pageReloader.reload).not.toHaveBeenCalled();
    await expect(page.preload()).resolves.toEqual({ Page: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
