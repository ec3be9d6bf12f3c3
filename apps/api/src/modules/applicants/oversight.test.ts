import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantsPageCall } from '@postula/contract/applicants';
import { applicantEmailsCall } from '@postula/contract/mail';
import { listStagesCall, stageHistoryCall } from '@postula/contract/stages';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, uploadCv, waitForAnalyses } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Human oversight (issue 19, decisions 026 and 045): the score orders and explains; it never hides, rejects or
 * e-mails anyone by itself. An applicant the AI scores lowest, missing a mandatory condition, is on the list's
 * default page, in the pipeline's first stage where everyone starts, and is sent nothing but the confirmation
 * that the CV arrived.
 */

let t: TestApp;
let acme: SeededCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Clínica Norte' });
});
afterAll(async () => {
  await t?.close();
});

const cv = (lines: string[]) => ({ bytes: buildPdf(lines), name: 'cv.pdf', type: 'application/pdf' });

describe('an applicant scored lowest, with a mandatory condition not met', () => {
  it('is listed on the default page, stays in the first stage, and is e-mailed only the confirmation', { timeout: 60_000 }, async () => {
    const postingId = await createPosting(t, acme, {
      puesto: 'Enfermero/a',
      tareas_a_realizar: 'Cuidados de enfermería a pacientes internados.',
      condiciones_necesarias: [{ condicion_necesaria: 'Título de Licenciatura en Enfermería' }, { condicion_necesaria: 'Al menos 3 años de experiencia en enfermería' }],
      condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
    });
    // Two nurses, who score well, and a cook, who meets nothing the posting asks for.
    const sent = [
      ['Marta Ruiz', 'marta.ruiz@example.com', 'Experiencia', 'Enfermera, Hospital Central, 2015 - 2024', 'Formación', 'Licenciatura en Enfermería, 2014', 'Idiomas', 'Inglés avanzado'],
      ['Luis Vega', 'luis.vega@example.com', 'Experiencia', 'Enfermero, Clínica del Sol, 2019 - 2024', 'Formación', 'Licenciatura en Enfermería, 2018'],
      ['Pedro Díaz', 'pedro.diaz@example.com', 'Experiencia', 'Cocinero, Restaurante El Puerto, 2015 - 2024', 'Preparación de platos y control de cocina.', 'Formación', 'Bachillerato completo, 2014', 'Idiomas', 'Inglés básico'],
    ];
    for (const lines of sent) expect((await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: postingId, file: cv(lines) })).status).toBe(200);
    await waitForAnalyses(t, acme, postingId, 3);

    // The list as it opens: no filter, first page.
    const page = await t.call(applicantsPageCall, {
      body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
      token: acme.token,
    });
    expect(page.data?.total_cv_recibidos).toBe(3);
    const pedro = page.data!.postulaciones.find((a) => a.correo === 'pedro.diaz@example.com');
    expect(pedro).toMatchObject({
      nombre_persona: 'Pedro Díaz',
      analisis: { estado: 'done', condicion_necesaria_incumplida: true },
    });
    expect(pedro!.calificacion!).toBeLessThan(1);
    // His school diploma is not the degree asked; no nursing job is to be confirmed (decision 057), not a failure.
    expect(pedro!.analisis.condiciones.filter((c) => c.tipo === 'mandatory').map((c) => c.veredicto)).toEqual(['not_met', 'unclear']);
    // Last, because the list is ordered by score; the others are above, not instead.
    expect(page.data!.postulaciones.at(-1)!.postulacion_id).toBe(pedro!.postulacion_id);

    // In the first stage, where every applicant starts ('Nuevo'), never moved: not to 'Descartado' nor anywhere.
    const stages = await t.call(listStagesCall, { token: acme.token });
    const [first] = stages.data!.etapas;
    expect(first).toMatchObject({ clave: 'new' });
    expect(page.data!.postulaciones.map((a) => a.etapa_id)).toEqual([first!.etapa_id, first!.etapa_id, first!.etapa_id]);
    const history = await t.call(stageHistoryCall, { query: { evaluacion_id: String(postingId), postulacion_id: String(pedro!.postulacion_id) }, token: acme.token });
    expect(history.data?.cambios).toEqual([]);

    // One e-mail: the confirmation that the CV arrived, as every sender gets; nothing about the score.
    const confirmation = await t.smtp.waitFor('pedro.diaz@example.com');
    expect(confirmation.subject).toBe('Recibimos tu CV para Enfermero/a');
    await t.smtp.waitFor('marta.ruiz@example.com');
    await t.smtp.waitFor('luis.vega@example.com');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(t.smtp.messages.filter((m) => m.to.includes('pedro.diaz@example.com')).map((m) => m.subject)).toEqual([confirmation.subject]);
    await vi.waitFor(async () => {
      const emails = await t.call(applicantEmailsCall, { params: { evaluacion_id: postingId, postulacion_id: pedro!.postulacion_id }, token: acme.token });
      expect(emails.data?.correos.map((c) => c.tipo)).toEqual(['confirmacion']);
    });
  });
});
