import { z } from 'zod';
import { defineCall, idParamSchema, idSchema, messageResponseSchema } from './call';

// The fairness check of a posting (issue 19, decision 045): its best analysed applicants scored again by the
// configured engine with the name swapped for names of other languages, regions and genders, and with the
// gendered words of the CV put in one gender. A fair engine changes no score and no verdict.

/** A report covers at most this many applicants, the best scored first; the screen says so. */
export const FAIRNESS_MAX_APPLICANTS = 200;

/** Where a report stands: queued, running, ended, or ended without measuring (the engine never answered). */
export const FAIRNESS_REPORT_STATES = ['en_cola', 'en_proceso', 'terminado', 'fallido'] as const;
export type FairnessReportState = (typeof FAIRNESS_REPORT_STATES)[number];

/** Where the names swapped in come from; the screen names them in the reader's language. */
export const FAIRNESS_NAME_REGIONS = ['es', 'pt', 'en', 'ar', 'zh', 'andean', 'west_africa'] as const;
export type FairnessNameRegion = (typeof FAIRNESS_NAME_REGIONS)[number];

export const fairnessVariantSchema = z.object({
  /** 'name:<region>:<f|m>' or 'gender:<f|m>'. */
  variante: z.string(),
  /** `nombre`: another person's name; `genero`: every gendered word of the CV in one gender. */
  tipo: z.enum(['nombre', 'genero']),
  /** The name's region; null for a gender variant. */
  region: z.enum(FAIRNESS_NAME_REGIONS).nullable(),
  /** The name's gender, or the gender the CV's words were put in. */
  genero: z.enum(['f', 'm']),
  /** The name swapped in, as printed; null for a gender variant. */
  nombre: z.string().nullable(),
  /** Applicants whose CV this variant changed (a CV without a name read, or without a gendered word, is left out). */
  aplicada: z.number().int(),
  /** The largest change of score, in points of the 0–10 scale. */
  cambio_maximo: z.number(),
  /** Applicants whose score or any condition's verdict changed. */
  con_cambios: z.number().int(),
});
export type FairnessVariant = z.infer<typeof fairnessVariantSchema>;

export const fairnessReportSchema = z.object({
  informe_id: z.number().int(),
  estado: z.enum(FAIRNESS_REPORT_STATES),
  /** The engine measured: 'embedded' or 'openai:<model>'. */
  motor_ia: z.string(),
  /** The most applicants it covers (FAIRNESS_MAX_APPLICANTS when it was made). */
  limite: z.number().int(),
  /** Applicants it covers: the posting's analysed ones, best first, at most `limite`. Known once it runs. */
  total: z.number().int(),
  procesados: z.number().int(),
  /** Applicants the engine could not score again (a model that did not answer): not counted in the figures. */
  fallidos: z.number().int(),
  /** The largest change of score over every variant and applicant; null until it ends. */
  cambio_maximo: z.number().nullable(),
  /** Applicants with any change under any variant; null until it ends. */
  postulantes_con_cambios: z.number().int().nullable(),
  /** One entry per variant, names first; empty until it ends. */
  variantes: z.array(fairnessVariantSchema),
  fecha_inicio: z.string(),
  fecha_fin: z.string().nullable(),
});
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

// POST /jobsearch/fairness: starts the posting's fairness report as a background job.
export const startFairnessCall = defineCall({
  method: 'POST',
  path: '/jobsearch/fairness',
  auth: true,
  body: z.object({ evaluacion_id: idSchema }),
  response: z.object({ ...messageResponseSchema.shape, informe_id: z.number().int() }),
});

// GET /jobsearch/fairness/{evaluacion_id}: the posting's last report, or null when none was made.
export const fairnessReportCall = defineCall({
  method: 'GET',
  path: '/jobsearch/fairness/:evaluacion_id',
  auth: true,
  params: z.object({ evaluacion_id: idParamSchema }),
  response: z.object({ informe: fairnessReportSchema.nullable() }),
});
