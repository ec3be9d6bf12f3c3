import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in';
import { AiUnavailableError } from '../engine';
import { CV_PROMPT_MAX_CHARS, readCvForModel } from '../embedded/cv/read-for-model';
import { createOpenAiEngine } from './openai-engine';
import { scoreVerdicts } from '../score';

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

const draft = { description: 'Buscamos vendedor para atender clientes.', mandatory: ['Experiencia en ventas'], desirable: ['Manejo de caja'], understood: true };

describe('OpenAI-compatible engine', () => {
  it('asks for a structured draft in the requested language and returns it checked', async () => {
    server.behave({ kind: 'answer', answer: () => draft });
    const result = await engine().draftPosting({ position: 'Vendedor', language: 'pt' });
    expect(result).toEqual(draft);
    const [request] = server.requests;
    expect(request!.model).toBe('gpt-test');
    expect(request!.messages[0]!.content).toContain('Portuguese');
    expect(request!.messages[1]!.content).toContain('Vendedor');
    // The embedded engine's rules: the position's details honoured, and a position it cannot read said so.
    expect(request!.messages[0]!.content).toMatch(/honouring every detail the position states/);
    expect(request!.messages[0]!.content).toMatch(/understood: false when the position is not a recognisable job/);
    expect(request!.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'posting_draft', strict: true } });
    expect(request!.response_format!.json_schema!.schema).toMatchObject({
      type: 'object',
      required: ['description', 'mandatory', 'desirable', 'understood'],
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
      conditions: ['Experiencia en ventas'],
    });
    expect(text).toContain('https://panel.test/1/2');
    const [system, user] = server.requests[0]!.messages.map((message) => message.content);
    expect(user).toContain('https://panel.test/1/2');
    // The embedded engine's rules: tasks, not the presentation; who fits; 2 or 3 hashtags.
    expect(user).toContain('Mandatory conditions: Experiencia en ventas');
    expect(system).toMatch(/never the sentence that presents the posting.*who fits.*2 or 3 fitting hashtags/);
  });
});

describe('OpenAI-compatible engine: CV analysis', () => {
  const cv = `Amanda Martins Xavier
Rua das Flores, 100 – Belo Horizonte – Brasil
(31) 98765-4321 · amanda.xavier@email.com.br
Resumo
Desenvolvedora de software com 4 anos de experiência em React e TypeScript.
Formação
Bacharelado em Ciência da Computação, UFMG, 2020
`;
  const posting = {
    position: 'Desenvolvedor(a) front-end',
    tasks: 'Desenvolver interfaces web.',
    mandatory: ['Conhecimentos de React', 'Carteira de habilitação'],
    desirable: ['Graduação em Ciência da Computação'],
    language: 'pt' as const,
  };
  const answer = (verdicts: ('met' | 'partly' | 'not_met' | 'unclear')[], evidence: (string | null)[] = []) => ({
    summary: 'Pessoa desenvolvedora com experiência em React.',
    assessments: verdicts.map((verdict, i) => ({ verdict, evidence: evidence[i] ?? null, reason: 'Motivo.' })),
  });

  it('sends the name-free CV with every condition, and scores the verdicts by the shared rule', async () => {
    server.behave({
      kind: 'answer',
      answer: () => answer(['met', 'met', 'partly'], ['4 anos de experiência em React e TypeScript', null, 'Bacharelado em Ciência da Computação']),
    });
    const result = await engine().analyzeCv({ text: cv, posting });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'cv_assessment', strict: true } });
    expect(request!.response_format!.json_schema!.schema).toMatchObject({ type: 'object', required: ['summary', 'assessments'] });
    const prompt = request!.messages.map((message) => message.content).join('\n');
    // The model judging the CV never sees who the candidate is, nor how to reach them.
    for (const secret of ['Amanda', 'Martins', 'Xavier', 'amanda.xavier', '98765']) expect(prompt).not.toContain(secret);
    expect(prompt).toContain('1. [mandatory] Conhecimentos de React');
    expect(prompt).toContain('3. [desirable] Graduação em Ciência da Computação');
    expect(prompt).toContain('Portuguese');
    expect(result).toMatchObject({
      name: 'Amanda Martins Xavier',
      email: 'amanda.xavier@email.com.br',
      phone: '+5531987654321',
      language: 'pt',
      summary: 'Pessoa desenvolvedora com experiência em React.',
      mandatoryNotMet: false,
    });
    expect(result.conditions.map((entry) => [entry.kind, entry.condition, entry.verdict])).toEqual([
      ['mandatory', 'Conhecimentos de React', 'met'],
      ['mandatory', 'Carteira de habilitação', 'met'],
      ['desirable', 'Graduação em Ciência da Computação', 'partly'],
    ]);
    expect(result.conditions[0]!.evidence).toBe('4 anos de experiência em React e TypeScript');
    // The shared rule: the model's verdicts and the CV's relevance to the position, read locally.
    const { relevance } = readCvForModel(cv, posting, new Date());
    expect(result.score).toBe(scoreVerdicts(result.conditions, relevance).score);
    expect(result.score).toBeGreaterThan(scoreVerdicts(result.conditions, 0).score);
  });

  it('drops evidence the CV does not contain, and caps the score when a mandatory condition is shown not met', async () => {
    server.behave({
      kind: 'answer',
      answer: () => answer(['met', 'not_met', 'met'], ['Expert in React since 2010', 'Bacharelado em Ciência da Computação, UFMG, 2020', null]),
    });
    const result = await engine().analyzeCv({ text: cv, posting });
    expect(result.conditions[0]!.evidence).toBeNull();
    expect(result.mandatoryNotMet).toBe(true);
    expect(result.score).toBeLessThanOrEqual(4);
  });

  it('reads a "not met" the CV does not show as unclear: a verdict against the candidate needs evidence (decision 057)', async () => {
    server.behave({ kind: 'answer', answer: () => answer(['met', 'not_met', 'met'], ['4 anos de experiência em React e TypeScript', null, null]) });
    const result = await engine().analyzeCv({ text: cv, posting });
    expect(result.conditions[1]).toMatchObject({ condition: 'Carteira de habilitação', verdict: 'unclear', evidence: null });
    expect(result.mandatoryNotMet).toBe(false);
    const prompt = server.requests[0]!.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('a CV that is silent on it is unclear');
  });

  it('asks for the contacts in a separate call when it cannot read the name, and keeps that name out of the scoring call', async () => {
    // A first line the extractor does not take for a name; the name is only in a closing line.
    const noName = `${cv.replace('Amanda Martins Xavier\n', 'CURRICULUM VITAE\n')}Assinado: amanda martins xavier\n`;
    server.behave(
      { kind: 'answer', answer: () => ({ name: 'amanda martins xavier', email: null, phone: null }) },
      { kind: 'answer', answer: () => answer(['met', 'unclear', 'met']) },
    );
    const result = await engine().analyzeCv({ text: noName, posting });
    expect(server.requests.map((request) => request.response_format?.json_schema?.name)).toEqual(['cv_contacts', 'cv_assessment']);
    const scoring = server.requests[1]!.messages.map((message) => message.content).join('\n').toLowerCase();
    expect(scoring).not.toContain('amanda');
    expect(result.name).toBe('amanda martins xavier');
  });

  it('cuts a very long CV', async () => {
    server.behave({ kind: 'answer', answer: () => answer(['met', 'met', 'met']) });
    const long = cv + 'Experiência em projetos de software com React.\n'.repeat(3000);
    await engine().analyzeCv({ text: long, posting });
    expect(server.requests[0]!.messages[1]!.content.length).toBeLessThan(CV_PROMPT_MAX_CHARS + 2000);
  });

  it('retries answers with the wrong number of verdicts, then gives up', async () => {
    server.behave({ kind: 'answer', answer: () => answer(['met']) });
    const failure = engine({ maxRetries: 1 }).analyzeCv({ text: cv, posting });
    await expect(failure).rejects.toBeInstanceOf(AiUnavailableError);
    await expect(failure).rejects.toThrow(/malformed/);
    expect(server.requests).toHaveLength(2);
  });

  it('recovers from a server error and malformed output', async () => {
    server.behave({ kind: 'error', status: 502 }, { kind: 'malformed' }, { kind: 'answer', answer: () => answer(['met', 'met', 'met']) });
    const all = scoreVerdicts(
      [...posting.mandatory.map(() => ({ kind: 'mandatory' as const, verdict: 'met' as const })), ...posting.desirable.map(() => ({ kind: 'desirable' as const, verdict: 'met' as const }))],
      readCvForModel(cv, posting, new Date()).relevance,
    );
    await expect(engine().analyzeCv({ text: cv, posting })).resolves.toMatchObject({ score: all.score });
    expect(server.requests).toHaveLength(3);
  });

  it('reports a server that keeps failing', async () => {
    server.behave({ kind: 'error', status: 500 });
    await expect(engine({ maxRetries: 0 }).analyzeCv({ text: cv, posting })).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('judges a posting without conditions on its position', async () => {
    server.behave({ kind: 'answer', answer: () => answer(['partly']) });
    const result = await engine().analyzeCv({ text: cv, posting: { ...posting, mandatory: [], desirable: [] } });
    expect(result.conditions).toEqual([expect.objectContaining({ condition: posting.position, kind: 'desirable', verdict: 'partly' })]);
    expect(server.requests[0]!.messages[1]!.content).toContain('lists no conditions');
    expect(result.score).toBe(scoreVerdicts(result.conditions, readCvForModel(cv, { ...posting, mandatory: [], desirable: [] }, new Date()).relevance).score);
  });
});
