import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_STATES, applicantsPageCall } from '@postula/contract/applicants';
import { createInterviewCall, interviewDefinitionCall, publicInterviewCall, saveAnswerCall, screeningProposalCall, submitInterviewCall, updateInterviewCall, type Question } from '@postula/contract/screening';
import type { ConditionAssessment } from '../../engine/engine';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as analysisRepo from '../applicants/analysis/analysis.repository';
import * as applicantsRepo from '../applicants/applicants.repository';
import { findPosting } from '../postings/postings.repository';

const RATE_LIMIT = 60;

/** Screening interviews through the real app: the recruiter's calls, the candidate's, and the summary job. */
describe('screening interviews', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let postingId: number;
  let sequence = 0;
  /** Each test answers from its own address, so only the rate-limit test meets the limit. */
  const nextIp = () => `10.0.${Math.floor(++sequence / 250)}.${sequence % 250}`;

  beforeAll(async () => {
    t = await createTestApp({ INTERVIEW_URL: 'https://entrevistas.test/responder', INTERVIEW_RATE_LIMIT: String(RATE_LIMIT) });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
    postingId = await createPosting(t, acme, {
      puesto: 'Vendedor de salón',
      condiciones_necesarias: [{ condicion_necesaria: 'Experiencia en ventas' }],
      condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const met: ConditionAssessment = {
    condition: 'Experiencia en ventas',
    kind: 'mandatory',
    verdict: 'met',
    evidence: 'Vendedora en tienda de ropa durante 3 años',
    reason: 'El CV muestra experiencia en ventas.',
  };
  const gap: ConditionAssessment = {
    condition: 'Inglés avanzado',
    kind: 'desirable',
    verdict: 'unclear',
    evidence: null,
    reason: 'El CV no menciona el idioma.',
  };

  /** An analysed applicant, as the CV pipeline would leave it. */
  async function addApplicant(company: SeededCompany, posting: number, options: { mandatoryNotMet?: boolean } = {}) {
    const found = await findPosting(t.database.db, company.companyId, posting);
    const n = ++sequence;
    const inserted = await insertApplicantRow(t.database.db, found!.posting, { storageKey: `test/${n}`, originalName: `cv-${n}.pdf`, sha256: String(n) });
    const conditions = options.mandatoryNotMet ? [{ ...met, verdict: 'not_met' as const, evidence: null }, gap] : [met, gap];
    await analysisRepo.storeAnalysis(
      t.database.db,
      inserted!.id,
      inserted!.cvFileId,
      {
        language: 'es',
        name: `Persona ${n}`,
        email: `persona${n}@example.com`,
        phone: `+549115${String(n).padStart(7, '0')}`,
        summary: 'Vendedora con tres años de experiencia.',
        score: options.mandatoryNotMet ? 3 : 8,
        conditions,
        mandatoryNotMet: options.mandatoryNotMet ?? false,
      },
      'embedded',
    );
    return inserted!.id;
  }

  const proposal = (postulacion_id: number, company = acme, evaluacion_id = postingId) =>
    t.call(screeningProposalCall, { body: { evaluacion_id, postulacion_id }, token: company.token });

  const questions = (...items: [string, Question['tipo']][]): Question[] =>
    items.map(([pregunta, tipo], index) => ({ numero: index + 1, pregunta, tipo }));

  const standard = questions(
    ['¿Cuándo podrías empezar?', 'general'],
    ['¿Por qué te interesa el puesto?', 'general'],
    ['¿Qué nivel de inglés tienes?', 'especifica'],
  );

  const create = (postulacion_id: number, preguntas: Question[] = standard, company = acme) =>
    t.call(createInterviewCall, { body: { evaluacion_id: postingId, postulacion_id, preguntas }, token: company.token });

  const tokenOf = (link: string) => new URL(link).searchParams.get('iv')!;

  const screeningState = async (applicantId: number) => {
    const page = await t.call(applicantsPageCall, {
      body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 100, filtro: { nombre_o_notas: '', marcas: [] } },
      token: acme.token,
    });
    return page.data!.postulaciones.find((a) => a.postulacion_id === applicantId);
  };

  describe('the proposal and the posting’s general questions', () => {
    it('before any definition, proposes general questions and CV questions from the analysis, and asks to define', async () => {
      const fresh = await createPosting(t, acme, { puesto: 'Cajero' });
      const applicant = await addApplicant(acme, fresh);
      const answer = await proposal(applicant, acme, fresh);
      expect(answer.status).toBe(200);
      const data = answer.data!;
      expect(data).toMatchObject({
        crear_entrevista: 'si',
        estado: null,
        entrevista_id: null,
        link_entrevista: null,
        postulacion_id: applicant,
        puesto: 'Cajero',
        condicion_necesaria_incumplida: false,
        idioma: 'es',
        respuestas_entrevista: null,
      });
      expect(data.preguntas_generales.length).toBeGreaterThanOrEqual(3);
      expect(data.preguntas_generales.every((q, i) => q.tipo === 'general' && q.numero === i + 1)).toBe(true);
      expect(data.preguntas_postulante.length).toBeGreaterThan(0);
      expect(data.preguntas_postulante.every((q, i) => q.tipo === 'especifica' && q.numero === i + 1)).toBe(true);
    });

    it('keeps the definition in its order, and then the proposal uses it and goes straight to the screening', async () => {
      const applicant = await addApplicant(acme, postingId);
      const saved = await t.call(interviewDefinitionCall, {
        body: {
          evaluacion_id: postingId,
          preguntas: [
            { numero: 2, pregunta: '¿Por qué te interesa el puesto?', tipo: 'general' },
            { numero: 1, pregunta: '¿Cuándo podrías empezar?', tipo: 'general' },
          ],
        },
        token: acme.token,
      });
      expect(saved.status).toBe(200);
      const data = (await proposal(applicant)).data!;
      expect(data.crear_entrevista).toBe('no');
      expect(data.preguntas_generales.map((q) => q.pregunta)).toEqual(['¿Cuándo podrías empezar?', '¿Por qué te interesa el puesto?']);
    });

    it('refuses an empty question, and another company’s posting, changing nothing', async () => {
      const blank = await t.call(interviewDefinitionCall, {
        body: { evaluacion_id: postingId, preguntas: [{ numero: 1, pregunta: '   ', tipo: 'general' }] },
        token: acme.token,
      });
      expect(blank.status).toBe(400);
      const foreign = await t.call(interviewDefinitionCall, {
        body: { evaluacion_id: postingId, preguntas: [{ numero: 1, pregunta: '¿Algo?', tipo: 'general' }] },
        token: other.token,
      });
      expect(foreign.status).toBe(404);
      const data = (await proposal(await addApplicant(acme, postingId))).data!;
      expect(data.preguntas_generales).toHaveLength(2);
    });

    it('says when the applicant does not meet a mandatory condition, and answers 404 for another company', async () => {
      const rejected = await addApplicant(acme, postingId, { mandatoryNotMet: true });
      expect((await proposal(rejected)).data!.condicion_necesaria_incumplida).toBe(true);
      expect((await proposal(rejected, other)).status).toBe(404);
      const foreignPosting = await createPosting(t, other);
      const foreignApplicant = await addApplicant(other, foreignPosting);
      expect((await proposal(foreignApplicant)).status).toBe(404);
      expect((await proposal(foreignApplicant, acme, foreignPosting)).status).toBe(404);
    });
  });

  describe('creating and updating an interview (PUT and POST /interview)', () => {
    it('creates it NO_INICIADA with a link of INTERVIEW_URL, and the applicant shows it', async () => {
      const applicant = await addApplicant(acme, postingId);
      const created = await create(applicant);
      expect(created.status).toBe(200);
      expect(created.data!.link_entrevista).toMatch(/^https:\/\/entrevistas\.test\/responder\?iv=[\w-]{32}$/);
      const data = (await proposal(applicant)).data!;
      expect(data).toMatchObject({ estado: 'NO_INICIADA', entrevista_id: created.data!.entrevista_id, link_entrevista: created.data!.link_entrevista });
      expect(data.preguntas_generales.map((q) => q.pregunta)).toEqual(['¿Cuándo podrías empezar?', '¿Por qué te interesa el puesto?']);
      expect(data.preguntas_postulante).toEqual([{ numero: 3, pregunta: '¿Qué nivel de inglés tienes?', tipo: 'especifica' }]);
      expect((await screeningState(applicant))?.screening_estado).toBe('NO_INICIADA');
    });

    it('gives every interview its own unguessable link', async () => {
      const links = new Set<string>();
      for (let i = 0; i < 5; i++) links.add((await create(await addApplicant(acme, postingId))).data!.link_entrevista);
      expect(links.size).toBe(5);
    });

    it('refuses a second PUT, a candidate who does not meet a mandatory condition, and bad numbering', async () => {
      const applicant = await addApplicant(acme, postingId);
      await create(applicant);
      const again = await create(applicant);
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe('interview_exists');

      const rejected = await addApplicant(acme, postingId, { mandatoryNotMet: true });
      const refused = await create(rejected);
      expect(refused.status).toBe(409);
      expect(refused.error?.code).toBe('candidate_not_eligible');
      expect((await proposal(rejected)).data!.estado).toBeNull();

      const unnumbered = await addApplicant(acme, postingId);
      const gapInNumbers = await create(unnumbered, [
        { numero: 1, pregunta: '¿Uno?', tipo: 'general' },
        { numero: 3, pregunta: '¿Tres?', tipo: 'general' },
      ]);
      expect(gapInNumbers.status).toBe(400);
      const specificFirst = await create(unnumbered, questions(['¿CV?', 'especifica'], ['¿General?', 'general']));
      expect(specificFirst.status).toBe(400);
      expect(specificFirst.error?.field).toBe('preguntas');
      expect((await proposal(unnumbered)).data!.estado).toBeNull();
    });

    it('lets the recruiter interview a candidate the AI advised against, and keeps who decided, when and why', async () => {
      const rejected = await addApplicant(acme, postingId, { mandatoryNotMet: true });
      const before = (await proposal(rejected)).data!;
      expect(before).toMatchObject({ condicion_necesaria_incumplida: true, condiciones_incumplidas: ['Experiencia en ventas'], decision_entrevista: null });
      const body = (extra: object) => ({ evaluacion_id: postingId, postulacion_id: rejected, preguntas: standard, ...extra });

      // A reason too long, or with a NUL, is refused and creates nothing.
      const tooLong = await t.call(createInterviewCall, { body: body({ avanzar_pese_a_recomendacion: true, motivo_decision: 'x'.repeat(501) }), token: acme.token });
      expect(tooLong.status).toBe(400);
      const nul = await t.call(createInterviewCall, { body: body({ avanzar_pese_a_recomendacion: true, motivo_decision: 'Tiene\u0000 potencial' }), token: acme.token });
      expect(nul.status).toBe(400);
      // Another company cannot decide for it.
      const foreign = await t.call(createInterviewCall, { body: body({ avanzar_pese_a_recomendacion: true }), token: other.token });
      expect(foreign.status).toBe(404);
      expect((await proposal(rejected)).data!.estado).toBeNull();

      const reason = '  Vendió en la feria del barrio <b>dos veranos</b>; vale la pena escucharla.  ';
      const created = await t.call(createInterviewCall, { body: body({ avanzar_pese_a_recomendacion: true, motivo_decision: reason }), token: acme.token });
      expect(created.status).toBe(200);
      const after = (await proposal(rejected)).data!;
      expect(after.estado).toBe('NO_INICIADA');
      expect(after.decision_entrevista).toEqual({ motivo: reason.trim(), fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      // The applicant keeps it: the list and its panel show it.
      expect((await screeningState(rejected))?.decision_entrevista).toEqual(after.decision_entrevista);
      const stored = await applicantsRepo.findApplicant(t.database.db, acme.companyId, postingId, rejected);
      expect(stored!.screeningOverride).toMatchObject({ userId: acme.userId, reason: reason.trim() });

      // Without a reason the decision is still kept; for a candidate the AI did not advise against, nothing is.
      const silent = await addApplicant(acme, postingId, { mandatoryNotMet: true });
      expect((await t.call(createInterviewCall, { body: { ...body({ avanzar_pese_a_recomendacion: true }), postulacion_id: silent }, token: acme.token })).status).toBe(200);
      expect((await proposal(silent)).data!.decision_entrevista).toMatchObject({ motivo: null });
      const eligible = await addApplicant(acme, postingId);
      const plain = await t.call(createInterviewCall, {
        body: { ...body({ avanzar_pese_a_recomendacion: true, motivo_decision: 'Por las dudas' }), postulacion_id: eligible },
        token: acme.token,
      });
      expect(plain.status).toBe(200);
      expect((await proposal(eligible)).data!.decision_entrevista).toBeNull();
    });

    it('answers 404 for another company’s applicant and never creates there', async () => {
      const applicant = await addApplicant(acme, postingId);
      expect((await create(applicant, standard, other)).status).toBe(404);
      expect((await proposal(applicant)).data!.estado).toBeNull();
    });

    it('updates the questions until the candidate starts, then refuses', async () => {
      const applicant = await addApplicant(acme, postingId);
      const missing = await t.call(updateInterviewCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicant, preguntas: standard },
        token: acme.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('interview_not_found');

      const created = await create(applicant);
      // The recruiter deleted question 2 and the client renumbered.
      const renumbered = questions(['¿Cuándo podrías empezar?', 'general'], ['¿Qué nivel de inglés tienes?', 'especifica']);
      const updated = await t.call(updateInterviewCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicant, preguntas: renumbered },
        token: acme.token,
      });
      expect(updated.status).toBe(200);
      expect(updated.data!.entrevista_id).toBe(created.data!.entrevista_id);
      const data = (await proposal(applicant)).data!;
      expect([...data.preguntas_generales, ...data.preguntas_postulante]).toEqual(renumbered);

      const iv = tokenOf(created.data!.link_entrevista);
      await t.call(saveAnswerCall, { body: { iv, numero: 1, respuesta: 'En dos semanas' }, ip: nextIp() });
      const late = await t.call(updateInterviewCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicant, preguntas: standard },
        token: acme.token,
      });
      expect(late.status).toBe(409);
      expect(late.error?.code).toBe('interview_started');
      const after = (await proposal(applicant)).data!;
      expect([...after.preguntas_generales, ...after.preguntas_postulante]).toEqual(renumbered);
    });
  });

  describe('the candidate’s interview', () => {
    it('goes NO_INICIADA → INICIADA → FINALIZADA, and the recruiter reads the answers and their summary', async () => {
      const applicant = await addApplicant(acme, postingId);
      const iv = tokenOf((await create(applicant)).data!.link_entrevista);
      const ip = nextIp();

      const opened = await t.call(publicInterviewCall, { query: { iv }, ip });
      expect(opened.data).toEqual({
        nombre_empresa: 'Acme',
        puesto: 'Vendedor de salón',
        idioma: 'es',
        estado: 'NO_INICIADA',
        preguntas: standard.map((q) => ({ numero: q.numero, pregunta: q.pregunta, respuesta: null })),
      });

      const first = await t.call(saveAnswerCall, { body: { iv, numero: 1, respuesta: 'En dos semanas' }, ip });
      expect(first.data).toEqual({ estado: 'INICIADA' });
      expect((await screeningState(applicant))?.screening_estado).toBe('INICIADA');
      // Markup is kept as typed; a blank answer removes the saved one.
      await t.call(saveAnswerCall, { body: { iv, numero: 2, respuesta: '<script>alert(1)</script> Me gusta vender' }, ip });
      await t.call(saveAnswerCall, { body: { iv, numero: 3, respuesta: 'Intermedio' }, ip });
      await t.call(saveAnswerCall, { body: { iv, numero: 3, respuesta: '   ' }, ip });
      const resumed = await t.call(publicInterviewCall, { query: { iv }, ip });
      expect(resumed.data!.estado).toBe('INICIADA');
      expect(resumed.data!.preguntas.map((q) => q.respuesta)).toEqual(['En dos semanas', '<script>alert(1)</script> Me gusta vender', null]);

      const early = await t.call(submitInterviewCall, { body: { iv }, ip });
      expect(early.status).toBe(409);
      expect(early.error?.code).toBe('interview_incomplete');

      await t.call(saveAnswerCall, { body: { iv, numero: 3, respuesta: 'Avanzado, lo uso con clientes' }, ip });
      const submitted = await t.call(submitInterviewCall, { body: { iv }, ip });
      expect(submitted.data).toEqual({ estado: 'FINALIZADA' });

      const closed = await t.call(publicInterviewCall, { query: { iv }, ip });
      expect(closed.data).toMatchObject({ estado: 'FINALIZADA', preguntas: [] });
      const lateAnswer = await t.call(saveAnswerCall, { body: { iv, numero: 1, respuesta: 'Cambio' }, ip });
      expect(lateAnswer.error?.code).toBe('interview_finished');
      expect((await t.call(submitInterviewCall, { body: { iv }, ip })).error?.code).toBe('interview_finished');

      // The summary job writes the recruiter's summary.
      await expect.poll(async () => (await screeningState(applicant))?.screening_resumen ?? null, { timeout: 20_000 }).not.toBeNull();
      const data = (await proposal(applicant)).data!;
      expect(data.estado).toBe('FINALIZADA');
      // A fit verdict first, said in the reader's language; the list carries the same text.
      expect(data.respuestas_entrevista?.resumen).toMatch(/^Encaje: (?:bueno|a confirmar|débil) · respondió 3 de 3 preguntas\./);
      expect(data.respuestas_entrevista?.resumen).toContain('«Inglés avanzado», pregunta 3: «Avanzado, lo uso con clientes»');
      expect((await screeningState(applicant))?.screening_resumen).toBe(data.respuestas_entrevista?.resumen);
      const inEnglish = await t.call(screeningProposalCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicant },
        token: acme.token,
        language: 'en',
      });
      expect(inEnglish.data!.respuestas_entrevista?.resumen).toMatch(/^Fit: (?:good|to be confirmed|weak) · answered 3 of 3 questions\./);
      expect(inEnglish.data!.respuestas_entrevista?.resumen).toContain('“Inglés avanzado”, question 3: “Avanzado, lo uso con clientes”');
      expect(data.respuestas_entrevista?.respuestas).toEqual([
        { pregunta: '¿Cuándo podrías empezar?', respuesta: 'En dos semanas' },
        { pregunta: '¿Por qué te interesa el puesto?', respuesta: '<script>alert(1)</script> Me gusta vender' },
        { pregunta: '¿Qué nivel de inglés tienes?', respuesta: 'Avanzado, lo uso con clientes' },
      ]);
      expect((await screeningState(applicant))?.screening_estado).toBe('FINALIZADA');
      expect(SCREENING_STATES).toContain(data.estado);
    });

    it('answers 404 for a link that does not exist, and refuses answers to questions it does not have', async () => {
      const ip = nextIp();
      const unknown = 'x'.repeat(32);
      for (const result of [
        await t.call(publicInterviewCall, { query: { iv: unknown }, ip }),
        await t.call(saveAnswerCall, { body: { iv: unknown, numero: 1, respuesta: 'Hola' }, ip }),
        await t.call(submitInterviewCall, { body: { iv: unknown }, ip }),
      ]) {
        expect(result.status).toBe(404);
        expect(result.error?.code).toBe('interview_not_found');
      }
      const iv = tokenOf((await create(await addApplicant(acme, postingId))).data!.link_entrevista);
      const wrong = await t.call(saveAnswerCall, { body: { iv, numero: 9, respuesta: 'Hola' }, ip });
      expect(wrong.status).toBe(400);
      expect(wrong.error?.field).toBe('numero');
      const tooLong = await t.call(saveAnswerCall, { body: { iv, numero: 1, respuesta: 'a'.repeat(4001) }, ip });
      expect(tooLong.status).toBe(400);
      expect((await t.call(publicInterviewCall, { query: { iv }, ip })).data!.estado).toBe('NO_INICIADA');
    });

    it('limits the calls one address makes in an hour', async () => {
      const ip = nextIp();
      const iv = tokenOf((await create(await addApplicant(acme, postingId))).data!.link_entrevista);
      for (let i = 0; i < RATE_LIMIT; i++) expect((await t.call(publicInterviewCall, { query: { iv }, ip })).status).toBe(200);
      const limited = await t.call(publicInterviewCall, { query: { iv }, ip });
      expect(limited.status).toBe(429);
      expect((await t.call(publicInterviewCall, { query: { iv }, ip: nextIp() })).status).toBe(200);
    });
  });
});
