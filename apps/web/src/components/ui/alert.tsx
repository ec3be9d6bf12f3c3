import type { ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckBigIcon, InfoIcon } from 'lucide-react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200',
};

const icons: Record<Tone, ReactNode> = {
  error: <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />,
  success: <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" />,
  info: <InfoIcon className="mt-0.5 size-4 shrink-0" />,
};

/** An inline message box; errors are announced (role="alert"). */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${tones[tone]}`}
    >
      {icons[tone]}
      <div>{children}</div>
    </div>
  );
}
