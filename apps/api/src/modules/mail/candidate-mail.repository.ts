import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@postula/contract/constants';
import type { EmailTemplateKind } from '@postula/contract/mail';
import type { Db } from '../../platform/db/database';
import type { MailMessage } from '../../platform/mail/mailer';
import { companies, users } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';
import { privacySettings } from '../privacy/privacy.tables';
import { interviews } from '../screening/screening.tables';
import { insertOutbox } from './mail.repository';
import { applicantEmails, confirmationsDue, emailTemplates, outbox } from './mail.tables';
import { recordAuditBatch, type AuditActorRef } from '../audit/audit.repository';

export async function listTemplates(db: Db, companyId: number) {
  return db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
}

export async function saveTemplate(
  db: Db,
  companyId: number,
  template: { kind: EmailTemplateKind; language: Language; subject: string; body: string },
) {
  const set = { subject: template.subject, body: template.body, updatedAt: new Date() };
  const [row] = await db
    .insert(emailTemplates)
    .values({ companyId, ...template })
    .onConflictDoUpdate({ target: [emailTemplates.companyId, emailTemplates.kind, emailTemplates.language], set })
    .returning();
  return row!;
}

/** The company's applicants of the posting among `ids`, with their interview token when they have one. */
export async function recipientsOf(db: Db, companyId: number, postingId: number, ids: number[]) {
  return db
    .select({ id: applications.id, name: applications.name, email: applications.email, token: interviews.token })
    .from(applications)
    .leftJoin(interviews, eq(interviews.applicationId, applications.id))
    .where(and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), inArray(applications.id, ids)));
}

export interface ApplicantEmailRow {
  companyId: number;
  postingId: number;
  applicationId: number;
  kind: 'confirmation' | 'message';
  recipient: string;
  sentBy: number | null;
}

/**
 * Writes the e-mail to the outbox and to the applicant's list in one transaction; answers the outbox id to
 * queue. A confirmation the address already had for this posting writes nothing and answers null.
 */
export async function recordApplicantEmail(db: Db, row: ApplicantEmailRow, message: MailMessage): Promise<number | null> {
  return db.transaction((tx) => recordIn(tx, row, message));
}

/** A recruiter's e-mails to many applicants, all in one transaction (all or none); the outbox ids to queue. */
export async function recordApplicantEmails(
  db: Db,
  emails: Array<{ row: ApplicantEmailRow; message: MailMessage }>,
  audit?: { by: AuditActorRef; template: EmailTemplateKind | null },
): Promise<number[]> {
  if (emails.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    const written: ApplicantEmailRow[] = [];
    for (const { row, message } of emails) {
      const outboxId = await recordIn(tx, row, message);
      if (outboxId) {
        ids.push(outboxId);
        written.push(row);
      }
    }
    // One entry per applicant written to: the template and how many the send reached, never the address.
    if (audit) {
      await recordAuditBatch(
        tx,
        written.map((row) => ({
          ...audit.by,
          action: 'correo_enviado' as const,
          postingId: row.postingId,
          applicationId: row.applicationId,
          detail: { plantilla: audit.template, ...(written.length > 1 ? { lote: written.length } : {}) },
        })),
      );
    }
    return ids;
  });
}

async function recordIn(tx: Db, row: ApplicantEmailRow, message: MailMessage): Promise<number | null> {
  const [written] = await tx
    .insert(applicantEmails)
    .values({ ...row, recipient: row.recipient.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: applicantEmails.id });
  if (!written) return null;
  const outboxId = await insertOutbox(tx, message);
  await tx.update(applicantEmails).set({ outboxId }).where(eq(applicantEmails.id, written.id));
  return outboxId;
}

/** The applicant's e-mails, newest first, with their outbox state and who sent them. */
export async function listApplicantEmails(db: Db, companyId: number, applicationId: number) {
  return db
    .select({
      id: applicantEmails.id,
      kind: applicantEmails.kind,
      recipient: applicantEmails.recipient,
      createdAt: applicantEmails.createdAt,
      sentBy: users.email,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
    })
    .from(applicantEmails)
    .leftJoin(outbox, eq(outbox.id, applicantEmails.outboxId))
    .leftJoin(users, eq(users.id, applicantEmails.sentBy))
    .where(and(eq(applicantEmails.companyId, companyId), eq(applicantEmails.applicationId, applicationId)))
    .orderBy(desc(applicantEmails.id))
    .limit(200);
}

/** Marks an applicant of the public page as owed a confirmation, in the upload's transaction. */
export async function oweConfirmation(tx: Db, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .insert(confirmationsDue)
    .values(applicationIds.map((applicationId) => ({ applicationId })))
    .onConflictDoNothing();
}

/**
 * Applicants still owed a confirmation whose analysis has ended: the worker that stored the analysis stopped
 * before it could confirm (or the analysis failed, and the confirmation is no longer owed). Oldest first.
 */
export async function confirmationsLeft(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: confirmationsDue.applicationId })
    .from(confirmationsDue)
    .innerJoin(applications, eq(applications.id, confirmationsDue.applicationId))
    .where(inArray(applications.analysisState, ['done', 'failed']))
    .orderBy(confirmationsDue.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes the confirmation owed to an applicant (once: the row is deleted), with what the e-mail says; null
 * when none is owed, i.e. it was taken already or the CV was imported.
 */
export async function takeConfirmation(db: Db, applicationId: number) {
  const [due] = await db.delete(confirmationsDue).where(eq(confirmationsDue.applicationId, applicationId)).returning();
  if (!due) return null;
  const [row] = await db
    .select({
      companyId: applications.companyId,
      postingId: applications.postingId,
      name: applications.name,
      email: applications.email,
      analysisState: applications.analysisState,
      position: jobPostings.position,
      language: jobPostings.language,
      companyName: companies.name,
      /** Whom the candidate writes to about their data (Settings → Privacy), when the company set it. */
      privacyContact: privacySettings.contactEmail,
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(privacySettings, eq(privacySettings.companyId, applications.companyId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** Whether the address had its confirmation for this posting already (the unique index has the last word). */
export async function confirmedBefore(db: Db, postingId: number, recipient: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicantEmails.id })
    .from(applicantEmails)
    .where(and(eq(applicantEmails.postingId, postingId), eq(applicantEmails.recipient, recipient), eq(applicantEmails.kind, 'confirmation')))
    .limit(1);
  return Boolean(row);
}

/**
 * Forgets every e-mail of the applicants (issue 19: the candidate withdrew, or retention): their outbox messages, which
 * hold the address and the text, the list of e-mails sent, and a confirmation still owed. In the erasure's transaction.
 */
export async function forgetApplicants(tx: Db, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const sent = await tx
    .delete(applicantEmails)
    .where(inArray(applicantEmails.applicationId, applicationIds))
    .returning({ outboxId: applicantEmails.outboxId });
  const outboxIds = sent.map((row) => row.outboxId).filter((id): id is number => id !== null);
  for (let i = 0; i < outboxIds.length; i += 5000) await tx.delete(outbox).where(inArray(outbox.id, outboxIds.slice(i, i + 5000)));
  await tx.delete(confirmationsDue).where(inArray(confirmationsDue.applicationId, applicationIds));
}
