import { z } from 'zod';
import { VERDICTS } from '@postula/contract/applicants';
import { normalisePhone } from '../embedded/cv/phones';
import { CV_PROMPT_MAX_CHARS } from '../embedded/cv/read-for-model';
import {
  AiUnavailableError,
  postingDraftSchema,
  socialPostSchema,
  type AiEngine,
  type AnalyzeCvInput,
  type CvAnalysis,
  type DraftPostingInput,
  type SocialPostInput,
} from '../engine';
import { conditionsToAssess, isImplicit, scoreVerdicts } from '../score';
import { readCvForModelOffThread } from '../threads/analysis-threads';

import { generalQuestions, screeningQuestions, summarizeInterview } from './openai-screening';
import { cut, FAIRNESS_RULE, languageNames, type Complete } from './prompting';
import { oneLine } from '../embedded/screening/text';

export interface OpenAiEngineOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://vllm:8000/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/**
 * JSON-schema "structured output" as OpenAI's strict mode accepts it: the size keywords that several
 * compatible servers reject are removed (the answer is still checked with the full zod schema after).
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems'].includes(key)) continue;
      out[key] = strip(value);
    }
    return out;
  };
  return strip(z.toJSONSchema(schema)) as Record<string, unknown>;
}

/** HTTP statuses worth another try: rate limits and server-side failures. */
const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
      }),
    )
    .min(1),
});

/**
 * Any server that speaks OpenAI's chat-completions protocol (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp). Written on fetch rather than the `openai` SDK: its current major needs Node 22, and the
 * product uses one endpoint whose retry and time-out rules we want to own.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function once<S extends z.ZodType>(name: string, schema: S, system: string, user: string, temperature: number) {
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: strictJsonSchema(schema) } },
      }),
    });
    if (!response.ok) {
      const error = new AiUnavailableError(`AI server answered ${response.status} to ${name}`);
      return { ok: false, retry: retryable(response.status), error } as const;
    }
    const completion = completionSchema.safeParse(await response.json().catch(() => null));
    const message = completion.success ? completion.data.choices[0]!.message : undefined;
    if (message?.refusal) return { ok: false, retry: false, error: new AiUnavailableError(`AI refused ${name}: ${message.refusal}`) } as const;
    let content: unknown;
    try {
      content = JSON.parse(message?.content ?? '');
    } catch {
      content = undefined;
    }
    const parsed = schema.safeParse(content);
    if (!parsed.success) {
      // Models sometimes answer off-schema; another sample usually conforms.
      return { ok: false, retry: true, error: new AiUnavailableError(`AI answered malformed output to ${name}`) } as const;
    }
    return { ok: true, value: parsed.data as z.output<S> } as const;
  }

  async function complete<S extends z.ZodType>(
    name: string,
    schema: S,
    system: string,
    user: string,
    temperature = 0.4,
  ): Promise<z.output<S>> {
    let lastError: Error = new AiUnavailableError(`AI call ${name} failed`);
    for (let attempt = 0; attempt <= options.maxRetries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
      try {
        const result = await once(name, schema, system, user, temperature);
        if (result.ok) return result.value;
        lastError = result.error;
        if (!result.retry) break;
      } catch (cause) {
        // Network failure or time-out (AbortSignal.timeout): the server may come back.
        lastError = new AiUnavailableError(`AI server unreachable for ${name}`, { cause });
      }
    }
    throw lastError;
  }

  return {
    name: `openai:${options.model}`,

    async draftPosting({ position, language }: DraftPostingInput) {
      const system =
        `You are an expert recruiter who writes job postings. Write in ${languageNames[language]}. ` +
        'Given a position as a recruiter typed it (it may have typos, gender forms or seniority words), return: ' +
        'description (2 to 5 sentences naming the position and its main tasks), mandatory (2 to 5 short excluding ' +
        'conditions) and desirable (2 to 5 short desirable conditions), honouring every detail the position states ' +
        '(specialty, licence, sector, seniority, schedule); understood: false when the position is not a recognisable ' +
        'job (gibberish, a single unknown word), and then a generic draft that invents no field. ' +
        FAIRNESS_RULE;
      return complete('posting_draft', postingDraftSchema, system, `Position: ${position}`);
    },

    async socialPost({ position, tasks, company, link, language, conditions = [] }: SocialPostInput) {
      const system =
        `You write short job announcements for WhatsApp and LinkedIn that read better than the posting pasted. Write in ${languageNames[language]}. ` +
        'Return text: a hook line with the position and the company; what the job is, from its first tasks (never the ' +
        'sentence that presents the posting); who fits, from its first mandatory conditions; what it offers, only if the ' +
        'tasks say so; a call to apply with the link exactly as given (once); and 2 or 3 fitting hashtags. Plain text, ' +
        'at most 3 emoji. ' +
        FAIRNESS_RULE;
      const user = `Company: ${company}\nPosition: ${position}\nTasks: ${tasks}\nMandatory conditions: ${conditions.join('; ') || 'none'}\nLink: ${link}`;
      const { text } = await complete('social_post', socialPostSchema, system, user);
      if (!text.includes(link)) return `${text.trim()}\n\n${link}`;
      return text;
    },

    analyzeCv: (input) => analyzeCv(input, complete),
    screeningQuestions: (input) => screeningQuestions(input, complete),
    generalQuestions: (input) => generalQuestions(input, complete),
    summarizeInterview: (input) => summarizeInterview(input, complete),
  };
}

const cvContactsSchema = z.object({
  name: z.string().max(200).nullable(),
  email: z.string().max(254).nullable(),
  phone: z.string().max(40).nullable(),
});

function cvAssessmentSchema(count: number) {
  return z.object({
    /** 2 to 4 sentences about the candidate, in the posting's language. */
    summary: z.string().min(1).max(2000),
    assessments: z
      .array(
        z.object({
          verdict: z.enum(VERDICTS),
          evidence: z.string().nullable(),
          reason: z.string().min(1).max(600),
        }),
      )
      .length(count),
  });
}



/**
 * A CV read by the model. The name must never reach the prompt that judges the CV (DESIGN.md: the
 * score cannot depend on the name), so contact data is read locally by the embedded engine's extractor,
 * which also knows to skip referees and template text; the CV text sent for verdicts is the one the
 * embedded engine scores, with the name, contact lines and personal data removed. Only when the
 * extractor finds no name does a separate call read the contacts from the CV's head, and that name is
 * then removed from the text of the second call just the same. The score follows from the verdicts by
 * the shared rule (score.ts): the model never writes the number.
 */
async function analyzeCv(input: AnalyzeCvInput, complete: Complete): Promise<CvAnalysis> {
  // The CV's text is read off the event loop (threads/analysis-threads.ts); only the model call is here.
  const now = new Date();
  let reading = await readCvForModelOffThread(input, now);
  const { text } = reading;
  let { email, phone } = reading;
  if (!reading.name) {
    const found = await complete(
      'cv_contacts',
      cvContactsSchema,
      'You read the head of a CV and return its owner\'s full name, e-mail and phone exactly as printed, or null for ' +
        'what is not printed. Ignore referees, agencies and template placeholders.',
      reading.head,
      0,
    );
    const name = found.name?.trim() || null;
    if (name && text.includes(name)) reading = await readCvForModelOffThread(input, now, name);
    email ??= found.email && text.includes(found.email) ? found.email : null;
    phone ??= found.phone ? (normalisePhone(found.phone) ?? null) : null;
  }
  const { redacted } = reading;
  const cvText = cut(redacted, CV_PROMPT_MAX_CHARS);
  const { posting } = input;
  const conditions = conditionsToAssess(posting);
  const system =
    'You are an expert recruiter screening a CV against a job posting. The CV text has had the candidate\'s name and ' +
    'contact data removed. For every numbered condition, in order, return: verdict (met, partly, not_met, or unclear ' +
    'when the CV says nothing about it); evidence, an exact quotation of at most 300 characters copied from the CV text ' +
    `that shows the verdict, or null; and reason, one sentence in ${languageNames[posting.language]}. ` +
    'Read each condition as the concept it names, in any language or wording (Docker is container work; a chartered ' +
    'accountant has done accounting; a job whose lines are Java and REST services is backend development). ' +
    'not_met only when the CV shows something against it (fewer years in that field, a lower or unfinished degree, a ' +
    'stated lack), quoted as evidence; a CV that is silent on it is unclear. Also return summary: ' +
    `2 to 4 sentences in ${languageNames[posting.language]} about the candidate's experience, education and skills. ` +
    'Judge only skills, experience, education, licences, languages and availability. ' +
    'Never use, infer or mention gender, age, nationality, ethnicity, religion, marital status, disability, appearance or ' +
    'photos, and never quote them as evidence.';
  const conditionList = conditions.map((entry, i) => `${i + 1}. [${entry.kind}] ${entry.condition}`).join('\n');
  const user =
    `Position: ${posting.position}\nTasks: ${posting.tasks}\n` +
    (isImplicit(posting) ? 'The posting lists no conditions: judge how well the CV fits the position and its tasks.\n' : '') +
    `Conditions:\n${conditionList}\n\nCV:\n<<<\n${cvText}\n>>>`;
  const answer = await complete('cv_assessment', cvAssessmentSchema(conditions.length), system, user, 0);

  const haystack = oneLine(redacted).toLowerCase();
  const assessed = conditions.map((entry, i) => {
    const { verdict, evidence, reason } = answer.assessments[i]!;
    const quoted = evidence ? cut(oneLine(evidence), 400) : null;
    // A quotation the CV does not contain is the model's paraphrase or invention: not evidence.
    const shown = quoted && haystack.includes(quoted.replace(/…$/, '').toLowerCase()) ? quoted : null;
    return {
      condition: entry.condition,
      kind: entry.kind,
      // A verdict against the candidate needs the CV's own words to show it (decision 057): without them, unclear.
      verdict: shown === null && verdict === 'not_met' ? ('unclear' as const) : verdict,
      evidence: shown,
      reason: cut(oneLine(reason), 400),
    };
  });
  // The same rule as the embedded engine's: the model's verdicts and the CV's relevance to the position.
  const { score, mandatoryNotMet } = scoreVerdicts(assessed, reading.relevance);
  return {
    language: reading.language,
    name: reading.name ? cut(reading.name, 200) : null,
    email: email && email.length <= 254 ? email : null,
    phone: phone && phone.length <= 20 && phone.length >= 6 ? phone : null,
    summary: cut(oneLine(answer.summary), 1200),
    score,
    conditions: assessed,
    mandatoryNotMet,
    relevance: reading.relevance,
  };
}
