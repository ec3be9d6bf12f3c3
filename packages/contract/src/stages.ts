import { z } from 'zod';
import { defineCall, idParamSchema, idSchema } from './call';
import { text } from './text';
import { applicantsFilterSchema, oneTarget } from './applicants/finding';

/**
 * The pipeline every applicant goes through (issue 18, "Stages"): each company has its own ordered stages, and
 * every applicant is in exactly one. A company starts with these; a default stage keeps its key, and is said in
 * the reader's language, until the company renames it.
 */
export const DEFAULT_STAGE_KEYS = ['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected'] as const;
export const stageKeySchema = z.enum(DEFAULT_STAGE_KEYS);
export type StageKey = z.infer<typeof stageKeySchema>;

export const STAGE_NAME_MAX_LENGTH = 40;
export const STAGES_MAX = 20;
/** The most applicants one bulk call changes: one page of selection, with room to spare. */
export const BULK_MAX = 500;

export const stageSchema = z.object({
  etapa_id: z.number().int(),
  /** A default stage the company has not renamed; null for a renamed or added one. */
  clave: stageKeySchema.nullable(),
  /** In the reader's language for a default stage, as the company wrote it otherwise. */
  nombre: z.string(),
  /** How many of the company's applicants (all postings) are in it. */
  postulaciones: z.number().int(),
});
export type Stage = z.infer<typeof stageSchema>;

const stagesResponseSchema = z.object({ etapas: z.array(stageSchema) });

// GET /settings/stages (ours): the company's pipeline, in order.
export const listStagesCall = defineCall({
  method: 'GET',
  path: '/settings/stages',
  auth: true,
  response: stagesResponseSchema,
});

// PUT /settings/stages (ours): renames, reorders and adds stages. Every existing stage is listed (removing one
// is its own call, which moves its applicants); a stage without id is new. The order given is the new order.
export const saveStagesRequestSchema = z.object({
  etapas: z
    .array(
      z.object({
        etapa_id: z.optional(idSchema),
        nombre: text().trim().min(1).max(STAGE_NAME_MAX_LENGTH),
      }),
    )
    .min(1)
    .max(STAGES_MAX),
});
export type SaveStagesRequest = z.infer<typeof saveStagesRequestSchema>;

export const saveStagesCall = defineCall({
  method: 'PUT',
  path: '/settings/stages',
  auth: true,
  body: saveStagesRequestSchema,
  response: stagesResponseSchema,
});

// POST /settings/stages/remove (ours): removes a stage, moving its applicants to another one first.
export const removeStageRequestSchema = z.object({ etapa_id: idSchema, mover_a: idSchema });
export const removeStageCall = defineCall({
  method: 'POST',
  path: '/settings/stages/remove',
  auth: true,
  body: removeStageRequestSchema,
  response: stagesResponseSchema.extend({ movidas: z.number().int() }),
});

// POST /jobsearch/stage (ours): moves applicants of one posting to a stage, one (the board, the drawer), a
// selection (the bulk bar) or every one the list's filter matches (at most BULK_FILTER_MAX); every change is
// kept in the applicant's stage history.
export const changeStageRequestSchema = z
  .object({
    evaluacion_id: idSchema,
    postulacion_ids: z.array(idSchema).min(1).max(BULK_MAX).optional(),
    filtro: applicantsFilterSchema.optional(),
    etapa_id: idSchema,
  })
  .superRefine(oneTarget);
export type ChangeStageRequest = z.infer<typeof changeStageRequestSchema>;

/** How many applicants the bulk call changed (those already there are left alone). */
export const bulkResponseSchema = z.object({ cambiadas: z.number().int() });

export const changeStageCall = defineCall({
  method: 'POST',
  path: '/jobsearch/stage',
  auth: true,
  body: changeStageRequestSchema,
  response: bulkResponseSchema,
});

export const stageRefSchema = z.object({
  /** Null once the stage was removed. */
  etapa_id: z.number().int().nullable(),
  nombre: z.string(),
});

export const stageChangeSchema = z.object({
  /** Null if the stage they left is unknown (a change recorded without it). Where an applicant started is not a change. */
  de: stageRefSchema.nullable(),
  a: stageRefSchema,
  /** Who moved them (their e-mail); null when the user is gone. */
  usuario: z.string().nullable(),
  fecha: z.string(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

// GET /jobsearch/stage-history (ours): an applicant's stage changes, newest first.
export const stageHistoryCall = defineCall({
  method: 'GET',
  path: '/jobsearch/stage-history',
  auth: true,
  query: z.object({ evaluacion_id: idParamSchema, postulacion_id: idParamSchema }),
  response: z.object({ cambios: z.array(stageChangeSchema) }),
});
