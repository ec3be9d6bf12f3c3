import * as RadixTooltip from '@radix-ui/react-tooltip';
import { InfoIcon } from 'lucide-react';
import { useId, useState } from 'react';

interface InfoTooltipProps {
  /** Accessible name of the trigger. */
  label: string;
  text: string;
}

/**
 * A small (i) button whose hint shows on hover, on keyboard focus and on a tap (a phone has no hover); Escape,
 * leaving it or tapping elsewhere hide it. The button is described by the hint whether it shows or not.
 */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Provider delayDuration={0}>
      <RadixTooltip.Root open={open} onOpenChange={setOpen}>
        <RadixTooltip.Trigger
          type="button"
          aria-label={label}
          // While it shows, Radix describes the button by the tooltip itself; the same text, once.
          aria-describedby={open ? undefined : descriptionId}
          onClick={(event) => {
            // Radix closes a tooltip on click; here a click (a tap) shows it.
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex size-6 items-center justify-center rounded-full text-slate-400 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-indigo-400"
        >
          <InfoIcon className="size-4" />
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side="top"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-[70] w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg dark:bg-slate-700"
          >
            {text}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
      <span id={descriptionId} hidden>
        {text}
      </span>
    </RadixTooltip.Provider>
  );
}
