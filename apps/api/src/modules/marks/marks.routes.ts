import { createMarkCall, deleteMarkCall, listMarksCall, markUsageCall, setMarksCall, updateMarkCall } from '@postula/contract/marks';
import type { Router } from '../../platform/http/router';
import * as marks from './marks.usecases';

export function marksRoutes(router: Router, deps: marks.MarksDeps): void {
  router.privateRoute(listMarksCall, async ({ session }) => ({ marcas: await marks.listMarks(deps, session) }));

  router.privateRoute(createMarkCall, async ({ session, body }) => marks.createMark(deps, session, body));

  router.privateRoute(updateMarkCall, async ({ session, body }) => marks.updateMark(deps, session, body.marca_id, body));

  router.privateRoute(markUsageCall, async ({ session, params }) => marks.markUsage(deps, session, params.id));

  router.privateRoute(deleteMarkCall, async ({ session, params, ip }) => marks.deleteMark(deps, session, params.id, ip));

  router.privateRoute(setMarksCall, async ({ session, body, ip }) => marks.setMarks(deps, session, body, ip));
}
