import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@postula/contract/constants';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses, controlStateClasses, labelClasses } from '../../../components/ui/field-styles';
import { CheckIcon, CopyIcon, MessageCircleIcon } from 'lucide-react';
import { useCopyFlash } from '../../../lib/use-copy-flash';
import { chatMessageLink } from '../utils/questions';

interface SendDialogProps {
  open: boolean;
  name: string;
  position: string;
  phone: string | null;
  link: string;
  /** The posting's language: the message is for the candidate. */
  language: Language;
  onClose: () => void;
}

/**
 * After saving (spec §4): the message for the candidate, written from the template with their name, the
 * position and the interview link, editable, and sent through the chat app with the phone's digits.
 */
export function SendDialog({ open, name, position, phone, link, language, onClose }: SendDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(() =>
    t('screening.send.template', { lng: language, name, position, link, interpolation: { escapeValue: false } }),
  );
  const { copied, copy } = useCopyFlash();
  const chat = chatMessageLink(phone, message);

  return (
    <Dialog
      open={open}
      title={t('screening.send.title')}
      tone="success"
      size="lg"
      onClose={onClose}
      actions={
        <>
          {chat ? (
            <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
              <MessageCircleIcon className="size-4" />
              {t('screening.send.chat')}
            </a>
          ) : null}
          <Button variant="secondary" onClick={() => void copy(() => navigator.clipboard.writeText(message))}>
            {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
            {copied ? t('screening.send.copied') : t('screening.send.copy')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('screening.send.close')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <label className="block">
          <span className={`${labelClasses} mb-1.5`}>{t('screening.send.message')}</span>
          <textarea
            value={message}
            rows={6}
            onChange={(event) => setMessage(event.target.value)}
            className={`${controlClasses} ${controlStateClasses.normal} resize-y py-2 text-sm leading-6`}
          />
        </label>
        <p className="text-xs break-all text-slate-500 dark:text-slate-400">
          {t('screening.send.link')}: {link}
        </p>
        {chat ? null : <p className="text-sm text-amber-700 dark:text-amber-400">{t('screening.send.noPhone')}</p>}
      </div>
    </Dialog>
  );
}
