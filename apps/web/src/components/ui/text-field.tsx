import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClasses, controlStateClasses, errorClasses, hintClasses, labelClasses } from './field-styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row (e.g. a "forgot password" link or a hint icon). */
  labelAside?: ReactNode;
  /** Shown inside the input at its right end (e.g. a show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, labelAside, trailing, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} h-11 ${trailing ? 'pr-11' : ''} ${
            error ? controlStateClasses.invalid : controlStateClasses.normal
          }`}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className={errorClasses} aria-live="polite">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className={hintClasses}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
