import { randomBytes } from 'node:crypto';
import type { Language } from '@postula/contract/constants';
import { CREATE_INTERVIEW_NO, CREATE_INTERVIEW_YES, type PublicInterview, type Question, type SaveInterviewRequest, type SaveInterviewResponse, type ScreeningData } from '@postula/contract/screening';
import type { Config } from '../../config';
import { AiUnavailableError, type AiEngine } from '../../engine/engine';
import { interviewSummaryIn, reasonIn, summaryIn } from '../../engine/render-analysis';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { interpolate, storedLanguage, type Translations } from '../../platform/i18n/language';
import type { Queue } from '../../platform/queue/queue';
import { findApplicant } from '../applicants/applicants.repository';
import { decisionOf } from '../applicants/search/view';
import { requirePosting } from '../postings/require-posting';
import * as rateLimit from '../rate-limit/rate-limit.repository';
import { summarizeInterviewJob } from './screening.jobs';
import * as repo from './screening.repository';
import { byRecruiter } from '../audit/audit.repository';

export interface ScreeningDeps {
  db: Db;
  queue: Queue;
  /** The configured engine, for the questions proposed to the recruiter. */
  ai: AiEngine;
  /** Proposes them when the configured engine cannot: the recruiter is never left without a starting point. */
  fallbackAi: AiEngine;
  config: Pick<Config, 'INTERVIEW_URL' | 'INTERVIEW_RATE_LIMIT'>;
}

type Key = 'created' | 'updated' | 'definitionSaved';

const texts: Translations<Key> = {
  es: { created: 'Entrevista creada.', updated: 'Entrevista actualizada.', definitionSaved: 'Preguntas generales guardadas.' },
  en: { created: 'Interview created.', updated: 'Interview updated.', definitionSaved: 'General questions saved.' },
  pt: { created: 'Entrevista criada.', updated: 'Entrevista atualizada.', definitionSaved: 'Perguntas gerais salvas.' },
};

const HOUR = 3_600_000;

export const interviewLink = (config: Pick<ScreeningDeps['config'], 'INTERVIEW_URL'>, token: string) =>
  `${config.INTERVIEW_URL}?iv=${encodeURIComponent(token)}`;

/** A fresh link token: 192 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

async function ownApplicant(deps: Pick<ScreeningDeps, 'db'>, session: Session, postingId: number, applicationId: number) {
  const found = await requirePosting(deps.db, session, postingId);
  const applicant = await findApplicant(deps.db, session.companyId, found.posting.id, applicationId);
  if (!applicant) throw notFound();
  // Its candidate erased their data (issue 19): no interview may ask them anything.
  if (applicant.withdrawnAt) throw new AppError('applicant_withdrawn', 409);
  return { posting: found.posting, applicant };
}

const numbered = (texts: string[], tipo: Question['tipo']): Question[] =>
  texts.map((pregunta, index) => ({ numero: index + 1, pregunta, tipo }));

/** Asks the configured engine, and the embedded one when it is unavailable. */
async function propose<T>(deps: ScreeningDeps, ask: (ai: AiEngine) => Promise<T>): Promise<T> {
  try {
    return await ask(deps.ai);
  } catch (error) {
    if (!(error instanceof AiUnavailableError) || deps.ai === deps.fallbackAi) throw error;
    return ask(deps.fallbackAi);
  }
}

/**
 * POST /interview/screening-proposal: everything the screening screens show for one applicant. Without an
 * interview yet, the general questions are the posting's (or proposed ones when it has none: then
 * crear_entrevista is 'si' and the client goes to the definition screen first, spec §4) and the CV-specific
 * ones are proposed from the applicant's analysis. With one, they are the interview's own.
 */
export async function proposal(
  deps: ScreeningDeps,
  session: Session,
  request: { evaluacion_id: number; postulacion_id: number },
  reader: Language,
): Promise<ScreeningData> {
  const { posting, applicant } = await ownApplicant(deps, session, request.evaluacion_id, request.postulacion_id);
  // The questions are asked in the posting's language; the CV summary shown beside them is the reader's (decision 020).
  const language = storedLanguage(posting.language);
  const interview = await repo.findByApplication(deps.db, session.companyId, applicant.id);
  const definition = await repo.findDefinition(deps.db, posting.id);
  const screeningPosting = {
    position: posting.position,
    tasks: posting.tasks,
    mandatory: posting.mandatoryConditions,
    desirable: posting.desirableConditions,
    language,
  };

  let general: Question[];
  let specific: Question[];
  if (interview) {
    general = interview.questions.filter((q) => q.tipo === 'general');
    specific = interview.questions.filter((q) => q.tipo !== 'general');
  } else {
    general = numbered(
      definition ??
        (await propose(deps, (ai) =>
          ai.generalQuestions({
            position: posting.position,
            tasks: posting.tasks,
            language,
            conditions: [...posting.mandatoryConditions, ...posting.desirableConditions],
          }),
        )),
      'general',
    );
    specific =
      applicant.analysisState === 'done'
        ? numbered(
            await propose(deps, (ai) =>
              ai.screeningQuestions({
                posting: screeningPosting,
                cvSummary: summaryIn(applicant, language),
                conditions: applicant.conditions.map((condition) => ({ ...condition, reason: reasonIn(condition, language) })),
              }),
            ),
            'especifica',
          )
        : [];
  }

  const finished = interview?.state === 'FINALIZADA';
  return {
    nombre_persona: applicant.name,
    puesto: posting.position,
    telefono: applicant.phone,
    estado: interview?.state ?? null,
    entrevista_id: interview?.id ?? null,
    crear_entrevista: !interview && !definition ? CREATE_INTERVIEW_YES : CREATE_INTERVIEW_NO,
    tareas_a_realizar: posting.tasks,
    resumen_cv: summaryIn(applicant, reader),
    postulacion_id: applicant.id,
    preguntas_generales: general,
    preguntas_postulante: specific,
    respuestas_entrevista:
      interview && finished
        ? {
            resumen: interviewSummaryIn(interview, reader) ?? '',
            respuestas: interview.questions.map((q) => ({ pregunta: q.pregunta, respuesta: interview.answers[q.numero] ?? '' })),
          }
        : null,
    link_entrevista: interview ? interviewLink(deps.config, interview.token) : null,
    condicion_necesaria_incumplida: applicant.mandatoryNotMet,
    condiciones_incumplidas: applicant.conditions.filter((c) => c.kind === 'mandatory' && c.verdict === 'not_met').map((c) => c.condition),
    decision_entrevista: decisionOf(applicant.screeningOverride),
    idioma: language,
  };
}

/**
 * The questions as the interview keeps them: numbered 1…n in the order sent, general ones first (spec §7:
 * "general questions first, then CV questions typed especifica, numbered consecutively"). Anything else is a
 * client fault, refused without changing anything.
 */
function orderedQuestions(questions: Question[]): Question[] {
  const consecutive = questions.every((q, index) => q.numero === index + 1);
  const firstSpecific = questions.findIndex((q) => q.tipo !== 'general');
  const generalFirst = firstSpecific === -1 || questions.slice(firstSpecific).every((q) => q.tipo !== 'general');
  if (!consecutive || !generalFirst) throw new AppError('validation', 400, { field: 'preguntas' });
  return questions.map((q) => ({ numero: q.numero, pregunta: q.pregunta, tipo: q.tipo === 'general' ? 'general' : 'especifica' }));
}

/** PUT /interview: creates the applicant's interview (spec §4 "Saving a screening", no entrevista_id yet). */
export async function createInterview(
  deps: ScreeningDeps,
  session: Session,
  request: SaveInterviewRequest,
  language: Language,
  ip: string,
): Promise<SaveInterviewResponse> {
  const { posting, applicant } = await ownApplicant(deps, session, request.evaluacion_id, request.postulacion_id);
  // The AI's advice against a candidate who misses a mandatory condition is advice: the recruiter goes ahead by saying so.
  if (applicant.mandatoryNotMet && !request.avanzar_pese_a_recomendacion) throw new AppError('candidate_not_eligible', 409);
  const questions = orderedQuestions(request.preguntas);
  const override = applicant.mandatoryNotMet
    ? { userId: session.userId, at: new Date().toISOString(), reason: request.motivo_decision || null }
    : undefined;
  // The override is an entry of the activity log too; its reason stays with the applicant (it may name them).
  const row = await repo.insertInterview(
    deps.db,
    { companyId: session.companyId, postingId: posting.id, applicationId: applicant.id, token: newToken(), questions },
    override && {
      override,
      audit: {
        ...byRecruiter(session, ip),
        action: 'entrevista_contra_recomendacion',
        postingId: posting.id,
        applicationId: applicant.id,
        detail: { con_motivo: override.reason !== null },
      },
    },
  );
  if (!row) throw new AppError('interview_exists', 409);
  return { entrevista_id: row.id, message: interpolate(texts[language].created), link_entrevista: interviewLink(deps.config, row.token) };
}

/** POST /interview: changes the questions while the candidate has not started (spec §4: disabled after). */
export async function updateInterview(
  deps: ScreeningDeps,
  session: Session,
  request: SaveInterviewRequest,
  language: Language,
  ip: string,
): Promise<SaveInterviewResponse> {
  const { posting, applicant } = await ownApplicant(deps, session, request.evaluacion_id, request.postulacion_id);
  const questions = orderedQuestions(request.preguntas);
  const interview = await repo.findByApplication(deps.db, session.companyId, applicant.id);
  if (!interview) throw new AppError('interview_not_found', 404);
  // The log says how many questions, never what they ask (a CV-specific question quotes the candidate's CV).
  const row = await repo.replaceQuestions(deps.db, interview.id, questions, {
    ...byRecruiter(session, ip),
    action: 'preguntas_editadas',
    postingId: posting.id,
    applicationId: applicant.id,
    detail: { preguntas: questions.length },
  });
  if (!row) throw new AppError('interview_started', 409);
  return { entrevista_id: row.id, message: interpolate(texts[language].updated), link_entrevista: interviewLink(deps.config, row.token) };
}

/** PUT /interview-definition: the posting's general questions, in the order sent. */
export async function saveDefinition(
  deps: ScreeningDeps,
  session: Session,
  request: { evaluacion_id: number; preguntas: Question[] },
  language: Language,
  ip: string,
) {
  const found = await requirePosting(deps.db, session, request.evaluacion_id);
  const questions = [...request.preguntas].sort((a, b) => a.numero - b.numero).map((q) => q.pregunta);
  await repo.saveDefinition(deps.db, session.companyId, found.posting.id, questions, {
    ...byRecruiter(session, ip),
    action: 'preguntas_editadas',
    postingId: found.posting.id,
    detail: { preguntas: questions.length },
  });
  return { message: interpolate(texts[language].definitionSaved) };
}

/** Every candidate call counts against the address's hourly allowance; past it, 429. */
export async function checkCandidateRate(deps: Pick<ScreeningDeps, 'db' | 'config'>, ip: string) {
  const count = await rateLimit.increment(deps.db, `interview:${ip}`, HOUR);
  if (count > deps.config.INTERVIEW_RATE_LIMIT) throw new AppError('rate_limited', 429);
}

const interviewNotFound = () => new AppError('interview_not_found', 404);

/** GET /public/interview: the candidate's questions and what they saved; nothing more once submitted. */
export async function publicInterview(deps: Pick<ScreeningDeps, 'db'>, token: string): Promise<PublicInterview> {
  const found = await repo.findByToken(deps.db, token);
  if (!found) throw interviewNotFound();
  const { interview } = found;
  const finished = interview.state === 'FINALIZADA';
  return {
    nombre_empresa: found.companyName,
    puesto: found.position,
    idioma: storedLanguage(found.language),
    estado: interview.state,
    preguntas: finished
      ? []
      : interview.questions.map((q) => ({ numero: q.numero, pregunta: q.pregunta, respuesta: interview.answers[q.numero] ?? null })),
  };
}

/**
 * PUT /public/interview/answer: keeps one answer as typed; a blank one is removed. The first answer starts
 * the interview (NO_INICIADA → INICIADA); a submitted interview answers 409 and keeps what was sent.
 */
export async function saveAnswer(deps: Pick<ScreeningDeps, 'db'>, request: { iv: string; numero: number; respuesta: string }) {
  const state = await repo.withLockedInterview(deps.db, request.iv, async (tx, row) => {
    if (row.state === 'FINALIZADA') throw new AppError('interview_finished', 409);
    if (!row.questions.some((q) => q.numero === request.numero)) throw new AppError('validation', 400, { field: 'numero' });
    const answers = { ...row.answers };
    if (request.respuesta.trim()) answers[request.numero] = request.respuesta;
    else delete answers[request.numero];
    const next = row.state === 'NO_INICIADA' && Object.keys(answers).length > 0 ? 'INICIADA' : row.state;
    await repo.storeAnswers(tx, row, answers, next);
    return next;
  });
  if (!state) throw interviewNotFound();
  return { estado: state };
}

/** POST /public/interview/submit: with every question answered it is FINALIZADA, and its summary is queued. */
export async function submitInterview(deps: Pick<ScreeningDeps, 'db' | 'queue'>, token: string) {
  const row = await repo.withLockedInterview(deps.db, token, async (tx, locked) => {
    if (locked.state === 'FINALIZADA') throw new AppError('interview_finished', 409);
    const missing = locked.questions.filter((q) => !locked.answers[q.numero]?.trim());
    // The page knows which ones: it shows them from its own saved answers.
    if (missing.length > 0) throw new AppError('interview_incomplete', 409, { field: 'preguntas' });
    await repo.finish(tx, locked);
    return locked;
  });
  if (!row) throw interviewNotFound();
  await deps.queue.send(summarizeInterviewJob, { interviewId: row.id });
  return { estado: 'FINALIZADA' as const };
}
