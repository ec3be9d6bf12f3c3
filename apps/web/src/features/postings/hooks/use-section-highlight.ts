import { useCallback } from 'react';
import { TIMINGS } from '@postula/contract/constants';
import { useTimedValue } from '../../../lib/use-timed-value';

/**
 * Quick jumps to a section of a page (spec §2 "/job/{id}"): scrolls to it, moves the focus there and marks it
 * for 3 s (spec §9), so the eye finds where it landed.
 */
export function useSectionHighlight() {
  const [highlighted, highlight] = useTimedValue<string>(TIMINGS.sectionHighlight);
  const jumpTo = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      section.focus({ preventScroll: true });
      highlight(id);
    },
    [highlight],
  );
  return { highlighted, jumpTo };
}
