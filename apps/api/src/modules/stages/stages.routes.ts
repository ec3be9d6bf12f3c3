import { changeStageCall, listStagesCall, removeStageCall, saveStagesCall, stageHistoryCall } from '@postula/contract/stages';
import type { Router } from '../../platform/http/router';
import * as stages from './stages.usecases';

export function stagesRoutes(router: Router, deps: stages.StagesDeps): void {
  router.privateRoute(listStagesCall, async ({ session, language }) => ({ etapas: await stages.listStages(deps, session, language) }));

  router.privateRoute(saveStagesCall, async ({ session, body, language, ip }) => stages.saveStages(deps, session, body, language, ip));

  router.privateRoute(removeStageCall, async ({ session, body, language, ip }) => stages.removeStage(deps, session, body, language, ip));

  router.privateRoute(changeStageCall, async ({ session, body, ip }) => stages.changeStage(deps, session, body, ip));

  router.privateRoute(stageHistoryCall, async ({ session, query, language }) => stages.stageHistory(deps, session, query, language));
}
