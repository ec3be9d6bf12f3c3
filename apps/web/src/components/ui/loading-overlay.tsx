import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { useLoadingStore } from '../../lib/loading-store';

/** The global loading overlay (spec §2): shown while any API request is running. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const busy = useLoadingStore((state) => state.count > 0);
  if (!busy) return null;
  return createPortal(
    // The fade-in starts after a short delay, so a fast request does not flash the screen; the overlay
    // blocks the page from the first moment all the same, a modal dialog too (it is its own layer over the
    // page, which an open dialog makes inert).
    <div
      className="animate-overlay-in pointer-events-auto fixed inset-0 z-[70] flex items-center justify-center bg-slate-950/25 backdrop-blur-[1px] dark:bg-slate-950/50"
      role="progressbar"
      aria-busy="true"
      aria-label={t('app.loading.label')}
    >
      <div className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
        <Spinner className="size-8 text-indigo-600 dark:text-indigo-400" />
      </div>
    </div>,
    document.body,
  );
}
