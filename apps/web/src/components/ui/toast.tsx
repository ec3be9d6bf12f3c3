import type { ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckBigIcon } from 'lucide-react';

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
 * A short message floating at the bottom right of the screen; on a phone at the top, clear of the bottom-sheet
 * dialogs. The live region is always there, so a screen reader
 * announces each message as it appears; the caller decides how long it stays.
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-4 z-[70] flex justify-center sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6"
    >
      {message ? (
        <div
          className={`animate-pop-in pointer-events-auto flex max-w-sm items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${tones[message.tone]}`}
        >
          {icons[message.tone]}
          <span className="break-words">{message.text}</span>
        </div>
      ) : null}
    </div>
  );
}
