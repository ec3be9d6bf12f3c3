import { useParams } from 'react-router';
import { ApplicantsView } from '../../features/applicants/components/applicants-view';
import { useJobDetail } from '../../features/postings/api/get-job-detail';
import { useMarks } from '../../features/marks/api/get-marks';

/** The posting's applicants, with the posting (postings) and the company's marks (marks) around them. */
export function JobApplicantsRoute() {
  const { id = '' } = useParams();
  const job = useJobDetail(id);
  const marks = useMarks();
  // A new id is a new page: nothing of the previous posting's list (open panel, drafts) carries over.
  return <ApplicantsView key={id} id={id} job={job} marks={marks.data?.marcas ?? []} />;
}
