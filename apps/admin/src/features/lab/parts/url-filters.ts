/**
 * A list's filters and page kept in the address (`?category=web&page=2`), so a filtered list can be linked to — the
 * admins' notification opens `/admin/lab/submissions?suspicious=true` — and survives a reload.
 */
import { useSearchParams } from 'react-router-dom';

export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Sets (or, for null/'', removes) the given parameters; any filter change goes back to page 1. */
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged, { replace: true });
  };

  /**
   * The same from a form's submit handler: after the submit event, because a router navigation (a transition)
   * started inside a prevented submit makes React treat the form as an action form and snapshot its FormData, which
   * jsdom's FormData cannot do (as the orders page does).
   */
  const updateAfterSubmit = (next: Record<string, string | null>) => window.setTimeout(() => update(next), 0);

  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });

  return { params, page, update, updateAfterSubmit, setPage };
}
