import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { controlClasses, controlStateClasses } from './field-styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row (e.g. a "forgot password" link or a hint icon). */
  labelAside?: ReactNode;
  /** Shown inside the input at its right end (e.g. a show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, labelAside, trailing, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${controlClasses} h-11 ${trailing ? 'pr-11' : ''} ${
              error ? controlStateClasses.invalid : controlStateClasses.normal
            }`}
            {...props}
          />
          {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
