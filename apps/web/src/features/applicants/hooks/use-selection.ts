import { useCallback, useState } from 'react';

/**
 * The applicants the recruiter ticked, by id, for the bulk bar; or, once every one of the page is ticked and the
 * recruiter asks for it, every applicant matching the list's filter (`allMatching`: the actions then send the
 * filter, not the ids). It is kept while the list refreshes, and the caller clears it when the page or the filter
 * changes (what is selected is always what the list shows).
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const toggle = useCallback((id: number, on: boolean) => {
    // Unticking one of them means "not all of them" any more.
    if (!on) setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((ids: number[], on: boolean) => {
    if (!on) setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);
  /** Every applicant matching the filter, across pages. */
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  /** Back to the ticked ones of the page. */
  const backToPage = useCallback(() => setAllMatching(false), []);
  return { selected, allMatching, toggle, setAll, clear, selectAllMatching, backToPage };
}
export type Selection = ReturnType<typeof useSelection>;
