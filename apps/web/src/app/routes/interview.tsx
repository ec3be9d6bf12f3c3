import { useSearchParams } from 'react-router';
import { INTERVIEW_PARAM } from '@postula/contract/constants';
import { InterviewView } from '../../features/screening/interview/components/interview-view';

/** Public: the candidate's screening interview, found by its link's token (/interview?iv={token}). */
export function InterviewRoute() {
  const [params] = useSearchParams();
  const token = params.get(INTERVIEW_PARAM);
  // Another link is another interview: no typed text or sent state carries over.
  return <InterviewView key={token ?? ''} token={token} />;
}
