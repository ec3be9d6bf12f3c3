import type { Language } from '@postula/contract/constants';
import { renderStoredReason } from './embedded/cv/reasons';
import { renderSummary } from './embedded/cv/summary-text';
import { renderInterviewSummary } from './embedded/screening/summarize-interview';
import { conditionAssessmentSchema, cvSummaryFactsSchema, interviewSummaryFactsSchema, type ConditionAssessment } from './engine';

// An analysis is stored as data and said in the reader's language when it is read (decision 020): the reason of
// each condition from its key and parameters, the summary from its facts. What an engine stored only as text
// (the OpenAI-compatible engine, analyses stored before) is read as it was written, in the posting's language.

const storedParams = conditionAssessmentSchema.shape.reasonParams;

/** Why a condition got its verdict, in `language` when the analysis stored the reason as a key. */
export function reasonIn(condition: ConditionAssessment, language: Language): string {
  if (!condition.reasonKey) return condition.reason;
  // Stored JSON: a row written by another version is read as far as it can be, never trusted blindly.
  const params = storedParams.safeParse(condition.reasonParams);
  if (!params.success) return condition.reason;
  return renderStoredReason(language, condition.reasonKey, params.data) ?? condition.reason;
}

/** The CV summary (spec: resumen_cv) in `language` when its facts were stored; else the stored text. */
export function summaryIn(stored: { summary: string | null; summaryFacts: unknown }, language: Language): string | null {
  if (stored.summaryFacts === null || stored.summaryFacts === undefined) return stored.summary;
  const facts = cvSummaryFactsSchema.safeParse(stored.summaryFacts);
  return facts.success ? renderSummary(facts.data, language) : stored.summary;
}

/**
 * A finished interview's summary (spec: screening_resumen, respuestas_entrevista.resumen) in `language` when its
 * facts were stored; else the stored text (summaries written before, in the posting's language).
 */
export function interviewSummaryIn(stored: { summary: string | null; summaryFacts: unknown }, language: Language): string | null {
  if (stored.summaryFacts === null || stored.summaryFacts === undefined) return stored.summary;
  const facts = interviewSummaryFactsSchema.safeParse(stored.summaryFacts);
  return facts.success ? renderInterviewSummary(facts.data, language) : stored.summary;
}
