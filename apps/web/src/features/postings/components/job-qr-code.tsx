import { useTranslation } from 'react-i18next';
import { ImageIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useQrCode } from '../hooks/use-qr-code';
import { copyPngDataUrl } from '../utils/clipboard';
import { CopyButton } from './copy-button';

/** The QR image of the applicant link, drawn in the browser (spec §2, §9), and a button that copies the image. */
export function JobQrCode({ link, puesto }: { link: string; puesto: string }) {
  const { t } = useTranslation();
  const qr = useQrCode(link);
  return (
    <div className="flex flex-col items-center gap-3">
      {/* QR codes are read dark on light: the image keeps its white background in the dark theme too. */}
      <div className="flex size-[166px] items-center justify-center rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
        {qr.data ? (
          <img src={qr.data} width={150} height={150} alt={t('postings.detail.qr.alt', { puesto })} className="size-[150px]" />
        ) : qr.isError ? (
          <span className="px-2 text-center text-xs text-slate-500">{t('postings.detail.qr.unavailable')}</span>
        ) : (
          <Spinner className="size-6 text-slate-400" />
        )}
      </div>
      <CopyButton
        label={t('postings.detail.qr.copy')}
        copiedLabel={t('postings.detail.qr.copied')}
        icon={<ImageIcon className="size-4" />}
        disabled={!qr.data}
        onCopy={() => copyPngDataUrl(qr.data ?? '')}
      />
    </div>
  );
}
