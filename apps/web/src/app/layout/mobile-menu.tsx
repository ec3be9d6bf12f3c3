import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import { IconButton } from '../../components/ui/icon-button';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { SideMenu } from './side-menu';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The side menu as a slide-over on small screens (spec §2), on the same modal as dialogs and drawers: a
 * backdrop, the focus kept inside and given back to the menu button, Escape or the backdrop close it.
 */
export function MobileMenu({ open, onClose, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const closeBox = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      layoutClassName="fixed inset-0 z-50 lg:hidden"
      initialFocusRef={closeBox}
      aria-describedby={undefined}
      className="animate-slide-in relative flex h-full w-64 max-w-[85vw] flex-col bg-white shadow-2xl outline-none dark:bg-slate-900"
    >
      <ModalTitle className="sr-only">{t('app.layout.menu.label')}</ModalTitle>
      <div ref={closeBox} className="absolute top-3 right-2">
        <IconButton label={t('app.layout.menu.close')} icon={<XIcon className="size-5" />} onClick={onClose} />
      </div>
      <SideMenu onNavigate={onClose} onSignOut={onSignOut} />
    </Modal>
  );
}
