import { useId, type ReactNode } from 'react';
import { errorClasses, hintClasses, labelClasses } from './field-styles';

/** What a control inside a FieldFrame needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row (e.g. a "forgot password" link or a hint icon). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label row, error and hint around one form control, wired for screen readers. */
export function FieldFrame({ label, error, hint, labelAside, className = '', children }: FieldFrameProps) {
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
