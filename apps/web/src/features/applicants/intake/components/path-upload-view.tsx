import { useTranslation } from 'react-i18next';
import { useUploadInfoById } from '../api/get-upload-info-by-id';
import { parsePathId } from '../utils/path-id';
import { PageMessage } from './page-message';
import { UploadInfoGate } from './upload-info-gate';

/** /applicant_old/{empresa_id}/{evaluacion_id}: the posting by its id, its tasks folded. */
export function PathUploadView({ empresaId, evaluacionId }: { empresaId?: string; evaluacionId?: string }) {
  const { t } = useTranslation();
  const postingId = parsePathId(evaluacionId);
  const companyId = parsePathId(empresaId);
  // A link whose company is not an id cannot name any posting: nothing to ask the server.
  const query = useUploadInfoById(companyId === null ? null : postingId);

  if (postingId === null) return <PageMessage message={t('applicants.intake.errors.invalidId')} />;
  if (companyId === null) return <PageMessage message={t('errors.posting_not_found')} />;
  return <UploadInfoGate query={query} companyId={companyId} tasks="collapsible" />;
}
