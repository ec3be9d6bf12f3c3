import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, updateApplicantCall, type ApplicantOrder, type ApplicantsFilterInput } from '@postula/contract/applicants';
import { INT4_MAX } from '@postula/contract/call';
import { sendEmailsCall } from '@postula/contract/mail';
import { createMarkCall, setMarksCall } from '@postula/contract/marks';
import { changeStageCall, listStagesCall } from '@postula/contract/stages';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeAnalysis } from './analysis/analysis.repository';
import { updateNotes } from './review/review.repository';

/*
 * The list's filter at its limits (issue 33), through the real app, on every call that reads it: the page, the
 * export and the bulk calls by filter (stage, mark, e-mail). A mark id, an id or a page number past PostgreSQL's
 * int4 answers 400 naming the field (it answered 500), and nothing changes.
 */

let t: TestApp;
let acme: SeededCompany;
let postingId: number;
let vip: number;
const ids: Record<string, number> = {};

/** The twenty different words of one applicant's notes. */
const TWENTY = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte'];

async function applicant(name: string, score: number, extra: { email?: string; notes?: string } = {}) {
  const row = await insertApplicantRow(t.database.db, { id: postingId, companyId: acme.companyId }, { storageKey: `limits/${name}`, sha256: `limits-${name}` });
  await storeAnalysis(
    t.database.db,
    row.id,
    row.cvFileId,
    { language: 'es', name, email: extra.email ?? null, phone: null, summary: 'Resumen', score, conditions: [], mandatoryNotMet: false },
    'embedded',
  );
  if (extra.notes) await updateNotes(t.database.db, row.id, extra.notes);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  acme = await seedCompany(t, { name: 'Acme' });
  postingId = await createPosting(t, acme, { puesto: 'Vendedor' });
  ids.ana = await applicant('Ana Acosta', 9, { email: 'ana@example.com', notes: TWENTY.join(' ') });
  ids.alvaro = await applicant('Álvaro Alonso', 8, { email: 'alvaro@example.com' });
  ids.beatriz = await applicant('Beatriz Bravo', 7, { email: 'beatriz@example.com', notes: 'Habla alemán; 100% remoto' });
  ids.carla = await applicant('Carla Castro', 6, { email: 'carla@example.com' });
  ids.andres = await applicant('Andrés Blanco', 5);
  vip = (await t.call(createMarkCall, { body: { nombre: 'VIP', color: '#336699' }, token: acme.token })).data!.marca_id;
});
afterAll(async () => {
  await t?.close();
});

const filtro = (f: ApplicantsFilterInput = {}) => ({ nombre_o_notas: '', marcas: [], ...f });
const page = (f: ApplicantsFilterInput, more: { orden?: ApplicantOrder; por?: number; pagina?: number } = {}) =>
  t.call(applicantsPageCall, {
    body: { evaluacion_id: postingId, numero_pagina: more.pagina ?? 1, cantidad_por_pagina: more.por ?? 100, filtro: filtro(f), ...(more.orden ? { orden: more.orden } : {}) },
    token: acme.token,
  });
const download = (f: ApplicantsFilterInput | Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobsearch/export',
    headers: { authorization: `Bearer ${acme.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ evaluacion_id: postingId, filtro: filtro(f as ApplicantsFilterInput), formato: 'csv' }),
  });
const count = async (sql: string, values: unknown[] = []) => ((await t.database.executeSql(sql, values)).rows[0] as { n: number }).n;
/** What a bulk call could change: every applicant's stage and mark, the stage history and the e-mails queued. */
const everything = async () => ({
  applicants: (await t.database.executeSql('select id, stage_id, mark_id from applications where posting_id = $1 order by id', [postingId])).rows,
  stageChanges: await count('select count(*)::int as n from stage_changes'),
  outbox: await count('select count(*)::int as n from outbox'),
});

describe('numbers past what PostgreSQL takes', () => {
  const PAST = [INT4_MAX + 1, 3_000_000_000, -INT4_MAX - 2];

  it('a mark of the filter past int4, or below -1, answers 400 naming it on every call that reads the filter, changing nothing', async () => {
    const before = await everything();
    const [stage] = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    for (const mark of [...PAST, -2]) {
      const f = filtro({ marcas: [vip, mark] });
      const answers = [
        await page(f),
        await t.call(setMarksCall, { body: { evaluacion_id: postingId, filtro: f, marca_id: vip }, token: acme.token }),
        await t.call(changeStageCall, { body: { evaluacion_id: postingId, filtro: f, etapa_id: stage!.etapa_id }, token: acme.token }),
        await t.call(sendEmailsCall, { body: { evaluacion_id: postingId, filtro: f, asunto: 'Hola', cuerpo: 'Texto' }, token: acme.token }),
      ];
      for (const answer of answers) {
        expect(answer.status, String(mark)).toBe(400);
        expect(answer.error, String(mark)).toMatchObject({ code: 'validation', field: 'filtro.marcas.1' });
      }
      const exported = await download(f);
      expect(exported.statusCode, String(mark)).toBe(400);
      expect(exported.json()).toMatchObject({ code: 'validation', field: 'filtro.marcas.1' });
    }
    expect(await everything()).toEqual(before);
    // The largest id PostgreSQL takes is a mark nobody has; -1 still means every mark.
    expect((await page({ marcas: [INT4_MAX] })).data?.total_cv_recibidos).toBe(0);
    expect((await page({ marcas: [-1] })).data?.total_cv_recibidos).toBe(5);
  });

  it('a mark to set past int4 answers 400 naming it, on one applicant and on many, changing nothing', async () => {
    const before = await everything();
    for (const mark of PAST) {
      const one = await t.call(updateApplicantCall, { body: { evaluacion_id: postingId, postulacion_id: ids.ana!, datos: { marca_id: mark } }, token: acme.token });
      expect(one.status, String(mark)).toBe(400);
      expect(one.error).toMatchObject({ code: 'validation', field: 'datos.marca_id' });
      const many = await t.call(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: [ids.ana!], marca_id: mark }, token: acme.token });
      expect(many.status, String(mark)).toBe(400);
      expect(many.error).toMatchObject({ code: 'validation', field: 'marca_id' });
    }
    expect(await everything()).toEqual(before);
    // The largest id is only a mark this company does not have.
    expect((await t.call(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: [ids.ana!], marca_id: INT4_MAX }, token: acme.token })).status).toBe(404);
  });

  it('a page number past int4 answers 400 naming it; the last one PostgreSQL takes is an empty page', async () => {
    for (const numero_pagina of [INT4_MAX + 1, Number.MAX_SAFE_INTEGER]) {
      const answer = await t.call(applicantsPageCall, {
        body: { evaluacion_id: postingId, numero_pagina, cantidad_por_pagina: 100, filtro: filtro() },
        token: acme.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation', field: 'numero_pagina' });
    }
    const last = await page({ nombre_o_notas: 'a' }, { pagina: INT4_MAX });
    expect(last.data).toEqual({ postulaciones: [], total_cv_recibidos: 4 });
  });
});
