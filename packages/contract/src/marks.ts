import { z } from 'zod';
import { defineCall, idParamSchema, idSchema, markChoiceSchema } from './call';
import { MARK_COLOR_PATTERN } from './constants';
import { text } from './text';
import { applicantsFilterSchema, oneTarget } from './applicants/finding';

export const MARK_NAME_MAX_LENGTH = 60;

export const markSchema = z.object({
  marca_id: z.number().int(),
  nombre: z.string(),
  color: z.string().regex(MARK_COLOR_PATTERN),
});
export type Mark = z.infer<typeof markSchema>;

const markFieldsSchema = z.object({
  nombre: text().trim().min(1).max(MARK_NAME_MAX_LENGTH),
  color: text().regex(MARK_COLOR_PATTERN),
});

export const listMarksCall = defineCall({
  method: 'GET',
  path: '/settings/marks',
  auth: true,
  response: z.object({ marcas: z.array(markSchema) }),
});

export const createMarkCall = defineCall({
  method: 'POST',
  path: '/settings/marks',
  auth: true,
  body: markFieldsSchema,
  response: markSchema,
});

export const updateMarkCall = defineCall({
  method: 'PUT',
  path: '/settings/marks',
  auth: true,
  body: markFieldsSchema.extend({ marca_id: idSchema }),
  response: markSchema,
});


// GET /settings/marks/:id/usage (ours): how many applicants carry the mark, for the confirmation before removing it.
export const markUsageCall = defineCall({
  method: 'GET',
  path: '/settings/marks/:id/usage',
  auth: true,
  params: z.object({ id: idParamSchema }),
  response: z.object({ postulaciones: z.number().int() }),
});

// DELETE /settings/marks/:id (ours): removes the mark; the applicants who carried it are left unmarked.
export const deleteMarkCall = defineCall({
  method: 'DELETE',
  path: '/settings/marks/:id',
  auth: true,
  params: z.object({ id: idParamSchema }),
  response: z.object({ desmarcadas: z.number().int() }),
});

/** The most applicants one bulk call changes (the same bound as the bulk stage change). */
export const BULK_MARK_MAX = 500;

// POST /jobsearch/mark (ours): puts one mark (or none, -1) on a selection of one posting's applicants, or on
// every one the list's filter matches (at most BULK_FILTER_MAX).
export const setMarksRequestSchema = z
  .object({
    evaluacion_id: idSchema,
    postulacion_ids: z.array(idSchema).min(1).max(BULK_MARK_MAX).optional(),
    filtro: applicantsFilterSchema.optional(),
    marca_id: markChoiceSchema,
  })
  .superRefine(oneTarget);
export type SetMarksRequest = z.infer<typeof setMarksRequestSchema>;
export const setMarksCall = defineCall({
  method: 'POST',
  path: '/jobsearch/mark',
  auth: true,
  body: setMarksRequestSchema,
  response: z.object({ cambiadas: z.number().int() }),
});
