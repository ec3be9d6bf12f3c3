import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantsPageCall, NOTE_MAX_LENGTH, updateApplicantCall } from '@postula/contract/applicants';
import { jobDetailCall } from '@postula/contract/postings';
import { createMarkCall } from '@postula/contract/marks';
import { corpusFile, createPosting, insertApplicantRow, uploadCv } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findPosting } from '../postings/postings.repository';
import { CV_LINK_TTL_MS } from './cv-files/cv-link';
import * as analysisRepo from './analysis/analysis.repository';
import * as applicantsRepo from './applicants.repository';
import * as cvFilesRepo from './cv-files/cv-files.repository';
import * as reviewRepo from './review/review.repository';

/**
 * The recruiter's review of applicants through the real app. Names, scores and notes are what the CV
 * analysis would decide; they are written through the repository so each test says exactly what it needs.
 */
describe('the applicants page, notes and marks (POST /jobsearch/page, POST /jobsearch/applicant)', () => {
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

  async function addApplicant(company: SeededCompany, posting: number, name: string | null, score: number | null, notes?: string) {
    const found = await findPosting(t.database.db, company.companyId, posting);
    const n = ++sequence;
    const inserted = await insertApplicantRow(t.database.db, found!.posting, { storageKey: `test/${n}`, originalName: `cv-${n}.pdf`, sha256: String(n) });
    if (score !== null) {
      await analysisRepo.storeAnalysis(
        t.database.db,
        inserted!.id,
        inserted!.cvFileId,
        { language: 'es', name, email: null, phone: null, summary: 'Resumen', score, conditions: [], mandatoryNotMet: false },
        'embedded',
      );
    }
    if (notes !== undefined) await reviewRepo.updateNotes(t.database.db, inserted!.id, notes);
    return inserted!.id;
  }

  const page = (body: { numero_pagina?: number; cantidad_por_pagina?: number; nombre_o_notas?: string; marcas?: number[]; evaluacion_id?: number }, company = acme) =>
    t.call(applicantsPageCall, {
      body: {
        evaluacion_id: body.evaluacion_id ?? postingId,
        numero_pagina: body.numero_pagina ?? 1,
        cantidad_por_pagina: body.cantidad_por_pagina ?? 20,
        filtro: { nombre_o_notas: body.nombre_o_notas ?? '', marcas: body.marcas ?? [] },
      },
      token: company.token,
    });

  describe('paging and order', () => {
    let paged: number;
    const ids: number[] = [];

    beforeAll(async () => {
      paged = await createPosting(t, acme, { puesto: 'Paginado' });
      // 45 applicants: scores 0..8.8 in steps, plus ties and unscored ones to check the order.
      for (let i = 0; i < 41; i++) ids.push(await addApplicant(acme, paged, `Persona ${i}`, (i % 9) + 0.5));
      for (let i = 0; i < 4; i++) ids.push(await addApplicant(acme, paged, null, null));
    });

    it('lists best score first, newest first among ties, unscored last', async () => {
      const all = await page({ evaluacion_id: paged, cantidad_por_pagina: 100 });
      expect(all.data?.total_cv_recibidos).toBe(45);
      const rows = all.data!.postulaciones;
      expect(rows).toHaveLength(45);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        if (b.calificacion === null) continue;
        expect(a.calificacion).not.toBeNull();
        expect(a.calificacion! > b.calificacion! || (a.calificacion === b.calificacion && a.id > b.id)).toBe(true);
      }
      expect(rows.slice(-4).every((r) => r.calificacion === null)).toBe(true);
      expect(rows.slice(-4).map((r) => r.id)).toEqual([...ids.slice(-4)].reverse());
    });

    it('pages by 20: full pages, the last partial page, past the last page an empty list with the same total', async () => {
      const all = (await page({ evaluacion_id: paged, cantidad_por_pagina: 100 })).data!.postulaciones.map((r) => r.id);
      const first = await page({ evaluacion_id: paged, numero_pagina: 1 });
      const second = await page({ evaluacion_id: paged, numero_pagina: 2 });
      const last = await page({ evaluacion_id: paged, numero_pagina: 3 });
      const beyond = await page({ evaluacion_id: paged, numero_pagina: 4 });
      const far = await page({ evaluacion_id: paged, numero_pagina: 100_000 });
      expect(first.data!.postulaciones.map((r) => r.id)).toEqual(all.slice(0, 20));
      expect(second.data!.postulaciones.map((r) => r.id)).toEqual(all.slice(20, 40));
      expect(last.data!.postulaciones.map((r) => r.id)).toEqual(all.slice(40));
      expect(last.data!.postulaciones).toHaveLength(5);
      for (const answer of [first, second, last, beyond, far]) expect(answer.data!.total_cv_recibidos).toBe(45);
      expect(beyond.data!.postulaciones).toEqual([]);
      expect(far.data!.postulaciones).toEqual([]);
    });

    it('answers an empty first page for a posting without applicants', async () => {
      const empty = await createPosting(t, acme, { puesto: 'Vacío' });
      expect((await page({ evaluacion_id: empty })).data).toEqual({ postulaciones: [], total_cv_recibidos: 0 });
    });

    it.each([
      ['page 0', { numero_pagina: 0 }, 'numero_pagina'],
      ['a fractional page', { numero_pagina: 1.5 }, 'numero_pagina'],
      ['a page as text', { numero_pagina: '1' }, 'numero_pagina'],
      ['page size 0', { cantidad_por_pagina: 0 }, 'cantidad_por_pagina'],
      ['page size over 100', { cantidad_por_pagina: 101 }, 'cantidad_por_pagina'],
      ['a search that is not text', { filtro: { nombre_o_notas: 5, marcas: [] } }, 'filtro.nombre_o_notas'],
      ['marks that are not numbers', { filtro: { nombre_o_notas: '', marcas: ['1'] } }, 'filtro.marcas.0'],
      ['a posting id as text', { evaluacion_id: 'x' }, 'evaluacion_id'],
    ])('refuses %s', async (_label, change, field) => {
      const body = { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] }, ...change };
      const answer = await t.call(applicantsPageCall, { body, token: acme.token });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation', field });
    });
  });

  describe('search over name and notes', () => {
    let searched: number;
    let jose: number;
    let maria: number;

    beforeAll(async () => {
      searched = await createPosting(t, acme, { puesto: 'Búsqueda' });
      jose = await addApplicant(acme, searched, 'José Pérez', 7);
      await addApplicant(acme, searched, 'Jose Luis Gomez', 6);
      maria = await addApplicant(acme, searched, 'María Souza', 5, 'Llamar el lunes; habla ALEMÁN');
      await addApplicant(acme, searched, 'Ana Lima', 4, 'sin interés');
      await addApplicant(acme, searched, 'Pedro 100%_real', 3);
    });

    const names = async (term: string) =>
      (await page({ evaluacion_id: searched, nombre_o_notas: term })).data!.postulaciones.map((r) => r.nombre_persona);

    it('ignores accents and case both ways: "jose" finds "José" and "JOSÉ" finds "Jose"', async () => {
      expect(await names('jose')).toEqual(['José Pérez', 'Jose Luis Gomez']);
      expect(await names('JOSÉ')).toEqual(['José Pérez', 'Jose Luis Gomez']);
      expect(await names('perez')).toEqual(['José Pérez']);
      expect(await names('maria souza')).toEqual(['María Souza']);
    });

    it('searches the notes too, and every term must match', async () => {
      expect(await names('aleman')).toEqual(['María Souza']);
      expect(await names('lunes maría')).toEqual(['María Souza']);
      expect(await names('lunes ana')).toEqual([]);
      expect(await names('  interes  ')).toEqual(['Ana Lima']);
    });

    it('counts only what matches, and finds nothing when nothing matches', async () => {
      expect((await page({ evaluacion_id: searched, nombre_o_notas: 'jose' })).data!.total_cv_recibidos).toBe(2);
      expect((await page({ evaluacion_id: searched, nombre_o_notas: 'zzz' })).data).toEqual({ postulaciones: [], total_cv_recibidos: 0 });
      expect((await page({ evaluacion_id: searched, nombre_o_notas: 'jose', numero_pagina: 2 })).data).toEqual({
        postulaciones: [],
        total_cv_recibidos: 2,
      });
    });

    it('finds words by their start, in the name and the notes as in the CV (decision 041)', async () => {
      expect(await names('jos')).toEqual(['José Pérez', 'Jose Luis Gomez']);
      expect(await names('lun')).toEqual(['María Souza']);
      // Not inside a word.
      expect(await names('aría')).toEqual([]);
      expect(await names('erez')).toEqual([]);
    });

    it('orders a new search by the score the analysis stores last', async () => {
      const [row] = (await t.database.executeSql("select id, cv_file_id from applications where name = 'Jose Luis Gomez'", [])).rows as Array<{
        id: number;
        cv_file_id: number;
      }>;
      // As a change of the posting's conditions does (decision 035): analysed again, the new score stored.
      const rescore = async (score: number) => {
        await applicantsRepo.queueForRescore(t.database.db, searched);
        await analysisRepo.storeAnalysis(
          t.database.db,
          row!.id,
          row!.cv_file_id,
          { language: 'es', name: 'Jose Luis Gomez', email: null, phone: null, summary: 'Resumen', score, conditions: [], mandatoryNotMet: false },
          'embedded',
        );
      };
      await rescore(8);
      // Searches never asked before (no total cached): read and sorted in applicant_search.
      expect(await names('jo')).toEqual(['Jose Luis Gomez', 'José Pérez']);
      await rescore(6);
      expect(await names('j')).toEqual(['José Pérez', 'Jose Luis Gomez']);
    });

    it('pages a search the same whether its best are found walking the score order or sorting its matches', async () => {
      const many = await createPosting(t, acme, { puesto: 'Muchos' });
      for (const [name, score] of [['Ana Uno', 3], ['Ana Dos', 9], ['Ana Tres', 5], ['Ana Cuatro', 7], ['Ana Cinco', 1], ['Ana Seis', 8], ['Ana Siete', 2], ['Ana Ocho', 4], ['Ana Nueve', 6], ['Ana Diez', 0], ['Ana Once', 9.5], ['Ana Doce', 5.5], ['Ana Trece', 6.5], ['Ana Catorce', 7.5], ['Ana Quince', 8.5], ['Ana Dieciséis', 1.5], ['Ana Diecisiete', 2.5]] as const) {
        await addApplicant(acme, many, name, score);
      }
      // One a page: all 17 match, so the first pages walk the score order and the deeper ones sort the matches
      // (decision 041: matches² against 16 × (offset + limit) × received).
      const shown: string[] = [];
      for (let numero_pagina = 1; numero_pagina <= 18; numero_pagina++) {
        const answer = (await page({ evaluacion_id: many, nombre_o_notas: 'ana', numero_pagina, cantidad_por_pagina: 1 })).data!;
        expect(answer.total_cv_recibidos).toBe(17);
        shown.push(...answer.postulaciones.map((r) => r.nombre_persona!));
      }
      expect(shown).toEqual([
        ...['Ana Once', 'Ana Dos', 'Ana Quince', 'Ana Seis', 'Ana Catorce', 'Ana Cuatro', 'Ana Trece', 'Ana Nueve', 'Ana Doce'],
        ...['Ana Tres', 'Ana Ocho', 'Ana Uno', 'Ana Diecisiete', 'Ana Siete', 'Ana Dieciséis', 'Ana Cinco', 'Ana Diez'],
      ]);
    });

    it('takes % and _ literally', async () => {
      expect(await names('100%_')).toEqual(['Pedro 100%_real']);
      expect(await names('%')).toEqual(['Pedro 100%_real']);
      expect(await names('_')).toEqual(['Pedro 100%_real']);
      // unaccent turns the full-width forms into % and _: still literal, not wildcards.
      expect(await names('％')).toEqual(['Pedro 100%_real']);
      expect(await names('＿real')).toEqual(['Pedro 100%_real']);
    });

    it('finds by notes written through the notes call', async () => {
      await t.call(updateApplicantCall, {
        body: { evaluacion_id: searched, postulacion_id: jose, datos: { nota: 'Candidato para São Paulo' } },
        token: acme.token,
      });
      expect(await names('sao paulo')).toEqual(['José Pérez']);
      expect(maria).toBeGreaterThan(0);
    });

    it('keeps a repeated search’s total right as applicants, notes and marks change', async () => {
      const total = async (term: string, marcas: number[] = []) =>
        (await page({ evaluacion_id: searched, nombre_o_notas: term, marcas })).data!.total_cv_recibidos;
      // Asked twice: the second answer may come from the totals cache, and must be the same.
      expect(await total('lunes')).toBe(1);
      expect(await total('lunes')).toBe(1);
      // A note that now matches.
      await t.call(updateApplicantCall, {
        body: { evaluacion_id: searched, postulacion_id: jose, datos: { nota: 'Entrevista el lunes' } },
        token: acme.token,
      });
      expect(await total('lunes')).toBe(2);
      // A new applicant who matches.
      await addApplicant(acme, searched, 'Lunes Martínez', 2);
      expect(await total('lunes')).toBe(3);
      // A note that no longer matches.
      await t.call(updateApplicantCall, {
        body: { evaluacion_id: searched, postulacion_id: maria, datos: { nota: 'Llamar el martes' } },
        token: acme.token,
      });
      expect(await total('lunes')).toBe(2);
      // A mark given to one of them, with the mark filter.
      const mark = await t.call(createMarkCall, { body: { nombre: 'Lunes', color: '#123456' }, token: acme.token });
      expect(await total('lunes', [mark.data!.marca_id])).toBe(0);
      await t.call(updateApplicantCall, {
        body: { evaluacion_id: searched, postulacion_id: jose, datos: { marca_id: mark.data!.marca_id } },
        token: acme.token,
      });
      expect(await total('lunes', [mark.data!.marca_id])).toBe(1);
    });
  });

  describe('marks on applicants', () => {
    let marked: number;
    let a: number;
    let b: number;
    let c: number;
    let vip: number;
    let later: number;

    beforeAll(async () => {
      marked = await createPosting(t, acme, { puesto: 'Marcas' });
      a = await addApplicant(acme, marked, 'A', 9);
      b = await addApplicant(acme, marked, 'B', 8);
      c = await addApplicant(acme, marked, 'C', 7);
      vip = (await t.call(createMarkCall, { body: { nombre: 'VIP', color: '#ff0000' }, token: acme.token })).data!.marca_id;
      later = (await t.call(createMarkCall, { body: { nombre: 'Luego', color: '#00ff00' }, token: acme.token })).data!.marca_id;
    });

    const setMark = (postulacion_id: number, marca_id: number, company = acme, evaluacion_id = marked) =>
      t.call(updateApplicantCall, { body: { evaluacion_id, postulacion_id, datos: { marca_id } }, token: company.token });

    it('sets, filters by and clears marks', async () => {
      const set = await setMark(a, vip);
      expect(set.status).toBe(200);
      expect(set.data?.message).toBe('Marca actualizada.');
      await setMark(b, later);

      const ids = async (marcas: number[]) =>
        (await page({ evaluacion_id: marked, marcas })).data!.postulaciones.map((r) => [r.id, r.marca_id]);
      expect(await ids([vip])).toEqual([[a, vip]]);
      expect(await ids([vip, later])).toEqual([
        [a, vip],
        [b, later],
      ]);
      // Empty, or containing -1, means all marks (spec §5).
      expect(await ids([])).toEqual([
        [a, vip],
        [b, later],
        [c, -1],
      ]);
      expect(await ids([-1, vip])).toHaveLength(3);
      expect((await page({ evaluacion_id: marked, marcas: [later] })).data!.total_cv_recibidos).toBe(1);
      expect((await page({ evaluacion_id: marked, marcas: [999_999] })).data).toEqual({ postulaciones: [], total_cv_recibidos: 0 });

      const cleared = await setMark(a, -1);
      expect(cleared.status).toBe(200);
      expect(await ids([vip])).toEqual([]);
    });

    it('combines the mark filter with the search', async () => {
      await setMark(c, vip);
      await setMark(a, vip);
      const found = await page({ evaluacion_id: marked, marcas: [vip], nombre_o_notas: 'c' });
      expect(found.data!.postulaciones.map((r) => r.id)).toEqual([c]);
    });

    it("refuses another company's mark with 404 and leaves the applicant as it was", async () => {
      const theirs = (await t.call(createMarkCall, { body: { nombre: 'Ajena', color: '#000000' }, token: other.token })).data!.marca_id;
      const answer = await setMark(b, theirs);
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('not_found');
      expect((await setMark(b, 999_999)).status).toBe(404);
      const row = (await page({ evaluacion_id: marked })).data!.postulaciones.find((r) => r.id === b);
      expect(row?.marca_id).toBe(later);
    });

    it('refuses marks that are not ids', async () => {
      for (const marca_id of [-2, 1.5, '3', null]) {
        const answer = await t.call(updateApplicantCall, {
          body: { evaluacion_id: marked, postulacion_id: a, datos: { marca_id } },
          token: acme.token,
        });
        expect(answer.status).toBe(400);
        expect(answer.error?.code).toBe('validation');
      }
    });
  });

  describe('a large posting', () => {
    // Over a thousand applicants, so deep pages take the deferred join and the mark totals come from counters.
    const SIZE = 1_130;
    let big: number;
    let first: number;
    let second: number;

    beforeAll(async () => {
      big = await createPosting(t, acme, { puesto: 'Grande' });
      first = (await t.call(createMarkCall, { body: { nombre: 'Primera', color: '#111111' }, token: acme.token })).data!.marca_id;
      second = (await t.call(createMarkCall, { body: { nombre: 'Segunda', color: '#222222' }, token: acme.token })).data!.marca_id;
      await t.database.executeSql(
        `insert into cv_files (company_id, posting_id, storage_key, original_name, kind, size_bytes, sha256)
         select $1, $2, 'big/' || g, 'cv.pdf', 'pdf', 1, md5(g::text) from generate_series(1, $3) g`,
        [acme.companyId, big, SIZE],
      );
      // Scores with many ties and some unscored applicants; one in five marked, in one bulk statement.
      await t.database.executeSql(
        `insert into applications (company_id, posting_id, cv_file_id, analysis_state, name, score, mark_id)
         select $1, $2, f.id, 'done', 'Persona ' || f.id, case when f.id % 13 = 0 then null else (f.id * 7 % 50) / 5.0 end,
           case f.id % 10 when 0 then $3::int when 5 then $4::int end
         from cv_files f where f.posting_id = $2`,
        [acme.companyId, big, first, second],
      );
    });

    const setMark = (postulacion_id: number, marca_id: number) =>
      t.call(updateApplicantCall, { body: { evaluacion_id: big, postulacion_id, datos: { marca_id } }, token: acme.token });
    const bestFirst = async (markId?: number) =>
      (
        (
          await t.database.executeSql(
            `select id from applications where posting_id = $1 and ($2::int is null or mark_id = $2::int)
             order by score desc nulls last, id desc`,
            [big, markId ?? null],
          )
        ).rows as Array<{ id: number }>
      ).map((r) => r.id);
    const counted = async (markIds: number[]) =>
      Number(
        (
          (await t.database.executeSql('select count(*) as n from applications where posting_id = $1 and mark_id = any($2::int[])', [big, markIds]))
            .rows[0] as { n: string | number }
        ).n,
      );

    it('pages deep into it in the same order, up to a partial last page', async () => {
      const ids = await bestFirst();
      for (const numero_pagina of [50, 51, 52, 53, 54, 57]) {
        const answer = await page({ evaluacion_id: big, numero_pagina });
        expect(answer.data!.total_cv_recibidos).toBe(SIZE);
        expect(answer.data!.postulaciones.map((r) => r.id)).toEqual(ids.slice((numero_pagina - 1) * 20, numero_pagina * 20));
      }
      expect((await page({ evaluacion_id: big, numero_pagina: 57 })).data!.postulaciones).toHaveLength(SIZE % 20);
      expect((await page({ evaluacion_id: big, numero_pagina: 58 })).data!.postulaciones).toEqual([]);
    });

    it('pages deep into a mark filter the same way', async () => {
      await t.database.executeSql('update applications set mark_id = $2 where posting_id = $1 and mark_id is null', [big, first]);
      const ids = await bestFirst(first);
      expect(ids.length).toBeGreaterThan(1_000);
      for (const numero_pagina of [50, 51, Math.ceil(ids.length / 20)]) {
        const answer = await page({ evaluacion_id: big, numero_pagina, marcas: [first] });
        expect(answer.data!.total_cv_recibidos).toBe(ids.length);
        expect(answer.data!.postulaciones.map((r) => r.id)).toEqual(ids.slice((numero_pagina - 1) * 20, numero_pagina * 20));
      }
    });

    it('keeps the mark totals exact through marking, unmarking, removals and a deleted mark', async () => {
      const check = async () => {
        for (const marcas of [[first], [second], [first, second]]) {
          expect((await page({ evaluacion_id: big, marcas })).data!.total_cv_recibidos).toBe(await counted(marcas));
        }
      };
      await check();
      const ids = await bestFirst();
      expect((await setMark(ids[0]!, first)).status).toBe(200);
      expect((await setMark(ids[1]!, second)).status).toBe(200);
      expect((await setMark(ids[2]!, -1)).status).toBe(200);
      await check();
      await t.database.executeSql('delete from applications where posting_id = $1 and id % 3 = 0', [big]);
      await check();
      const deep = await page({ evaluacion_id: big, marcas: [first], numero_pagina: 2 });
      expect(deep.data!.postulaciones.every((r) => r.marca_id === first)).toBe(true);
      await t.database.executeSql('delete from marks where id = $1', [second]);
      await check();
      expect((await page({ evaluacion_id: big, marcas: [second] })).data!.total_cv_recibidos).toBe(0);
    });
  });

  describe('notes', () => {
    let noted: number;
    const save = (nota: unknown, language?: 'es' | 'en' | 'pt') =>
      t.call(updateApplicantCall, {
        body: { evaluacion_id: postingId, postulacion_id: noted, datos: { nota } },
        token: acme.token,
        language,
      });
    const notesNow = async () => (await page({})).data!.postulaciones.find((r) => r.id === noted)?.notas;

    beforeAll(async () => {
      noted = await addApplicant(acme, postingId, 'Notada', 5);
    });

    it('saves notes exactly as typed, markup included, and answers a localised message', async () => {
      const html = '<img src=x onerror=alert(1)> <b>bien</b>\n  segunda línea  ';
      const saved = await save(html);
      expect(saved.data).toEqual({ message: 'Notas guardadas.' });
      expect(await notesNow()).toBe(html);
      expect((await save('ok', 'en')).data?.message).toBe('Notes saved.');
      expect((await save('ok', 'pt')).data?.message).toBe('Notas salvas.');
      const longest = 'x'.repeat(NOTE_MAX_LENGTH);
      expect((await save(longest)).status).toBe(200);
      expect(await notesNow()).toBe(longest);
    });

    it('clears notes that are empty or blank', async () => {
      await save('algo');
      expect((await save('')).status).toBe(200);
      expect(await notesNow()).toBeNull();
      await save('algo');
      await save('  \n ');
      expect(await notesNow()).toBeNull();
    });

    it.each([
      ['a note too long', { nota: 'x'.repeat(NOTE_MAX_LENGTH + 1) }],
      ['a note that is not text', { nota: 5 }],
      ['a null note', { nota: null }],
      ['both a note and a mark', { nota: 'a', marca_id: 1 }],
      ['an unknown field', { otra: 'a' }],
      ['no datos at all', undefined],
    ])('refuses %s', async (_label, datos) => {
      await save('antes');
      const answer = await t.call(updateApplicantCall, {
        body: { evaluacion_id: postingId, postulacion_id: noted, ...(datos === undefined ? {} : { datos }) },
        token: acme.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('validation');
      expect(await notesNow()).toBe('antes');
    });
  });

  describe("another company's data", () => {
    it("answers 404 for another company's posting and applicant, and changes nothing", async () => {
      const theirPosting = await createPosting(t, other);
      const theirApplicant = await addApplicant(other, theirPosting, 'Ajeno', 5, 'nota de ellos');
      const ours = await addApplicant(acme, postingId, 'Nuestro', 5);

      expect((await page({ evaluacion_id: theirPosting })).status).toBe(404);
      expect((await page({ evaluacion_id: 999_999 })).status).toBe(404);
      const write = (evaluacion_id: number, postulacion_id: number) =>
        t.call(updateApplicantCall, { body: { evaluacion_id, postulacion_id, datos: { nota: 'hack' } }, token: acme.token });
      expect((await write(theirPosting, theirApplicant)).status).toBe(404);
      // Our posting with their applicant, and their posting with ours.
      expect((await write(postingId, theirApplicant)).status).toBe(404);
      expect((await write(theirPosting, ours)).status).toBe(404);
      // An applicant of another posting of ours is not found through this one either.
      const otherOfOurs = await createPosting(t, acme, { puesto: 'Otra nuestra' });
      expect((await write(otherOfOurs, ours)).status).toBe(404);

      const theirs = await page({ evaluacion_id: theirPosting }, other);
      expect(theirs.data!.postulaciones[0]?.notas).toBe('nota de ellos');
    });

    it('answers 403 without a session', async () => {
      const answer = await t.call(applicantsPageCall, {
        body: { evaluacion_id: postingId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
      });
      expect(answer.status).toBe(403);
    });
  });

  describe('the signed CV link (path_cv)', () => {
    const cvName = 'Currículo de Amanda (final) v2.pdf';
    let cvPosting: number;
    let bytes: Uint8Array;
    let link: string;
    let applicantId: number;

    beforeAll(async () => {
      cvPosting = await createPosting(t, acme, { puesto: 'CVs' });
      bytes = corpusFile('cvs/AmandaMartinsDev__curriculo__curriculo.pdf');
      const uploaded = await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: cvPosting, file: { bytes, name: cvName, type: 'application/pdf' } });
      expect(uploaded.status).toBe(200);
      const [row] = (await page({ evaluacion_id: cvPosting })).data!.postulaciones;
      applicantId = row!.id;
      link = row!.path_cv!;
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it('downloads the exact bytes with the original name and type, never cached or sniffed', async () => {
      expect(link).toMatch(new RegExp(`^/api/cv/${applicantId}\\?u=${acme.userId}&exp=\\d+&sig=[\\w-]+$`));
      const answer = await get(link);
      expect(answer.statusCode).toBe(200);
      expect(new Uint8Array(answer.rawPayload)).toEqual(bytes);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `inline; filename="Curriculo de Amanda (final) v2.pdf"; filename*=UTF-8''Curr%C3%ADculo%20de%20Amanda%20%28final%29%20v2.pdf`,
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    });

    it('serves a Word CV as a download with its type', async () => {
      const docx = corpusFile('cvs/bjherger__ResumeParser__john_smith.docx');
      const posting = await createPosting(t, acme, { puesto: 'Word' });
      await uploadCv(t, { empresa_id: acme.companyId, evaluacion_id: posting, file: { bytes: docx, name: 'john.docx' } });
      const [row] = (await page({ evaluacion_id: posting })).data!.postulaciones;
      const answer = await get(row!.path_cv!);
      expect(answer.statusCode).toBe(200);
      expect(new Uint8Array(answer.rawPayload)).toEqual(docx);
      expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="john.docx"; filename*=UTF-8''john.docx`);
    });

    it('gives the same link in the job detail', async () => {
      const detail = await t.call(jobDetailCall, { params: { id: cvPosting }, token: acme.token });
      expect(detail.data!.postulaciones[0]!.path_cv).toMatch(new RegExp(`^/api/cv/\\d+\\?u=${acme.userId}&exp=\\d+&sig=`));
    });

    it('refuses a tampered, expired or incomplete link with 404', async () => {
      const url = new URL(link, 'http://panel.test');
      const exp = Number(url.searchParams.get('exp'));
      const sig = url.searchParams.get('sig')!;
      const u = url.searchParams.get('u')!;
      const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
      const refused = [
        `/api/cv/${applicantId}?u=${u}&exp=${exp}&sig=${flipped}`,
        `/api/cv/${applicantId}?u=${u}&exp=${exp + 60}&sig=${sig}`,
        `/api/cv/${applicantId + 1}?u=${u}&exp=${exp}&sig=${sig}`,
        // The link names its user: another user's id does not go with its signature.
        `/api/cv/${applicantId}?u=${Number(u) + 1}&exp=${exp}&sig=${sig}`,
        `/api/cv/${applicantId}?exp=${exp}&sig=${sig}`,
        `/api/cv/${applicantId}?u=${u}&exp=${exp}`,
        `/api/cv/${applicantId}?u=${u}&sig=${sig}`,
        `/api/cv/${applicantId}`,
        `/api/cv/abc?u=${u}&exp=${exp}&sig=${sig}`,
      ];
      for (const bad of refused) {
        const answer = await get(bad);
        expect(answer.statusCode, bad).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'not_found' });
      }
      // A link signed long ago has expired even with a right signature.
      const { createCvLinks } = await import('./cv-files/cv-link');
      const cvFileId = (await cvFilesRepo.findCurrentCv(t.database.db, applicantId))!.cvFile.id;
      const links = createCvLinks(t.database.db, undefined);
      const old = await links.sign(acme, applicantId, cvFileId, Date.now() - CV_LINK_TTL_MS - 5_000);
      expect((await get(old)).statusCode).toBe(404);
      const fresh = await links.sign(acme, applicantId, cvFileId);
      // The same stored key signs in every process: a fresh signer's link works.
      expect((await get(fresh)).statusCode).toBe(200);
    });

    it("refuses a link signed for another company's applicant or another CV file", async () => {
      const { createCvLinks } = await import('./cv-files/cv-link');
      const links = createCvLinks(t.database.db, undefined);
      const cvFileId = (await cvFilesRepo.findCurrentCv(t.database.db, applicantId))!.cvFile.id;
      expect((await get(await links.sign(other, applicantId, cvFileId))).statusCode).toBe(404);
      expect((await get(await links.sign(acme, applicantId, cvFileId + 1000))).statusCode).toBe(404);
      // Another company sees no link to our applicant at all: its page call answers 404.
      expect((await page({ evaluacion_id: cvPosting }, other)).status).toBe(404);
    });
  });
});
