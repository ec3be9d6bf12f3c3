import { INTERVIEW_PARAM } from '@postula/contract/constants';
import { InterviewLoading } from '../features/screening/interview/components/interview-message';
import { InterviewView } from '../features/screening/interview/components/interview-view';
import { startCandidatePage } from './start';
import { textsOf } from './texts';
import './interview.css';

/** The candidate's interview page, as the server sends it for /interview?iv={token} (spec §2). */
void startCandidatePage({
  page: <InterviewView token={new URLSearchParams(window.location.search).get(INTERVIEW_PARAM)} />,
  loading: <InterviewLoading />,
  texts: textsOf({
    es: () => import('./texts/interview/es'),
    en: () => import('./texts/interview/en'),
    pt: () => import('./texts/interview/pt'),
  }),
});
