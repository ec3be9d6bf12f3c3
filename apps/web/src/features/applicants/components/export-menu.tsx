import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { ExportApplicantsRequest } from '@postula/contract/applicants';
import { Button } from '../../../components/ui/button';
import { exportApplicants } from '../api/export-applicants';

interface ExportMenuProps {
  /** The list's filter and order, as the page asks for them. */
  request: Omit<ExportApplicantsRequest, 'formato'>;
}

/** Downloads the applicants the filter matches, in the list's order, as Excel (XLSX) or CSV. */
export function ExportMenu({ request }: ExportMenuProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const download = (formato: ExportApplicantsRequest['formato']) => {
    setFailed(false);
    exportApplicants({ ...request, formato }).catch(() => setFailed(true));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => download('xlsx')}>
        <DownloadIcon className="size-4" />
        {t('applicants.export.xlsx')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => download('csv')}>
        <DownloadIcon className="size-4" />
        {t('applicants.export.csv')}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('applicants.export.failed')}
        </p>
      ) : null}
    </div>
  );
}
