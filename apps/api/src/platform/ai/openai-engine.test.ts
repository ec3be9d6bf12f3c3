import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in';
import { AiUnavailableError } from './engine';
import { createOpenAiEngine } from './openai-engine';

let server: OpenAiStandIn;
beforeAll(async () => {
  server = await startOpenAiStandIn();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const engine = (overrides: Partial<Parameters<typeof createOpenAiEngine>[0]> = {}) =>
  createOpenAiEngine({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: 'gpt-test', timeoutMs: 2000, maxRetries: 2, ...overrides });

const draft = { description: 'Buscamos vendedor para atender clientes.', mandatory: ['Experiencia en ventas'], desirable: ['Manejo de caja'] };

describe('OpenAI-compatible engine', () => {
  it('asks for a structured draft in the requested language and returns it checked', async () => {
    server.behave({ kind: 'answer', answer: () => draft });
    const result = await engine().draftPosting({ position: 'Vendedor', language: 'pt' });
    expect(result).toEqual(draft);
    const [request] = server.requests;
    expect(request!.model).toBe('gpt-test');
    expect(request!.messages[0]!.content).toContain('Portuguese');
    expect(request!.messages[1]!.content).toContain('Vendedor');
    expect(request!.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'posting_draft', strict: true } });
    expect(request!.response_format!.json_schema!.schema).toMatchObject({
      type: 'object',
      required: ['description', 'mandatory', 'desirable'],
      additionalProperties: false,
    });
    expect(engine().name).toBe('openai:gpt-test');
  });

  it('retries server errors and malformed output, then succeeds', async () => {
    server.behave({ kind: 'error', status: 503 }, { kind: 'malformed' }, { kind: 'answer', answer: () => draft });
    await expect(engine().draftPosting({ position: 'Vendedor', language: 'es' })).resolves.toEqual(draft);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with a clear error after its retries', async () => {
    server.behave({ kind: 'malformed' });
    const failure = engine({ maxRetries: 1 }).draftPosting({ position: 'Vendedor', language: 'es' });
    await expect(failure).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(failure).rejects.toThrow(/malformed output/);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a refused key, and reports it', async () => {
    server.behave({ kind: 'answer', answer: () => draft });
    const failure = engine({ apiKey: 'sk-wrong' }).draftPosting({ position: 'Vendedor', language: 'es' });
    await expect(failure).rejects.toThrow(/answered 401/);
  });

  it('rejects answers that break the schema (values of the wrong shape)', async () => {
    server.behave({ kind: 'answer', answer: () => ({ description: '', mandatory: 'not a list', desirable: [] }) });
    await expect(engine({ maxRetries: 0 }).draftPosting({ position: 'x', language: 'es' })).rejects.toThrow(/malformed/);
  });

  it('times out a slow server', async () => {
    server.behave({ kind: 'slow', delayMs: 1500, answer: () => draft });
    const started = Date.now();
    await expect(engine({ timeoutMs: 200, maxRetries: 1 }).draftPosting({ position: 'x', language: 'es' })).rejects.toThrow(
      /unreachable/,
    );
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports an unreachable server', async () => {
    const down = createOpenAiEngine({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500, maxRetries: 0 });
    await expect(down.draftPosting({ position: 'x', language: 'es' })).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('writes a social post that always carries the link', async () => {
    server.behave({ kind: 'answer', answer: () => ({ text: 'Buscamos Vendedor en Acme. #Empleo' }) });
    const text = await engine().socialPost({
      position: 'Vendedor',
      tasks: 'Atender clientes',
      company: 'Acme',
      link: 'https://panel.test/1/2',
      language: 'es',
    });
    expect(text).toContain('https://panel.test/1/2');
    expect(server.requests[0]!.messages[1]!.content).toContain('https://panel.test/1/2');
  });
});
