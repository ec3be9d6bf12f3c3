import type { ConditionKind, CorrectedVerdict, Verdict } from '@postula/contract/applicants';
import type { ConditionAssessment } from '../../../engine/engine';
import { relevanceFrom, scoreVerdicts } from '../../../engine/score';

// A recruiter's corrections of the AI's verdicts (issue 34, decision 056), as rules on the stored conditions: the
// verdict that counts is the recruiter's, the AI's is kept beside it, and the score follows by the engines' rule.

/**
 * A recruiter's correction of one verdict of the analysis. The condition's `verdict` is
 * then theirs; what the AI concluded stays here, and its evidence and explanation stay on the condition.
 */
export interface VerdictCorrection {
  aiVerdict: Verdict;
  reason: string | null;
  userId: number;
  /** The user's e-mail when they corrected it: the analysis says who. */
  user: string;
  /** ISO 8601. */
  at: string;
}

/** A condition of the stored analysis: the AI's assessment, with the recruiter's correction when there is one. */
export type StoredCondition = ConditionAssessment & { correction?: VerdictCorrection };

/** One condition of the posting, as an analysis names it: its words and its kind. */
export interface ConditionRef {
  condition: string;
  kind: ConditionKind;
}

const same = (a: ConditionRef, b: ConditionRef) => a.condition === b.condition && a.kind === b.kind;

/** The stored condition an analysis holds for `ref`, by its words and kind. */
export const conditionOf = (conditions: readonly StoredCondition[], ref: ConditionRef) => conditions.find((condition) => same(condition, ref));

/** Whether a correction changed what counts or what is said of it: the verdict, corrected or not, the reason. */
export const correctionChanged = (before: StoredCondition, after: StoredCondition) =>
  before.verdict !== after.verdict ||
  Boolean(before.correction) !== Boolean(after.correction) ||
  (before.correction?.reason ?? null) !== (after.correction?.reason ?? null);

/** What the AI concluded on a stored condition, whether or not a recruiter corrected it. */
export const aiVerdictOf = (condition: StoredCondition): Verdict => condition.correction?.aiVerdict ?? condition.verdict;

/**
 * A new analysis of the CV keeps the recruiter's corrections of the conditions it still holds, word for word and of
 * the same kind. A condition the recruiter reworded is another condition: its correction no longer applies.
 */
export function keepCorrections(fresh: readonly ConditionAssessment[], before: readonly StoredCondition[]): StoredCondition[] {
  return fresh.map((condition) => {
    const old = conditionOf(before, condition);
    if (!old?.correction) return { ...condition };
    return { ...condition, verdict: old.verdict, correction: { ...old.correction, aiVerdict: condition.verdict } };
  });
}

/**
 * The conditions with one of them set to the recruiter's verdict, or back to the AI's (`verdict` null); undefined
 * when the analysis holds no such condition.
 */
export function withCorrection(
  conditions: readonly StoredCondition[],
  target: ConditionRef,
  verdict: CorrectedVerdict | null,
  by: Omit<VerdictCorrection, 'aiVerdict'>,
): StoredCondition[] | undefined {
  const corrected = conditionOf(conditions, target);
  if (!corrected) return undefined;
  return conditions.map((condition) => {
    if (condition !== corrected) return condition;
    const { correction: _previous, ...assessment } = condition;
    const ai = aiVerdictOf(condition);
    if (verdict === null) return { ...assessment, verdict: ai };
    return { ...assessment, verdict, correction: { ...by, aiVerdict: ai } };
  });
}

/** Where the verdicts that count leave the applicant: the score, the cap, and every mandatory condition confirmed met. */
export interface Standing {
  score: number;
  mandatoryNotMet: boolean;
  mandatoryMet: boolean;
}

/** Every mandatory condition met, by the AI or the recruiter; unclear is not met. True when none is mandatory. */
export const mandatoryMetOf = (conditions: readonly StoredCondition[]) =>
  conditions.every((condition) => condition.kind !== 'mandatory' || condition.verdict === 'met');

/** The score of the verdicts that count, by the engines' rule (engine/score.ts), with the CV's relevance. */
export function standingOf(conditions: readonly StoredCondition[], relevance: number): Standing {
  return { ...scoreVerdicts(conditions, relevance), mandatoryMet: mandatoryMetOf(conditions) };
}

/**
 * The relevance an applicant's score weighed: as stored, or read back from the score and the verdicts it was made
 * from, for analyses stored before the relevance was kept.
 */
export const relevanceOf = (row: { relevance: number | null; score: number | null; conditions: readonly StoredCondition[] }) =>
  row.relevance ?? relevanceFrom(row.score ?? 0, row.conditions);
