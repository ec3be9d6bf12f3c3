import { z } from 'zod';
import { LANGUAGES, type Language } from '@postula/contract/constants';
import {
  COMPANY_EMAILS_PER_DAY,
  EMAIL_FILTER_MAX,
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplate,
  type SaveEmailTemplateRequest,
  type SendEmailsRequest,
  type SendEmailsResponse,
  type SentEmail,
  type SentEmailState,
} from '@postula/contract/mail';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { interpolate, type Translations } from '../../platform/i18n/language';
import { composePlainMail } from '../../platform/mail/layout';
import type { Queue } from '../../platform/queue/queue';
import { requirePosting } from '../postings/require-posting';
import { bulkFilter, matchingApplicantIds } from '../applicants/search/matching.usecases';
import { interviewLink } from '../screening/screening.usecases';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import * as repo from './candidate-mail.repository';
import { byRecruiter } from '../audit/audit.repository';
import { deliverMailJob } from './mail.jobs';
import { DEFAULT_TEMPLATES, fillPlaceholders, oneLine, usesInterviewLink } from './mail.templates';

const DAY = 24 * 3_600_000;

export interface CandidateMailDeps {
  db: Db;
  queue: Queue;
  config: Pick<Config, 'INTERVIEW_URL'>;
}

/** A CV's address is whatever it printed: one that is not an address is as good as none. */
const addressSchema = z.email();
export const usableAddress = (value: string | null): string | null =>
  value && value.length <= 254 && addressSchema.safeParse(value).success ? value.toLowerCase() : null;

export async function listTemplates(deps: Pick<CandidateMailDeps, 'db'>, session: Session): Promise<EmailTemplate[]> {
  const own = await repo.listTemplates(deps.db, session.companyId);
  return EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => {
      const builtIn = DEFAULT_TEMPLATES[kind][language];
      const row = own.find((r) => r.kind === kind && r.language === language);
      return {
        tipo: kind,
        idioma: language,
        asunto: row?.subject ?? builtIn.subject,
        cuerpo: row?.body ?? builtIn.body,
        personalizada: Boolean(row),
        predeterminada: { asunto: builtIn.subject, cuerpo: builtIn.body },
      };
    }),
  );
}

export async function saveTemplate(deps: Pick<CandidateMailDeps, 'db'>, session: Session, body: SaveEmailTemplateRequest): Promise<EmailTemplate> {
  const row = await repo.saveTemplate(deps.db, session.companyId, {
    kind: body.tipo,
    language: body.idioma,
    subject: body.asunto,
    body: body.cuerpo,
  });
  const builtIn = DEFAULT_TEMPLATES[body.tipo][body.idioma];
  return {
    tipo: body.tipo,
    idioma: body.idioma,
    asunto: row.subject,
    cuerpo: row.body,
    personalizada: true,
    predeterminada: { asunto: builtIn.subject, cuerpo: builtIn.body },
  };
}

type Key = 'sent' | 'noEmail' | 'noInterview';
const texts: Translations<Key> = {
  es: {
    sent: 'E-mails en cola de envío: {count}.',
    noEmail: 'Sin e-mail en el CV (no enviados): {count}.',
    noInterview: 'Sin enlace de entrevista (no enviados): {count}.',
  },
  en: {
    sent: 'E-mails queued for sending: {count}.',
    noEmail: 'No e-mail in the CV (not sent): {count}.',
    noInterview: 'No interview link (not sent): {count}.',
  },
  pt: {
    sent: 'E-mails na fila de envio: {count}.',
    noEmail: 'Sem e-mail no CV (não enviados): {count}.',
    noInterview: 'Sem link de entrevista (não enviados): {count}.',
  },
};

/**
 * One text to applicants of one posting, placeholders filled per applicant: the ids given, or every applicant
 * the list's filter matches (at most EMAIL_FILTER_MAX, else 422 `bulk_too_many` and nothing is sent). Any id
 * that is not an applicant of the company's posting answers 404 and sends nothing. Those without a usable
 * address, and (when the text carries {enlace_entrevista}) those without an interview, are skipped and counted.
 * Every e-mail is written to the outbox in one transaction (all or none), then queued.
 */
export async function sendEmails(
  deps: CandidateMailDeps,
  session: Session,
  language: Language,
  body: SendEmailsRequest,
  ip: string,
): Promise<SendEmailsResponse> {
  const { posting, companyName } = await requirePosting(deps.db, session, body.evaluacion_id);
  const ids = body.filtro
    ? await matchingApplicantIds(deps.db, session, posting.id, await bulkFilter(deps.db, session, body.filtro), EMAIL_FILTER_MAX)
    : [...new Set(body.postulacion_ids)];
  const recipients = await repo.recipientsOf(deps.db, session.companyId, posting.id, ids);
  if (recipients.length !== ids.length) throw notFound();

  const needsLink = usesInterviewLink(body.asunto) || usesInterviewLink(body.cuerpo);
  const outgoing: Parameters<typeof repo.recordApplicantEmails>[1] = [];
  let noEmail = 0;
  let noInterview = 0;
  for (const applicant of recipients) {
    const address = usableAddress(applicant.email);
    if (!address) {
      noEmail++;
      continue;
    }
    if (needsLink && !applicant.token) {
      noInterview++;
      continue;
    }
    const values = {
      nombre: applicant.name ? oneLine(applicant.name) : '',
      puesto: oneLine(posting.position),
      empresa: oneLine(companyName),
      ...(applicant.token ? { enlace_entrevista: interviewLink(deps.config, applicant.token) } : {}),
    };
    const message = composePlainMail({
      to: address,
      subject: oneLine(fillPlaceholders(body.asunto, values)),
      text: fillPlaceholders(body.cuerpo, values),
    });
    outgoing.push({
      row: { companyId: session.companyId, postingId: posting.id, applicationId: applicant.id, kind: 'message', recipient: address, sentBy: session.userId },
      message,
    });
  }
  // Counted first, atomically, then compared (decision 015): sends at once cannot all get under the day's bound.
  const dayKey = `candidate-emails:${session.companyId}`;
  const counted = outgoing.length ? await rateLimit.increment(deps.db, dayKey, DAY, outgoing.length) : 0;
  if (counted > COMPANY_EMAILS_PER_DAY) {
    await rateLimit.giveBack(deps.db, dayKey, outgoing.length);
    throw new AppError('email_daily_limit', 429, { params: { sent: counted - outgoing.length, max: COMPANY_EMAILS_PER_DAY } });
  }
  // A process that stops between the outbox and the queue leaves untried rows, which resumeMail queues at start.
  const audit = { by: byRecruiter(session, ip), template: body.plantilla ?? null };
  const outboxIds = await repo.recordApplicantEmails(deps.db, outgoing, audit).catch(async (error: unknown) => {
    await rateLimit.giveBack(deps.db, dayKey, outgoing.length);
    throw error;
  });
  for (const outboxId of outboxIds) await deps.queue.send(deliverMailJob, { outboxId });
  const sent = outgoing.length;
  const t = texts[language];
  const lines = [interpolate(t.sent, { count: sent })];
  if (noEmail > 0) lines.push(interpolate(t.noEmail, { count: noEmail }));
  if (noInterview > 0) lines.push(interpolate(t.noInterview, { count: noInterview }));
  return { enviados: sent, sin_correo: noEmail, sin_entrevista: noInterview, message: lines.join(' ') };
}

/** Attempts the delivery job makes (mail.jobs.ts: the first and its retries): past them, the message failed. */
const DELIVERY_ATTEMPTS = 1 + (deliverMailJob.retryLimit ?? 0);

function stateOf(row: { status: 'pending' | 'sent' | 'logged' | null; attempts: number | null }): SentEmailState {
  if (row.status === 'sent') return 'enviado';
  if (row.status === 'logged') return 'registrado';
  return (row.attempts ?? 0) >= DELIVERY_ATTEMPTS ? 'fallido' : 'en_cola';
}

export async function listApplicantEmails(
  deps: Pick<CandidateMailDeps, 'db'>,
  session: Session,
  postingId: number,
  applicationId: number,
): Promise<SentEmail[]> {
  await requirePosting(deps.db, session, postingId);
  const [applicant] = await repo.recipientsOf(deps.db, session.companyId, postingId, [applicationId]);
  if (!applicant) throw notFound();
  const rows = await repo.listApplicantEmails(deps.db, session.companyId, applicationId);
  return rows.map((row) => ({
    correo_id: row.id,
    asunto: row.subject ?? '',
    destinatario: row.recipient,
    fecha: row.createdAt.toISOString(),
    enviado_por: row.sentBy,
    tipo: row.kind === 'confirmation' ? 'confirmacion' : 'mensaje',
    estado: stateOf(row),
  }));
}
