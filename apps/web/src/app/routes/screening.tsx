import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { screeningDataSchema, type ScreeningData } from '@postula/contract/screening';
import { DefinitionView } from '../../features/screening/components/definition-view';
import { ResumeView } from '../../features/screening/components/resume-view';
import { ScreeningView } from '../../features/screening/components/screening-view';
import { paths } from '../../lib/paths';

/**
 * The proposal handed over in the navigation state (spec §2 "state passed"), when it is one. It is read once
 * and then dropped from the history entry: a reload, or coming back later, asks the server again instead of
 * showing the state of the moment the recruiter first arrived.
 */
function useProposalState(): ScreeningData | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const parsed = screeningDataSchema.safeParse((location.state as { proposal?: unknown } | null)?.proposal);
    return parsed.success ? parsed.data : undefined;
  });
  useEffect(() => {
    if (location.state) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  return initial;
}

function useIds() {
  const { id = '', applicationId = '' } = useParams();
  const postingId = Number(id);
  const application = Number(applicationId);
  const valid = (n: number) => Number.isInteger(n) && n > 0;
  return { postingId: valid(postingId) ? postingId : null, applicationId: valid(application) ? application : null };
}

export function ScreeningRoute() {
  const { postingId, applicationId } = useIds();
  const initial = useProposalState();
  if (postingId === null || applicationId === null) return <Navigate to={paths.dashboard()} replace />;
  return <ScreeningView key={`${postingId}/${applicationId}`} postingId={postingId} applicationId={applicationId} initial={initial} />;
}

export function ScreeningResumeRoute() {
  const { postingId, applicationId } = useIds();
  const initial = useProposalState();
  if (postingId === null || applicationId === null) return <Navigate to={paths.dashboard()} replace />;
  return <ResumeView key={`${postingId}/${applicationId}`} postingId={postingId} applicationId={applicationId} initial={initial} />;
}

/** The definition needs the proposal that led here; opened without it (a reload), it goes back to the list. */
export function ScreeningDefinitionRoute() {
  const { postingId } = useIds();
  const proposal = useProposalState();
  if (postingId === null) return <Navigate to={paths.dashboard()} replace />;
  if (!proposal) return <Navigate to={paths.jobApplicants(postingId)} replace />;
  return <DefinitionView postingId={postingId} proposal={proposal} />;
}
