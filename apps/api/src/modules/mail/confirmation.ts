import { createHash } from 'node:crypto';
import type { Language } from '@postula/contract/constants';
import { storedLanguage } from '../../platform/i18n/language';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { composePlainMail } from '../../platform/mail/layout';
import type { Queue } from '../../platform/queue/queue';
import { issueAccessLink } from '../privacy/access-link';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import * as repo from './candidate-mail.repository';
import { usableAddress } from './candidate-mail.usecases';
import { deliverMailJob } from './mail.jobs';
import { CONFIRMATION, fillPlaceholders, oneLine, plainPersonName } from './mail.templates';

const DAY = 24 * 3_600_000;
/**
 * Confirmations one address gets in a day, whatever the postings: one per posting already bounds it, this
 * bounds someone who sends CVs printing a stranger's address to every public page they find.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Confirmations one company's public pages cause in a day: a company that is itself the sender of spam is bounded too. */
export const CONFIRMATIONS_PER_COMPANY_PER_DAY = 300;

export type ConfirmationOutcome = 'queued' | 'not_owed' | 'no_address' | 'already_confirmed' | 'address_limit' | 'company_limit';

/**
 * Tells the candidate their CV arrived, once its analysis found an e-mail address in it (issue 18). Only CVs
 * of the public page are owed one (the upload marks them); imported ones never. What the CV prints is
 * unverified (decision 017), so the message is fixed, carries no text of the CV but a name that reads as one, and an
 * address gets one per posting and a few a day (decision 037). It carries no private link either, nor anything else
 * that opens the application (decision 050): the candidate got theirs on the page after sending.
 */
export interface ConfirmationDeps {
  db: Db;
  queue: Queue;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/**
 * Where the confirmation's address came from. Today always the CV: what the analysis read in it, which may be anyone's
 * (decision 017). The application form (a later issue) adds `typed_by_candidate`: the address the candidate typed,
 * their own contact data (DESIGN.md, "The AI engine").
 */
export type AddressSource = 'printed_in_cv' | 'typed_by_candidate';

/** Whether an e-mail to an address from `source` may carry the candidate's private link: only one they typed (decision 050). */
export const mayCarryPrivateLink = (source: AddressSource) => source === 'typed_by_candidate';

export interface ConfirmationContent {
  language: Language;
  /** A name that reads as a person's (plainPersonName), or null to greet without one. */
  name: string | null;
  position: string;
  company: string;
  /** The company's privacy contact (Settings → Privacy), or null when it set none. */
  privacyContact: string | null;
  /** The private link, only for an address that may carry it (mayCarryPrivateLink); otherwise null. */
  privateLink: string | null;
}

/** The confirmation's subject and text: fixed words in the posting's language, with the values put in. */
export function composeConfirmation(content: ConfirmationContent): { subject: string; text: string } {
  const t = CONFIRMATION[content.language];
  const values = { puesto: oneLine(content.position), empresa: oneLine(content.company), ...(content.name ? { nombre: content.name } : {}) };
  const fill = (line: string) => fillPlaceholders(line, values);
  const contact = content.privacyContact ? t.contact.replace('{contacto}', content.privacyContact) : fill(t.contactCompany);
  const lines = [
    fill(content.name ? t.greeting : t.greetingNoName),
    '',
    fill(t.body),
    '',
    fill(t.ai),
    ...(content.privateLink ? [fill(t.privateLink), content.privateLink] : [t.linkShown]),
    contact,
    '',
    t.footer,
  ];
  return { subject: oneLine(fill(t.subject)), text: lines.join('\n') };
}

export async function confirmReceivedCv(deps: ConfirmationDeps, applicationId: number): Promise<ConfirmationOutcome> {
  const owed = await repo.takeConfirmation(deps.db, applicationId);
  if (!owed || owed.analysisState !== 'done') return 'not_owed';
  const address = usableAddress(owed.email);
  if (!address) return 'no_address';
  // The address the analysis read in the CV: the only one an applicant has until the application form asks for one.
  const source: AddressSource = 'printed_in_cv';
  // Checked first so that a repeat, which sends nothing, does not count against the address's day.
  if (await repo.confirmedBefore(deps.db, owed.postingId, address)) return 'already_confirmed';
  // Counted under the address's hash: the counter outlives an erasure of the applicant by up to a day (issue 19).
  const addressKey = createHash('sha256').update(address).digest('base64url');
  if ((await rateLimit.increment(deps.db, `cv-confirmation:${addressKey}`, DAY)) > CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    return 'address_limit';
  }
  if ((await rateLimit.increment(deps.db, `cv-confirmation-company:${owed.companyId}`, DAY)) > CONFIRMATIONS_PER_COMPANY_PER_DAY) {
    return 'company_limit';
  }

  const { subject, text } = composeConfirmation({
    language: storedLanguage(owed.language),
    name: plainPersonName(owed.name),
    position: owed.position,
    company: owed.companyName,
    privacyContact: usableAddress(owed.privacyContact),
    // A new key of its own, revoked with the rest (issue 19), and only where the candidate typed the address.
    privateLink: mayCarryPrivateLink(source) ? await issueAccessLink(deps.db, deps.config.PUBLIC_URL, applicationId) : null,
  });
  const message = composePlainMail({ to: address, subject, text });
  const outboxId = await repo.recordApplicantEmail(
    deps.db,
    { companyId: owed.companyId, postingId: owed.postingId, applicationId, kind: 'confirmation', recipient: address, sentBy: null },
    message,
  );
  if (!outboxId) return 'already_confirmed';
  await deps.queue.send(deliverMailJob, { outboxId });
  return 'queued';
}

/** Confirmations a resume takes at most at a time; the next sweep takes the rest. */
const RESUMED_PER_SWEEP = 500;

/**
 * Sends the confirmations left owed after their analysis ended (a worker stopped between storing the analysis and
 * confirming it), and drops those of failed analyses; answers how many were queued. At a worker's start and with
 * its sweep of unfinished analyses.
 */
export async function resumeConfirmations(deps: ConfirmationDeps): Promise<number> {
  let queued = 0;
  for (const applicationId of await repo.confirmationsLeft(deps.db, RESUMED_PER_SWEEP)) {
    if ((await confirmReceivedCv(deps, applicationId)) === 'queued') queued++;
  }
  return queued;
}
