import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  AUDIT_PAGE_SIZE,
  type AnalysisLogEntry,
  type AuditActor,
  type AuditDetail,
  type AuditEntry,
  type AuditFilter,
  type PipelineChange,
} from '@postula/contract/audit';
import type { Language } from '@postula/contract/constants';
import type { Db } from '../../platform/db/database';
import type { Session } from '../../platform/http/router';
import { neutralised, type ExportFile } from '../applicants/search/export';
import { stageName } from '../stages/stages.messages';
import { auditActionTexts, auditActorTexts, auditCsvTexts } from './audit.messages';
import * as repo from './audit.repository';

export interface AuditDeps {
  db: Db;
}


const ACTORS: Record<repo.AuditActorKind, AuditActor> = { recruiter: 'reclutador', candidate: 'candidato', system: 'sistema' };

const nameOf = (stage: { clave: string | null; nombre: string | null }, language: Language) =>
  stageName({ key: stage.clave, name: stage.nombre }, language);
const stageRef = (stage: repo.StoredStageRef, language: Language) => ({ etapa_id: stage.etapa_id, nombre: nameOf(stage, language) });

/** A default stage is said in the reader's language; a renamed one as the company wrote it then. */
function pipelineFor(change: repo.StoredPipelineChange, language: Language): PipelineChange {
  const { agregadas, renombradas, reordenadas, eliminada } = change;
  return {
    ...(agregadas ? { agregadas: agregadas.map((s) => stageRef(s, language)) } : {}),
    ...(renombradas
      ? { renombradas: renombradas.map((r) => ({ etapa_id: r.etapa_id, antes: nameOf(r.antes, language), despues: nameOf(r.despues, language) })) }
      : {}),
    ...(reordenadas ? { reordenadas } : {}),
    ...(eliminada
      ? {
          eliminada: {
            etapa_id: eliminada.etapa.etapa_id,
            nombre: nameOf(eliminada.etapa, language),
            movidas: eliminada.movidas,
            mover_a: stageRef(eliminada.mover_a, language),
          },
        }
      : {}),
  };
}

function detailFor(detail: repo.StoredAuditDetail, language: Language): AuditDetail {
  const { etapa, etapas, ...rest } = detail;
  return {
    ...rest,
    ...(etapa ? { etapa: stageRef(etapa, language) } : {}),
    ...(etapas ? { etapas: pipelineFor(etapas, language) } : {}),
  };
}

function toEntry(row: repo.AuditRow, language: Language): AuditEntry {
  const detalle = detailFor(row.detail, language);
  return {
    registro_id: row.id,
    fecha: row.at.toISOString(),
    actor: ACTORS[row.actor],
    usuario: row.userEmail,
    accion: row.action,
    evaluacion_id: row.postingId,
    puesto: row.position ?? detalle.puesto ?? null,
    aviso_existe: row.position !== null,
    postulacion_id: row.applicationId,
    nombre_persona: row.applicantExists ? row.applicantName : null,
    postulante_existe: row.applicantExists,
    detalle,
    ip: row.ip,
  };
}

const queryOf = (filter: AuditFilter): repo.AuditQuery => ({
  action: filter.accion,
  userId: filter.usuario_id,
  postingId: filter.evaluacion_id,
  from: filter.desde ? new Date(filter.desde) : undefined,
  to: filter.hasta ? new Date(filter.hasta) : undefined,
});

/** GET /settings/audit: a page of the company's trail, newest first. */
export async function auditPage(deps: AuditDeps, session: Session, request: AuditFilter & { pagina: number }, language: Language) {
  const rows = await repo.listAudit(deps.db, session.companyId, queryOf(request), {
    offset: (request.pagina - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  return { registros: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => toEntry(row, language)), hay_mas: rows.length > AUDIT_PAGE_SIZE };
}

/** GET /settings/audit/filters: the company's users and postings, for the log's filters. */
export async function auditFilters(deps: AuditDeps, session: Session) {
  const { people, postings } = await repo.filterOptions(deps.db, session.companyId);
  return {
    usuarios: people.map((u) => ({ usuario_id: u.id, correo: u.email })),
    avisos: postings.map((p) => ({ evaluacion_id: p.id, puesto: p.position })),
  };
}

/** Entries read per query while the CSV is written: the file never sits whole in memory. */
const EXPORT_BATCH = 1000;

/**
 * POST /settings/audit/export: the entries the filter matches, newest first, as CSV (UTF-8 with a BOM), each cell
 * a spreadsheet would read as a formula neutralised as in the applicants' export. Applicants are named by id only:
 * the file outlives the applications it names. The export itself is recorded first.
 */
export async function exportAuditCsv(deps: AuditDeps, session: Session, filter: AuditFilter, language: Language, ip: string): Promise<ExportFile> {
  await repo.recordAudit(deps.db, { ...repo.byRecruiter(session, ip), action: 'registro_exportado' });
  const t = auditCsvTexts[language];
  const actors = auditActorTexts[language];
  const actions = auditActionTexts[language];
  const query = queryOf(filter);
  const csv = stringify({ bom: true });
  const body = new PassThrough();
  csv.pipe(body);
  const cell = (value: string | null) => neutralised(value ?? '');
  void (async () => {
    try {
      csv.write([t.when, t.who, t.actor, t.action, t.posting, t.position, t.applicant, t.detail, t.ip]);
      let after: repo.AuditCursor | null = null;
      for (;;) {
        const rows = await repo.listAudit(deps.db, session.companyId, query, { after, limit: EXPORT_BATCH });
        for (const row of rows) {
          const entry = toEntry(row, language);
          const line = [
            entry.fecha,
            cell(entry.usuario ?? actors[entry.actor]),
            actors[entry.actor],
            cell(actions[entry.accion]),
            entry.evaluacion_id ?? '',
            cell(entry.puesto),
            entry.postulacion_id ?? '',
            cell(Object.keys(entry.detalle).length ? JSON.stringify(entry.detalle) : ''),
            cell(entry.ip),
          ];
          if (!csv.write(line)) await new Promise((resolve) => csv.once('drain', resolve));
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) break;
        after = { at: last.at, id: last.id };
      }
      csv.end();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  const stamp = new Date().toISOString().slice(0, 10);
  return { fileName: `${t.file} - ${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body };
}

/** GET /settings/analysis-log: the company's logged CV analyses, newest first. */
export async function analysisLogPage(deps: AuditDeps, session: Session, request: { pagina: number; evaluacion_id?: number | undefined }) {
  const rows = await repo.listAnalyses(deps.db, session.companyId, request.evaluacion_id, {
    offset: (request.pagina - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const analisis: AnalysisLogEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    analisis_id: row.id,
    fecha: row.at.toISOString(),
    evaluacion_id: row.postingId,
    puesto: row.position,
    postulacion_id: row.applicationId,
    nombre_persona: row.applicantExists ? row.applicantName : null,
    postulante_existe: row.applicantExists,
    motor: row.engine,
    version_motor: row.engineVersion,
    hash_entrada: row.inputHash,
    calificacion: row.score,
    condicion_necesaria_incumplida: row.mandatoryNotMet,
    condiciones: row.verdicts.map((v) => ({ tipo: v.kind, condicion: v.condition, veredicto: v.verdict })),
  }));
  return { analisis, hay_mas: rows.length > AUDIT_PAGE_SIZE };
}
