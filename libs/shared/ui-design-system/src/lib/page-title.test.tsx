import { renderHook } from '@testing-library/react';
import { usePageTitle } from './page-title';

describe('usePageTitle', () => {
  beforeEach(() => {
    document.title = 'Akademi Siber';
  });

  it('names the page while it is shown and gives the title back when it goes', () => {
    const { unmount } = renderHook(() => usePageTitle('Keranjang'));
    expect(document.title).toBe('Keranjang · Akademi Siber');
    unmount();
    expect(document.title).toBe('Akademi Siber');
  });

  it('names a staff area between the page and the product', () => {
    renderHook(() => usePageTitle('Verifikasi Pesanan', 'Admin'));
    expect(document.title).toBe('Verifikasi Pesanan · Admin · Akademi Siber');
  });

  it('leaves the title alone while the page has none yet', () => {
    const { rerender } = renderHook(({ title }: { title: string | null }) => usePageTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Akademi Siber');
    rerender({ title: 'Kelas Saya' });
    expect(document.title).toBe('Kelas Saya · Akademi Siber');
  });
});
