import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, mergeApplicantsCall } from '@postula/contract/applicants';
import { BULK_MAX, changeStageCall, listStagesCall, removeStageCall, saveStagesCall, stageHistoryCall, type Stage } from '@postula/contract/stages';
import { createMarkCall, setMarksCall } from '@postula/contract/marks';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The pipeline, stage changes and their history, the stage filter and the bulk calls, through the real app. */
describe('stages (GET/PUT /settings/stages, POST /settings/stages/remove, POST /jobsearch/stage, GET /jobsearch/stage-history)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let postingId: number;
  let otherPostingId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
    postingId = await createPosting(t, acme);
    otherPostingId = await createPosting(t, other);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function addApplicant(company: SeededCompany, posting: number) {
    const n = ++sequence;
    const row = await insertApplicantRow(t.database.db, { id: posting, companyId: company.companyId }, { storageKey: `stages/${n}` });
    return row.id;
  }
  const stagesOf = async (company: SeededCompany, language: 'es' | 'en' | 'pt' = 'es') =>
    (await t.call(listStagesCall, { token: company.token, language })).data!.etapas;
  const page = async (filtro: { etapas?: number[]; marcas?: number[]; nombre_o_notas?: string }, posting = postingId, company = acme) =>
    (
      await t.call(applicantsPageCall, {
        body: { evaluacion_id: posting, numero_pagina: 1, cantidad_por_pagina: 100, filtro: { nombre_o_notas: '', marcas: [], ...filtro } },
        token: company.token,
      })
    ).data!;
  const move = (ids: number[], etapa_id: number, company = acme, evaluacion_id = postingId) =>
    t.call(changeStageCall, { body: { evaluacion_id, postulacion_ids: ids, etapa_id }, token: company.token });
  const history = (postulacion_id: number, language: 'es' | 'en' = 'es', company = acme, evaluacion_id = postingId) =>
    t.call(stageHistoryCall, { query: { evaluacion_id: String(evaluacion_id), postulacion_id: String(postulacion_id) }, token: company.token, language });

  /** stage_counts agrees with the applicants themselves (not merged), posting by posting. */
  async function expectCountsRight() {
    const kept = await t.database.executeSql(
      `select posting_id, stage_id, applicants from stage_counts where applicants <> 0 order by 1, 2`,
    );
    const actual = await t.database.executeSql(
      `select posting_id, stage_id, count(*)::int as applicants from applications where merged_into_id is null group by 1, 2 order by 1, 2`,
    );
    expect(kept.rows).toEqual(actual.rows);
  }

  it('gives a new company the default pipeline, said in the reader’s language', async () => {
    const es = await stagesOf(acme);
    expect(es.map((s) => [s.clave, s.nombre, s.postulaciones])).toEqual([
      ['new', 'Nuevo', 0],
      ['shortlisted', 'Preseleccionado', 0],
      ['interview', 'Entrevista', 0],
      ['offer', 'Oferta', 0],
      ['hired', 'Contratado', 0],
      ['rejected', 'Descartado', 0],
    ]);
    expect((await stagesOf(acme, 'en')).map((s) => s.nombre)).toEqual(['New', 'Shortlisted', 'Interview', 'Offer', 'Hired', 'Rejected']);
    expect((await stagesOf(acme, 'pt'))[1]!.nombre).toBe('Pré-selecionado');
    // Each company has its own.
    const theirs = await stagesOf(other);
    expect(theirs.some((s) => es.some((mine) => mine.etapa_id === s.etapa_id))).toBe(false);
  });

  it('puts a new applicant in the first stage, moves it, keeps the history and filters the list by stage', async () => {
    const [first, shortlisted, interview] = await stagesOf(acme);
    const a = await addApplicant(acme, postingId);
    const b = await addApplicant(acme, postingId);
    const listed = await page({});
    expect(listed.postulaciones.find((p) => p.postulacion_id === a)?.etapa_id).toBe(first!.etapa_id);

    expect((await move([a], shortlisted!.etapa_id)).data).toEqual({ cambiadas: 1 });
    expect((await move([a], interview!.etapa_id)).data).toEqual({ cambiadas: 1 });
    // Already there: nothing changes, nothing recorded.
    expect((await move([a], interview!.etapa_id)).data).toEqual({ cambiadas: 0 });

    const changes = (await history(a)).data!.cambios;
    expect(changes).toEqual([
      { de: { etapa_id: shortlisted!.etapa_id, nombre: 'Preseleccionado' }, a: { etapa_id: interview!.etapa_id, nombre: 'Entrevista' }, usuario: acme.email, fecha: expect.any(String) },
      { de: { etapa_id: first!.etapa_id, nombre: 'Nuevo' }, a: { etapa_id: shortlisted!.etapa_id, nombre: 'Preseleccionado' }, usuario: acme.email, fecha: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(changes[0]!.fecha)).toBeLessThan(60_000);
    expect((await history(a, 'en')).data!.cambios[0]!.a.nombre).toBe('Interview');
    expect((await history(b)).data!.cambios).toEqual([]);

    const inInterview = await page({ etapas: [interview!.etapa_id] });
    expect(inInterview.postulaciones.map((p) => p.postulacion_id)).toEqual([a]);
    expect(inInterview.total_cv_recibidos).toBe(1);
    const inTwo = await page({ etapas: [interview!.etapa_id, first!.etapa_id] });
    expect(inTwo.postulaciones.map((p) => p.postulacion_id).sort()).toEqual([a, b].sort());
    expect(inTwo.total_cv_recibidos).toBe(2);
    expect((await page({ etapas: [shortlisted!.etapa_id] })).total_cv_recibidos).toBe(0);
    await expectCountsRight();
  });

  it('moves a selection at once, all or none, and records each change', async () => {
    const [, , , offer, hired] = await stagesOf(acme);
    const ids = [await addApplicant(acme, postingId), await addApplicant(acme, postingId), await addApplicant(acme, postingId)];
    const theirs = await addApplicant(other, otherPostingId);
    const elsewhere = await addApplicant(acme, await createPosting(t, acme, { puesto: 'Otra búsqueda' }));

    // Another company's applicant, or one of another posting, in the list: 404 and nobody moves.
    for (const stranger of [theirs, elsewhere, 999_999]) {
      const refused = await move([...ids, stranger], offer!.etapa_id);
      expect(refused.status).toBe(404);
      expect(refused.error?.code).toBe('not_found');
    }
    expect((await page({ etapas: [offer!.etapa_id] })).total_cv_recibidos).toBe(0);

    expect((await move([...ids, ids[0]!], offer!.etapa_id)).data).toEqual({ cambiadas: 3 });
    expect((await page({ etapas: [offer!.etapa_id] })).postulaciones.map((p) => p.postulacion_id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await history(id)).data!.cambios[0]?.a.nombre).toBe('Oferta');

    // Another company's stage, posting, or history: as if there were none.
    const [theirStage] = await stagesOf(other);
    expect((await move([ids[0]!], theirStage!.etapa_id)).status).toBe(404);
    expect((await move([ids[0]!], hired!.etapa_id, other)).status).toBe(404);
    expect((await move([theirs], hired!.etapa_id, acme, otherPostingId)).status).toBe(404);
    expect((await history(ids[0]!, 'es', other)).status).toBe(404);
    expect((await history(ids[0]!, 'es', other, otherPostingId)).status).toBe(404);
    expect((await page({}, otherPostingId, other)).postulaciones[0]?.etapa_id).toBe(theirStage!.etapa_id);
    await expectCountsRight();
  });

  it.each([
    ['no ids', { postulacion_ids: [] }, 'postulacion_ids'],
    ['too many ids', { postulacion_ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) }, 'postulacion_ids'],
    ['an id that is not a number', { postulacion_ids: ['1; drop table applications'] }, 'postulacion_ids.0'],
    ['a negative id', { postulacion_ids: [-1] }, 'postulacion_ids.0'],
    ['no stage', { etapa_id: undefined }, 'etapa_id'],
    ['a stage that is text', { etapa_id: '<script>' }, 'etapa_id'],
    ['no posting', { evaluacion_id: undefined }, 'evaluacion_id'],
  ])('refuses a stage change with %s, naming the field', async (_label, change, field) => {
    const [stage] = await stagesOf(acme);
    const body = { evaluacion_id: postingId, postulacion_ids: [1], etapa_id: stage!.etapa_id, ...change };
    const answer = await t.call(changeStageCall, { body, token: acme.token });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation', field });
  });

  it('renames, reorders and adds stages; a default left as it reads keeps following the reader’s language', async () => {
    const company = await seedCompany(t, { name: 'Renombra' });
    const stages = await stagesOf(company);
    const renamed = await t.call(saveStagesCall, {
      body: {
        etapas: [
          { etapa_id: stages[0]!.etapa_id, nombre: 'Nuevo' },
          { etapa_id: stages[2]!.etapa_id, nombre: '  Entrevista   técnica ' },
          { etapa_id: stages[1]!.etapa_id, nombre: 'Shortlisted' },
          { nombre: '<b>Prueba</b> práctica' },
          ...stages.slice(3).map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre })),
        ],
      },
      token: company.token,
      language: 'en',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data!.etapas.map((s) => [s.clave, s.nombre])).toEqual([
      ['new', 'New'],
      [null, 'Entrevista técnica'],
      ['shortlisted', 'Shortlisted'],
      [null, '<b>Prueba</b> práctica'],
      ['offer', 'Offer'],
      ['hired', 'Hired'],
      ['rejected', 'Rejected'],
    ]);
    expect((await stagesOf(company, 'pt'))[2]!.nombre).toBe('Pré-selecionado');
    // New applicants start in the first stage, whatever it is now.
    const reordered = await stagesOf(company);
    const posting = await createPosting(t, company);
    const id = await addApplicant(company, posting);
    expect((await page({}, posting, company)).postulaciones.find((p) => p.postulacion_id === id)?.etapa_id).toBe(reordered[0]!.etapa_id);
  });

  it('refuses a pipeline that leaves a stage out, names one twice, or names another company’s stage', async () => {
    const stages = await stagesOf(acme);
    const all = (list: Stage[]) => list.map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre }));
    const save = (etapas: Array<{ etapa_id?: number; nombre: unknown }>, language: 'es' | 'en' = 'es') =>
      t.call(saveStagesCall, { body: { etapas }, token: acme.token, language });
    expect((await save(all(stages).slice(1))).error).toMatchObject({ code: 'validation', field: 'etapas' });
    const [theirs] = await stagesOf(other);
    expect((await save([...all(stages).slice(1), { etapa_id: theirs!.etapa_id, nombre: 'Robada' }])).status).toBe(400);
    expect((await save([...all(stages), { etapa_id: stages[0]!.etapa_id, nombre: 'Otra' }])).status).toBe(400);
    const twice = await save([...all(stages), { nombre: ' oferta ' }], 'en');
    expect(twice.status).toBe(409);
    expect(twice.error).toMatchObject({ code: 'stage_name_taken', message: 'Two stages cannot have the same name.' });
    expect((await save([...all(stages), { nombre: ' ' }])).error).toMatchObject({ code: 'validation', field: 'etapas.6.nombre' });
    expect((await save([...all(stages), { nombre: 'x'.repeat(41) }])).status).toBe(400);
    expect((await save([])).status).toBe(400);
    expect(await stagesOf(acme)).toEqual(stages);
    expect((await stagesOf(other))[0]).toEqual(theirs);
  });

  it('removes a stage after moving its applicants where the company says, and keeps one stage at least', async () => {
    const company = await seedCompany(t, { name: 'Quita' });
    const posting = await createPosting(t, company);
    const [first, second] = await stagesOf(company);
    const ids = [await addApplicant(company, posting), await addApplicant(company, posting)];
    await t.call(changeStageCall, { body: { evaluacion_id: posting, postulacion_ids: ids, etapa_id: second!.etapa_id }, token: company.token });
    expect((await stagesOf(company))[1]!.postulaciones).toBe(2);

    const remove = (etapa_id: number, mover_a: number, who = company) => t.call(removeStageCall, { body: { etapa_id, mover_a }, token: who.token });
    expect((await remove(second!.etapa_id, second!.etapa_id)).error).toMatchObject({ code: 'validation', field: 'mover_a' });
    const [theirs] = await stagesOf(other);
    expect((await remove(second!.etapa_id, theirs!.etapa_id)).status).toBe(400);
    expect((await remove(theirs!.etapa_id, first!.etapa_id)).status).toBe(404);
    expect((await remove(second!.etapa_id, first!.etapa_id, other)).status).toBe(404);

    const removed = await remove(second!.etapa_id, first!.etapa_id);
    expect(removed.data!.movidas).toBe(2);
    expect(removed.data!.etapas.map((s) => s.clave)).toEqual(['new', 'interview', 'offer', 'hired', 'rejected']);
    expect(removed.data!.etapas[0]!.postulaciones).toBe(2);
    const listed = await page({ etapas: [first!.etapa_id] }, posting, company);
    expect(listed.total_cv_recibidos).toBe(2);
    // The history keeps the removed stage's name.
    const changes = (await history(ids[0]!, 'es', company, posting)).data!.cambios;
    expect(changes[0]).toMatchObject({ de: { etapa_id: null, nombre: 'Preseleccionado' }, a: { etapa_id: first!.etapa_id, nombre: 'Nuevo' } });
    await expectCountsRight();

    let left = removed.data!.etapas;
    while (left.length > 1) left = (await remove(left[1]!.etapa_id, left[0]!.etapa_id)).data!.etapas;
    const last = await remove(left[0]!.etapa_id, left[0]!.etapa_id);
    expect(last.status).toBe(409);
    expect(last.error?.code).toBe('last_stage');
  });

  it('keeps the stage counts right through merges, marks and separations', async () => {
    const [, shortlisted] = await stagesOf(acme);
    const kept = await addApplicant(acme, postingId);
    const duplicate = await addApplicant(acme, postingId);
    await move([duplicate], shortlisted!.etapa_id);
    const before = (await page({ etapas: [shortlisted!.etapa_id] })).total_cv_recibidos;
    await t.call(mergeApplicantsCall, { body: { evaluacion_id: postingId, postulacion_id: kept, postulacion_id_duplicado: duplicate }, token: acme.token });
    expect((await page({ etapas: [shortlisted!.etapa_id] })).total_cv_recibidos).toBe(before - 1);
    await expectCountsRight();

    // Stage and mark together: counted through the index, and counted again after a change.
    const mark = (await t.call(createMarkCall, { body: { nombre: 'Etapas', color: '#123456' }, token: acme.token })).data!;
    await t.call(setMarksCall, { body: { evaluacion_id: postingId, postulacion_ids: [kept], marca_id: mark.marca_id }, token: acme.token });
    expect((await page({ etapas: [shortlisted!.etapa_id], marcas: [mark.marca_id] })).total_cv_recibidos).toBe(0);
    await move([kept], shortlisted!.etapa_id);
    expect((await page({ etapas: [shortlisted!.etapa_id], marcas: [mark.marca_id] })).total_cv_recibidos).toBe(1);
  });

  it('answers 403 without a session', async () => {
    expect((await t.call(listStagesCall)).status).toBe(403);
    expect((await t.call(saveStagesCall, { body: { etapas: [{ nombre: 'A' }] } })).status).toBe(403);
    expect((await t.call(removeStageCall, { body: { etapa_id: 1, mover_a: 2 } })).status).toBe(403);
    expect((await t.call(changeStageCall, { body: { evaluacion_id: 1, postulacion_ids: [1], etapa_id: 1 }, token: 'nope' })).status).toBe(403);
    expect((await t.call(stageHistoryCall, { query: { evaluacion_id: '1', postulacion_id: '1' } })).status).toBe(403);
  });
});
