import type { MyApplication } from '@postula/contract/applicants/my-data';
import { RETENTION_DUE_SHOWN, type PrivacyOverview, type PrivacySettings } from '@postula/contract/privacy';
import { reasonIn, summaryIn } from '../../engine/render-analysis';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { storedLanguage } from '../../platform/i18n/language';
import type { FileStorage } from '../../platform/storage/file-storage';
import * as erasureRepo from '../applicants/erasure/erasure.repository';
import { roundScore } from '../applicants/search/view';
import { recordAuditBatch } from '../audit/audit.repository';
import * as driveRepo from '../imports/drive/drive.repository';
import * as mailRepo from '../mail/candidate-mail.repository';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import * as screeningRepo from '../screening/screening.repository';
import { hashAccessToken } from './access-link';
import * as repo from './privacy.repository';

export interface PrivacyDeps {
  db: Db;
  storage: FileStorage;
  logger?: { warn(object: object, message: string): void };
}

const HOUR = 3_600_000;
/**
 * Wrong keys one address may try in an hour before its wrong keys are answered 429: far above a candidate's typos,
 * far below a guesser's needs. Right keys are neither counted nor refused (decision 051).
 */
export const MY_DATA_FAILURES_PER_HOUR = 120;

const notFound = () => new AppError('my_data_not_found', 404);

/**
 * The application a private link opens. A right key is the proof and opens it whatever its address did before: a
 * job fair's Wi-Fi is one address for every candidate, and one guesser there used to lock all their links out for
 * an hour. A wrong key (a bad one, or one whose application is gone) counts against its address, and past the
 * limit is answered 429 instead of 404.
 */
async function openLink(deps: Pick<PrivacyDeps, 'db'>, token: string, ip: string) {
  const link = await repo.findByToken(deps.db, hashAccessToken(token));
  const found = link ? await erasureRepo.findForCandidate(deps.db, link.applicationId) : null;
  if (found) return found;
  const failures = await rateLimit.increment(deps.db, `my-data:failures:${ip}`, HOUR);
  if (failures > MY_DATA_FAILURES_PER_HOUR) throw new AppError('rate_limited', 429);
  throw notFound();
}

/**
 * What the company holds of the candidate's application (issue 19; GDPR Art. 15, LGPD Art. 18, AI Act Art. 86): the
 * CV's file, what the analysis read in it, and its verdict per condition with the explanation, in the posting's
 * language; the interview's questions and answers. Not the recruiter's notes, mark or stage: those are the
 * company's to give on request (decision 042).
 */
export async function myApplication(deps: Pick<PrivacyDeps, 'db'>, token: string, ip: string): Promise<MyApplication> {
  const { application: a, cvFile, posting, companyName } = await openLink(deps, token, ip);
  const language = storedLanguage(posting.language);
  const settings = await repo.findSettings(deps.db, a.companyId);
  const [deletion, interview] = await Promise.all([
    repo.deletionDue(deps.db, posting.id, settings.retentionMonths),
    screeningRepo.findByApplication(deps.db, a.companyId, a.id),
  ]);
  return {
    empresa: companyName,
    puesto: posting.position,
    idioma: language,
    fecha_postulacion: a.createdAt.toISOString(),
    consentimiento: a.consentVersion && a.consentAt ? { version: a.consentVersion, fecha: a.consentAt.toISOString() } : null,
    privacidad: {
      politica_url: settings.policyUrl,
      contacto_email: settings.contactEmail,
      conservacion_meses: settings.retentionMonths,
      borrado_previsto: deletion?.toISOString() ?? null,
    },
    cv: { nombre_archivo: cvFile.originalName, tamano_bytes: cvFile.sizeBytes },
    datos: { nombre: a.name, correo: a.email, telefono: a.phone },
    analisis: {
      estado: a.analysisState,
      motor_ia: a.engine,
      calificacion: roundScore(a.score),
      resumen: summaryIn(a, language),
      condiciones: a.conditions.map((c) => ({
        condicion: c.condition,
        tipo: c.kind,
        veredicto: c.verdict,
        explicacion: reasonIn(c, language),
        evidencia: c.evidence,
      })),
      fecha_analisis: a.analysedAt?.toISOString() ?? null,
    },
    entrevista: interview
      ? {
          estado: interview.state,
          respuestas: interview.questions.map((q) => ({ pregunta: q.pregunta, respuesta: interview.answers[String(q.numero)] ?? null })),
        }
      : null,
  };
}

/** The CV file as the candidate sent it, through their private link. */
export async function myCv(deps: PrivacyDeps, token: string, ip: string) {
  const { cvFile } = await openLink(deps, token, ip);
  return { kind: cvFile.kind, name: cvFile.originalName, bytes: await deps.storage.get(cvFile.storageKey) };
}

/**
 * Removes the files of erased rows from the storage. Each key was queued in the erasure's transaction, and is
 * dequeued once removed: one the storage refused now stays queued for the daily run (retention.ts).
 */
export async function removeQueuedFiles(deps: PrivacyDeps, keys: string[]): Promise<number> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  const removed = keys.filter((_, i) => results[i]!.status === 'fulfilled');
  await repo.fileRemoved(deps.db, removed);
  const failed = keys.length - removed.length;
  if (failed) deps.logger?.warn({ failed }, 'CV files of erased applicants could not be removed from the storage yet; the daily run tries again');
  return removed.length;
}

/**
 * The candidate deletes their application (issue 19; GDPR Art. 17, LGPD Art. 18): with it go the copies the company
 * imported into other postings, their CV files, texts and words, analyses, interviews, e-mails and private links, in
 * one transaction; the rows stay as "withdrawn", without personal data. The files go after the commit.
 */
export async function deleteMyApplication(deps: PrivacyDeps, token: string, ip: string): Promise<{ borrada: true }> {
  const { application } = await openLink(deps, token, ip);
  const erased = await deps.db.transaction(async (tx) => {
    const ids = await erasureRepo.withImportedCopies(tx, application.companyId, application.id);
    await forgetElsewhere(tx, ids);
    const withdrawn = await erasureRepo.withdraw(tx, ids);
    await driveRepo.forgetFileNames(tx, { applicationIds: ids });
    await repo.queueFileRemovals(tx, withdrawn.storageKeys);
    // The trail names the applicants by id only, so the entries stay true and hold nothing of the person.
    await recordAuditBatch(
      tx,
      withdrawn.applicationIds.map((applicationId, i) => ({
        companyId: application.companyId,
        actor: 'candidate' as const,
        userId: null,
        ip,
        action: 'postulante_eliminado' as const,
        postingId: withdrawn.postingIds[i]!,
        applicationId,
      })),
    );
    return withdrawn;
  });
  await removeQueuedFiles(deps, erased.storageKeys);
  return { borrada: true };
}

/** What the other modules hold of the applicants: interviews, e-mails and private links. */
export async function forgetElsewhere(tx: Db, applicationIds: number[]): Promise<void> {
  await screeningRepo.deleteInterviewsOf(tx, applicationIds);
  await mailRepo.forgetApplicants(tx, applicationIds);
  await repo.deleteTokens(tx, applicationIds);
}

/** The settings screen's privacy part: what the notice names, the retention period, and what it deletes next. */
export async function privacyOverview(deps: Pick<PrivacyDeps, 'db'>, session: Session): Promise<PrivacyOverview> {
  const [settings, due, erased] = await Promise.all([
    repo.findSettings(deps.db, session.companyId),
    repo.nextDue(deps.db, session.companyId, RETENTION_DUE_SHOWN),
    repo.erasedTotal(deps.db, session.companyId),
  ]);
  return {
    politica_url: settings.policyUrl ?? '',
    contacto_email: settings.contactEmail ?? '',
    conservacion_meses: settings.retentionMonths,
    proximos_borrados: due.map((posting) => ({
      evaluacion_id: posting.id,
      puesto: posting.position,
      cierre: posting.closedAt.toISOString(),
      borrado: posting.dueAt.toISOString(),
      postulantes: posting.applicants,
    })),
    borrados_total: erased,
  };
}

export async function updatePrivacySettings(deps: Pick<PrivacyDeps, 'db'>, session: Session, body: PrivacySettings): Promise<PrivacyOverview> {
  await repo.saveSettings(deps.db, session.companyId, {
    policyUrl: body.politica_url || null,
    contactEmail: body.contacto_email || null,
    retentionMonths: body.conservacion_meses,
  });
  return privacyOverview(deps, session);
}
