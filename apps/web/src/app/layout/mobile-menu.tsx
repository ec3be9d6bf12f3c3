import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button';
import { XIcon } from 'lucide-react';
import { SideMenu } from './side-menu';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The side menu as a slide-over on small screens (spec §2), with a backdrop; Escape or the backdrop close it. */
export function MobileMenu({ open, onClose, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // Back to the menu button, unless a link moved the focus to a new page.
      if (previous?.isConnected) previous.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label={t('app.layout.menu.label')}>
      <div className="animate-fade-in absolute inset-0 bg-slate-950/50 backdrop-blur-[2px]" aria-hidden="true" onClick={onClose} />
      <div className="animate-slide-in relative flex h-full w-64 max-w-[85vw] flex-col bg-white shadow-2xl dark:bg-slate-900">
        <IconButton
          ref={closeRef}
          label={t('app.layout.menu.close')}
          icon={<XIcon className="size-5" />}
          onClick={onClose}
          className="absolute top-3 right-2"
        />
        <SideMenu onNavigate={onClose} onSignOut={onSignOut} />
      </div>
    </div>
  );
}
