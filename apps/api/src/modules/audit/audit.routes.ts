import { analysisLogCall, auditFiltersCall, auditListCall, exportAuditCall } from '@postula/contract/audit';
import type { Router } from '../../platform/http/router';
import { attachment } from '../applicants/search/export';
import * as audit from './audit.usecases';

/** Settings → activity log: the company's trail and its log of CV analyses (decision 044). */
export function auditRoutes(router: Router, deps: audit.AuditDeps): void {
  router.privateRoute(auditListCall, async ({ session, query, language }) => audit.auditPage(deps, session, query, language));

  router.privateRoute(auditFiltersCall, async ({ session }) => audit.auditFilters(deps, session));

  // A file, streamed as it is written; the contract's response documents it as a string.
  router.privateRoute(exportAuditCall, async ({ session, body, language, ip, reply }) => {
    const file = await audit.exportAuditCsv(deps, session, body, language, ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(file.body) as unknown as string;
  });

  router.privateRoute(analysisLogCall, async ({ session, query }) => audit.analysisLogPage(deps, session, query));
}
