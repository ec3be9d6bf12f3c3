import { useId, type ComponentProps, type ReactNode } from 'react';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
}

export function Checkbox({ label, className = '', ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-500 dark:border-slate-600"
        {...props}
      />
      <label htmlFor={id} className="text-sm leading-5 text-slate-600 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}
