import { z } from 'zod';
import type { Language } from '@postula/contract/constants';
import {
  AiUnavailableError,
  postingDraftSchema,
  socialPostSchema,
  type AiEngine,
  type DraftPostingInput,
  type SocialPostInput,
} from './engine';

export interface OpenAiEngineOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://vllm:8000/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

const languageNames: Record<Language, string> = {
  es: 'Spanish (Latin American, neutral)',
  en: 'English',
  pt: 'Portuguese (Brazilian)',
};

const FAIRNESS_RULE =
  'Never state or imply requirements about gender, age, nationality, ethnicity, religion, marital status, ' +
  'disability, appearance or photos: only skills, experience, education, licences and availability.';

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

  async function once<S extends z.ZodType>(name: string, schema: S, system: string, user: string) {
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.4,
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

  async function complete<S extends z.ZodType>(name: string, schema: S, system: string, user: string): Promise<z.output<S>> {
    let lastError: Error = new AiUnavailableError(`AI call ${name} failed`);
    for (let attempt = 0; attempt <= options.maxRetries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
      try {
        const result = await once(name, schema, system, user);
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
        'conditions) and desirable (2 to 5 short desirable conditions). ' +
        FAIRNESS_RULE;
      return complete('posting_draft', postingDraftSchema, system, `Position: ${position}`);
    },

    async socialPost({ position, tasks, company, link, language }: SocialPostInput) {
      const system =
        `You write short job announcements for WhatsApp and LinkedIn. Write in ${languageNames[language]}. ` +
        'Return text: an attention line with the position and the company, one or two sentences about the job, ' +
        'a call to apply with the link exactly as given (once), and 3 to 5 fitting hashtags. Plain text, at most 3 emoji. ' +
        FAIRNESS_RULE;
      const user = `Company: ${company}\nPosition: ${position}\nTasks: ${tasks}\nLink: ${link}`;
      const { text } = await complete('social_post', socialPostSchema, system, user);
      if (!text.includes(link)) return `${text.trim()}\n\n${link}`;
      return text;
    },
  };
}
