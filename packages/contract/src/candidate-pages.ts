/**
 * The candidate's pages (spec §2) by their addresses: the upload page, by the posting's path, by its public code
 * (?e=) or through the short link that leads to it, the interview (?iv=), and the candidate's private page of
 * their own data (/my-application?t=, issue 19). The server answers these
 * addresses with the candidate's own small app instead of the recruiter's (decision 031), and that app reads
 * which page it is from here; the web router (apps/web/src/lib/paths.ts) matches the same addresses, which
 * paths.test.ts checks. Matched as the router matches: any letter case, an optional trailing slash.
 */
export type CandidatePage =
  | { page: 'upload'; by: 'path' | 'short-link'; empresaId: string; evaluacionId: string }
  | { page: 'upload'; by: 'code' }
  | { page: 'interview' }
  | { page: 'my-data' };

/** The candidate's private page of their application (issue 19): /my-application?t={key}. */
export const MY_DATA_PAGE = '/my-application';

/**
 * The upload page's address by the posting's path, where the short link leads. Here rather than only in the web's
 * route list (lib/paths.ts uses it), so the upload page builds it without loading every address of the app.
 */
export const uploadPagePath = (empresaId: number | string, evaluacionId: number | string) =>
  `/applicant_old/${empresaId}/${evaluacionId}`;

const byPath = /^\/applicant_old\/([^/]+)\/([^/]+)\/?$/i;
const byCode = /^\/applicant\/?$/i;
/** /{empresa_id}/{evaluacion_id}; two segments that are not both numbers are not this link. */
const shortLink = /^\/(\d+)\/(\d+)\/?$/;
const interview = /^\/interview\/?$/i;
const myData = /^\/my-application\/?$/i;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which candidate's page `pathname` is, or null for any other address. */
export function matchCandidatePage(pathname: string): CandidatePage | null {
  const path = byPath.exec(pathname);
  if (path) return { page: 'upload', by: 'path', empresaId: decode(path[1] ?? ''), evaluacionId: decode(path[2] ?? '') };
  const link = shortLink.exec(pathname);
  if (link) return { page: 'upload', by: 'short-link', empresaId: link[1] ?? '', evaluacionId: link[2] ?? '' };
  if (byCode.test(pathname)) return { page: 'upload', by: 'code' };
  if (interview.test(pathname)) return { page: 'interview' };
  if (myData.test(pathname)) return { page: 'my-data' };
  return null;
}
