import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUploadByCodeCall, publicUploadByIdCall } from '@postula/contract/applicants';
import { closeJobCall, jobDetailCall, reopenJobCall } from '@postula/contract/postings';
import { updatePrivacySettingsCall } from '@postula/contract/privacy';
import { createPosting } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { updatePostingLimits } from '../postings/postings.repository';

// Issue 33: GET /jobsearch/upload/{id} takes sequential ids, so anyone could read every closed posting's tasks by
// counting. A posting that takes no CVs now says only that: its page shows the company and the position above the
// closing texts (spec §4: any estado but 'vigente' hides the upload and shows texto_1..3), and nothing else.
let t: TestApp;
let acme: SeededCompany;

const TASKS = 'Negociar con los proveedores del plan interno de expansión 2027 y reportar a la dirección.';

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme' });
  const saved = await t.call(updatePrivacySettingsCall, {
    body: { politica_url: 'https://acme.example/privacidad', contacto_email: 'privacidad@acme.example', conservacion_meses: 6 },
    token: acme.token,
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** The posting's page by its id and by its public code, which must say the same. */
async function publicPage(id: number) {
  const byId = await t.call(publicUploadByIdCall, { params: { evaluacion_id: id } });
  const code = (await t.call(jobDetailCall, { params: { id }, token: acme.token })).data!.codigo_publico;
  const byCode = await t.call(publicUploadByCodeCall, { query: { e: code } });
  expect(byId.status).toBe(200);
  expect(byCode.data).toEqual(byId.data);
  return byId.data!;
}

const nothingElse = { tareas_a_realizar: '', privacidad: { politica_url: null, contacto_email: null, conservacion_meses: 0 } };

describe('the page of a posting that takes no CVs', () => {
  it('closed by the recruiter: the company, the position and that it is closed, nothing else', async () => {
    const id = await createPosting(t, acme, { puesto: 'Comprador', tareas_a_realizar: TASKS });
    expect(await publicPage(id)).toMatchObject({
      estado: 'vigente',
      tareas_a_realizar: TASKS,
      privacidad: { politica_url: 'https://acme.example/privacidad', contacto_email: 'privacidad@acme.example', conservacion_meses: 6 },
    });

    expect((await t.call(closeJobCall, { params: { id }, token: acme.token })).status).toBe(200);
    expect(await publicPage(id)).toEqual({
      empresa_id: acme.companyId,
      evaluacion_id: id,
      nombre_empresa: 'Acme',
      puesto: 'Comprador',
      estado: 'cerrada',
      idioma: 'es',
      texto_1: 'Esta búsqueda está cerrada',
      texto_2: 'Acme cerró la búsqueda para el puesto de Comprador y ya no recibe CVs.',
      texto_3: 'Gracias por tu interés. Te invitamos a estar atento a sus próximas búsquedas.',
      ...nothingElse,
    });

    // Reopened, it shows its tasks again.
    expect((await t.call(reopenJobCall, { params: { id }, token: acme.token, body: {} })).status).toBe(200);
    expect(await publicPage(id)).toMatchObject({ estado: 'vigente', tareas_a_realizar: TASKS });
  });

  it('past its valid-until date, or with its maximum of CVs, says the same and no more', async () => {
    const expired = await createPosting(t, acme, { puesto: 'Cajero', tareas_a_realizar: TASKS });
    await updatePostingLimits(t.database.db, expired, { validUntil: '2020-01-31' });
    expect(await publicPage(expired)).toEqual({
      empresa_id: acme.companyId,
      evaluacion_id: expired,
      nombre_empresa: 'Acme',
      puesto: 'Cajero',
      estado: 'vencida',
      idioma: 'es',
      texto_1: 'Esta búsqueda ya cerró',
      texto_2: 'Acme recibió CVs para el puesto de Cajero hasta el 31 de enero de 2020.',
      texto_3: 'Gracias por tu interés. Te invitamos a estar atento a sus próximas búsquedas.',
      ...nothingElse,
    });

    const full = await createPosting(t, acme, { puesto: 'Repositor', tareas_a_realizar: TASKS }, 'pt');
    await updatePostingLimits(t.database.db, full, { maxCvs: 0 });
    expect(await publicPage(full)).toMatchObject({ estado: 'completa', idioma: 'pt', puesto: 'Repositor', ...nothingElse });
  });
});
