import { matchCandidatePage, uploadPagePath } from '@postula/contract/candidate-pages';
import { PUBLIC_UPLOAD_PARAM } from '@postula/contract/constants';
import { CodeUploadView } from '../features/applicants/intake/components/code-upload-view';
import { PageLoading } from '../features/applicants/intake/components/page-message';
import { PathUploadView } from '../features/applicants/intake/components/path-upload-view';
import { startCandidatePage } from './start';
import { textsOf } from './texts';
import './upload.css';

/**
 * The candidate's upload page, as the server sends it for /applicant_old/{empresa_id}/{evaluacion_id},
 * /applicant?e={code} and the short link /{empresa_id}/{evaluacion_id} (spec §2). The recruiter's app shows
 * the same views at the same addresses (app/routes/applicant*.tsx).
 */
function uploadPage() {
  const route = matchCandidatePage(window.location.pathname);
  if (route?.page === 'upload' && route.by !== 'code') {
    if (route.by === 'short-link') {
      // The short link becomes the upload page's address, replacing itself in the history so Back leaves.
      const { search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${uploadPagePath(route.empresaId, route.evaluacionId)}${search}${hash}`);
    }
    return <PathUploadView empresaId={route.empresaId} evaluacionId={route.evaluacionId} />;
  }
  return <CodeUploadView code={new URLSearchParams(window.location.search).get(PUBLIC_UPLOAD_PARAM)} />;
}

void startCandidatePage({
  page: uploadPage(),
  loading: <PageLoading />,
  texts: textsOf({
    es: () => import('./texts/upload/es'),
    en: () => import('./texts/upload/en'),
    pt: () => import('./texts/upload/pt'),
  }),
});
