/** A value that follows another after it has stopped changing for `ms` (search boxes ask once per pause). */
import { useEffect, useState } from 'react';

export function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
