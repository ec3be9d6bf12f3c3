import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPreviewCall, createJobCall, jobDetailCall, jobListCall, socialMediaCall, type CreateJobRequest } from '@postula/contract/postings';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const posting = (overrides: Partial<CreateJobRequest> = {}): CreateJobRequest => ({
  sexo: 'indistinto',
  puesto: 'Vendedor de mostrador',
  tareas_a_realizar: 'Atender clientes en el local, cobrar y reponer mercadería.',
  condiciones_necesarias: [{ condicion_necesaria: 'Experiencia de 1 año en ventas' }],
  condiciones_deseables: [{ condicion_deseable: 'Manejo de caja' }],
  maxima_cant_cv: 500,
  valido_hasta: inDays(30),
  ...overrides,
});

describe('job postings (embedded AI engine)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a posting and shows it in the detail with its public link', async () => {
    const created = await t.call(createJobCall, { body: posting(), token: acme.token });
    expect(created.status).toBe(200);
    const id = created.data!.evaluacion_id;
    expect(created.data!.link).toBe(`http://panel.test/${acme.companyId}/${id}`);

    const detail = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(detail.data).toMatchObject({
      evaluacion_id: id,
      puesto: 'Vendedor de mostrador',
      tareas_a_realizar: 'Atender clientes en el local, cobrar y reponer mercadería.',
      condiciones_necesarias: ['Experiencia de 1 año en ventas'],
      condiciones_deseables: ['Manejo de caja'],
      maxima_cant_cv: 500,
      valido_hasta: inDays(30),
      idioma: 'es',
      texto_prompt: created.data!.link,
      postulaciones: [],
      total_cv_recibidos: 0,
    });
  });

  it("records the recruiter's language with the posting", async () => {
    const created = await t.call(createJobCall, { body: posting(), token: acme.token, language: 'pt' });
    const detail = await t.call(jobDetailCall, { params: { id: created.data!.evaluacion_id }, token: acme.token });
    expect(detail.data!.idioma).toBe('pt');
  });

  it("drops empty condition rows, duplicates and 'ninguna'", async () => {
    const created = await t.call(createJobCall, {
      body: posting({
        condiciones_necesarias: [{ condicion_necesaria: '  ' }, { condicion_necesaria: 'ninguna' }],
        condiciones_deseables: [
          { condicion_deseable: 'Inglés  intermedio' },
          { condicion_deseable: '' },
          { condicion_deseable: 'Inglés intermedio' },
        ],
      }),
      token: acme.token,
    });
    const detail = await t.call(jobDetailCall, { params: { id: created.data!.evaluacion_id }, token: acme.token });
    expect(detail.data!.condiciones_necesarias).toEqual([]);
    expect(detail.data!.condiciones_deseables).toEqual(['Inglés intermedio']);
  });

  it('enforces the rules of spec §5 on the server, and stores nothing on failure', async () => {
    const before = (await t.call(jobListCall, { token: acme.token })).data!.avisos.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ puesto: '   ' }, 'puesto'],
      [{ tareas_a_realizar: '' }, 'tareas_a_realizar'],
      [{ valido_hasta: '' }, 'valido_hasta'],
      [{ valido_hasta: inDays(-3) }, 'valido_hasta'],
      [{ valido_hasta: inDays(3650) }, 'valido_hasta'],
      [{ valido_hasta: '2026-02-31' }, 'valido_hasta'],
      [{ maxima_cant_cv: 123 }, 'maxima_cant_cv'],
      [{ maxima_cant_cv: '500' }, 'maxima_cant_cv'],
      [{ sexo: 'masculino' }, 'sexo'],
      [{ puesto: 'x'.repeat(201) }, 'puesto'],
      [{ condiciones_necesarias: 'Experiencia' }, 'condiciones_necesarias'],
    ];
    for (const [override, field] of cases) {
      const result = await t.call(createJobCall, { body: { ...posting(), ...override }, token: acme.token });
      expect(result.status, JSON.stringify(override)).toBe(400);
      expect(result.error!.field, JSON.stringify(override)).toBe(field);
    }
    expect((await t.call(jobListCall, { token: acme.token })).data!.avisos).toHaveLength(before);
  });

  it('keeps markup typed into a posting as plain text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = await t.call(createJobCall, { body: posting({ puesto: hostile, tareas_a_realizar: hostile }), token: acme.token });
    const detail = await t.call(jobDetailCall, { params: { id: created.data!.evaluacion_id }, token: acme.token });
    expect(detail.data!.puesto).toBe(hostile);
    expect(detail.data!.tareas_a_realizar).toBe(hostile);
  });

  it("lists only the company's own postings, newest first", async () => {
    const first = await t.call(createJobCall, { body: posting({ puesto: 'Cajero' }), token: other.token });
    const second = await t.call(createJobCall, { body: posting({ puesto: 'Repositor' }), token: other.token });
    const list = await t.call(jobListCall, { token: other.token });
    expect(list.data!.avisos.map((a) => a.evaluacion_id)).toEqual([second.data!.evaluacion_id, first.data!.evaluacion_id]);
    expect(list.data!.avisos[0]).toMatchObject({ puesto: 'Repositor' });
    expect(Number.isNaN(Date.parse(list.data!.avisos[0]!.fecha_creacion))).toBe(false);
    const acmeList = await t.call(jobListCall, { token: acme.token });
    expect(acmeList.data!.avisos.map((a) => a.puesto)).not.toContain('Cajero');
  });

  it("answers 404 for another company's posting and for unknown ids, 400 for a malformed id", async () => {
    const theirs = await t.call(createJobCall, { body: posting(), token: other.token });
    const id = theirs.data!.evaluacion_id;
    const detail = await t.call(jobDetailCall, { params: { id }, token: acme.token });
    expect(detail.status).toBe(404);
    expect(detail.error!.code).toBe('not_found');
    expect(JSON.stringify(detail.error)).not.toContain('Vendedor');
    const social = await t.call(socialMediaCall, {
      body: { puesto: 'x', tareas_a_realizar: 'y', evaluacion_id: id, link_postula: 'http://panel.test/1/1' },
      token: acme.token,
    });
    expect(social.status).toBe(404);
    expect((await t.call(jobDetailCall, { params: { id: 99_999_999 }, token: acme.token })).status).toBe(404);
    expect((await t.call(jobDetailCall, { params: { id: 'abc' }, token: acme.token })).status).toBe(400);
  });

  it('needs a session for every call', async () => {
    expect((await t.call(jobListCall)).status).toBe(403);
    expect((await t.call(jobDetailCall, { params: { id: 1 } })).status).toBe(403);
    expect((await t.call(createJobCall, { body: posting() })).status).toBe(403);
    expect((await t.call(aiPreviewCall, { body: { puesto: 'Vendedor' } })).status).toBe(403);
  });

  it("drafts a posting in the recruiter's language with the embedded engine", async () => {
    const es = await t.call(aiPreviewCall, { body: { puesto: 'vendedora' }, token: acme.token, language: 'es' });
    expect(es.status).toBe(200);
    expect(es.data!.motor_ia).toBe('embedded');
    expect(es.data!.descripcion.toLowerCase()).toMatch(/venta|client/);
    expect(es.data!.condicion_necesaria.length).toBeGreaterThan(0);
    const en = await t.call(aiPreviewCall, { body: { puesto: 'vendedora' }, token: acme.token, language: 'en' });
    expect(en.data!.descripcion.toLowerCase()).toMatch(/sales|customer/);
    expect((await t.call(aiPreviewCall, { body: { puesto: ' ' }, token: acme.token })).error!.field).toBe('puesto');
    expect(es.data!.puesto_reconocido).toBe(true);
  });

  it('says when it did not understand the position, and drafts a generic posting instead of pretending', async () => {
    for (const puesto of ['asdfgh', 'Xyzzy qwerty']) {
      const draft = await t.call(aiPreviewCall, { body: { puesto }, token: acme.token, language: 'es' });
      expect(draft.status).toBe(200);
      expect(draft.data!.puesto_reconocido, puesto).toBe(false);
      expect(draft.data!.condicion_necesaria).toContain('Experiencia comprobable de al menos 1 año en puestos similares.');
    }
  });

  it("writes the social post from the stored posting, in the posting's language, with its link", async () => {
    const created = await t.call(createJobCall, {
      body: posting({ puesto: 'Sales assistant', tareas_a_realizar: 'Serve customers at the store and handle the till.' }),
      token: acme.token,
      language: 'en',
    });
    const { evaluacion_id, link } = created.data!;
    const result = await t.call(socialMediaCall, {
      // The request's copy of the fields does not change the post.
      body: { puesto: 'Otro', tareas_a_realizar: 'otro', evaluacion_id, link_postula: 'https://evil.example/phish' },
      token: acme.token,
      language: 'es',
    });
    expect(result.status).toBe(200);
    expect(result.data!.texto_ai.split(link)).toHaveLength(2);
    expect(result.data!.texto_ai).not.toContain('evil.example');
    expect(result.data!.texto_original).toBe(
      `Sales assistant at Acme\n\nServe customers at the store and handle the till.\n\nApply here: ${link}`,
    );
    expect(result.data).toMatchObject({ linkedin_vinculado: false, motor_ia: 'embedded' });
    // Better than the original: what the job is and who fits, from the stored tasks and mandatory conditions.
    expect(result.data!.texto_ai).toContain("What you'll do: serve customers at the store and handle the till.");
    expect(result.data!.texto_ai).toContain("What we're looking for: experiencia de 1 año en ventas.");
  });
});

describe('job postings with an OpenAI-compatible server', () => {
  let t: TestApp;
  let ai: OpenAiStandIn;
  let acme: SeededCompany;

  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    t = await createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: ai.apiKey, AI_MODEL: 'gpt-test', AI_MAX_RETRIES: '1', AI_TIMEOUT_MS: '1000' });
    acme = await seedCompany(t, { name: 'Acme' });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('returns the structured draft and names the engine', async () => {
    ai.behave({ kind: 'answer', answer: () => ({ description: 'Draft.', mandatory: ['A'], desirable: ['B'], understood: true }) });
    const result = await t.call(aiPreviewCall, { body: { puesto: 'Cashier' }, token: acme.token, language: 'en' });
    expect(result.data).toEqual({ descripcion: 'Draft.', condicion_necesaria: ['A'], condicion_deseable: ['B'], puesto_reconocido: true, motor_ia: 'openai:gpt-test' });
    expect(ai.requests.at(-1)!.messages[0]!.content).toContain('English');
  });

  it('answers 502 with a clear text when the AI server fails or answers nonsense', async () => {
    ai.behave({ kind: 'error', status: 500 });
    const down = await t.call(aiPreviewCall, { body: { puesto: 'Cashier' }, token: acme.token, language: 'en' });
    expect(down.status).toBe(502);
    expect(down.error).toMatchObject({ code: 'ai_unavailable', message: 'The AI assistant is not available right now. Try again in a few minutes.' });

    ai.behave({ kind: 'malformed' });
    const nonsense = await t.call(aiPreviewCall, { body: { puesto: 'Cashier' }, token: acme.token });
    expect(nonsense.status).toBe(502);
    expect(nonsense.error!.code).toBe('ai_unavailable');

    ai.behave({ kind: 'answer', answer: () => ({ text: 'Únete a Acme como Vendedor' }) });
    const created = await t.call(createJobCall, { body: posting(), token: acme.token });
    const social = await t.call(socialMediaCall, {
      body: { puesto: 'Vendedor', tareas_a_realizar: 'x', evaluacion_id: created.data!.evaluacion_id, link_postula: created.data!.link },
      token: acme.token,
    });
    // A model that forgets the link still yields a post that carries it.
    expect(social.data!.texto_ai).toBe(`Únete a Acme como Vendedor\n\n${created.data!.link}`);
  });
});
