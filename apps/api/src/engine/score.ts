import type { ConditionKind, Verdict } from '@postula/contract/applicants';
import { MANDATORY_NOT_MET_MAX_SCORE, SCORE_MAX } from '@postula/contract/constants';
import type { AnalyzeCvInput } from './engine';

// The one rule that turns verdicts into the 0–10 score, shared by both engines so that a CV read by the
// embedded engine and by a model is scored the same way, and so that a model never invents the number.

/** What a verdict earns of its condition's weight. 'unclear' earns a little: silence is not a failure. */
export const VERDICT_VALUE: Record<Verdict, number> = { met: 1, partly: 0.5, unclear: 0.15, not_met: 0 };

/** A mandatory condition weighs twice a desirable one. */
export const KIND_WEIGHT: Record<ConditionKind, number> = { mandatory: 2, desirable: 1 };

export interface ConditionToAssess {
  condition: string;
  kind: ConditionKind;
}

export interface Scored {
  /** 0–10, one decimal. */
  score: number;
  mandatoryNotMet: boolean;
}

/** The share of the score that the CV's relevance to the position earns; the verdicts earn the rest. */
export const RELEVANCE_WEIGHT = 0.4;

/**
 * The weighted share of what the verdicts earn and, when given, the CV's relevance to the position
 * (0–1, cv/relevance.ts), on 0–10 with one decimal, capped at MANDATORY_NOT_MET_MAX_SCORE when a
 * mandatory condition is not met (the share's square root then scales to the cap, so capped CVs keep their order
 * instead of all tying at it). Relevance orders candidates whose verdicts are alike: it never lifts a CV over the cap. Nothing assessed earns nothing (engines always assess at least the implicit condition
 * of conditionsToAssess).
 */
export function scoreVerdicts(assessments: readonly { kind: ConditionKind; verdict: Verdict }[], relevance?: number): Scored {
  const mandatoryNotMet = assessments.some((a) => a.kind === 'mandatory' && a.verdict === 'not_met');
  const verdicts = verdictShare(assessments);
  const share = relevance === undefined ? verdicts : (1 - RELEVANCE_WEIGHT) * verdicts + RELEVANCE_WEIGHT * Math.min(1, Math.max(0, relevance));
  // Below the cap, candidates keep their order: the cap scales the score instead of flattening it at 4.0. Its range is
  // narrower than the whole scale, so the share is spread over it by its square root (decision 060): a kitchen
  // assistant of eleven months, two years asked, stays above a CV that shows no kitchen at all and earns
  // 'unclear' on it, instead of falling below it.
  const score = mandatoryNotMet ? MANDATORY_NOT_MET_MAX_SCORE * Math.sqrt(share) : SCORE_MAX * share;
  return { score: Math.round(score * 10) / 10, mandatoryNotMet };
}

/** What the verdicts earn of their weights, 0–1. */
function verdictShare(assessments: readonly { kind: ConditionKind; verdict: Verdict }[]): number {
  let earned = 0;
  let total = 0;
  for (const { kind, verdict } of assessments) {
    earned += KIND_WEIGHT[kind] * VERDICT_VALUE[verdict];
    total += KIND_WEIGHT[kind];
  }
  return total === 0 ? 0 : earned / total;
}

/**
 * The relevance a score was made with, read back from the score and its verdicts: for analyses stored before the
 * relevance was kept, so that a correction of one of their verdicts scores them by the same rule. Within the score's
 * rounding; 0 when the verdicts alone explain the score.
 */
export function relevanceFrom(score: number, assessments: readonly { kind: ConditionKind; verdict: Verdict }[]): number {
  const { mandatoryNotMet } = scoreVerdicts(assessments);
  const share = mandatoryNotMet ? (score / MANDATORY_NOT_MET_MAX_SCORE) ** 2 : score / SCORE_MAX;
  const relevance = (share - (1 - RELEVANCE_WEIGHT) * verdictShare(assessments)) / RELEVANCE_WEIGHT;
  return Math.min(1, Math.max(0, relevance));
}

/**
 * The conditions a CV is assessed against: mandatory first, then desirable, each in the recruiter's
 * order, blanks dropped. A posting with no conditions is read as one desirable condition, its position
 * (the tasks help the engines judge it), so the score still says how close the CV is to the job.
 */
export function conditionsToAssess(posting: AnalyzeCvInput['posting']): ConditionToAssess[] {
  const listed: ConditionToAssess[] = [
    ...posting.mandatory.map((condition) => ({ condition: condition.trim(), kind: 'mandatory' as const })),
    ...posting.desirable.map((condition) => ({ condition: condition.trim(), kind: 'desirable' as const })),
  ].filter((entry) => entry.condition.length > 0);
  if (listed.length > 0) return listed;
  return [{ condition: posting.position.trim() || posting.tasks.trim().slice(0, 200), kind: 'desirable' }];
}

/** True when the posting had no conditions and conditionsToAssess stood in for them. */
export function isImplicit(posting: AnalyzeCvInput['posting']): boolean {
  return ![...posting.mandatory, ...posting.desirable].some((condition) => condition.trim().length > 0);
}
