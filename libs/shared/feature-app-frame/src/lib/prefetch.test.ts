import { canPrefetch, installLinkPrefetch, type PrefetchTarget } from './prefetch';

describe('canPrefetch (spec §9: skipped on slow or save-data connections)', () => {
  it.each([
    [{ connection: { saveData: true, effectiveType: '4g' } }, false],
    [{ connection: { effectiveType: '2g' } }, false],
    [{ connection: { effectiveType: 'slow-2g' } }, false],
    [{ connection: { effectiveType: '3g' } }, true],
    [{ connection: { effectiveType: '4g', saveData: false } }, true],
    [{ connection: {} }, true],
    [{}, true],
  ])('%p → %p', (nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected);
  });
});

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

describe('installLinkPrefetch', () => {
  let stop: () => void = () => undefined;
  let fast = true;
  let loginPrefetch: jest.Mock;
  let areaPrefetch: jest.Mock;
  let targets: PrefetchTarget[];

  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    fast = true;
    loginPrefetch = jest.fn(() => Promise.resolve());
    areaPrefetch = jest.fn(() => Promise.resolve());
    targets = [
      { matches: (path) => path === '/login', prefetch: loginPrefetch },
      { matches: (path) => path.startsWith('/member'), prefetch: areaPrefetch, whenVisible: true },
    ];
    document.body.innerHTML = `
      <a href="/login">Masuk</a>
      <a href="/member">Dashboard Saya</a>
      <a href="/member/kelas-saya">Kelas Saya</a>
      <a href="https://lab.example/login">Lab</a>
      <a href="/login" target="_blank">Tab baru</a>`;
    stop = installLinkPrefetch({ targets: () => targets, connection: () => fast });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement;
  const hover = (name: string) => link(name).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));

  it('prefetches a lazy page when its link is hovered or focused, once', () => {
    hover('Masuk');
    link('Masuk').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loginPrefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a slow or save-data connection', () => {
    fast = false;
    hover('Masuk');
    FakeIntersectionObserver.instances[0].show(link('Dashboard Saya'));
    expect(loginPrefetch).not.toHaveBeenCalled();
    expect(areaPrefetch).not.toHaveBeenCalled();
  });

  it('prefetches an area when a link to it becomes visible, but a page only on intent', () => {
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer.observed.size).toBe(5);
    observer.show(link('Masuk'));
    expect(loginPrefetch).not.toHaveBeenCalled();
    observer.show(link('Dashboard Saya'));
    observer.show(link('Kelas Saya'));
    expect(areaPrefetch).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites and links opening a new tab', () => {
    hover('Lab');
    hover('Tab baru');
    expect(loginPrefetch).not.toHaveBeenCalled();
  });

  it('watches links added later', () => {
    const added = document.createElement('a');
    added.href = '/member/sertifikat';
    document.body.append(added);
    return Promise.resolve().then(() => {
      jest.advanceTimersByTime(200);
      expect(FakeIntersectionObserver.instances[0].observed.has(added)).toBe(true);
    });
  });

  it('tries again after a failed prefetch', async () => {
    loginPrefetch.mockRejectedValueOnce(new Error('offline'));
    hover('Masuk');
    await Promise.resolve();
    await Promise.resolve();
    hover('Masuk');
    expect(loginPrefetch).toHaveBeenCalledTimes(2);
  });
});
