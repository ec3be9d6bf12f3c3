import { createHmac, randomBytes } from 'node:crypto';
import { CONSENT_VERSION, POSTING_OPEN, type PostingState, type PublicUploadInfo, type UploadResult } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import { sniffDocument } from '../../../platform/documents/sniff';
import { AppError } from '../../../platform/http/app-error';
import { storedLanguage } from '../../../platform/i18n/language';
import type { Queue } from '../../../platform/queue/queue';
import type { FileStorage } from '../../../platform/storage/file-storage';
import type { SpooledFile } from '../../../platform/storage/upload-spool';
import { oweConfirmation } from '../../mail/candidate-mail.repository';
import { earliestToday } from '../../postings/postings.dates';
import { issueAccessLink } from '../../privacy/access-link';
import * as privacyRepo from '../../privacy/privacy.repository';
import * as rateLimit from '../../rate-limit/rate-limit.repository';
import { serverSecret } from '../../secrets/secrets.repository';
import { admitCvs } from './intake';
import { applicantsText } from '../applicants.messages';
import type * as applicantsRepo from '../applicants.repository';
import * as intakeRepo from './intake.repository';

export interface PublicUploadDeps {
  db: Db;
  queue: Queue;
  storage: FileStorage;
  config: Pick<Config, 'PUBLIC_UPLOAD_LIMIT' | 'PUBLIC_UPLOAD_ADDRESS_LIMIT' | 'PUBLIC_URL'>;
}

const HOUR = 3_600_000;

/**
 * Spec §4: 'vigente' accepts CVs; closed by the recruiter (decision 035), past its valid-until date or with its
 * maximum reached it does not.
 */
export function postingState(posting: applicantsRepo.Posting, received: number, now = Date.now()): PostingState {
  if (posting.closedAt) return 'cerrada';
  if (posting.validUntil < earliestToday(now)) return 'vencida';
  if (received >= posting.maxCvs) return 'completa';
  return POSTING_OPEN;
}

type PublicPosting = NonNullable<Awaited<ReturnType<typeof intakeRepo.findPublicPosting>>>;

function closingTexts(found: PublicPosting, state: PostingState, language: Language) {
  if (state === POSTING_OPEN) return { texto_1: '', texto_2: '', texto_3: '' };
  const params = { position: found.posting.position, company: found.companyName };
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${found.posting.validUntil}T00:00:00Z`),
  );
  if (state === 'cerrada') {
    return {
      texto_1: applicantsText(language, 'closedTitle'),
      texto_2: applicantsText(language, 'closedBody', params),
      texto_3: applicantsText(language, 'closedNext'),
    };
  }
  return state === 'vencida'
    ? {
        texto_1: applicantsText(language, 'expiredTitle'),
        texto_2: applicantsText(language, 'expiredBody', { ...params, date }),
        texto_3: applicantsText(language, 'closedNext'),
      }
    : {
        texto_1: applicantsText(language, 'fullTitle'),
        texto_2: applicantsText(language, 'fullBody', params),
        texto_3: applicantsText(language, 'closedNext'),
      };
}

/** What a posting that takes no CVs sends in place of its privacy notice, which its page does not show. */
const NO_NOTICE: PublicUploadInfo['privacidad'] = { politica_url: null, contacto_email: null, conservacion_meses: 0 };

/**
 * What the candidate's page shows (spec §3 "Public upload info"): nothing the company keeps private. A posting that
 * takes no CVs says only that (issue 33): its page shows the company and the position above the closing texts
 * (spec §4), which name them too, so its tasks and notice are left out. Ids are sequential: anyone counting them
 * read every closed posting's tasks.
 */
export async function publicInfo(deps: Pick<PublicUploadDeps, 'db'>, where: { id: number } | { code: string }): Promise<PublicUploadInfo> {
  const found = await intakeRepo.findPublicPosting(deps.db, where);
  if (!found) throw new AppError('posting_not_found', 404);
  const language = storedLanguage(found.posting.language);
  const estado = postingState(found.posting, found.received);
  const shown = {
    empresa_id: found.posting.companyId,
    evaluacion_id: found.posting.id,
    nombre_empresa: found.companyName,
    puesto: found.posting.position,
    estado,
    idioma: language,
    ...closingTexts(found, estado, language),
  };
  if (estado !== POSTING_OPEN) return { ...shown, tareas_a_realizar: '', privacidad: NO_NOTICE };
  const privacy = await privacyRepo.findSettings(deps.db, found.posting.companyId);
  return {
    ...shown,
    tareas_a_realizar: found.posting.tasks,
    privacidad: { politica_url: privacy.policyUrl, contacto_email: privacy.contactEmail, conservacion_meses: privacy.retentionMonths },
  };
}

/**
 * The public upload's limits (decision 039), each counted first in one atomic statement and then compared:
 * uploads that all read a count before any added to it all got through (decision 015).
 * - From one address to any posting (PUBLIC_UPLOAD_ADDRESS_LIMIT): counted before anything of the upload is read.
 * - From one address to one posting (PUBLIC_UPLOAD_LIMIT): counted as soon as the form names the posting, which
 *   is before its file when the fields come first, as the upload page sends them. Candidates queueing at a job
 *   fair's stand share the fair's address and the stand's posting; other stands' postings do not count here.
 */
export async function checkAddressUploadRate(deps: Pick<PublicUploadDeps, 'db' | 'config'>, ip: string): Promise<void> {
  const sent = await rateLimit.increment(deps.db, `public-upload:${ip}`, HOUR);
  if (sent > deps.config.PUBLIC_UPLOAD_ADDRESS_LIMIT) throw new AppError('rate_limited', 429);
}

export async function checkPostingUploadRate(
  deps: Pick<PublicUploadDeps, 'db' | 'config'>,
  ip: string,
  postingId: number,
): Promise<void> {
  const sent = await rateLimit.increment(deps.db, `public-upload:${postingId}:${ip}`, HOUR);
  if (sent > deps.config.PUBLIC_UPLOAD_LIMIT) throw new AppError('rate_limited', 429);
}

/**
 * Whether the posting a form names takes CVs now: checked as soon as the form names it, before its file is read
 * (issue 33), and again by uploadCv once it has arrived (the posting may close meanwhile).
 */
export async function checkPostingTakesCvs(deps: Pick<PublicUploadDeps, 'db'>, named: { companyId: number; postingId: number }): Promise<void> {
  const found = await intakeRepo.findPublicPosting(deps.db, { id: named.postingId });
  if (!found || found.posting.companyId !== named.companyId) throw new AppError('posting_not_found', 404);
  if (postingState(found.posting, found.received) !== POSTING_OPEN) throw new AppError('posting_closed', 409);
}

export interface UploadForm {
  companyId: number;
  postingId: number;
  /** The file as it arrived, in the upload spool until the upload is answered. */
  file: { spooled: SpooledFile; name: string } | null;
  /** The notice's version the candidate accepted (issue 19); anything but the current one is no consent. */
  consent: string | null;
}

/**
 * A candidate's CV (spec §7 POST /applicant/upload). The type is decided by the bytes; a Word or PDF file
 * that cannot be read (encrypted, corrupted, macro-enabled, too old) is still accepted, and its analysis
 * ends in a state that names why. When this answers, the file is stored and its analysis queued. The CV
 * becomes a new applicant whatever it prints (intake.ts).
 */
export async function uploadCv(deps: PublicUploadDeps, form: UploadForm, ip: string): Promise<UploadResult> {
  const found = await intakeRepo.findPublicPosting(deps.db, { id: form.postingId });
  if (!found || found.posting.companyId !== form.companyId) throw new AppError('posting_not_found', 404);
  if (form.consent !== CONSENT_VERSION) throw new AppError('consent_required', 400, { field: 'consentimiento' });
  if (!form.file || form.file.spooled.size === 0) throw new AppError('file_required', 400, { field: 'file' });
  const bytes = await form.file.spooled.read();
  const sniffed = sniffDocument(bytes);
  if (!sniffed.ok && sniffed.problem === 'too_large') throw new AppError('document_too_large', 413, { field: 'file' });
  const { kind } = sniffed;
  if (!kind) throw new AppError('file_type', 400, { field: 'file' });
  if (postingState(found.posting, found.received) !== POSTING_OPEN) throw new AppError('posting_closed', 409);

  // The room left is checked again under the posting's lock: two last CVs at once cannot both get in.
  // A CV of the public page is owed a confirmation e-mail once analysed (mail/confirmation.ts); imports are not.
  // It carries the consent given, and a private link the candidate gets now (issue 19).
  const language = storedLanguage(found.posting.language);
  let link = '';
  const sender = await uploadSender(deps.db, ip);
  const [admitted] = await admitCvs(deps, found.posting, [{ file: { bytes }, originalName: form.file.name, kind, sniffed }], sender, {
    recorded: async (tx, rows) => {
      const ids = rows.map((row) => row.applicationId);
      await oweConfirmation(tx, ids);
      await intakeRepo.recordConsent(tx, ids, `${CONSENT_VERSION}:${language}`);
      link = await issueAccessLink(tx, deps.config.PUBLIC_URL, ids[0]!);
    },
  });
  if (!admitted) throw new AppError('posting_closed', 409);

  const params = { position: found.posting.position, company: found.companyName };
  return {
    texto_1: applicantsText(language, 'thanksTitle'),
    texto_2: applicantsText(language, 'thanksReceived', params),
    texto_3: applicantsText(language, 'thanksNext'),
    enlace_datos: link,
  };
}

/** The key that turns a client address into a sender's name, per database (every process shares it). */
const senderKeys = new WeakMap<Db, Promise<string>>();

/**
 * The name of the sender of a CV of the public page, by which its analysis shares the workers with other senders of
 * the posting (decision 050): one address's hundreds of CVs wait for one another, not for everyone else's. A keyed
 * hash, not the address itself, travels in the queue's rows.
 */
async function uploadSender(db: Db, ip: string): Promise<string> {
  let key = senderKeys.get(db);
  if (!key) {
    key = serverSecret(db, 'upload-sender-key', () => randomBytes(32).toString('base64url'));
    key.catch(() => senderKeys.delete(db));
    senderKeys.set(db, key);
  }
  return `upload:${createHmac('sha256', await key).update(ip).digest('base64url').slice(0, 22)}`;
}
