import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open modals, the topmost last. */
const openLayers: object[] = [];

type ContentProps = Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus' | 'onPointerDownOutside' | 'children'
>;

interface ModalProps extends ContentProps {
  open: boolean;
  /** Escape and the backdrop call this; without it the modal must be answered from inside. */
  onClose?: () => void;
  /** The full-screen box that places the panel (and holds the backdrop). */
  layoutClassName: string;
  /** The focus goes to the first focusable element inside this one when the modal opens; else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * What Dialog and Drawer share, on Radix's dialog: a portal with a dimmed backdrop, the page behind inert to
 * the pointer and assistive technology and kept from scrolling, the focus kept inside while it is open and
 * given back where it was when it closes, Escape and the backdrop calling onClose. The panel's look and its
 * labelling (a RadixDialog.Title inside) are the caller's.
 */
export function Modal({ open, onClose, layoutClassName, initialFocusRef, children, ...content }: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<HTMLElement | null>(null);

  // Where the focus was before the panel (or a control in it with autoFocus) took it.
  useLayoutEffect(() => {
    if (open) previousFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  // A focused control that becomes disabled (a button that is saving) leaves the focus on the page's body:
  // Tab comes back into the topmost panel instead of going to the page behind.
  useEffect(() => {
    if (!open) return;
    const layer = {};
    openLayers.push(layer);
    const onStrayTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || openLayers.at(-1) !== layer) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      event.preventDefault();
      panelRef.current?.focus();
    };
    document.addEventListener('keydown', onStrayTab);
    return () => {
      document.removeEventListener('keydown', onStrayTab);
      openLayers.splice(openLayers.indexOf(layer), 1);
    };
  }, [open]);

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
    >
      <RadixDialog.Portal>
        <div className={layoutClassName}>
          <RadixDialog.Overlay
            ref={backdropRef}
            className="animate-fade-in absolute inset-0 bg-slate-950/50 backdrop-blur-[2px]"
          />
          <RadixDialog.Content
            ref={panelRef}
            aria-modal="true"
            {...content}
            onOpenAutoFocus={(event) => {
              // Radix skips this when a control inside took the focus already (autoFocus).
              event.preventDefault();
              const first = initialFocusRef?.current?.querySelector<HTMLElement>(focusableSelector);
              (first ?? panelRef.current)?.focus();
            }}
            onCloseAutoFocus={(event) => {
              // Radix gives the focus to a Trigger; these modals open from the page's own controls.
              event.preventDefault();
              previousFocus.current?.focus();
            }}
            onPointerDownOutside={(event) => {
              // Only the backdrop closes: not the loading overlay over it, nor a toast.
              if (!backdropRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
          >
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const ModalTitle = RadixDialog.Title;
export const ModalDescription = RadixDialog.Description;
