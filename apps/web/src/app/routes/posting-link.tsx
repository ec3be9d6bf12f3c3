import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundRoute } from './not-found';
import { paths } from '../../lib/paths';

const digits = /^\d+$/;

/**
 * The short applicant link /{empresa_id}/{evaluacion_id} (spec §2) goes to the upload page, replacing itself in
 * the history so Back leaves the page. Any other two-segment path is not one of ours: not found.
 */
export function PostingLinkRoute() {
  const { empresa_id: empresaId = '', evaluacion_id: evaluacionId = '' } = useParams();
  const { search, hash } = useLocation();
  if (!digits.test(empresaId) || !digits.test(evaluacionId)) return <NotFoundRoute />;
  return <Navigate replace to={{ pathname: paths.publicUpload(empresaId, evaluacionId), search, hash }} />;
}
