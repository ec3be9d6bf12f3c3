import { useCallback, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckBigIcon } from 'lucide-react';
import { toast, Toaster as SonnerToaster } from 'sonner';
import { useMediaQuery } from '../../lib/use-media-query';

type Tone = 'success' | 'error';

export interface ToastMessage {
  tone: Tone;
  text: string;
}

const tones: Record<Tone, string> = {
  success:
    'border-emerald-200 bg-white text-slate-900 dark:border-emerald-500/30 dark:bg-slate-900 dark:text-white',
  error: 'border-red-200 bg-white text-slate-900 dark:border-red-500/30 dark:bg-slate-900 dark:text-white',
};

const icons: Record<Tone, ReactNode> = {
  success: <CircleCheckBigIcon className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />,
  error: <CircleAlertIcon className="size-5 shrink-0 text-red-600 dark:text-red-400" />,
};

/**
 * Returns a function that shows a short message for `durationMs`: a newer message takes the place of the one
 * showing, and the messages go with the screen or panel that showed them (its component unmounting).
 */
export function useToast(durationMs: number) {
  const shown = useRef(new Set<string | number>());
  useEffect(() => {
    const ids = shown.current;
    return () => ids.forEach((id) => toast.dismiss(id));
  }, []);
  return useCallback(
    ({ tone, text }: ToastMessage) => {
      toast.dismiss();
      const id = toast.custom(
        () => (
          // A message that gives way goes at once, as it always did, rather than sliding out beside the new one.
          <div className="flex justify-center in-data-[removed=true]:hidden">
            <div
              role="status"
              className={`flex max-w-sm items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${tones[tone]}`}
            >
              {icons[tone]}
              <span className="break-words">{text}</span>
            </div>
          </div>
        ),
        { duration: durationMs },
      );
      shown.current.add(id);
    },
    [durationMs],
  );
}

/**
 * Where useToast's messages appear (sonner): at the bottom right of the screen; on a phone at the top, clear
 * of the bottom-sheet dialogs. Its live region is always there, also while a modal hides the page behind, so
 * a screen reader announces each message as it appears. Mounted once, by the app's root.
 */
export function Toaster({ label }: { label: string }) {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <SonnerToaster
      position={wide ? 'bottom-right' : 'top-center'}
      offset={24}
      mobileOffset={16}
      hotkey={[]}
      customAriaLabel={label}
      style={{ '--width': '24rem' } as CSSProperties}
    />
  );
}
