import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { ExportApplicantsRequest } from '@postula/contract/applicants';
import { createMarkCall } from '@postula/contract/marks';
import { createPosting, insertApplicantRow } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Language } from '@postula/contract/constants';
import { findPosting } from '../postings/postings.repository';
import * as analysisRepo from './analysis/analysis.repository';
import * as reviewRepo from './review/review.repository';

/**
 * Exporting the filtered applicants (POST /jobsearch/export) through the real app: the files are parsed as a
 * spreadsheet would read them (csv-parse, ExcelJS).
 */
describe('exporting applicants (POST /jobsearch/export)', () => {
  let t: TestApp;
  let acme: SeededCompany;
  let other: SeededCompany;
  let postingId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { workers: false });
    acme = await seedCompany(t, { name: 'Acme' });
    other = await seedCompany(t, { name: 'Otra' });
    postingId = await createPosting(t, acme, {
      puesto: 'Técnico/a de mantenimiento',
      condiciones_necesarias: [{ condicion_necesaria: 'Electricidad industrial' }],
      condiciones_deseables: [{ condicion_deseable: 'Inglés' }],
    });
    const mark = await t.call(createMarkCall, { body: { nombre: 'Entrevistar', color: '#16a34a' }, token: acme.token });
    const add = async (name: string, score: number, extra: { email?: string; phone?: string; notes?: string; markId?: number } = {}) => {
      const found = await findPosting(t.database.db, acme.companyId, postingId);
      const n = ++sequence;
      const row = await insertApplicantRow(t.database.db, found!.posting, { storageKey: `export/${n}`, sha256: `export-${n}` });
      await analysisRepo.storeAnalysis(
        t.database.db,
        row.id,
        row.cvFileId,
        {
          language: 'es',
          name,
          email: extra.email ?? null,
          phone: extra.phone ?? null,
          summary: 'Electricista con diez años de experiencia.',
          score,
          conditions: [
            { condition: 'Electricidad industrial', kind: 'mandatory', verdict: score > 4 ? 'met' : 'not_met', evidence: null, reason: 'x' },
            { condition: 'Inglés', kind: 'desirable', verdict: 'partly', evidence: null, reason: 'x' },
          ],
          mandatoryNotMet: score <= 4,
        } as never,
        'embedded',
      );
      if (extra.notes) await reviewRepo.updateNotes(t.database.db, row.id, extra.notes);
      if (extra.markId) await t.database.executeSql('update applications set mark_id = $1 where id = $2', [extra.markId, row.id]);
      return row.id;
    };
    await add('José Núñez', 8.5, { email: 'jose@example.com', phone: '+5491155550000', markId: mark.data!.marca_id, notes: 'Buena actitud; ñandú' });
    await add('=HYPERLINK("http://evil.example","clic")', 6, { notes: '@SUM(1+1)*cmd|' });
    await add('Rosa Baja', 3);
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (body: Omit<Partial<ExportApplicantsRequest>, 'formato'> & { formato: string }, company = acme, language: Language = 'es') =>
    t.app.inject({
      method: 'POST',
      url: '/api/jobsearch/export',
      headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json', 'accept-language': language },
      payload: JSON.stringify({ evaluacion_id: postingId, filtro: { nombre_o_notas: '', marcas: [] }, ...body }),
    });

  it('writes a CSV in UTF-8 with a BOM, every column and the verdicts, named after the posting and the day', async () => {
    const response = await download({ formato: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`Postulantes - Técnico-a de mantenimiento - ${day}.csv`)}`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(response.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Nombre',
      'Correo',
      'Teléfono',
      'Calificación',
      'Marca',
      'Estado del análisis',
      'Fecha de postulación',
      'Resumen',
      'Notas',
      'Excluyente: Electricidad industrial',
      'Deseable: Inglés',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(['José Núñez', 'jose@example.com', "'+5491155550000", '8.5', 'Entrevistar', 'Analizado', day, 'Electricista con diez años de experiencia.', 'Buena actitud; ñandú', 'Cumple', 'Cumple en parte']);
    expect(rows[3]?.slice(-2)).toEqual(['No cumple', 'Cumple en parte']);
  });

  it('neutralises every cell a spreadsheet would take for a formula', async () => {
    const rows = parse((await download({ formato: 'csv' })).rawPayload, { bom: true }) as string[][];
    const hostile = rows.find((r) => r[0]!.includes('HYPERLINK'))!;
    expect(hostile[0]).toBe(`'=HYPERLINK("http://evil.example","clic")`);
    expect(hostile[8]).toBe("'@SUM(1+1)*cmd|");
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes an XLSX the spreadsheet opens, texts as texts, in the reader’s language, filtered and sorted as the list', async () => {
    const response = await download({ formato: 'xlsx', filtro: { nombre_o_notas: '', marcas: [], calificacion_min: 5 } as never, orden: 'nombre' }, acme, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="Applicants - Tecnico_a de mantenimiento - \d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(values[0]?.slice(0, 4)).toEqual(['Name', 'E-mail', 'Phone', 'Score']);
    expect(values[0]?.slice(-2)).toEqual(['Mandatory: Electricidad industrial', 'Desirable: Inglés']);
    // Score 5 or more, by name: the hostile one ('=…' sorts first) and José; Rosa (3) is left out.
    expect(values).toHaveLength(3);
    // Typed cells, never a formula; the hostile text neutralised still (the file may be saved again as CSV), the
    // phone as printed.
    expect(values[1]?.[0]).toBe(`'=HYPERLINK("http://evil.example","clic")`);
    expect(values[2]?.slice(0, 4)).toEqual(['José Núñez', 'jose@example.com', '+5491155550000', 8.5]);
    expect(values[2]?.slice(-2)).toEqual(['Met', 'Partly met']);
    sheet.eachRow((row) => row.eachCell((cell) => expect([ExcelJS.ValueType.String, ExcelJS.ValueType.Number]).toContain(cell.type)));
  });

  it("answers another company's posting as not found, and a missing session as expired", async () => {
    const foreign = await download({ formato: 'csv' }, other);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/jobsearch/export',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ evaluacion_id: postingId, filtro: { nombre_o_notas: '', marcas: [] }, formato: 'csv' }),
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('refuses an unknown format', async () => {
    const response = await download({ formato: 'pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });
});
