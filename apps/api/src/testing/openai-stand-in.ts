// A local server speaking OpenAI's chat-completions protocol, for tests of the OpenAI-compatible engine:
// it checks requests as the real API would (auth, model, messages, response_format) and answers in the
// real response shape, or fails the way real servers fail.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInBehaviour =
  /** Answers the JSON produced by `answer` as the assistant message content. */
  | { kind: 'answer'; answer: (request: ChatRequest) => unknown }
  /** Answers text that is not the requested JSON. */
  | { kind: 'malformed' }
  /** Answers an HTTP error with OpenAI's error body. */
  | { kind: 'error'; status: number }
  /** Takes this long before answering (to trip the client's time-out). */
  | { kind: 'slow'; delayMs: number; answer: (request: ChatRequest) => unknown }
  | { kind: 'refusal' }
  /**
   * Answers like a cooperative model: a valid output for the request's kind (its json_schema name),
   * derived from the prompt (see autoAnswer). An unknown kind gets a 400, as an unsupported schema would.
   */
  | { kind: 'auto' };

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
}

export interface OpenAiStandIn {
  baseUrl: string;
  apiKey: string;
  requests: ChatRequest[];
  /** Behaviours used in order, one per request; the last one repeats. */
  behave(...behaviours: StandInBehaviour[]): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function openAiError(res: ServerResponse, status: number, message: string, type: string) {
  send(res, status, { error: { message, type, param: null, code: null } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Lang = 'es' | 'en' | 'pt';

/** The language the engine's system prompt asks for ('Write in Portuguese (Brazilian)…'). */
function requestedLanguage(request: ChatRequest): Lang {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  if (/\bin Spanish\b/.test(system)) return 'es';
  if (/\bin Portuguese\b/.test(system)) return 'pt';
  return 'en';
}

/** The value on the line that starts with `label`, without the <<< >>> the engine wraps data in. */
function field(user: string, label: string): string {
  const line = user.split('\n').find((entry) => entry.startsWith(label)) ?? '';
  return (/<<<(.*?)>>>/.exec(line)?.[1] ?? line.slice(label.length)).trim();
}

const AUTO: Record<Lang, { gap: (c: string) => string; strength: (c: string) => string; position: (p: string) => string; general: string[] }> = {
  es: {
    gap: (c) => `El aviso pide «${c}». ¿Podrías contarnos tu experiencia con esto?`,
    strength: (c) => `Sobre «${c}»: ¿podrías darnos un ejemplo concreto?`,
    position: (p) => `¿Qué experiencia tienes relacionada con el puesto de ${p}?`,
    general: ['¿Por qué te interesa este puesto?', '¿Cuál es tu disponibilidad para empezar?', '¿Cuáles son tus expectativas de remuneración?'],
  },
  en: {
    gap: (c) => `The posting asks for “${c}”. Could you tell us about your experience with it?`,
    strength: (c) => `About “${c}”: could you give us a concrete example?`,
    position: (p) => `What experience do you have related to the ${p} position?`,
    general: ['Why are you interested in this position?', 'When could you start?', 'What are your pay expectations?'],
  },
  pt: {
    gap: (c) => `A vaga pede “${c}”. Você poderia nos contar sua experiência com isso?`,
    strength: (c) => `Sobre “${c}”: você poderia dar um exemplo concreto?`,
    position: (p) => `Que experiência você tem relacionada à vaga de ${p}?`,
    general: ['Por que você tem interesse nesta vaga?', 'Quando você poderia começar?', 'Quais são as suas expectativas de remuneração?'],
  },
};

/**
 * What a cooperative model answers to each kind of request the engine makes, derived from the prompt:
 * screening questions about the gaps and then the strengths of the analysis, general questions naming
 * the position, an interview summary that counts the answers. Undefined for a kind it does not know.
 */
export function autoAnswer(request: ChatRequest): unknown {
  const user = request.messages.filter((message) => message.role === 'user').map((message) => message.content).join('\n');
  const lang = requestedLanguage(request);
  const words = AUTO[lang];
  const position = field(user, 'Position:') || 'this';
  switch (request.response_format?.json_schema?.name) {
    case 'screening_questions': {
      const lines = [...user.matchAll(/^\d+\. \[(mandatory|desirable)\] \[(met|partly|not_met|unclear)\] <<<(.*?)>>>/gm)];
      const gaps = lines.filter((line) => line[2] !== 'met').map((line) => words.gap(line[3]!));
      const strengths = lines.filter((line) => line[2] === 'met').map((line) => words.strength(line[3]!));
      const questions = [...gaps, ...strengths].slice(0, 6);
      return { questions: questions.length > 0 ? questions : [words.position(position)] };
    }
    case 'general_questions':
      return { questions: [words.position(position), ...words.general] };
    case 'interview_summary': {
      // Every answered question a highlight quoting its first words; the fit 'possible'.
      const answers = [...user.matchAll(/^Answer (\d+): (.*)$/gm)].map((match) => ({ question: Number(match[1]), text: match[2]! }));
      const highlights = answers
        .filter((answer) => answer.text !== '(blank)')
        .map((answer) => ({ question: answer.question, condition: null, quote: answer.text.replace(/^<<<|>>>$/g, '').split(' ').slice(0, 4).join(' ') }));
      return { fit: 'possible', highlights: highlights.slice(0, 6), flags: [], open: [] };
    }
    case 'posting_draft':
      return { description: `${position}.`, mandatory: [position], desirable: [position], understood: true };
    case 'social_post':
      return { text: `${position}: ${field(user, 'Link:')}` };
    case 'cv_contacts':
      return { name: null, email: null, phone: null };
    case 'cv_assessment': {
      const count = [...user.matchAll(/^\d+\. \[(?:mandatory|desirable)\]/gm)].length;
      return { summary: 'Summary.', assessments: Array.from({ length: count }, () => ({ verdict: 'unclear', evidence: null, reason: 'Reason.' })) };
    }
    default:
      return undefined;
  }
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const apiKey = 'sk-test-stand-in';
  const requests: ChatRequest[] = [];
  let queue: StandInBehaviour[] = [{ kind: 'error', status: 500 }];

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return openAiError(res, 404, `Unknown request URL: ${req.method} ${req.url}`, 'invalid_request_error');
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
      }
      let body: ChatRequest;
      try {
        body = JSON.parse(await readBody(req)) as ChatRequest;
      } catch {
        return openAiError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      }
      if (!body.model || !Array.isArray(body.messages) || body.messages.length === 0) {
        return openAiError(res, 400, "Missing required parameter: 'model' or 'messages'.", 'invalid_request_error');
      }
      const format = body.response_format;
      if (format && format.type === 'json_schema' && (!format.json_schema?.name || !format.json_schema.schema)) {
        return openAiError(res, 400, "Missing required parameter: 'response_format.json_schema'.", 'invalid_request_error');
      }
      requests.push(body);
      const behaviour = queue.length > 1 ? queue.shift()! : queue[0]!;

      const completion = (content: string | null, refusal: string | null = null) => ({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });

      switch (behaviour.kind) {
        case 'answer':
          return send(res, 200, completion(JSON.stringify(behaviour.answer(body))));
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
          if (res.destroyed) return;
          return send(res, 200, completion(JSON.stringify(behaviour.answer(body))));
        case 'malformed':
          return send(res, 200, completion('Sure! Here is your job posting: a great job.'));
        case 'refusal':
          return send(res, 200, completion(null, "I'm sorry, I can't help with that."));
        case 'error':
          return openAiError(res, behaviour.status, 'The server had an error while processing your request.', 'server_error');
        case 'auto': {
          const answer = autoAnswer(body);
          if (answer === undefined) {
            return openAiError(res, 400, `Unsupported response_format schema: '${body.response_format?.json_schema?.name}'.`, 'invalid_request_error');
          }
          return send(res, 200, completion(JSON.stringify(answer)));
        }
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    behave(...behaviours) {
      queue = behaviours;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
