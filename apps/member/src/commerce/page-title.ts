import { useEffect } from 'react';

/** Sets the tab title while the page is shown (the product name follows the page's own). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · Akademi Siber`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
