import type { Language } from '@postula/contract/constants';
import type { ChangeStageRequest, SaveStagesRequest, Stage, StageChange } from '@postula/contract/stages';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { requirePosting } from '../postings/require-posting';
import { findApplicant } from '../applicants/applicants.repository';
import { bulkFilter, refusingTooMany } from '../applicants/search/matching.usecases';
import { BULK_FILTER_MAX } from '@postula/contract/applicants';
import * as repo from './stages.repository';
import { byRecruiter } from '../audit/audit.repository';
import { isDefaultName, stageName } from './stages.messages';

export interface StagesDeps {
  db: Db;
}

export async function listStages(deps: StagesDeps, session: Session, language: Language): Promise<Stage[]> {
  const [rows, counts] = await Promise.all([
    repo.listStages(deps.db, session.companyId),
    repo.applicantsByStage(deps.db, session.companyId),
  ]);
  return rows.map((s) => ({
    etapa_id: s.id,
    clave: s.name ? null : s.key,
    nombre: stageName(s, language),
    postulaciones: counts.get(s.id) ?? 0,
  }));
}

/**
 * Renames, reorders and adds stages. Every existing stage must be listed once (400 otherwise: removing one is
 * removeStage, which moves its applicants); a default stage whose name is left as a reader sees it keeps its key.
 */
export async function saveStages(deps: StagesDeps, session: Session, request: SaveStagesRequest, language: Language, ip: string) {
  const existing = new Map((await repo.listStages(deps.db, session.companyId)).map((s) => [s.id, s]));
  const listed = request.etapas.filter((e) => e.etapa_id !== undefined).map((e) => e.etapa_id!);
  if (new Set(listed).size !== listed.length || listed.length !== existing.size || listed.some((id) => !existing.has(id))) {
    throw new AppError('validation', 400, { field: 'etapas' });
  }
  const names = request.etapas.map((e) => e.nombre.replace(/\s+/g, ' ').toLowerCase());
  if (new Set(names).size !== names.length) throw new AppError('stage_name_taken', 409, { field: 'etapas' });
  await repo.saveStages(
    deps.db,
    session.companyId,
    request.etapas.map((e) => {
      const name = e.nombre.replace(/\s+/g, ' ');
      const was = e.etapa_id ? existing.get(e.etapa_id) : undefined;
      if (was?.key && !was.name && isDefaultName(was.key, name)) return { id: was.id, key: was.key, name: null };
      return { id: e.etapa_id, key: was?.key ?? null, name };
    }),
    byRecruiter(session, ip),
  );
  return { etapas: await listStages(deps, session, language) };
}

/** Removes a stage, moving its applicants to `mover_a` (another stage of the company); one stage must remain. */
export async function removeStage(
  deps: StagesDeps,
  session: Session,
  request: { etapa_id: number; mover_a: number },
  language: Language,
  ip: string,
) {
  const stages = await repo.listStages(deps.db, session.companyId);
  const stage = stages.find((s) => s.id === request.etapa_id);
  if (!stage) throw notFound();
  if (stages.length === 1) throw new AppError('last_stage', 409, { field: 'etapa_id' });
  const to = stages.find((s) => s.id === request.mover_a);
  if (!to || to.id === stage.id) throw new AppError('validation', 400, { field: 'mover_a' });
  const movidas = await repo.removeStage(deps.db, session.companyId, stage, to, byRecruiter(session, ip));
  return { etapas: await listStages(deps, session, language), movidas };
}

/** The company's own stage; another company's, or none, answers 404. */
async function ownStage(deps: StagesDeps, session: Session, id: number) {
  const stage = (await repo.listStages(deps.db, session.companyId)).find((s) => s.id === id);
  if (!stage) throw notFound();
  return stage;
}

/**
 * Moves applicants of one posting to a stage, all or none: the ids given, or every applicant the list's filter
 * matches. An id that is not the company's applicant to that posting answers 404 and nothing changes; a filter
 * matching more than BULK_FILTER_MAX answers 422 (`bulk_too_many`) and nothing changes.
 */
export async function changeStage(deps: StagesDeps, session: Session, request: ChangeStageRequest, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const to = await ownStage(deps, session, request.etapa_id);
  const scope = request.filtro
    ? { postingId: posting.id, filter: await bulkFilter(deps.db, session, request.filtro), max: BULK_FILTER_MAX }
    : { postingId: posting.id, ids: [...new Set(request.postulacion_ids)] };
  const moved = await refusingTooMany(() => repo.moveApplicants(deps.db, session.companyId, scope, to, byRecruiter(session, ip)));
  if (moved === null) throw notFound();
  return { cambiadas: moved };
}

export async function stageHistory(
  deps: StagesDeps,
  session: Session,
  query: { evaluacion_id: number; postulacion_id: number },
  language: Language,
): Promise<{ cambios: StageChange[] }> {
  const { posting } = await requirePosting(deps.db, session, query.evaluacion_id);
  const applicant = await findApplicant(deps.db, session.companyId, posting.id, query.postulacion_id);
  if (!applicant) throw notFound();
  const rows = await repo.stageHistory(deps.db, session.companyId, applicant.id);
  return {
    cambios: rows.map((r) => ({
      de: r.fromStage ? { etapa_id: r.fromStageId, nombre: stageName(r.from ?? r.fromStage, language) } : null,
      a: { etapa_id: r.toStageId, nombre: stageName(r.to ?? r.toStage, language) },
      usuario: r.user,
      fecha: r.at.toISOString(),
    })),
  };
}
