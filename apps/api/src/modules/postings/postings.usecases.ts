import type { Language } from '@postula/contract/constants';
import { NO_CONDITIONS, type CreateJobRequest } from '@postula/contract/postings';
import type { Config } from '../../config';
import { AiUnavailableError, type AiEngine } from '../../engine/engine';
import type { Db } from '../../platform/db/database';
import { storedLanguage } from '../../platform/i18n/language';
import { AppError } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { earliestToday } from './postings.dates';
import { postingsText } from './postings.messages';
import * as repo from './postings.repository';
import { requirePosting } from './require-posting';

export interface PostingsDeps {
  db: Db;
  ai: AiEngine;
  config: Pick<Config, 'PUBLIC_URL'>;
}

const DAY = 86_400_000;
/** A posting may stay open at most this long. */
const MAX_VALIDITY_DAYS = 366 * 2;

/** The public applicant link (spec §2: /{empresa_id}/{evaluacion_id} redirects to the upload page). */
export const publicLink = (deps: Pick<PostingsDeps, 'config'>, companyId: number, postingId: number) =>
  `${deps.config.PUBLIC_URL}/${companyId}/${postingId}`;

/** Spec §5: empty rows are dropped and 'ninguna' means none. Duplicates are dropped too. */
export function cleanConditions(values: string[]): string[] {
  const kept = values.map((v) => v.replace(/\s+/g, ' ').trim()).filter((v) => v && v.toLowerCase() !== NO_CONDITIONS);
  return [...new Set(kept)];
}

/** The last day a posting accepts CVs. */
export function checkValidUntil(value: string): void {
  const latest = new Date(Date.now() + MAX_VALIDITY_DAYS * DAY).toISOString().slice(0, 10);
  if (value < earliestToday() || value > latest) throw new AppError('validation', 400, { field: 'valido_hasta' });
}

/** The form's fields as stored, cleaned the same way by the create and the edit calls. */
export function postingFields(input: CreateJobRequest) {
  return {
    position: input.puesto.replace(/\s+/g, ' '),
    tasks: input.tareas_a_realizar,
    mandatoryConditions: cleanConditions(input.condiciones_necesarias.map((c) => c.condicion_necesaria)),
    desirableConditions: cleanConditions(input.condiciones_deseables.map((c) => c.condicion_deseable)),
    maxCvs: input.maxima_cant_cv,
    validUntil: input.valido_hasta,
  };
}

export async function createPosting(deps: PostingsDeps, session: Session, input: CreateJobRequest, language: Language) {
  checkValidUntil(input.valido_hasta);
  const posting = await repo.insertPosting(deps.db, {
    companyId: session.companyId,
    ...postingFields(input),
    language,
    sex: input.sexo,
  });
  return { link: publicLink(deps, session.companyId, posting.id), evaluacion_id: posting.id };
}

async function withAi<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiUnavailableError) throw new AppError('ai_unavailable', 502, { cause: error });
    throw error;
  }
}

export async function draftPosting(deps: PostingsDeps, position: string, language: Language) {
  const draft = await withAi(() => deps.ai.draftPosting({ position, language }));
  return {
    descripcion: draft.description,
    condicion_necesaria: draft.mandatory,
    condicion_deseable: draft.desirable,
    puesto_reconocido: draft.understood,
    motor_ia: deps.ai.name,
  };
}

/**
 * The post is written from the stored posting, in the posting's language, with its canonical link:
 * the request's copy of those fields only names which posting.
 */
export async function socialPost(deps: PostingsDeps, session: Session, postingId: number) {
  const { posting, companyName } = await requirePosting(deps.db, session, postingId);
  const language = storedLanguage(posting.language);
  const link = publicLink(deps, session.companyId, posting.id);
  const texto_ai = await withAi(() =>
    deps.ai.socialPost({
      position: posting.position,
      tasks: posting.tasks,
      conditions: posting.mandatoryConditions,
      company: companyName,
      link,
      language,
    }),
  );
  return {
    texto_ai,
    texto_original: postingsText(language, 'originalPost', {
      position: posting.position,
      company: companyName,
      tasks: posting.tasks,
      link,
    }),
    motor_ia: deps.ai.name,
  };
}
