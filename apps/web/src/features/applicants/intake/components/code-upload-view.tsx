import { useTranslation } from 'react-i18next';
import { publicUploadByCodeCall } from '@postula/contract/applicants/intake';
import { useUploadInfoByCode } from '../api/get-upload-info-by-code';
import { PageMessage } from './page-message';
import { UploadInfoGate } from './upload-info-gate';

/** /applicant?e={code}: the posting by its public code, its tasks cut short with a drawer for the rest. */
export function CodeUploadView({ code }: { code: string | null }) {
  const { t } = useTranslation();
  // Missing, empty or not a code the contract would take: spec §5 'Parámetro de evaluación no válido'.
  const parsed = publicUploadByCodeCall.query?.safeParse({ e: code ?? '' });
  const valid = parsed?.success ? parsed.data.e : null;
  const query = useUploadInfoByCode(valid);

  if (valid === null) return <PageMessage message={t('applicants.intake.errors.invalidCode')} />;
  return <UploadInfoGate query={query} tasks="preview" />;
}
