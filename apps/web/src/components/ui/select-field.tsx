import { useId, type ComponentProps } from 'react';
import { controlClasses, controlStateClasses, errorClasses, labelClasses } from './field-styles';
import { ChevronDownIcon } from 'lucide-react';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function SelectField({ label, error, className = '', children, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={`${labelClasses} mb-1.5`}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses} h-11 appearance-none pr-10 ${
            error ? controlStateClasses.invalid : controlStateClasses.normal
          }`}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      {error ? (
        <p id={errorId} className={errorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
