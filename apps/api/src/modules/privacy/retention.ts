import { AUDIT_MIN_RETENTION_MONTHS } from '@postula/contract/audit';
import * as erasureRepo from '../applicants/erasure/erasure.repository';
import { purgeAuditBefore, recordAudit } from '../audit/audit.repository';
import * as driveRepo from '../imports/drive/drive.repository';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import * as repo from './privacy.repository';
import { forgetElsewhere, removeQueuedFiles, type PrivacyDeps } from './privacy.usecases';

const DAY = 24 * 3_600_000;
/** Applicants deleted per transaction: short transactions, bounded memory, whatever the posting's size. */
const ERASED_PER_BATCH = 500;
/** Postings handled per run; the next day's run takes the rest (and the run claims a day, not a posting). */
const POSTINGS_PER_RUN = 1000;
const FILES_PER_RETRY = 1000;

export interface RetentionOutcome {
  postings: number;
  applicants: number;
  files: number;
}

/**
 * Deletes the applicants whose posting closed longer ago than its company's retention period (issue 19; GDPR Art.
 * 5(1)(e), LGPD Art. 16): their rows, CV files, texts, analyses, interviews and e-mails, keeping per posting only how
 * many there were. Then removes the files earlier erasures could not. Exactly what is due at `now`: a posting still
 * open, or closed more recently, keeps everything.
 */
export async function applyRetention(deps: PrivacyDeps, now = new Date()): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = { postings: 0, applicants: 0, files: 0 };
  for (const posting of await repo.postingsDue(deps.db, now, POSTINGS_PER_RUN)) {
    outcome.postings++;
    for (;;) {
      const erased = await deps.db.transaction(async (tx) => {
        const ids = await erasureRepo.nextOfPosting(tx, posting.id, ERASED_PER_BATCH);
        if (ids.length === 0) return null;
        await forgetElsewhere(tx, ids);
        const deleted = await erasureRepo.deleteWhole(tx, ids);
        await repo.queueFileRemovals(tx, deleted.storageKeys);
        await repo.recordErasure(tx, posting.companyId, posting.id, deleted.applicationIds.length);
        await recordAudit(tx, {
          companyId: posting.companyId,
          actor: 'system',
          userId: null,
          ip: null,
          action: 'postulante_eliminado',
          postingId: posting.id,
          detail: { postulantes: deleted.applicationIds.length },
        });
        return deleted;
      });
      if (!erased) break;
      outcome.applicants += erased.applicationIds.length;
      outcome.files += await removeQueuedFiles(deps, erased.storageKeys);
      if (erased.applicationIds.length < ERASED_PER_BATCH) break;
    }
    await driveRepo.forgetFileNames(deps.db, { postingId: posting.id });
  }
  outcome.files += await removeQueuedFiles(deps, await repo.pendingFileKeys(deps.db, FILES_PER_RETRY));
  // The trail and the analysis log: kept six months (AI Act Art. 12, 26(6)), or the company's period when longer.
  for (const { companyId, retentionMonths } of await repo.companiesRetention(deps.db)) {
    const before = new Date(now);
    before.setUTCMonth(before.getUTCMonth() - Math.max(AUDIT_MIN_RETENTION_MONTHS, retentionMonths));
    await purgeAuditBefore(deps.db, before, companyId, now);
  }
  return outcome;
}

/**
 * The daily run: every worker calls it now and then, and the first one of each UTC day runs it (claimed atomically,
 * as rate limits are counted); the others do nothing. Null when another took the day.
 */
export async function dailyRetention(deps: PrivacyDeps, now = new Date()): Promise<RetentionOutcome | null> {
  const day = now.toISOString().slice(0, 10);
  if ((await rateLimit.increment(deps.db, `retention-run:${day}`, DAY)) > 1) return null;
  return applyRetention(deps, now);
}
