import { fairnessReportCall, startFairnessCall } from '@postula/contract/fairness';
import type { Router } from '../../platform/http/router';
import * as fairness from './fairness.usecases';

/** The fairness check of a posting (decision 045): start it, read the last report. */
export function fairnessRoutes(router: Router, deps: fairness.FairnessDeps): void {
  router.privateRoute(startFairnessCall, async ({ session, body, language }) => fairness.startReport(deps, session, body.evaluacion_id, language));

  router.privateRoute(fairnessReportCall, async ({ session, params }) => fairness.lastReport(deps, session, params.evaluacion_id));
}
