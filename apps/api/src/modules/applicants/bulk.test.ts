import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, BULK_FILTER_MAX, type ApplicantsFilterInput } from '@postula/contract/applicants';
import { EMAIL_FILTER_MAX, sendEmailsCall } from '@postula/contract/mail';
import { createMarkCall, setMarksCall } from '@postula/contract/marks';
import { changeStageCall, listStagesCall, stageHistoryCall } from '@postula/contract/stages';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeAnalysis } from './analysis/analysis.repository';
import { insertApplicants } from './intake/intake.repository';

/**
 * The bulk calls by filter (issue 18, "all that match the filter"; decision 040): stage, mark and e-mail act on
 * every applicant of the posting the list's filter matches, read with the page's own conditions, all or none,
 * up to their limits, through the real app (e-mails over the test SMTP server).
 */
let t: TestApp;
let acme: SeededCompany;
let other: SeededCompany;
let postingId: number;
/** 25 scored 8 (named "Vendedora"), 5 scored 3 (named "Cajero", two without an e-mail). */
let high: number[];
let low: number[];
let sequence = 0;

async function analysed(posting: number, fields: { name: string; email: string | null; score: number }, company = acme) {
  const bytes = buildPdf([fields.name, `CV ${++sequence}`]);
  const row = await insertApplicantRow(t.database.db, { id: posting, companyId: company.companyId }, {
    storageKey: await t.storage.put(bytes, 'cv'),
    sizeBytes: bytes.length,
    sha256: `bulk-${sequence}`,
  });
  await storeAnalysis(
    t.database.db,
    row.id,
    row.cvFileId,
    { language: 'es', name: fields.name, email: fields.email, phone: null, summary: 'Resumen', score: fields.score, conditions: [], mandatoryNotMet: false },
    'embedded',
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedCompany(t, { name: 'Acme' });
  other = await seedCompany(t, { name: 'Otra' });
  postingId = await createPosting(t, acme, { puesto: 'Vendedor' });
  high = [];
  for (let i = 1; i <= 25; i++) high.push(await analysed(postingId, { name: `Vendedora ${i}`, email: `vendedora${i}@example.com`, score: 8 }));
  low = [];
  for (let i = 1; i <= 5; i++) low.push(await analysed(postingId, { name: `Cajero ${i}`, email: i <= 3 ? `cajero${i}@example.com` : null, score: 3 }));
});
afterAll(async () => {
  await t?.close();
});

const filtro = (f: ApplicantsFilterInput = {}) => ({ nombre_o_notas: '', marcas: [], ...f });
const stagesOf = async (company = acme) => (await t.call(listStagesCall, { token: company.token })).data!.etapas;
const moveByFilter = (f: ApplicantsFilterInput, etapa_id: number, company = acme, evaluacion_id = postingId) =>
  t.call(changeStageCall, { body: { evaluacion_id, filtro: filtro(f), etapa_id }, token: company.token });
const markByFilter = (f: ApplicantsFilterInput, marca_id: number, company = acme, evaluacion_id = postingId) =>
  t.call(setMarksCall, { body: { evaluacion_id, filtro: filtro(f), marca_id }, token: company.token });
const mailByFilter = (f: ApplicantsFilterInput, company = acme, evaluacion_id = postingId, language: 'es' | 'en' = 'es') =>
  t.call(sendEmailsCall, {
    body: { evaluacion_id, filtro: filtro(f), asunto: 'Hola {nombre}', cuerpo: 'Gracias por postularte a {puesto}.' },
    token: company.token,
    language,
  });
/** The ids the list shows for a filter (every page of it, 100 at a time). */
async function listed(f: ApplicantsFilterInput, posting = postingId): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await t.call(applicantsPageCall, {
      body: { evaluacion_id: posting, numero_pagina: page, cantidad_por_pagina: 100, filtro: filtro(f) },
      token: acme.token,
    });
    const rows = answer.data!.postulaciones;
    ids.push(...rows.map((r) => r.postulacion_id));
    if (rows.length < 100) return ids.sort((a, b) => a - b);
  }
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const count = async (sql: string, values: unknown[] = []) => ((await t.database.executeSql(sql, values)).rows[0] as { n: number }).n;

/** stage_counts and application_counts agree with the applicants themselves. */
async function expectCountsRight() {
  const stages = await t.database.executeSql(`select posting_id, stage_id, applicants from stage_counts where applicants <> 0 order by 1, 2`);
  const stagesActual = await t.database.executeSql(
    `select posting_id, stage_id, count(*)::int as applicants from applications where merged_into_id is null group by 1, 2 order by 1, 2`,
  );
  expect(stages.rows).toEqual(stagesActual.rows);
  const marks = await t.database.executeSql(`select posting_id, mark_id, score, applicants from application_counts where applicants <> 0 order by 1, 2, 3`);
  const marksActual = await t.database.executeSql(
    `select posting_id, coalesce(mark_id, 0) as mark_id, coalesce(score, -1) as score, count(*)::int as applicants
     from applications where merged_into_id is null group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(marks.rows).toEqual(marksActual.rows);
}

describe('bulk actions on every applicant the filter matches', () => {
  it('moves them to a stage, across pages, with each change in their history', async () => {
    const [first, shortlisted] = await stagesOf();
    // The list shows 25 by score on two pages of 20: the filter reaches both.
    expect(await listed({ calificacion_min: 6 })).toEqual(sorted(high));
    const moved = await moveByFilter({ calificacion_min: 6 }, shortlisted!.etapa_id);
    expect(moved.data).toEqual({ cambiadas: 25 });
    expect(await listed({ etapas: [shortlisted!.etapa_id] })).toEqual(sorted(high));
    expect(await listed({ etapas: [first!.etapa_id] })).toEqual(sorted(low));
    const history = await t.call(stageHistoryCall, {
      query: { evaluacion_id: String(postingId), postulacion_id: String(high[24]) },
      token: acme.token,
    });
    expect(history.data!.cambios.map((c) => [c.de?.nombre, c.a.nombre, c.usuario])).toEqual([['Nuevo', 'Preseleccionado', acme.email]]);
    expect(await count(`select count(*)::int as n from stage_changes where to_stage_id = $1`, [shortlisted!.etapa_id])).toBe(25);
    // Again: they are there already, nothing changes and nothing more is recorded.
    expect((await moveByFilter({ calificacion_min: 6 }, shortlisted!.etapa_id)).data).toEqual({ cambiadas: 0 });
    expect(await count(`select count(*)::int as n from stage_changes where to_stage_id = $1`, [shortlisted!.etapa_id])).toBe(25);
    // Back with a text and a stage in the filter: exactly the ones the list shows for it.
    const narrowed = { nombre_o_notas: 'vendedora 1', etapas: [shortlisted!.etapa_id] };
    const shown = await listed(narrowed);
    expect(shown.length).toBeGreaterThan(10); // Vendedora 1, 10–19, 21
    expect(shown.length).toBeLessThan(25);
    expect((await moveByFilter(narrowed, first!.etapa_id)).data).toEqual({ cambiadas: shown.length });
    expect(await listed({ etapas: [first!.etapa_id] })).toEqual(sorted([...low, ...shown]));
    await moveByFilter({}, first!.etapa_id);
    expect((await listed({ etapas: [first!.etapa_id] })).length).toBe(30);
    await expectCountsRight();
  });

  it('puts a mark on them, and takes it off by the same filter', async () => {
    const vip = (await t.call(createMarkCall, { body: { nombre: 'Caja', color: '#336699' }, token: acme.token })).data!.marca_id;
    expect((await markByFilter({ nombre_o_notas: 'cajero' }, vip)).data).toEqual({ cambiadas: 5 });
    expect(await listed({ marcas: [vip] })).toEqual(sorted(low));
    expect((await markByFilter({ marcas: [vip], calificacion_max: 4 }, -1)).data).toEqual({ cambiadas: 5 });
    expect(await listed({ marcas: [vip] })).toEqual([]);
    await expectCountsRight();
  });

  it('e-mails them, skipping and counting the CVs without an address', async () => {
    const answer = await mailByFilter({ calificacion_max: 4 });
    expect(answer.data).toMatchObject({ enviados: 3, sin_correo: 2, sin_entrevista: 0 });
    expect(answer.data!.message).toBe('E-mails en cola de envío: 3. Sin e-mail en el CV (no enviados): 2.');
    for (const i of [1, 2, 3]) {
      const mail = await t.smtp.waitFor(`cajero${i}@example.com`);
      expect(mail.subject).toBe(`Hola Cajero ${i}`);
      expect(mail.text).toContain('Gracias por postularte a Vendedor.');
    }
    // Nobody the filter left out was written to.
    expect(t.smtp.messages.filter((m) => m.to.some((to) => to.startsWith('vendedora')))).toEqual([]);
  });

  it('refuses ids and a filter together, or neither, naming the field, for each call', async () => {
    const [stage] = await stagesOf();
    const both = { evaluacion_id: postingId, postulacion_ids: [high[0]], filtro: filtro() };
    const neither = { evaluacion_id: postingId };
    const calls = [
      (body: object) => t.call(changeStageCall, { body: { ...body, etapa_id: stage!.etapa_id }, token: acme.token }),
      (body: object) => t.call(setMarksCall, { body: { ...body, marca_id: -1 }, token: acme.token }),
      (body: object) => t.call(sendEmailsCall, { body: { ...body, asunto: 'Hola', cuerpo: 'Texto' }, token: acme.token }),
    ];
    for (const call of calls) {
      expect((await call(both)).error).toMatchObject({ code: 'validation', field: 'filtro' });
      expect((await call(both)).status).toBe(400);
      expect((await call(neither)).error).toMatchObject({ code: 'validation', field: 'postulacion_ids' });
    }
    // A filter the page itself refuses is refused here too.
    const inverted = await moveByFilter({ calificacion_min: 8, calificacion_max: 2 }, stage!.etapa_id);
    expect(inverted.error).toMatchObject({ code: 'validation', field: 'filtro.calificacion_max' });
  });

  it('keeps each company to its own: another company’s posting, stage or mark answers 404 and nothing changes', async () => {
    const [, shortlisted] = await stagesOf();
    const [theirStage] = await stagesOf(other);
    const theirMark = (await t.call(createMarkCall, { body: { nombre: 'Suya', color: '#aa0000' }, token: other.token })).data!.marca_id;
    const theirPosting = await createPosting(t, other);
    const theirs = await analysed(theirPosting, { name: 'Ajena', email: 'ajena@example.com', score: 9 }, other);
    const changesBefore = await count(`select count(*)::int as n from stage_changes`);
    const outboxBefore = await count(`select count(*)::int as n from outbox`);

    // Their posting, by my session.
    expect((await moveByFilter({}, shortlisted!.etapa_id, acme, theirPosting)).status).toBe(404);
    expect((await markByFilter({}, -1, acme, theirPosting)).status).toBe(404);
    expect((await mailByFilter({}, acme, theirPosting)).status).toBe(404);
    // Their stage or mark as the target.
    expect((await moveByFilter({}, theirStage!.etapa_id)).status).toBe(404);
    expect((await markByFilter({}, theirMark)).status).toBe(404);
    // Their stage or mark inside my filter: refused, not quietly matching nobody.
    for (const f of [{ etapas: [theirStage!.etapa_id] }, { marcas: [theirMark] }]) {
      expect((await moveByFilter(f, shortlisted!.etapa_id)).status).toBe(404);
      expect((await markByFilter(f, -1)).status).toBe(404);
      expect((await mailByFilter(f)).status).toBe(404);
    }
    expect(await count(`select count(*)::int as n from stage_changes`)).toBe(changesBefore);
    expect(await count(`select count(*)::int as n from outbox`)).toBe(outboxBefore);
    expect((await t.call(stageHistoryCall, { query: { evaluacion_id: String(theirPosting), postulacion_id: String(theirs) }, token: other.token })).data!.cambios).toEqual([]);
  });

  it('refuses more than its limit with 422 bulk_too_many, changing nothing, and takes exactly the limit', async () => {
    const big = await createPosting(t, acme, { puesto: 'Muchos' });
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < BULK_FILTER_MAX + 1; i += 1000) {
        const rows = Array.from({ length: Math.min(1000, BULK_FILTER_MAX + 1 - i) }, (_, j) => ({
          storageKey: `big/${i + j}`,
          originalName: 'cv.pdf',
          kind: 'pdf' as const,
          sizeBytes: 1,
          sha256: `big-${i + j}`,
        }));
        await insertApplicants(tx, { id: big, companyId: acme.companyId }, rows);
      }
    });
    const [first, shortlisted, , , , rejected] = await stagesOf();
    const vip = (await t.call(createMarkCall, { body: { nombre: 'Muchos', color: '#112233' }, token: acme.token })).data!.marca_id;
    const changesBefore = await count(`select count(*)::int as n from stage_changes`);
    const outboxBefore = await count(`select count(*)::int as n from outbox`);

    const refused = [
      await moveByFilter({}, shortlisted!.etapa_id, acme, big),
      await markByFilter({}, vip, acme, big),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.error).toMatchObject({ code: 'bulk_too_many', field: 'filtro' });
      expect(answer.error!.message).toBe(
        'El filtro abarca 5001 postulantes y una sola acción puede cambiar hasta 5000. Acota el filtro e inténtalo de nuevo; no se cambió nada.',
      );
    }
    const mail = await mailByFilter({ nombre_o_notas: '' }, acme, big, 'en');
    expect(mail.status).toBe(422);
    expect(mail.error!.message).toBe(
      `The filter matches ${BULK_FILTER_MAX + 1} applicants and one action can change at most ${EMAIL_FILTER_MAX}. Narrow the filter and try again; nothing was changed.`,
    );
    expect(await count(`select count(*)::int as n from stage_changes`)).toBe(changesBefore);
    expect(await count(`select count(*)::int as n from outbox`)).toBe(outboxBefore);
    expect(await count(`select count(*)::int as n from applications where posting_id = $1 and (stage_id <> $2 or mark_id is not null)`, [big, first!.etapa_id])).toBe(0);

    // One out of the way by id: the 5,000 left are exactly the limit.
    const [one] = await listed({}, big).then((ids) => ids.slice(0, 1));
    expect((await t.call(changeStageCall, { body: { evaluacion_id: big, postulacion_ids: [one!], etapa_id: rejected!.etapa_id }, token: acme.token })).data).toEqual({ cambiadas: 1 });
    const moved = await moveByFilter({ etapas: [first!.etapa_id] }, shortlisted!.etapa_id, acme, big);
    expect(moved.data).toEqual({ cambiadas: BULK_FILTER_MAX });
    expect(await count(`select count(*)::int as n from stage_changes where to_stage_id = $1 and application_id > $2`, [shortlisted!.etapa_id, one!])).toBe(BULK_FILTER_MAX);
    expect((await markByFilter({ etapas: [shortlisted!.etapa_id] }, vip, acme, big)).data).toEqual({ cambiadas: BULK_FILTER_MAX });
    await expectCountsRight();
  }, 120_000);
});
