import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { StageKey } from '@postula/contract/stages';
import type { Db } from '../../platform/db/database';
import { applications } from '../applicants/applicants.tables';
import { putStage } from '../applicants/applicants.repository';
import type { ApplicantsFilter } from '../applicants/search/filter.repository';
import { matchingIds } from '../applicants/search/matching.repository';
import { users } from '../accounts/accounts.tables';
import { stageChanges, type StageSnapshot } from './history.tables';
import { stages } from './stages.tables';
import { recordAudit, recordAuditBatch, type AuditActorRef, type StoredPipelineChange, type StoredStageRef } from '../audit/audit.repository';

export type StageRow = typeof stages.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The company's pipeline, in order. */
export async function listStages(db: Db | Tx, companyId: number): Promise<StageRow[]> {
  return db.select().from(stages).where(eq(stages.companyId, companyId)).orderBy(asc(stages.position), asc(stages.id));
}

/** How many of the company's applicants (merged ones too: they move with a removed stage) are in each stage. */
export async function applicantsByStage(db: Db, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ stageId: applications.stageId, applicants: count() })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .groupBy(applications.stageId);
  return new Map(rows.map((r) => [r.stageId!, r.applicants]));
}

export interface StageEdit {
  id?: number;
  key: StageKey | null;
  name: string | null;
}

/**
 * Writes the pipeline in the given order: existing stages renamed and moved, new ones added. What changed
 * (stages added, renamed, the order) is one entry of the activity log `by` the recruiter, in the same
 * transaction; a save that changes nothing leaves none.
 */
export async function saveStages(db: Db, companyId: number, edits: StageEdit[], by: AuditActorRef): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx
      .select()
      .from(stages)
      .where(eq(stages.companyId, companyId))
      .orderBy(asc(stages.position), asc(stages.id))
      .for('update');
    const was = new Map(before.map((s) => [s.id, s]));
    const agregadas: StoredStageRef[] = [];
    const renombradas: NonNullable<StoredPipelineChange['renombradas']> = [];
    for (const [position, edit] of edits.entries()) {
      if (edit.id) {
        await tx
          .update(stages)
          .set({ position: position + 1, key: edit.key, name: edit.name })
          .where(and(eq(stages.companyId, companyId), eq(stages.id, edit.id)));
        const old = was.get(edit.id);
        if (old && (old.key !== edit.key || old.name !== edit.name)) {
          renombradas.push({ etapa_id: old.id, antes: { clave: old.key, nombre: old.name }, despues: { clave: edit.key, nombre: edit.name } });
        }
      } else {
        const [row] = await tx.insert(stages).values({ companyId, position: position + 1, key: null, name: edit.name }).returning({ id: stages.id });
        agregadas.push({ etapa_id: row!.id, clave: null, nombre: edit.name });
      }
    }
    const order = (ids: Array<number | undefined>) => ids.filter((id) => id !== undefined && was.has(id)).join(',');
    const reordenadas = order(before.map((s) => s.id)) !== order(edits.map((e) => e.id));
    if (agregadas.length === 0 && renombradas.length === 0 && !reordenadas) return;
    await recordAudit(tx, {
      ...by,
      action: 'etapas_editadas',
      detail: {
        etapas: {
          ...(agregadas.length ? { agregadas } : {}),
          ...(renombradas.length ? { renombradas } : {}),
          ...(reordenadas ? { reordenadas } : {}),
        },
      },
    });
  });
}

const snapshot = (stage: StageRow): StageSnapshot => ({ key: stage.key, name: stage.name });
const stageRef = (stage: StageRow): StoredStageRef => ({ etapa_id: stage.id, clave: stage.key, nombre: stage.name });

/** Whom a move acts on: ids of one posting, every applicant of one posting a filter matches (at most `max`), or a stage's. */
type MoveScope =
  | { postingId: number; ids: number[] }
  | { postingId: number; filter: ApplicantsFilter; max: number }
  | { fromStageId: number };

/**
 * Moves the company's applicants `ids` (all of posting `postingId`), or those of the posting `filter` matches,
 * to `to`, recording each change; those already there are left alone. Null, and nothing changed, when any of
 * the ids is not the company's applicant to that posting; a filter matching more than `max` throws
 * TooManyMatches, and nothing changed. Returns how many moved.
 */
export async function moveApplicants(
  db: Db,
  companyId: number,
  scope: MoveScope,
  to: StageRow,
  by: AuditActorRef,
): Promise<number | null> {
  return db.transaction((tx) => moveIn(tx, companyId, scope, to, by));
}

/** Every move is kept twice, in the same transaction: in the applicant's stage history and in the activity log. */
async function moveIn(tx: Tx, companyId: number, scope: MoveScope, to: StageRow, by: AuditActorRef): Promise<number | null> {
  {
    // By filter: the matching rows are read and locked in this transaction (the page's own conditions), then
    // moved like a selection of ids.
    const ids =
      'filter' in scope
        ? await matchingIds(tx, companyId, scope.postingId, scope.filter, { max: scope.max, lock: true })
        : 'ids' in scope
          ? scope.ids
          : null;
    const where =
      'postingId' in scope
        ? and(eq(applications.companyId, companyId), eq(applications.postingId, scope.postingId), inArray(applications.id, ids!))
        : and(eq(applications.companyId, companyId), eq(applications.stageId, scope.fromStageId));
    const found = await tx
      .select({ id: applications.id, stageId: applications.stageId, postingId: applications.postingId })
      .from(applications)
      .where(where)
      .for('update');
    if ('ids' in scope && found.length !== new Set(scope.ids).size) return null;
    const moving = found.filter((a) => a.stageId !== to.id);
    if (moving.length === 0) return 0;
    const from = new Map((await listStages(tx, companyId)).map((s) => [s.id, s]));
    for (let i = 0; i < moving.length; i += 1000) {
      await tx.insert(stageChanges).values(
        moving.slice(i, i + 1000).map((a) => {
          const was = from.get(a.stageId!);
          return {
            companyId,
            applicationId: a.id,
            fromStageId: a.stageId,
            fromStage: was ? snapshot(was) : null,
            toStageId: to.id,
            toStage: snapshot(to),
            userId: by.userId,
          };
        }),
      );
    }
    await putStage(tx, moving.map((a) => a.id), to.id);
    await recordAuditBatch(
      tx as unknown as Db,
      moving.map((a) => ({
        ...by,
        action: 'etapa_cambiada' as const,
        postingId: a.postingId,
        applicationId: a.id,
        detail: { etapa: { etapa_id: to.id, clave: to.key, nombre: to.name }, ...(moving.length > 1 ? { lote: moving.length } : {}) },
      })),
    );
    return moving.length;
  }
}

/**
 * Removes the company's stage after moving its applicants to `to`; how many moved. Each move is an entry of the
 * activity log, and so is the removal itself (the stage, how many it held and where they went).
 */
export async function removeStage(db: Db, companyId: number, stage: StageRow, to: StageRow, by: AuditActorRef): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = (await moveIn(tx, companyId, { fromStageId: stage.id }, to, by)) ?? 0;
    await tx.delete(stages).where(and(eq(stages.companyId, companyId), eq(stages.id, stage.id)));
    await recordAudit(tx, {
      ...by,
      action: 'etapas_editadas',
      detail: { etapas: { eliminada: { etapa: stageRef(stage), movidas: moved, mover_a: stageRef(to) } } },
    });
    return moved;
  });
}

/** An applicant's stage changes, newest first, with who made them. */
export async function stageHistory(db: Db, companyId: number, applicationId: number) {
  return db
    .select({
      fromStageId: stageChanges.fromStageId,
      toStageId: stageChanges.toStageId,
      fromStage: stageChanges.fromStage,
      toStage: stageChanges.toStage,
      user: users.email,
      at: stageChanges.createdAt,
      from: sql<StageSnapshot | null>`(select json_build_object('key', s.key, 'name', s.name) from ${stages} s where s.id = ${stageChanges.fromStageId})`,
      to: sql<StageSnapshot | null>`(select json_build_object('key', s.key, 'name', s.name) from ${stages} s where s.id = ${stageChanges.toStageId})`,
    })
    .from(stageChanges)
    .leftJoin(users, eq(users.id, stageChanges.userId))
    .where(and(eq(stageChanges.companyId, companyId), eq(stageChanges.applicationId, applicationId)))
    .orderBy(sql`${stageChanges.id} desc`)
    .limit(200);
}
