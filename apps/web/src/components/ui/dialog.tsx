import { useRef, type ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckBigIcon, InfoIcon } from 'lucide-react';
import { Modal, ModalDescription, ModalTitle } from './modal';

type Tone = 'error' | 'success' | 'info';

interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons of the dialog's footer; the first one gets the focus when the dialog opens. */
  actions: ReactNode;
  /** Escape and the backdrop call this; omit it for a dialog that must be answered with a button. */
  onClose?: () => void;
  tone?: Tone;
  /** 'lg' for a dialog that holds a form or a long text (a message to edit). */
  size?: 'md' | 'lg';
}

const toneIcons: Record<Tone, ReactNode> = {
  error: (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
      <CircleAlertIcon className="size-6" />
    </span>
  ),
  success: (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
      <CircleCheckBigIcon className="size-6" />
    </span>
  ),
  info: (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
      <InfoIcon className="size-6" />
    </span>
  ),
};

/** A modal dialog: labelled by its title, keeps the focus inside and gives it back when it closes. */
export function Dialog({ open, title, children, actions, onClose, tone = 'info', size = 'md' }: DialogProps) {
  const footerRef = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      initialFocusRef={footerRef}
      layoutClassName="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center"
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      className={`animate-pop-in relative w-full ${size === 'lg' ? 'max-w-xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900`}
    >
      <div className="flex items-start gap-4">
        {toneIcons[tone]}
        <div className="min-w-0 flex-1 pt-1">
          <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">{title}</ModalTitle>
          {children ? (
            <ModalDescription asChild>
              <div className="mt-2 text-sm leading-6 break-words text-slate-600 dark:text-slate-300">{children}</div>
            </ModalDescription>
          ) : null}
        </div>
      </div>
      <div ref={footerRef} className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
      </div>
    </Modal>
  );
}
