import { z } from 'zod';
import { DEFAULT_MAX_CV, DEFAULT_VALID_DAYS } from '@postula/contract/constants';
import { CONDITION_MAX_LENGTH, MAX_CONDITIONS, NO_CONDITIONS, createJobRequestSchema, isoDateSchema, type AiPreviewResponse, type CreateJobRequest, type JobDetail } from '@postula/contract/postings';
import { localIsoDate } from '../../../lib/dates';

/** Messages the form's schema gives; the form turns them into texts. */
export const FORM_ERRORS = { required: 'required', past: 'past' } as const;

/** One row of a condition list (react-hook-form's field arrays hold objects). */
const conditionRowsSchema = z
  .array(z.object({ texto: z.string().trim().max(CONDITION_MAX_LENGTH) }))
  .max(MAX_CONDITIONS);

/**
 * What the create-job form holds (spec §5): the contract's fields, with the conditions as editable rows, the
 * CV limit as the <select> gives it and the valid-until date no earlier than today. Editing a published
 * posting, its own date is accepted as it is even when past (`keptDate`, decision 035).
 */
export const jobFormSchema = (keptDate?: string) =>
  z.object({
    puesto: createJobRequestSchema.shape.puesto,
    tareas_a_realizar: createJobRequestSchema.shape.tareas_a_realizar,
    condiciones_necesarias: conditionRowsSchema,
    condiciones_deseables: conditionRowsSchema,
    maxima_cant_cv: z.string().transform(Number).pipe(createJobRequestSchema.shape.maxima_cant_cv),
    valido_hasta: z
      .string()
      .min(1, FORM_ERRORS.required)
      .pipe(isoDateSchema)
      .refine((date) => date === keptDate || date >= localIsoDate(), FORM_ERRORS.past),
  });
export const createJobFormSchema = jobFormSchema();
export type CreateJobFormInput = z.input<typeof createJobFormSchema>;
export type CreateJobFormValues = z.output<typeof createJobFormSchema>;
export type ConditionRow = CreateJobFormInput['condiciones_necesarias'][number];

/** A blank form: one empty row per list, the default CV limit and today plus the default validity (spec §9). */
export function blankJobForm(now = new Date()): CreateJobFormInput {
  return {
    puesto: '',
    tareas_a_realizar: '',
    condiciones_necesarias: [{ texto: '' }],
    condiciones_deseables: [{ texto: '' }],
    maxima_cant_cv: String(DEFAULT_MAX_CV),
    valido_hasta: localIsoDate(DEFAULT_VALID_DAYS, now),
  };
}

/** A published posting in the form, to edit it: one empty row where a list is empty. */
export function jobFormFromDetail(job: JobDetail): CreateJobFormInput {
  const rows = (conditions: string[]) => (conditions.length > 0 ? conditions : ['']).map((texto) => ({ texto }));
  return {
    puesto: job.puesto,
    tareas_a_realizar: job.tareas_a_realizar,
    condiciones_necesarias: rows(job.condiciones_necesarias),
    condiciones_deseables: rows(job.condiciones_deseables),
    maxima_cant_cv: String(job.maxima_cant_cv),
    valido_hasta: job.valido_hasta,
  };
}

function filledConditions(rows: readonly ConditionRow[]): string[] {
  return rows.map((row) => row.texto.trim()).filter((text) => text !== '');
}

/** Spec §5: empty rows are dropped, 'ninguna' stands for an empty list, sexo is always 'indistinto'. */
export function toCreateJobRequest(values: CreateJobFormValues): CreateJobRequest {
  const necesarias = filledConditions(values.condiciones_necesarias);
  const deseables = filledConditions(values.condiciones_deseables);
  return {
    sexo: 'indistinto',
    puesto: values.puesto,
    tareas_a_realizar: values.tareas_a_realizar,
    condiciones_necesarias: (necesarias.length > 0 ? necesarias : [NO_CONDITIONS]).map((condicion_necesaria) => ({
      condicion_necesaria,
    })),
    condiciones_deseables: (deseables.length > 0 ? deseables : [NO_CONDITIONS]).map((condicion_deseable) => ({
      condicion_deseable,
    })),
    maxima_cant_cv: values.maxima_cant_cv,
    valido_hasta: values.valido_hasta,
  };
}

/**
 * The AI draft's conditions take the place of the empty rows: what the user already wrote stays first, and a
 * condition already in the list is not added twice (asking the AI again does not duplicate rows).
 */
export function mergeDraftConditions(rows: readonly ConditionRow[], draft: readonly string[]): ConditionRow[] {
  const kept = filledConditions(rows);
  const seen = new Set(kept.map((text) => text.toLocaleLowerCase()));
  const added = draft
    .map((text) => text.trim().slice(0, CONDITION_MAX_LENGTH))
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (text === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const merged = [...kept, ...added].slice(0, MAX_CONDITIONS);
  return (merged.length > 0 ? merged : ['']).map((texto) => ({ texto }));
}

/** The form's fields after the AI draft arrived (spec §2 "/create-job"). */
export function applyDraft(values: CreateJobFormInput, draft: AiPreviewResponse) {
  return {
    tareas_a_realizar: draft.descripcion.trim() || values.tareas_a_realizar,
    condiciones_necesarias: mergeDraftConditions(values.condiciones_necesarias, draft.condicion_necesaria),
    condiciones_deseables: mergeDraftConditions(values.condiciones_deseables, draft.condicion_deseable),
  };
}
