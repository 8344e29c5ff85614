import { useEffect } from 'react';

/**
 * The tab title while a page is shown: `<title> · Akademi Siber`, or `<title> · <area> · Akademi Siber` for a staff
 * area; the previous title comes back when the page goes. A null title (data still loading) leaves it as it is.
 */
export function usePageTitle(title: string | null, area?: string): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = [title, area, 'Akademi Siber'].filter(Boolean).join(' · ');
    return () => {
      document.title = previous;
    };
  }, [title, area]);
}
