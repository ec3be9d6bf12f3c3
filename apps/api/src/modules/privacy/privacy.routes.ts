import { z } from 'zod';
import { deleteMyApplicationCall, myApplicationCall, MY_DATA_CV_PATH, MY_DATA_EXPORT_PATH } from '@postula/contract/applicants/my-data';
import type { FileRouteDoc } from '@postula/contract/openapi';
import { privacySettingsCall, updatePrivacySettingsCall } from '@postula/contract/privacy';
import { AppError } from '../../platform/http/app-error';
import type { Router } from '../../platform/http/router';
import { contentDisposition, CONTENT_TYPES } from '../applicants/cv-files/cv-link';
import { attachment } from '../applicants/search/export';
import * as privacy from './privacy.usecases';

const tokenQuery = z.object({ t: z.string().min(20).max(100).meta({ description: 'The key of the candidate’s private link.' }) });

const exportDoc: FileRouteDoc = {
  tag: 'privacy',
  operationId: 'exportMyApplication',
  summary: 'Export my application',
  description:
    'What the company holds of the candidate’s application, as a JSON file to keep (the same as GET /applicant/my-data). ' +
    'No bearer token: the private link’s key is the credential.',
  query: tokenQuery,
  contentTypes: ['application/json'],
  errors: { 404: '`my_data_not_found`: the link opens nothing (erased, or a bad key).', 429: '`rate_limited`: too many wrong keys from this address this hour (a right key still opens).' },
};

const cvDoc: FileRouteDoc = {
  tag: 'privacy',
  operationId: 'downloadMyCv',
  summary: 'Download my CV',
  description: 'The CV file the candidate sent, through their private link. No bearer token: the link’s key is the credential.',
  query: tokenQuery,
  contentTypes: Object.values(CONTENT_TYPES),
  errors: { 404: '`my_data_not_found`: the link opens nothing (erased, or a bad key).', 429: '`rate_limited`: too many wrong keys from this address this hour (a right key still opens).' },
};

/** The candidate's own data through their private link, and the company's privacy settings (issue 19). */
export function privacyRoutes(router: Router, deps: privacy.PrivacyDeps): void {
  router.publicRoute(myApplicationCall, async ({ query, ip }) => privacy.myApplication(deps, query.t, ip));

  router.publicRoute(deleteMyApplicationCall, async ({ body, ip }) => privacy.deleteMyApplication(deps, body.t, ip));

  router.fileRoute(MY_DATA_EXPORT_PATH, exportDoc, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success) throw new AppError('my_data_not_found', 404);
    const data = await privacy.myApplication(deps, query.data.t, request.ip);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachment(`postulacion-${data.fecha_postulacion.slice(0, 10)}.json`))
      .header('x-content-type-options', 'nosniff')
      .send(JSON.stringify(data, null, 2));
  });

  router.fileRoute(MY_DATA_CV_PATH, cvDoc, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success) throw new AppError('my_data_not_found', 404);
    const cv = await privacy.myCv(deps, query.data.t, request.ip);
    return reply
      .header('content-type', CONTENT_TYPES[cv.kind])
      .header('content-disposition', contentDisposition(cv.kind, cv.name).replace(/^inline/, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(cv.bytes));
  });

  router.privateRoute(privacySettingsCall, async ({ session }) => privacy.privacyOverview(deps, session));
  router.privateRoute(updatePrivacySettingsCall, async ({ session, body }) => privacy.updatePrivacySettings(deps, session, body));
}
