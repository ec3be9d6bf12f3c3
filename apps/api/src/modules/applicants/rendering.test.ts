import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant } from '@postula/contract/applicants';
import { LANGUAGES, type Language } from '@postula/contract/constants';
import { screeningProposalCall } from '@postula/contract/screening';
import { applicantsPageCall } from '@postula/contract/applicants';
import { jobDetailCall } from '@postula/contract/postings';
import type { CvAnalysis } from '../../engine/engine';
import { corpusFile, createPosting, insertApplicantRow, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findPosting } from '../postings/postings.repository';
import * as repo from './analysis/analysis.repository';

/**
 * Analyses are stored as data and said in the reader's language (decision 020): a CV sent to a Spanish posting
 * reads in English or Portuguese to a recruiter who reads in them, through the real app. The conditions and the
 * evidence stay the recruiter's and the CV's own words; analyses stored as text (before, or by the OpenAI-compatible
 * engine) read as they were written.
 */
describe('analyses said in the reader’s language (Accept-Language)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let postingId: number;
  let analysed: Applicant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedCompany(t, { name: 'Acme' });
    postingId = await createPosting(
      t,
      acme,
      {
        puesto: 'Desarrollador/a de software',
        condiciones_necesarias: [
          { condicion_necesaria: 'Al menos 3 años de experiencia en desarrollo de software' },
          { condicion_necesaria: 'Java o Python' },
        ],
        condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }, { condicion_deseable: 'Alemán intermedio' }, { condicion_deseable: 'Kubernetes' }],
      },
      'es',
    );
    const answer = await uploadCv(t, {
      empresa_id: acme.companyId,
      evaluacion_id: postingId,
      file: { bytes: corpusFile('cvs/srbhr__Resume-Matcher__john_doe.pdf'), name: 'cv.pdf' },
    });
    expect(answer.status).toBe(200);
    analysed = (await waitForAnalyses(t, acme, postingId, 1))[0]!;
    expect(analysed.analisis).toMatchObject({ estado: 'done', motor_ia: 'embedded' });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = (language?: Language) =>
    t.call(applicantsPageCall, {
      body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
      token: acme.token,
      ...(language ? { language } : {}),
    });

  const byId = async (language: Language | undefined, id: number) => {
    const answer = await page(language);
    expect(answer.status).toBe(200);
    return answer.data!.postulaciones.find((a) => a.id === id)!;
  };

  const OPENING: Record<Language, RegExp> = { es: /^(?:El CV|La formación)\s/, en: /^(?:The CV|The qualifications)\s/, pt: /^(?:O currículo|A formação)\s/ };
  const SUMMARY: Record<Language, RegExp> = {
    es: /^Puesto actual: Full Stack Java Developer; unos \d+ años de experiencia según las fechas del CV/,
    en: /^Current role: Full Stack Java Developer; about \d+ years of experience by the CV's dates/,
    pt: /^Cargo atual: Full Stack Java Developer; cerca de \d+ anos de experiência pelas datas do currículo/,
  };
  const ENGLISH: Record<Language, string> = { es: 'inglés', en: 'English', pt: 'inglês' };
  const GERMAN: Record<Language, string> = { es: 'El CV no menciona alemán.', en: 'The CV does not mention German.', pt: 'O currículo não menciona alemão.' };

  it.each(LANGUAGES)('the applicants page reads in %s: every explanation and the summary', async (language) => {
    const applicant = await byId(language, analysed.id);
    expect(applicant.resumen_cv).toMatch(SUMMARY[language]);
    const conditions = applicant.analisis.condiciones;
    expect(conditions).toHaveLength(5);
    for (const condition of conditions) expect(condition.explicacion, condition.condicion).toMatch(OPENING[language]);
    const english = conditions.find((c) => c.condicion === 'Inglés avanzado')!;
    expect(english.explicacion).toContain(ENGLISH[language]);
    expect(conditions.find((c) => c.condicion === 'Alemán intermedio')!.explicacion).toBe(GERMAN[language]);
  });

  it('keeps the conditions, the verdicts and the evidence as they are, whatever the reader’s language', async () => {
    const [es, en, pt] = await Promise.all(LANGUAGES.map((language) => byId(language, analysed.id)));
    const words = (a: Applicant) => a.analisis.condiciones.map(({ condicion, tipo, veredicto, evidencia }) => ({ condicion, tipo, veredicto, evidencia }));
    expect(words(en!)).toEqual(words(es!));
    expect(words(pt!)).toEqual(words(es!));
    expect(en!.calificacion).toBe(es!.calificacion);
    expect(words(es!).map((c) => c.condicion)).toEqual([
      'Al menos 3 años de experiencia en desarrollo de software',
      'Java o Python',
      'Inglés avanzado',
      'Alemán intermedio',
      'Kubernetes',
    ]);
  });

  it('reads in Spanish without Accept-Language, and in the best language the header names', async () => {
    expect((await byId(undefined, analysed.id)).resumen_cv).toMatch(SUMMARY.es);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/jobsearch/page',
      headers: { authorization: `Bearer ${acme.token}`, 'accept-language': 'fr-FR,pt-BR;q=0.8,en;q=0.5', 'content-type': 'application/json' },
      payload: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().postulaciones[0].resumen_cv).toMatch(SUMMARY.pt);
  });

  it.each(LANGUAGES)('the job detail and the screening proposal read in %s', async (language) => {
    const detail = await t.call(jobDetailCall, { params: { id: postingId }, token: acme.token, language });
    const applicant = detail.data!.postulaciones.find((a) => a.id === analysed.id)!;
    expect(applicant.resumen_cv).toMatch(SUMMARY[language]);
    for (const condition of applicant.analisis.condiciones) expect(condition.explicacion).toMatch(OPENING[language]);
    // The posting stays Spanish: its questions are asked in Spanish, the summary beside them is the reader's.
    expect(detail.data!.idioma).toBe('es');
    const screening = await t.call(screeningProposalCall, {
      body: { evaluacion_id: postingId, postulacion_id: analysed.id },
      token: acme.token,
      language,
    });
    expect(screening.status).toBe(200);
    expect(screening.data!.resumen_cv).toMatch(SUMMARY[language]);
    expect(screening.data!.idioma).toBe('es');
  });

  describe('analyses stored as text', () => {
    async function storedApplicant(analysis: Partial<CvAnalysis>): Promise<number> {
      const found = await findPosting(t.database.db, acme.companyId, postingId);
      const inserted = await insertApplicantRow(t.database.db, found!.posting, { storageKey: `test/${analysis.summary}`, sha256: String(analysis.summary) });
      await repo.storeAnalysis(
        t.database.db,
        inserted.id,
        inserted.cvFileId,
        { language: 'es', name: 'Persona', email: null, phone: null, summary: '', score: 5, conditions: [], mandatoryNotMet: false, ...analysis },
        'openai:test-model',
      );
      return inserted.id;
    }

    it('an analysis without keys or facts (stored before, or by the OpenAI-compatible engine) reads as written', async () => {
      const id = await storedApplicant({
        summary: 'Desarrollador con cinco años de experiencia en Java.',
        conditions: [{ condition: 'Java o Python', kind: 'mandatory', verdict: 'met', evidence: 'Java', reason: 'El CV menciona Java.' }],
      });
      for (const language of LANGUAGES) {
        const applicant = await byId(language, id);
        expect(applicant.resumen_cv).toBe('Desarrollador con cinco años de experiencia en Java.');
        expect(applicant.analisis.condiciones[0]).toMatchObject({ condicion: 'Java o Python', evidencia: 'Java', explicacion: 'El CV menciona Java.' });
      }
    });

    it('a key this version does not know, or facts it cannot read, fall back to the stored text', async () => {
      const id = await storedApplicant({
        summary: 'Resumen guardado.',
        summaryFacts: { role: 'a title as a newer shape' } as never,
        conditions: [
          { condition: 'Docker', kind: 'desirable', verdict: 'met', evidence: 'Docker', reason: 'El CV menciona Docker.', reasonKey: 'generic.fromTheFuture', reasonParams: { what: 'Docker' } },
          { condition: 'Java o Python', kind: 'mandatory', verdict: 'met', evidence: 'Java', reason: 'El CV menciona Java.', reasonKey: 'generic.met', reasonParams: { what: 'Java' } },
        ],
      });
      const applicant = await byId('en', id);
      expect(applicant.resumen_cv).toBe('Resumen guardado.');
      expect(applicant.analisis.condiciones.map((c) => c.explicacion)).toEqual(['El CV menciona Docker.', 'The CV mentions Java.']);
    });
  });
});
