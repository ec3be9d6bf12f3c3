import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicUploadInfo } from '@postula/contract/applicants/intake';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { usePageLanguage } from '../../../../lib/i18n';
import { PageLoading, PageMessage } from './page-message';
import { PublicUploadScreen, type TasksDisplay } from './public-upload-screen';

interface UploadInfoGateProps {
  query: UseQueryResult<PublicUploadInfo>;
  /** The company the link names (/applicant_old/{empresa_id}/…): another company's posting is not found. */
  companyId?: number;
  tasks: TasksDisplay;
}

/**
 * Loads the posting and speaks its language (spec §2: idioma applies to the page) without saving it as the
 * visitor's choice; or says why there is nothing to show (spec §8 "Public page").
 */
export function UploadInfoGate({ query, companyId, tasks }: UploadInfoGateProps) {
  const { t } = useTranslation();
  const { data } = query;
  const info = data && (companyId === undefined || data.empresa_id === companyId) ? data : undefined;
  usePageLanguage(info?.idioma);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    // A wrong link stays wrong; a lost connection or a server fault may not.
    const final = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <PageMessage
        message={errorText(query.error, t('applicants.intake.errors.load'))}
        onRetry={final ? undefined : () => void query.refetch()}
      />
    );
  }
  if (data && !info) return <PageMessage message={t('errors.posting_not_found')} />;
  if (!info) return <PageMessage message={t('applicants.intake.errors.nothingLoaded')} />;
  return <PublicUploadScreen info={info} tasks={tasks} />;
}
