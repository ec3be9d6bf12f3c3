import { z } from 'zod';
import { CONDITION_KINDS, VERDICTS, type ConditionKind, type Verdict } from '@postula/contract/applicants';
import { LANGUAGES, SCORE_MAX, SCORE_MIN, type Language } from '@postula/contract/constants';

/**
 * What the AI does for the product, behind one interface with two engines (DESIGN.md "The AI engine"):
 * the embedded one (offline, deterministic) and any OpenAI-compatible chat-completions server.
 */
export interface AiEngine {
  /** Recorded with every result: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  /** A draft description and conditions for a position, written in `language`. */
  draftPosting(input: DraftPostingInput): Promise<PostingDraft>;
  /** A post for social networks (chat apps, LinkedIn) announcing the posting, in its language. */
  socialPost(input: SocialPostInput): Promise<string>;
  /**
   * Reads a CV against a posting: the candidate's contact data, a summary, and a verdict with evidence for
   * every condition, from which the 0–10 score follows. The score must not depend on the candidate's
   * name, gender or photo.
   */
  analyzeCv(input: AnalyzeCvInput): Promise<CvAnalysis>;
  /**
   * CV-specific screening questions for one applicant, in the posting's language: about the gaps of their
   * analysis (mandatory or desirable conditions not met, partly met or not shown by the CV) and about its
   * strengths (ask for concrete examples). Never about the name, age, gender, nationality, religion, health,
   * family, or any other protected trait. At most SCREENING_QUESTIONS_MAX.
   */
  screeningQuestions(input: ScreeningQuestionsInput): Promise<string[]>;
  /** General questions asked to every applicant of a posting: the starting point the recruiter edits. */
  generalQuestions(input: GeneralQuestionsInput): Promise<string[]>;
  /**
   * What a recruiter reads of a finished interview in ten seconds, as data (said in the reader's language when
   * read, embedded/screening/summarize-interview.ts): a fit verdict, highlights, points to check, blanks.
   */
  summarizeInterview(input: InterviewSummaryInput): Promise<InterviewSummaryFacts>;
}

export interface AnalyzeCvInput {
  /** The CV's text as extracted (documents/normalize-text.ts); it may be long, engines cut what they need. */
  text: string;
  posting: {
    position: string;
    tasks: string;
    /** Mandatory conditions in the recruiter's order; may be empty. */
    mandatory: string[];
    desirable: string[];
    /** The recruiter's language: reasons are written in it. */
    language: Language;
  };
}

export const conditionAssessmentSchema = z.object({
  /** The condition exactly as the posting states it. */
  condition: z.string(),
  kind: z.enum(CONDITION_KINDS),
  verdict: z.enum(VERDICTS),
  /** A passage of the CV's own text that shows the verdict; null when the CV says nothing about it. */
  evidence: z.string().max(400).nullable(),
  /** One sentence in the posting's language saying why. */
  reason: z.string().min(1).max(400),
  /**
   * The same reason as data, when the engine decided it as one (the embedded engine: embedded/cv/reasons.ts):
   * the sentence's key and its parameters, so the recruiter's screens say it in the reader's language
   * (decision 020). Absent for an engine that writes sentences (the OpenAI-compatible one) and in analyses
   * stored before; then `reason` is what every reader sees.
   */
  reasonKey: z.string().min(1).max(80).optional(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
});
export type ConditionAssessment = z.infer<typeof conditionAssessmentSchema>;
export type StoredReasonParams = NonNullable<ConditionAssessment['reasonParams']>;

/**
 * What the embedded engine read about a candidate for the recruiter's summary (spec: resumen_cv), as facts
 * in the CV's own words or as numbers and codes, never as sentences: each reader gets them said in their own
 * language (decision 020). Never the name, contact data or protected traits.
 */
export const cvSummaryFactsSchema = z.object({
  /**
   * A job title in the CV's words: of the current job, of the last one, or the headline under the name when
   * no dated job names one.
   */
  role: z.object({ title: z.string().min(1).max(120), kind: z.enum(['current', 'last', 'headline']) }).nullable(),
  /** The years the CV's dated jobs add up to, overlaps counted once; null when it dates none. */
  totalYears: z.number().min(0).max(80).nullable(),
  /** The years in the posting's field, when the CV lets them be told. */
  fieldYears: z.number().min(0).max(80).nullable(),
  /** The highest education completed: its level (1 secondary school … 5 doctorate) and the CV's words. */
  education: z.object({ level: z.number().int().min(1).max(5), text: z.string().min(1).max(160) }).nullable(),
  /** A higher degree the CV shows still in progress, in its words. */
  studying: z.object({ level: z.number().int().min(1).max(5), text: z.string().min(1).max(160) }).nullable(),
  /** What the posting asks for that the CV names, in the CV's words. */
  skills: z.array(z.string().min(1).max(80)).max(8),
  /** Languages the CV says are spoken, as codes ('en', 'pt': embedded/cv/spoken-languages.ts). */
  languages: z.array(z.string().min(2).max(8)).max(12),
});
export type CvSummaryFacts = z.infer<typeof cvSummaryFactsSchema>;

export const cvAnalysisSchema = z.object({
  /** The CV's language when it is es, en or pt. */
  language: z.enum(LANGUAGES).nullable(),
  name: z.string().min(1).max(200).nullable(),
  email: z.string().min(3).max(254).nullable(),
  /** Normalised: '+' and digits when the country is known (e.g. '+5531984636402'), else the digits. */
  phone: z.string().min(6).max(20).nullable(),
  /**
   * A few sentences about the candidate for the recruiter's list (spec: resumen_cv), in the posting's language:
   * what readers see when there are no `summaryFacts`.
   */
  summary: z.string().max(1200),
  /** The summary as facts (the embedded engine), said in each reader's language at read time. */
  summaryFacts: cvSummaryFactsSchema.optional(),
  /** 0–10, one decimal; at most MANDATORY_NOT_MET_MAX_SCORE when a mandatory condition is not met. */
  score: z.number().min(SCORE_MIN).max(SCORE_MAX),
  /** One entry per condition of the posting, mandatory first, in the posting's order. */
  conditions: z.array(conditionAssessmentSchema),
  mandatoryNotMet: z.boolean(),
  /**
   * The CV's relevance to the position (0–1) that the score weighed beside the verdicts (score.ts): kept so that a
   * recruiter's correction of a verdict scores the CV again by the same rule. Absent in analyses stored before.
   */
  relevance: z.number().min(0).max(1).optional(),
});
export type CvAnalysis = z.infer<typeof cvAnalysisSchema>;

export interface DraftPostingInput {
  /** As the recruiter typed it: any case, accents or not, gender forms, typos. */
  position: string;
  language: Language;
}

export const postingDraftSchema = z.object({
  /** Tasks and context of the job, 2 to 6 sentences, plain text (line breaks allowed). */
  description: z.string().min(1).max(4000),
  /** 2 to 6 mandatory (excluding) conditions, each one short sentence. */
  mandatory: z.array(z.string().min(1).max(300)).min(1).max(8),
  /** 2 to 6 desirable conditions. */
  desirable: z.array(z.string().min(1).max(300)).min(1).max(8),
  /**
   * Whether the position was understood as a job. When it was not (gibberish, a single unknown word), the
   * draft is the generic one and the recruiter is told so, instead of a draft that pretends.
   */
  understood: z.boolean(),
});
export type PostingDraft = z.infer<typeof postingDraftSchema>;

export interface SocialPostInput {
  /** The posting's mandatory conditions, when it has them: the post says who fits. */
  conditions?: readonly string[];
  position: string;
  tasks: string;
  company: string;
  /** The public applicant link; the post must contain it exactly once. */
  link: string;
  language: Language;
}

export const socialPostSchema = z.object({ text: z.string().min(1).max(3000) });

// Screening interviews (issue 6). The candidate's name is deliberately absent from every input: the
// questions and the summary must not depend on who the candidate is.

export const SCREENING_QUESTIONS_MAX = 6;

export interface ScreeningPosting {
  position: string;
  tasks: string;
  mandatory: string[];
  desirable: string[];
  language: Language;
}

export interface ScreeningQuestionsInput {
  posting: ScreeningPosting;
  /** the applicant's CV summary (resumen_cv), may be null */
  cvSummary: string | null;
  /** the stored analysis, one entry per condition */
  conditions: ConditionAssessment[];
}

export const screeningQuestionsSchema = z.object({
  questions: z.array(z.string().min(5).max(400)).min(1).max(SCREENING_QUESTIONS_MAX),
});

export interface GeneralQuestionsInput {
  position: string;
  tasks: string;
  language: Language;
  /** The posting's conditions, mandatory and desirable, when it has them: a shift they name is asked about. */
  conditions?: readonly string[];
}

export const generalQuestionsSchema = z.object({ questions: z.array(z.string().min(5).max(400)).min(3).max(8) });

export interface InterviewSummaryInput {
  posting: { position: string; mandatory: string[]; desirable: string[]; language: Language };
  /** The candidate's answers: untrusted text, never markup nor instructions. */
  answers: { question: string; answer: string }[];
  /** The CV analysis' verdicts, when there is one: a mandatory condition the CV shows needs no answer. */
  conditions?: { condition: string; kind: ConditionKind; verdict: Verdict }[];
}

/** The longest quotation of an answer in a summary. */
export const SUMMARY_QUOTE_MAX = 100;

/** One point of an interview summary: the question it comes from, the condition it bears on, a brief quote of the answer. */
export const summaryPointSchema = z.object({
  question: z.number().int().min(1).max(50),
  condition: z.string().min(1).max(300).nullable(),
  quote: z.string().min(1).max(SUMMARY_QUOTE_MAX + 1),
});
export type SummaryPoint = z.infer<typeof summaryPointSchema>;

export const INTERVIEW_FITS = ['good', 'possible', 'weak'] as const;

export const interviewSummaryFactsSchema = z.object({
  /**
   * good: every mandatory condition shown by the CV or an answer, nothing left blank; weak: an answer denies a
   * mandatory condition, or most questions were left blank; possible: the rest (points to confirm).
   */
  fit: z.enum(INTERVIEW_FITS),
  answered: z.number().int().min(0).max(50),
  total: z.number().int().min(0).max(50),
  /** Numbers of the questions left blank. */
  blank: z.array(z.number().int().min(1).max(50)).max(50),
  /** Answers that speak for the candidate on a condition. */
  highlights: z.array(summaryPointSchema).max(6),
  /** Answers that deny or weaken something asked: what the recruiter should check. */
  flags: z.array(summaryPointSchema).max(6),
  /** Mandatory conditions that neither the CV nor any answer shows. */
  open: z.array(z.string().min(1).max(300)).max(12),
});
export type InterviewSummaryFacts = z.infer<typeof interviewSummaryFactsSchema>;

/** The engine could not answer (server down, time-out, malformed output). Routes turn it into a 502. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}

/** Reading a text took longer than any bounded text can (threads/analysis-threads.ts): the CV ends as 'timeout'. */
export class AnalysisTimeoutError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AnalysisTimeoutError';
  }
}
