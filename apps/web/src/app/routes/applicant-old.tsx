import { useParams } from 'react-router';
import { PathUploadView } from '../../features/applicants/intake/components/path-upload-view';

/** Public: the candidate's CV upload page by posting id (spec §2 /applicant_old/{empresa_id}/{evaluacion_id}). */
export function ApplicantOldRoute() {
  const { empresa_id: empresaId, evaluacion_id: evaluacionId } = useParams();
  // Another posting is another page: no chosen file or sent state carries over.
  return <PathUploadView key={`${empresaId}/${evaluacionId}`} empresaId={empresaId} evaluacionId={evaluacionId} />;
}
