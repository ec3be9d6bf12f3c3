import { useCallback } from 'react';
import { TIMINGS } from '@postula/contract/constants';
import { useTimedValue } from './use-timed-value';

/**
 * Runs a copy to the clipboard and reports 'copied' for 2 s after it worked (spec §4, §9). A failure is only
 * logged (spec §8), as a warning: nothing on the screen depends on it.
 */
export function useCopyFlash() {
  const [copied, flash] = useTimedValue<true>(TIMINGS.copiedFlash);
  const copy = useCallback(
    async (write: () => Promise<void>) => {
      try {
        await write();
        flash(true);
      } catch (error) {
        // eslint-disable-next-line no-console -- spec §8: copy failures are only logged
        console.warn('Copy to the clipboard failed', error);
      }
    },
    [flash],
  );
  return { copied: copied === true, copy };
}
