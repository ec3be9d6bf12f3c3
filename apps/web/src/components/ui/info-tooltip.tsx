import { useId, useState } from 'react';
import { InfoIcon } from 'lucide-react';

interface InfoTooltipProps {
  /** Accessible name of the trigger. */
  label: string;
  text: string;
}

/** A small (i) button whose hint shows on hover and on keyboard focus. */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-400 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-indigo-400"
      >
        <InfoIcon className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute right-0 bottom-full z-20 mb-2 w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg dark:bg-slate-700 ${
          open ? 'block' : 'hidden'
        }`}
      >
        {text}
      </span>
    </span>
  );
}
