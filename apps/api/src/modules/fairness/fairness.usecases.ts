import type { Language } from '@postula/contract/constants';
import { FAIRNESS_MAX_APPLICANTS, type FairnessReport, type FairnessVariant } from '@postula/contract/fairness';
import type { AiEngine } from '../../engine/engine';
import type { FairnessTally } from '../../engine/fairness/measure';
import { VARIANTS } from '../../engine/fairness/variants';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import type { Queue } from '../../platform/queue/queue';
import { requirePosting } from '../postings/require-posting';
import { fairnessReportJob } from './fairness.jobs';
import { startedMessage } from './fairness.messages';
import * as repo from './fairness.repository';

/**
 * The fairness check of a posting (issue 19, decision 045). The request only checks and queues; the job
 * (fairness.jobs.ts) scores the applicants again. One report at a time per posting (409
 * fairness_report_running), kept by a unique index; another company's posting answers 404.
 */
export interface FairnessDeps {
  db: Db;
  queue: Queue;
  /** The configured engine, whose name the report records. */
  ai: Pick<AiEngine, 'name'>;
}

/** A report queued or running this long lost its job for good (the queue gave up): a new one may start. */
const STALE_REPORT_MS = 12 * 60 * 60_000;

export async function startReport(
  deps: FairnessDeps,
  session: Session,
  postingId: number,
  language: Language,
): Promise<{ message: string; informe_id: number }> {
  const found = await requirePosting(deps.db, session, postingId);
  const row = { companyId: session.companyId, postingId: found.posting.id, userId: session.userId, engine: deps.ai.name, applicantLimit: FAIRNESS_MAX_APPLICANTS };
  let reportId: number;
  try {
    reportId = await repo.insertReport(deps.db, row);
  } catch (error) {
    if (!(error instanceof repo.ReportRunning)) throw error;
    const running = await repo.lastReport(deps.db, session.companyId, found.posting.id);
    if (!running || Date.now() - running.createdAt.getTime() < STALE_REPORT_MS) throw new AppError('fairness_report_running', 409);
    await repo.abandon(deps.db, running.id);
    reportId = await repo.insertReport(deps.db, row).catch((again: unknown) => {
      throw again instanceof repo.ReportRunning ? new AppError('fairness_report_running', 409) : again;
    });
  }
  try {
    await deps.queue.send(fairnessReportJob, { reportId });
  } catch (error) {
    // A report without its job would block the posting's next one.
    await repo.deleteReport(deps.db, reportId).catch(() => undefined);
    throw error;
  }
  return { message: startedMessage(language), informe_id: reportId };
}

export async function lastReport(deps: Pick<FairnessDeps, 'db'>, session: Session, postingId: number): Promise<{ informe: FairnessReport | null }> {
  await requirePosting(deps.db, session, postingId);
  const row = await repo.lastReport(deps.db, session.companyId, postingId);
  return { informe: row ? toWire(row) : null };
}

/** The variants in the order the engine defines them (names by region, then gender), with their figures. */
function variantsOf(result: FairnessTally): FairnessVariant[] {
  const byKey = new Map(result.variants.map((entry) => [entry.key, entry]));
  return VARIANTS.flatMap((variant): FairnessVariant[] => {
    const entry = byKey.get(variant.key);
    if (!entry) return [];
    const figures = { variante: variant.key, aplicada: entry.applied, cambio_maximo: entry.maxChange, con_cambios: entry.changed };
    return variant.kind === 'name'
      ? [{ ...figures, tipo: 'nombre', region: variant.name.region, genero: variant.name.gender, nombre: `${variant.name.given} ${variant.name.family}` }]
      : [{ ...figures, tipo: 'genero', region: null, genero: variant.gender, nombre: null }];
  });
}

function toWire(row: repo.FairnessReportRow): FairnessReport {
  const ended = row.state === 'terminado' && row.result;
  return {
    informe_id: row.id,
    estado: row.state,
    motor_ia: row.engine,
    limite: row.applicantLimit,
    total: row.total,
    procesados: row.processed,
    fallidos: row.failed,
    cambio_maximo: ended ? row.result!.maxChange : null,
    postulantes_con_cambios: ended ? row.result!.changedApplicants : null,
    variantes: ended ? variantsOf(row.result!) : [],
    fecha_inicio: row.createdAt.toISOString(),
    fecha_fin: row.finishedAt?.toISOString() ?? null,
  };
}
