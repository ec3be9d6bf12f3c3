import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClasses, controlStateClasses, errorClasses, hintClasses, labelClasses } from './field-styles';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row. */
  labelAside?: ReactNode;
}

export function TextAreaField({ label, error, hint, labelAside, className = '', rows = 6, ...props }: TextAreaFieldProps) {
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
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClasses} resize-y py-2.5 leading-6 ${error ? controlStateClasses.invalid : controlStateClasses.normal}`}
        {...props}
      />
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
