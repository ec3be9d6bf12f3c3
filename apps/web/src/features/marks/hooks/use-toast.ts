import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastMessage } from '../../../components/ui/toast';

/** A toast message that clears itself `durationMs` after it was last shown; showing another restarts the clock. */
export function useToast(durationMs: number) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: ToastMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  return [message, show] as const;
}
