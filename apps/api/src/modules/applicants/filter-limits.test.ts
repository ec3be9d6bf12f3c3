import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  applicantsPageCall,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCHED_WORDS_MAX,
  updateApplicantCall,
  type ApplicantOrder,
  type ApplicantsFilterInput,
} from '@postula/contract/applicants';
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
 * export and the bulk calls by filter (stage, mark, e-mail). A search of many words answers as its few different
 * words do (it answered 500, "bad buffer ID: 0", on the embedded database); a mark id, an id or a page number past
 * PostgreSQL's int4 answers 400 naming the field (it answered 500), and nothing changes.
 */

let t: TestApp;
let acme: SeededCompany;
let postingId: number;
let vip: number;
const ids: Record<string, number> = {};

/** The twenty different words of one applicant's notes, and one word nobody has. */
const TWENTY = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte'];
const NOBODY = 'zzz';

/** `word` typed `times` times, one space between: 90 one-letter words are the 179 characters. */
const repeated = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');

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
/** The ids the list shows, in its order, read a page of `por` at a time. */
async function shown(f: ApplicantsFilterInput, orden?: ApplicantOrder, por = 100): Promise<number[]> {
  const found: number[] = [];
  for (let pagina = 1; ; pagina++) {
    const answer = await page(f, { orden, por, pagina });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    found.push(...answer.data!.postulaciones.map((a) => a.postulacion_id));
    if (answer.data!.postulaciones.length < por) return found;
  }
}
const download = (f: ApplicantsFilterInput | Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobsearch/export',
    headers: { authorization: `Bearer ${acme.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ evaluacion_id: postingId, filtro: filtro(f as ApplicantsFilterInput), formato: 'csv' }),
  });
/** The applicants' names in an exported CSV, in its order. */
const exportedNames = (csv: Buffer) => (parse(csv, { bom: true }) as string[][]).slice(1).map((row) => row[0]);
const count = async (sql: string, values: unknown[] = []) => ((await t.database.executeSql(sql, values)).rows[0] as { n: number }).n;
/** What a bulk call could change: every applicant's stage and mark, the stage history and the e-mails queued. */
const everything = async () => ({
  applicants: (await t.database.executeSql('select id, stage_id, mark_id from applications where posting_id = $1 order by id', [postingId])).rows,
  stageChanges: await count('select count(*)::int as n from stage_changes'),
  outbox: await count('select count(*)::int as n from outbox'),
});

describe('a search of many words', () => {
  const ORDERS: ApplicantOrder[] = ['calificacion', 'fecha', 'nombre'];

  it('90 or 99 one-letter words (179 and 197 characters) find whom the one word finds, in every order, a page at a time too', async () => {
    const byOne = await shown({ nombre_o_notas: 'a' });
    expect(new Set(byOne)).toEqual(new Set([ids.ana, ids.alvaro, ids.beatriz, ids.andres]));
    for (const words of [90, 99]) {
      const text = repeated('a', words);
      for (const orden of ORDERS) {
        const one = await shown({ nombre_o_notas: 'a' }, orden);
        expect(await shown({ nombre_o_notas: text }, orden), `${words} words by ${orden}`).toEqual(one);
        // One a page: the plan that walks the list's order instead of reading the matches.
        expect(await shown({ nombre_o_notas: text }, orden, 1), `${words} words by ${orden}, one a page`).toEqual(one);
      }
      // With a mark in the filter the words are matched inside the applicants' own query (not the text-only one).
      expect(await shown({ nombre_o_notas: text, marcas: [-1] })).toEqual(byOne);
      expect(await shown({ nombre_o_notas: text, calificacion_min: 8 })).toEqual([ids.ana, ids.alvaro]);
    }
  });

  it('a term with no letter, typed again among 97 one-letter words, is looked for inside the names and notes once', async () => {
    expect(await shown({ nombre_o_notas: '%' })).toEqual([ids.beatriz]);
    expect(await shown({ nombre_o_notas: '% a' })).toEqual([ids.beatriz]);
    const text = `% ${repeated('a', 97)} % %`;
    expect(await shown({ nombre_o_notas: text })).toEqual([ids.beatriz]);
    expect(await shown({ nombre_o_notas: text, calificacion_max: 7 })).toEqual([ids.beatriz]);
  });

  it('repeated words, other cases and words that start a longer one find what the longest finds', async () => {
    const ana = await shown({ nombre_o_notas: 'ana' });
    expect(ana).toEqual([ids.ana]);
    expect(await shown({ nombre_o_notas: 'a an ana ANA Ana ana' })).toEqual(ana);
    expect(await shown({ nombre_o_notas: repeated('A a', 50) })).toEqual(await shown({ nombre_o_notas: 'a' }));
    expect(await shown({ nombre_o_notas: 'acosta a ana' })).toEqual(ana);
    expect(await shown({ nombre_o_notas: 'alemán ale a' })).toEqual([ids.beatriz]);
    // Every word still counts: two that two different applicants have find neither.
    expect(await shown({ nombre_o_notas: 'ana beatriz' })).toEqual([]);
  });

  it(`takes any text up to ${SEARCH_TEXT_MAX_LENGTH} characters, looking for its first ${SEARCHED_WORDS_MAX} different words, and refuses one more`, async () => {
    // A hundred different one-letter words (Latin letters nobody's words start with, Greek, Cyrillic, Armenian).
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    const letters = [...'xqwkjyz', ...range(0x3b1, 0x3c9), ...range(0x430, 0x44f), ...range(0x561, 0x586)].slice(0, 100);
    const many = letters.join(' ');
    expect(new Set(letters).size).toBe(100);
    expect(many.length).toBe(SEARCH_TEXT_MAX_LENGTH - 1);
    expect(await shown({ nombre_o_notas: many })).toEqual([]);
    for (const orden of ORDERS) expect((await page({ nombre_o_notas: many }, { orden })).status).toBe(200);
    // Ana's notes hold the twenty words: a twenty-first is past the limit and not looked for…
    expect(SEARCHED_WORDS_MAX).toBe(TWENTY.length);
    expect(await shown({ nombre_o_notas: [...TWENTY, NOBODY].join(' ') })).toEqual([ids.ana]);
    // …but it is among the first twenty when typed first.
    expect(await shown({ nombre_o_notas: [NOBODY, ...TWENTY].join(' ') })).toEqual([]);
    // Repeats do not use up the twenty.
    expect(await shown({ nombre_o_notas: ['uno', 'uno', 'uno', ...TWENTY.slice(1), NOBODY].join(' ') })).toEqual([ids.ana]);

    // One more character is refused, naming the field, on the page, the export and the bulk calls, changing nothing.
    const tooLong = repeated('a', 101);
    expect(tooLong.length).toBe(SEARCH_TEXT_MAX_LENGTH + 1);
    const before = await everything();
    const [stage] = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    const answers = [
      await page({ nombre_o_notas: tooLong }),
      await t.call(setMarksCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: tooLong }), marca_id: vip }, token: acme.token }),
      await t.call(changeStageCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: tooLong }), etapa_id: stage!.etapa_id }, token: acme.token }),
      await t.call(sendEmailsCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: tooLong }), asunto: 'Hola', cuerpo: 'Texto' }, token: acme.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation', field: 'filtro.nombre_o_notas' });
    }
    const exported = await download({ nombre_o_notas: tooLong });
    expect(exported.statusCode).toBe(400);
    expect(exported.json()).toMatchObject({ code: 'validation', field: 'filtro.nombre_o_notas' });
    expect(await everything()).toEqual(before);
  });

  it('the export of 90 or 99 words holds the rows the one word does, in the same order', async () => {
    const one = await download({ nombre_o_notas: 'a' });
    expect(one.statusCode).toBe(200);
    expect(exportedNames(one.rawPayload)).toEqual(['Ana Acosta', 'Álvaro Alonso', 'Beatriz Bravo', 'Andrés Blanco']);
    for (const words of [90, 99]) {
      const many = await download({ nombre_o_notas: repeated('a', words) });
      expect(many.statusCode, `${words} words`).toBe(200);
      expect(exportedNames(many.rawPayload)).toEqual(exportedNames(one.rawPayload));
    }
  });

  it('the bulk calls by a filter of 99 words change exactly the applicants the list shows for it', async () => {
    const text = repeated('a', 99);
    const matching = await shown({ nombre_o_notas: text });
    expect(matching).toHaveLength(4);
    const marked = await t.call(setMarksCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: text }), marca_id: vip }, token: acme.token });
    expect(marked.data).toEqual({ cambiadas: 4 });
    expect(new Set(await shown({ marcas: [vip] }))).toEqual(new Set(matching));
    const [, shortlisted] = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    const moved = await t.call(changeStageCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: text }), etapa_id: shortlisted!.etapa_id }, token: acme.token });
    expect(moved.data).toEqual({ cambiadas: 4 });
    expect(new Set(await shown({ etapas: [shortlisted!.etapa_id] }))).toEqual(new Set(matching));
    const mailed = await t.call(sendEmailsCall, { body: { evaluacion_id: postingId, filtro: filtro({ nombre_o_notas: text }), asunto: 'Hola', cuerpo: 'Texto' }, token: acme.token });
    // Andrés's CV printed no e-mail.
    expect(mailed.data).toMatchObject({ enviados: 3, sin_correo: 1 });
    // Back as they were, for the tests that follow.
    await t.call(setMarksCall, { body: { evaluacion_id: postingId, filtro: filtro(), marca_id: -1 }, token: acme.token });
    const [first] = (await t.call(listStagesCall, { token: acme.token })).data!.etapas;
    await t.call(changeStageCall, { body: { evaluacion_id: postingId, filtro: filtro(), etapa_id: first!.etapa_id }, token: acme.token });
  });
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
