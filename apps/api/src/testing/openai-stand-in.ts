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
  | { kind: 'refusal' };

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
