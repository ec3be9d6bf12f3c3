import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, correctVerdictCall, type Applicant, type ApplicantsFilterInput } from '@postula/contract/applicants';
import { auditListCall } from '@postula/contract/audit';
import { updateJobCall } from '@postula/contract/postings';
import { screeningProposalCall } from '@postula/contract/screening';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, postingRequest, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * The recruiter corrects the AI (issue 34, decision 056): on any condition of an analysis they set the verdict
 * themselves, with an optional reason. The score, the list's order, the filters and the screening advice follow at
 * once; the AI's verdict is kept beside theirs; the activity log records it; a new analysis keeps it.
 */

let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;
let postingId: number;

const TITLE = 'Título de Licenciatura en Enfermería';
const YEARS = 'Al menos 3 años de experiencia en enfermería';
const conditions = {
  puesto: 'Enfermero/a',
  tareas_a_realizar: 'Cuidados de enfermería a pacientes internados.',
  condiciones_necesarias: [{ condicion_necesaria: TITLE }, { condicion_necesaria: YEARS }],
  condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
};

const cv = (lines: string[]) => ({ bytes: buildPdf(lines), name: 'cv.pdf', type: 'application/pdf' });

async function page(filter: ApplicantsFilterInput = {}, token = acme.token): Promise<Applicant[]> {
  const answer = await t.call(applicantsPageCall, {
    body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [], ...filter } },
    token,
  });
  return answer.data!.postulaciones;
}
const byEmail = async (email: string) => (await page()).find((a) => a.correo === email)!;
const names = (list: Applicant[]) => list.map((a) => a.nombre_persona);

function correct(applicant: Applicant, condicion: string, veredicto: 'met' | 'partly' | 'not_met' | null, motivo: string | null = null, token = acme.token) {
  return t.call(correctVerdictCall, {
    body: { evaluacion_id: postingId, postulacion_id: applicant.postulacion_id, condicion, tipo: 'mandatory', veredicto, motivo },
    token,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Clínica Norte' });
  other = await seedCompany(t, { name: 'Otra' });
  postingId = await createPosting(t, acme, conditions);
  const sent = [
    ['Marta Ruiz', 'marta.ruiz@example.com', 'Experiencia', 'Enfermera, Hospital Central, 2015 - 2024', 'Formación', 'Licenciatura en Enfermería, 2014', 'Idiomas', 'Inglés avanzado'],
    ['Luis Vega', 'luis.vega@example.com', 'Experiencia', 'Enfermero, Clínica del Sol, 2019 - 2024', 'Formación', 'Licenciatura en Enfermería, 2018'],
    ['Pedro Díaz', 'pedro.diaz@example.com', 'Experiencia', 'Cocinero, Restaurante El Puerto, 2015 - 2024', 'Preparación de platos y control de cocina.', 'Formación', 'Bachillerato completo, 2014'],
  ];
  for (const lines of sent) expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: cv(lines) })).status).toBe(200);
  await waitForAnalyses(t, acme, postingId, 3);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("a recruiter's correction of a verdict", () => {
  it('scores the applicant again at once, keeps the AI verdict beside it, and moves them in the list', async () => {
    const before = await byEmail('pedro.diaz@example.com');
    expect(before.analisis.condicion_necesaria_incumplida).toBe(true);
    expect(before.calificacion).toBeLessThanOrEqual(4);
    expect(names(await page()).at(-1)).toBe('Pedro Díaz');
    expect(before.analisis.cumple_obligatorias).toBe(false);
    expect(names(await page({ cumple_obligatorias: true }))).not.toContain('Pedro Díaz');
    const title = before.analisis.condiciones.find((c) => c.condicion === TITLE)!;
    expect(title.veredicto).toBe('not_met');

    const first = await correct(before, TITLE, 'met', 'Presentó el título en la entrevista');
    expect(first.status).toBe(200);
    const second = await correct(before, YEARS, 'met');
    expect(second.status).toBe(200);
    expect(second.data!.message).toBe(`Veredicto corregido: la calificación es ahora ${second.data!.calificacion!.toFixed(1).replace('.', ',')}.`);

    const after = await byEmail('pedro.diaz@example.com');
    expect(after.calificacion).toBe(second.data!.calificacion);
    expect(after.calificacion!).toBeGreaterThan(4);
    expect(after.analisis).toMatchObject({ condicion_necesaria_incumplida: false, cumple_obligatorias: true });
    const corrected = after.analisis.condiciones.find((c) => c.condicion === TITLE)!;
    expect(corrected).toMatchObject({
      veredicto: 'met',
      // The AI's explanation and quote stay: the recruiter reads what it said and why it was corrected.
      explicacion: title.explicacion,
      evidencia: title.evidencia,
      correccion: { veredicto_ia: 'not_met', motivo: 'Presentó el título en la entrevista', usuario: acme.email, fecha: expect.any(String) },
    });
    expect(after.analisis.condiciones.find((c) => c.condicion === YEARS)!.correccion).toMatchObject({ motivo: null });
    // The list is ordered by the new score at once.
    const scores = (await page()).map((a) => a.calificacion!);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores).toContain(after.calificacion);
    expect(names(await page({ cumple_obligatorias: true }))).toContain('Pedro Díaz');
  });

  it('changes the screening advice: no longer advised against', async () => {
    const pedro = await byEmail('pedro.diaz@example.com');
    const proposal = await t.call(screeningProposalCall, { body: { evaluacion_id: postingId, postulacion_id: pedro.postulacion_id }, token: acme.token });
    expect(proposal.data).toMatchObject({ condicion_necesaria_incumplida: false, condiciones_incumplidas: [] });
  });

  it('is recorded in the activity log with the condition, the AI verdict and the new one, never the reason', async () => {
    const log = await t.call(auditListCall, { query: { accion: 'veredicto_corregido' }, token: acme.token });
    const entries = log.data!.registros;
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.detalle)).toContainEqual({
      veredicto: { condicion: TITLE, ia: 'not_met', antes: 'not_met', despues: 'met' },
      con_motivo: true,
    });
    expect(entries[0]).toMatchObject({ usuario: acme.email, postulante_existe: true, evaluacion_id: postingId });
    expect(JSON.stringify(entries)).not.toContain('Presentó');
    // Saving the same correction again is no change: nothing logged, and it keeps who made it and when.
    const pedro = await byEmail('pedro.diaz@example.com');
    const made = pedro.analisis.condiciones.find((c) => c.condicion === YEARS)!.correccion!.fecha;
    expect((await correct(pedro, YEARS, 'met')).status).toBe(200);
    expect((await t.call(auditListCall, { query: { accion: 'veredicto_corregido' }, token: acme.token })).data!.registros).toHaveLength(2);
    expect((await byEmail('pedro.diaz@example.com')).analisis.condiciones.find((c) => c.condicion === YEARS)!.correccion!.fecha).toBe(made);
  });

  it('survives a new analysis of the CV while the condition keeps its words', async () => {
    const edited = await t.call(updateJobCall, {
      params: { id: postingId },
      body: postingRequest({ ...conditions, condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }, { condicion_deseable: 'Manejo de historia clínica electrónica' }] }),
      token: acme.token,
    });
    expect(edited.data!.recalificando).toBe(3);
    const deadline = Date.now() + 60_000;
    let pedro = await byEmail('pedro.diaz@example.com');
    while (pedro.analisis.condiciones.length < 4 || pedro.analisis.estado !== 'done') {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
      pedro = await byEmail('pedro.diaz@example.com');
    }
    expect(pedro.analisis.condiciones.find((c) => c.condicion === TITLE)).toMatchObject({ veredicto: 'met', correccion: { veredicto_ia: 'not_met', usuario: acme.email } });
    expect(pedro.analisis.condicion_necesaria_incumplida).toBe(false);
    expect(pedro.calificacion!).toBeGreaterThan(4);
  });

  it('splits the mandatory filter: confirmed met, or none known unmet', async () => {
    const luis = await byEmail('luis.vega@example.com');
    expect(luis.analisis.cumple_obligatorias).toBe(true);
    expect((await correct(luis, YEARS, 'partly', 'Dos de sus años fueron de práctica')).status).toBe(200);
    expect(names(await page({ cumple_obligatorias: true })).sort()).toEqual(['Marta Ruiz', 'Pedro Díaz']);
    expect(names(await page({ sin_obligatorias_incumplidas: true })).sort()).toEqual(['Luis Vega', 'Marta Ruiz', 'Pedro Díaz']);
  });

  it('is taken back to the AI verdict, and the score and the cap with it', async () => {
    const pedro = await byEmail('pedro.diaz@example.com');
    const restored = await correct(pedro, TITLE, null, 'ignored', acme.token);
    expect(restored.status).toBe(200);
    const after = await byEmail('pedro.diaz@example.com');
    expect(after.analisis.condiciones.find((c) => c.condicion === TITLE)).toMatchObject({ veredicto: 'not_met', correccion: null });
    expect(after.analisis.condicion_necesaria_incumplida).toBe(true);
    expect(after.calificacion!).toBeLessThanOrEqual(4);
    expect(names(await page({ sin_obligatorias_incumplidas: true }))).not.toContain('Pedro Díaz');
    const log = await t.call(auditListCall, { query: { accion: 'veredicto_corregido' }, token: acme.token });
    expect(log.data!.registros[0]!.detalle).toEqual({ veredicto: { condicion: TITLE, ia: 'not_met', antes: 'met', despues: null } });
  });

  it('says what went wrong in the reader language and changes nothing', async () => {
    const pedro = await byEmail('pedro.diaz@example.com');
    const gone = await correct(pedro, 'Una condición que el aviso no tiene', 'met');
    expect(gone.status).toBe(409);
    expect(gone.error).toMatchObject({ code: 'condition_not_in_analysis', field: 'condicion' });
    const english = await t.call(correctVerdictCall, {
      body: { evaluacion_id: postingId, postulacion_id: pedro.postulacion_id, condicion: 'Otra', tipo: 'mandatory', veredicto: 'met' },
      token: acme.token,
      language: 'en',
    });
    expect(english.error!.message).toMatch(/^This applicant's analysis no longer has that condition/);
    // Unclear is the AI's "cannot tell", never a person's verdict; the kind must be the condition's own.
    const unclear = await t.call(correctVerdictCall, {
      body: { evaluacion_id: postingId, postulacion_id: pedro.postulacion_id, condicion: TITLE, tipo: 'mandatory', veredicto: 'unclear' as never },
      token: acme.token,
    });
    expect(unclear.status).toBe(400);
    expect(unclear.error).toMatchObject({ code: 'validation' });
    expect((await t.call(correctVerdictCall, { body: { evaluacion_id: postingId, postulacion_id: pedro.postulacion_id, condicion: TITLE, tipo: 'desirable', veredicto: 'met' }, token: acme.token })).status).toBe(409);
    const long = await correct(pedro, TITLE, 'met', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.error).toMatchObject({ code: 'validation', field: 'motivo' });
    const nul = await correct(pedro, TITLE, 'met', 'a\u0000b');
    expect(nul.status).toBe(400);
    // Another company's token names no such posting or applicant.
    expect((await correct(pedro, TITLE, 'met', null, other.token)).status).toBe(404);
    const unchanged = await byEmail('pedro.diaz@example.com');
    expect(unchanged.analisis.condiciones.find((c) => c.condicion === TITLE)).toMatchObject({ veredicto: 'not_met', correccion: null });
    expect(unchanged.calificacion).toBe(pedro.calificacion);
  });

  it('keeps markup in a reason as the text it is', async () => {
    const marta = await byEmail('marta.ruiz@example.com');
    const reason = '<img src=x onerror=alert(1)> confirmado';
    expect((await correct(marta, TITLE, 'met', reason)).status).toBe(200);
    const after = await byEmail('marta.ruiz@example.com');
    expect(after.analisis.condiciones.find((c) => c.condicion === TITLE)!.correccion!.motivo).toBe(reason);
  });
});
