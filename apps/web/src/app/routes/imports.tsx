import { Navigate, useParams } from 'react-router';
import { useJobDetail } from '../../features/postings/api/get-job-detail';
import { ImportChoice } from '../../features/imports/components/import-choice';
import { ImportFromDrive } from '../../features/imports/components/import-from-drive';
import { ImportFromPrevious } from '../../features/imports/components/import-from-previous';
import { paths } from '../../lib/paths';

/** The posting the import is for: its id from the path, its position (postings) for the headings. */
function useTarget() {
  const { id = '' } = useParams();
  const postingId = Number(id);
  const job = useJobDetail(id);
  return { postingId: Number.isInteger(postingId) && postingId > 0 ? postingId : null, position: job.data?.puesto };
}

export function ImportChoiceRoute() {
  const { postingId, position } = useTarget();
  if (postingId === null) return <Navigate to={paths.dashboard()} replace />;
  return <ImportChoice postingId={postingId} position={position} />;
}

export function ImportFromPreviousRoute() {
  const { postingId, position } = useTarget();
  if (postingId === null) return <Navigate to={paths.dashboard()} replace />;
  return <ImportFromPrevious key={postingId} postingId={postingId} position={position} />;
}

export function ImportFromDriveRoute() {
  const { postingId, position } = useTarget();
  if (postingId === null) return <Navigate to={paths.dashboard()} replace />;
  return <ImportFromDrive key={postingId} postingId={postingId} position={position} />;
}
