import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailCall } from '@postula/contract/postings';
import { applicantsPageCall } from '@postula/contract/applicants';
import { NO_MARK_ID } from '@postula/contract/constants';
import {
  BULK_MARK_MAX,
  createMarkCall,
  deleteMarkCall,
  listMarksCall,
  MARK_NAME_MAX_LENGTH,
  markUsageCall,
  setMarksCall,
  updateMarkCall,
} from '@postula/contract/marks';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('applicant marks (GET/POST/PUT /settings/marks)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists in creation order and updates the company’s marks, name trimmed, colour lowercased', async () => {
    const vip = await t.call(createMarkCall, { body: { nombre: '  VIP  ', color: '#FF0000' }, token: acme.token });
    expect(vip.status).toBe(200);
    expect(vip.data).toEqual({ marca_id: expect.any(Number), nombre: 'VIP', color: '#ff0000' });
    const later = await t.call(createMarkCall, { body: { nombre: 'Llamar   luego', color: '#6366f1' }, token: acme.token });
    expect(later.data?.nombre).toBe('Llamar luego');

    const list = await t.call(listMarksCall, { token: acme.token });
    expect(list.data?.marcas).toEqual([vip.data, later.data]);

    const renamed = await t.call(updateMarkCall, {
      body: { marca_id: vip.data!.marca_id, nombre: 'Muy bueno', color: '#00AA00' },
      token: acme.token,
    });
    expect(renamed.data).toEqual({ marca_id: vip.data!.marca_id, nombre: 'Muy bueno', color: '#00aa00' });
    // The same name in another case is the same mark being renamed: allowed.
    const recased = await t.call(updateMarkCall, {
      body: { marca_id: vip.data!.marca_id, nombre: 'MUY BUENO', color: '#00aa00' },
      token: acme.token,
    });
    expect(recased.status).toBe(200);

    const detail = await t.call(jobDetailCall, { params: { id: await createPosting(t, acme) }, token: acme.token });
    expect(detail.data?.marcas.map((m) => m.nombre)).toEqual(['MUY BUENO', 'Llamar luego']);
  });

  it('stores markup in a name as text', async () => {
    const created = await t.call(createMarkCall, { body: { nombre: '<b>x</b><script>1</script>', color: '#123abc' }, token: acme.token });
    expect(created.data?.nombre).toBe('<b>x</b><script>1</script>');
  });

  it('refuses a name the company already uses, in any case, with a clear text', async () => {
    await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#111111' }, token: acme.token });
    const again = await t.call(createMarkCall, { body: { nombre: ' entrevistar ', color: '#222222' }, token: acme.token });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'mark_name_taken', field: 'nombre', message: 'Ya tienes una marca con ese nombre.' });
    const english = await t.call(createMarkCall, { body: { nombre: 'ENTREVISTAR', color: '#222222' }, token: acme.token, language: 'en' });
    expect(english.error?.message).toBe('You already have a mark with that name.');

    const other1 = await t.call(createMarkCall, { body: { nombre: 'Otro nombre', color: '#222222' }, token: acme.token });
    const clash = await t.call(updateMarkCall, {
      body: { marca_id: other1.data!.marca_id, nombre: 'Entrevistar', color: '#222222' },
      token: acme.token,
      language: 'pt',
    });
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('Você já tem uma marca com esse nome.');

    // Another company may use the same name.
    expect((await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#222222' }, token: other.token })).status).toBe(200);
  });

  it.each([
    ['an empty name', { nombre: '', color: '#6366f1' }, 'nombre'],
    ['a name of blanks', { nombre: '   \t ', color: '#6366f1' }, 'nombre'],
    ['a name too long', { nombre: 'x'.repeat(MARK_NAME_MAX_LENGTH + 1), color: '#6366f1' }, 'nombre'],
    ['a name that is not text', { nombre: 5, color: '#6366f1' }, 'nombre'],
    ['no name', { color: '#6366f1' }, 'nombre'],
    ['a colour without #', { nombre: 'A', color: '6366f1' }, 'color'],
    ['a short colour', { nombre: 'A', color: '#fff' }, 'color'],
    ['a colour that is not hex', { nombre: 'A', color: '#ggggggg'.slice(0, 7) }, 'color'],
    ['a colour name', { nombre: 'A', color: 'red' }, 'color'],
    ['a colour that is not text', { nombre: 'A', color: 0x6366f1 }, 'color'],
  ])('refuses %s, naming the field', async (_label, body, field) => {
    const created = await t.call(createMarkCall, { body, token: acme.token });
    expect(created.status).toBe(400);
    expect(created.error).toMatchObject({ code: 'validation', field });
    const [first] = (await t.call(listMarksCall, { token: acme.token })).data!.marcas;
    const updated = await t.call(updateMarkCall, { body: { ...body, marca_id: first!.marca_id }, token: acme.token });
    expect(updated.status).toBe(400);
    expect(updated.error).toMatchObject({ code: 'validation', field });
  });

  it('refuses an update without a valid id', async () => {
    for (const marca_id of [undefined, 0, -1, 'abc', 1.5]) {
      const answer = await t.call(updateMarkCall, { body: { marca_id, nombre: 'A', color: '#000000' }, token: acme.token });
      expect(answer.status).toBe(400);
      expect(answer.error?.field).toBe('marca_id');
    }
  });

  it('keeps each company’s marks to itself: another company’s mark answers 404 and is not changed', async () => {
    const theirs = await t.call(createMarkCall, { body: { nombre: 'Suya', color: '#abcdef' }, token: other.token });
    const list = await t.call(listMarksCall, { token: acme.token });
    expect(list.data?.marcas.some((m) => m.marca_id === theirs.data!.marca_id)).toBe(false);
    const update = await t.call(updateMarkCall, {
      body: { marca_id: theirs.data!.marca_id, nombre: 'Robada', color: '#000000' },
      token: acme.token,
    });
    expect(update.status).toBe(404);
    expect(update.error?.code).toBe('not_found');
    expect((await t.call(updateMarkCall, { body: { marca_id: 999_999, nombre: 'X', color: '#000000' }, token: acme.token })).status).toBe(404);
    const still = await t.call(listMarksCall, { token: other.token });
    expect(still.data?.marcas.find((m) => m.marca_id === theirs.data!.marca_id)?.nombre).toBe('Suya');
  });

  it('answers 403 without a session', async () => {
    expect((await t.call(listMarksCall)).status).toBe(403);
    expect((await t.call(createMarkCall, { body: { nombre: 'A', color: '#000000' } })).status).toBe(403);
    expect((await t.call(updateMarkCall, { body: { marca_id: 1, nombre: 'A', color: '#000000' }, token: 'nope' })).status).toBe(403);
  });
});

describe('removing marks and marking a selection (DELETE /settings/marks/:id, POST /jobsearch/mark)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let postingId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
    postingId = await createPosting(t, acme);
  });
  afterAll(async () => {
    await t?.close();
  });

  const addApplicant = async (company: SeededCompany, posting: number) =>
    (await insertApplicantRow(t.database.db, { id: posting, companyId: company.companyId }, { storageKey: `marks/${++sequence}` })).id;
  const mark = async (company: SeededCompany, nombre: string) =>
    (await t.call(createMarkCall, { body: { nombre, color: '#336699' }, token: company.token })).data!.marca_id;
  const setMarks = (postulacion_ids: unknown[], marca_id: unknown, company = acme, evaluacion_id = postingId) =>
    t.call(setMarksCall, { body: { evaluacion_id, postulacion_ids, marca_id }, token: company.token });
  const total = async (marcas: number[]) =>
    (
      await t.call(applicantsPageCall, {
        body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas } },
        token: acme.token,
      })
    ).data!;
  /** application_counts agrees with the applicants themselves (not merged). */
  async function expectCountsRight() {
    const kept = await t.database.executeSql(
      `select posting_id, mark_id, score, applicants from application_counts where applicants <> 0 order by 1, 2, 3`,
    );
    const actual = await t.database.executeSql(
      `select posting_id, coalesce(mark_id, 0) as mark_id, coalesce(score, -1) as score, count(*)::int as applicants
       from applications where merged_into_id is null group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(kept.rows).toEqual(actual.rows);
  }

  it('marks a selection at once, all or none, and unmarks it with -1', async () => {
    const vip = await mark(acme, 'VIP');
    const ids = [await addApplicant(acme, postingId), await addApplicant(acme, postingId), await addApplicant(acme, postingId)];
    const theirs = await addApplicant(other, await createPosting(t, other));
    const elsewhere = await addApplicant(acme, await createPosting(t, acme, { puesto: 'Otra' }));
    for (const stranger of [theirs, elsewhere]) {
      expect((await setMarks([...ids, stranger], vip)).status).toBe(404);
    }
    expect((await total([vip])).total_cv_recibidos).toBe(0);
    expect((await setMarks(ids, vip)).data).toEqual({ cambiadas: 3 });
    expect((await setMarks(ids.slice(0, 2), vip)).data).toEqual({ cambiadas: 0 });
    const page = await total([vip]);
    expect(page.total_cv_recibidos).toBe(3);
    expect(page.postulaciones.every((p) => p.marca_id === vip)).toBe(true);
    expect((await setMarks([ids[0]], -1)).data).toEqual({ cambiadas: 1 });
    expect((await total([vip])).total_cv_recibidos).toBe(2);
    // Another company's mark, or a mark on another company's posting: as if there were none.
    expect((await setMarks(ids, await mark(other, 'Suya'))).status).toBe(404);
    expect((await setMarks(ids, vip, other)).status).toBe(404);
    await expectCountsRight();
  });

  it.each([
    ['no ids', [], 1, 'postulacion_ids'],
    ['too many ids', Array.from({ length: BULK_MARK_MAX + 1 }, (_, i) => i + 1), 1, 'postulacion_ids'],
    ['an id that is text', ['<script>'], 1, 'postulacion_ids.0'],
    ['a mark below -1', [1], -2, 'marca_id'],
    ['a mark that is text', [1], 'VIP', 'marca_id'],
  ])('refuses marking a selection with %s', async (_label, ids, marca, field) => {
    const answer = await setMarks(ids, marca);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'validation', field });
  });

  it('says how many applicants carry a mark, and removing it leaves them unmarked with the counts right', async () => {
    const doomed = await mark(acme, 'Se va');
    const ids = [await addApplicant(acme, postingId), await addApplicant(acme, postingId)];
    await setMarks(ids, doomed);
    expect((await t.call(markUsageCall, { params: { id: doomed }, token: acme.token })).data).toEqual({ postulaciones: 2 });
    // Another company cannot see or remove it.
    expect((await t.call(markUsageCall, { params: { id: doomed }, token: other.token })).status).toBe(404);
    expect((await t.call(deleteMarkCall, { params: { id: doomed }, token: other.token })).status).toBe(404);
    expect((await t.call(deleteMarkCall, { params: { id: 'abc' }, token: acme.token })).status).toBe(400);

    const removed = await t.call(deleteMarkCall, { params: { id: doomed }, token: acme.token });
    expect(removed.data).toEqual({ desmarcadas: 2 });
    expect((await t.call(listMarksCall, { token: acme.token })).data!.marcas.some((m) => m.marca_id === doomed)).toBe(false);
    const unmarked = await total([NO_MARK_ID]);
    for (const id of ids) expect(unmarked.postulaciones.find((p) => p.postulacion_id === id)?.marca_id).toBe(NO_MARK_ID);
    expect((await total([doomed])).total_cv_recibidos).toBe(0);
    await expectCountsRight();
    expect((await t.call(deleteMarkCall, { params: { id: doomed }, token: acme.token })).status).toBe(404);
    expect((await t.call(deleteMarkCall, { params: { id: doomed } })).status).toBe(403);
  });
});
