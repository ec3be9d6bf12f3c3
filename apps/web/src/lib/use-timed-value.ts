import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that clears itself `durationMs` after it was last set (the 'Copied' flash, the AI hint, the section
 * highlight of spec §9). Setting it again restarts the clock.
 */
export function useTimedValue<T>(durationMs: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  return [value, show] as const;
}
