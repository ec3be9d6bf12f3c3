import type { ComponentProps, ReactNode } from 'react';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** The accessible name: an icon button has no visible text. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, type = 'button', className = '', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={
        'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 transition-colors ' +
        'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
        'focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ' +
        className
      }
      {...props}
    >
      {icon}
    </button>
  );
}
