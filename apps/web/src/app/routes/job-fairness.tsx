import { Navigate, useParams } from 'react-router';
import { FairnessReportView } from '../../features/fairness/components/fairness-report-view';
import { useJobDetail } from '../../features/postings/api/get-job-detail';
import { paths } from '../../lib/paths';

/** A posting's fairness check (fairness), with the posting's position (postings) for the heading. */
export function JobFairnessRoute() {
  const { id = '' } = useParams();
  const postingId = Number(id);
  const job = useJobDetail(id);
  if (!Number.isInteger(postingId) || postingId <= 0) return <Navigate to={paths.dashboard()} replace />;
  // A new id is a new page: nothing of the previous posting's report carries over.
  return <FairnessReportView key={postingId} postingId={postingId} position={job.data?.puesto} />;
}
