import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import type { ExportApplicantsRequest } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import { summaryIn } from '../../../engine/render-analysis';
import { interpolate } from '../../../platform/i18n/language';
import type { Session } from '../../../platform/http/router';
import { requirePosting } from '../../postings/require-posting';
import { listMarks } from '../../marks/marks.repository';
import type { Application } from '../applicants.repository';
import { exportTexts } from './export.messages';
import * as searchRepo from './search.repository';
import { filterOf, ORDER_OF, type SearchDeps } from './search.usecases';
import type { ApplicantsFilter } from './filter.repository';
import { byRecruiter, recordAudit } from '../../audit/audit.repository';

/** Applicants read from the database per query while the file is written: the file never sits whole in memory. */
export const EXPORT_BATCH = 500;

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) is prefixed
 * with an apostrophe, as OWASP advises against CSV injection: a CV or a note can say anything.
 */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Digits, with what phone numbers print between them: nothing a formula could call. */
const PHONE_LIKE = /^[+-]?[\d\s()./-]+$/;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * POST /jobsearch/export: the applicants the filter matches, in the list's order, with every column the list
 * shows and the verdict on each condition of the posting, as CSV (UTF-8 with a BOM, so Excel reads the accents)
 * or XLSX. Streamed: rows are read EXPORT_BATCH at a time and written as they come. Another company's posting
 * answers 404 before anything is written.
 */
export async function exportApplicants(
  deps: SearchDeps,
  session: Session,
  request: ExportApplicantsRequest,
  language: Language,
  ip: string,
): Promise<ExportFile> {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const t = exportTexts[language];
  const markNames = new Map((await listMarks(deps.db, session.companyId)).map((m) => [m.id, m.name]));
  const conditions = [
    ...posting.mandatoryConditions.map((condition) => ({ condition, kind: 'mandatory' as const })),
    ...posting.desirableConditions.map((condition) => ({ condition, kind: 'desirable' as const })),
  ];
  const header = [t.name, t.email, t.phone, t.score, t.mark, t.state, t.appliedAt, t.summary, t.notes].concat(
    conditions.map((c) => interpolate(c.kind === 'mandatory' ? t.mandatory : t.desirable, { condition: c.condition })),
  );
  const stateOf = (a: Application) => (a.analysisState === 'done' ? t.done : a.analysisState === 'failed' ? t.failed : t.pending);
  // CSV has no types: whatever a spreadsheet would take for a formula is neutralised, a phone too (opened as is it
  // would read "+54 11…" as a sum). An XLSX text cell is never evaluated, and a phone's characters cannot call
  // anything even if the file is saved again as CSV: there a phone keeps its +.
  const text =
    request.formato === 'csv'
      ? (value: string | null) => neutralised(value ?? '')
      : (value: string | null) => (PHONE_LIKE.test(value ?? '') ? value! : neutralised(value ?? ''));
  const rowOf = (a: Application): Array<string | number> => [
    text(a.name),
    text(a.email),
    text(a.phone),
    a.score === null ? '' : Math.round(a.score * 10) / 10,
    text(a.markId === null ? null : (markNames.get(a.markId) ?? null)),
    stateOf(a),
    a.createdAt.toISOString().slice(0, 10),
    text(summaryIn(a, language)),
    text(a.notes),
    ...conditions.map((c) => {
      const verdict = a.conditions.find((v) => v.kind === c.kind && v.condition === c.condition)?.verdict;
      return verdict ? t[verdict] : '';
    }),
  ];

  const filter = filterOf(request.filtro);
  const order = ORDER_OF[request.orden];
  const batchAt = (offset: number) =>
    searchRepo.applicantsPage(deps.db, session.companyId, posting.id, filter, { offset, limit: EXPORT_BATCH }, { totals: deps.totals, version: posting.applicantsVersion, received: posting.receivedCount }, order);
  // The first batch is read before anything is sent: its total is how many rows the file holds, for the activity
  // log, which records the export before the file leaves.
  const first = await batchAt(0);
  await recordAudit(deps.db, {
    ...byRecruiter(session, ip),
    action: 'postulantes_exportados',
    postingId: posting.id,
    detail: { formato: request.formato, filas: first.total, filtrado: narrowed(filter) },
  });
  async function* rows() {
    let batch = first.rows;
    for (let offset = 0; ; ) {
      for (const a of batch) yield rowOf(a);
      if (batch.length < EXPORT_BATCH) return;
      offset += EXPORT_BATCH;
      batch = (await batchAt(offset)).rows;
    }
  }

  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = `${t.file} - ${posting.position} - ${stamp}.${request.formato}`;
  if (request.formato === 'csv') {
    const csv = stringify({ bom: true });
    const body = new PassThrough();
    csv.pipe(body);
    void (async () => {
      try {
        csv.write(header);
        for await (const row of rows()) if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
        csv.end();
      } catch (error) {
        body.destroy(error as Error);
      }
    })();
    return { fileName, contentType: 'text/csv; charset=utf-8', body };
  }

  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t.file.slice(0, 31));
  void (async () => {
    try {
      const top = sheet.addRow(header);
      top.font = { bold: true };
      top.commit();
      for await (const row of rows()) {
        sheet.addRow(row).commit();
        // The client reads slower than the database answers: wait for it rather than hold the file.
        if (body.writableNeedDrain) await once(body, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}

/** Whether the filter leaves any applicant of the posting out. */
const narrowed = (f: ApplicantsFilter) =>
  f.text.trim() !== '' ||
  f.markIds.length > 0 ||
  (f.stageIds?.length ?? 0) > 0 ||
  (f.scoreMin ?? null) !== null ||
  (f.scoreMax ?? null) !== null ||
  (f.states?.length ?? 0) > 0 ||
  Boolean(f.mandatoryMet) ||
  Boolean(f.noneUnmet);

/** An attachment named `fileName`: ASCII for old clients, the exact UTF-8 name (RFC 6266, 5987) for the rest. */
export function attachment(fileName: string): string {
  const fallback = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\/]/g, '_');
  const encoded = encodeURIComponent(fileName.replaceAll('/', '-')).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
