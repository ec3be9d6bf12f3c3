import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { controlClasses, controlStateClasses } from './field-styles';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row. */
  labelAside?: ReactNode;
}

export function TextAreaField({ label, error, hint, labelAside, className, rows = 6, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`${controlClasses} resize-y py-2.5 leading-6 ${error ? controlStateClasses.invalid : controlStateClasses.normal}`}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
