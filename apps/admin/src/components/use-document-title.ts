import { useEffect } from 'react';

/** "<title> · Admin · Akademi Siber" while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin · Akademi Siber`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
