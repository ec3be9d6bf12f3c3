import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalFocusOptions {
  /** The focus goes to the first focusable element inside this one when the modal opens; else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape calls it; without it Escape does nothing. */
  onClose?: () => void;
}

/**
 * What every modal panel (Dialog, Drawer) does with the focus: takes it when it opens and keeps the page
 * behind from scrolling, keeps Tab and Shift+Tab inside, closes on Escape, and gives the focus back where
 * it was when it closes. Returns the key handler for the modal's outer element.
 */
export function useModalFocus(open: boolean, panelRef: RefObject<HTMLElement | null>, options: ModalFocusOptions = {}) {
  const { initialFocusRef, onClose } = options;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocusRef?.current?.querySelector<HTMLElement>(focusableSelector);
    (first ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, panelRef, initialFocusRef]);

  // A focused control that becomes disabled or is removed (a button that saved) leaves the focus on the page's
  // body, outside the modal's key handler: Escape still closes, and Tab comes back into the panel.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const onStrayKey = (event: globalThis.KeyboardEvent) => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (event.key === 'Escape' && closeRef.current) closeRef.current();
      else if (event.key === 'Tab') {
        event.preventDefault();
        panelRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onStrayKey);
    return () => document.removeEventListener('keydown', onStrayKey);
  }, [open, panelRef]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
