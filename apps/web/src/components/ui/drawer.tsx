import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { XIcon } from 'lucide-react';
import { Modal, ModalTitle } from './modal';

interface DrawerProps {
  open: boolean;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** The panel's width from the sm breakpoint: md for reading a text, lg for a record with several sections. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

const widths = { md: 'sm:max-w-md', lg: 'sm:max-w-xl' } as const;

/**
 * A modal panel for reading more: a bottom sheet on phones, a panel on the right from the sm breakpoint.
 * Labelled by its title; Escape, the backdrop and the close button close it; the focus stays inside while
 * it is open and goes back where it was when it closes.
 */
export function Drawer({ open, title, closeLabel, onClose, size = 'md', children }: DrawerProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      layoutClassName="fixed inset-0 z-[60] flex items-end sm:items-stretch sm:justify-end"
      className={
        'relative flex max-h-[85dvh] w-full flex-col rounded-t-3xl bg-white shadow-2xl outline-none ' +
        'transition-transform duration-300 ease-out starting:translate-y-full ' +
        `sm:max-h-none ${widths[size]} sm:rounded-none sm:rounded-l-3xl sm:starting:translate-x-full sm:starting:translate-y-0 ` +
        'dark:bg-slate-900 dark:ring-1 dark:ring-slate-800'
      }
    >
      {/* The grabber says "sheet" on a phone; the sheet closes with the button, Escape or the backdrop. */}
      <div className="mx-auto mt-3 h-1.5 w-10 shrink-0 rounded-full bg-slate-300 sm:hidden dark:bg-slate-700" aria-hidden="true" />
      <div className="flex items-start gap-3 border-b border-slate-200 px-5 pt-3 pb-4 sm:pt-5 dark:border-slate-800">
        <ModalTitle className="min-w-0 flex-1 pt-1.5 text-lg font-semibold text-slate-900 dark:text-white">{title}</ModalTitle>
        <IconButton label={closeLabel} icon={<XIcon className="size-5" />} onClick={onClose} className="-mr-2 shrink-0" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        {children}
      </div>
    </Modal>
  );
}
