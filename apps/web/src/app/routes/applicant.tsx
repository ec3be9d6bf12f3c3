import { useSearchParams } from 'react-router';
import { PUBLIC_UPLOAD_PARAM } from '@postula/contract/constants';
import { CodeUploadView } from '../../features/applicants/intake/components/code-upload-view';

/** Public: the candidate's CV upload page by the posting's public code (spec §2 /applicant?e={code}). */
export function ApplicantRoute() {
  const [params] = useSearchParams();
  const code = params.get(PUBLIC_UPLOAD_PARAM);
  return <CodeUploadView key={code ?? ''} code={code} />;
}
