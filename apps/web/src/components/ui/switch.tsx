import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';

interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting (role="switch"), named by its label and described by its hint. */
export function Switch({ label, hint, checked, onChange, disabled = false }: SwitchProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onCheckedChange={onChange}
        className={
          'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors ' +
          'data-[state=checked]:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ' +
          'disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-700 dark:data-[state=checked]:bg-indigo-500'
        }
      >
        <RadixSwitch.Thumb className="absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </RadixSwitch.Root>
    </div>
  );
}
