export const controlClasses =
  'block w-full rounded-lg border bg-white px-3.5 text-sm text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-4 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

export const controlStateClasses = {
  normal:
    'border-slate-300 focus:border-indigo-500 focus:ring-indigo-500/15 dark:border-slate-700 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
  invalid:
    'border-red-400 focus:border-red-500 focus:ring-red-500/15 dark:border-red-500/70 dark:focus:ring-red-500/20',
} as const;

export const labelClasses = 'block text-sm font-medium text-slate-700 dark:text-slate-200';
export const errorClasses = 'mt-1.5 text-sm text-red-600 dark:text-red-400';
export const hintClasses = 'mt-1.5 text-sm text-slate-500 dark:text-slate-400';
