import { z } from 'zod';
import { datesRangeCheck, defineCall, idParamSchema } from './call';
import { safeTextCheck } from './text';
import { CONDITION_KINDS, CORRECTED_VERDICTS, VERDICTS } from './applicants';
import { EMAIL_TEMPLATE_KINDS } from './mail';

/**
 * The audit trail and the analysis log (issue 19, decision 044): who viewed or downloaded a CV, changed a stage,
 * mark or note, interviewed against the AI's advice, exported, e-mailed or deleted, when and from where; and
 * what every CV analysis read and concluded. An entry holds ids, never a candidate's name, contact, CV text or
 * CV hash: it outlives the application it names.
 */

/** Every action the trail records. A bulk action leaves one entry per applicant it changed. */
export const AUDIT_ACTIONS = [
  /** The CV opened in the browser (a PDF served inline through its signed link). */
  'cv_visto',
  /** The CV saved as a file (a Word file, or a PDF asked for as a download). */
  'cv_descargado',
  'etapa_cambiada',
  /** A mark set, or removed (`detalle.marca` null). */
  'marca_cambiada',
  /** The notes written or emptied (their text is not kept here). */
  'nota_cambiada',
  /** An interview created although the AI advised against it (decision 026). */
  'entrevista_contra_recomendacion',
  /** The applicants list exported (CSV or XLSX). */
  'postulantes_exportados',
  /** A recruiter's e-mail written to the outbox for the applicant. */
  'correo_enviado',
  'aviso_eliminado',
  /** An application deleted by the candidate's own request or by the retention period. */
  'postulante_eliminado',
  /** This trail exported as CSV. */
  'registro_exportado',
  /**
   * An applicant merged into another of the posting as the same person (decision 017), `detalle.unido_a` the one
   * kept. Whoever had been merged into the duplicate moves with it: one entry each.
   */
  'postulante_unido',
  /** A merged applicant back in the list on its own, `detalle.separado_de` the one it had been merged into. */
  'postulante_separado',
  /**
   * Interview questions saved changed: an applicant's interview (with its applicant) or the posting's general
   * questions (without one); `detalle.preguntas` how many, never their text.
   */
  'preguntas_editadas',
  /** The company's pipeline changed: stages added, renamed, reordered (one entry per save) or one removed. */
  'etapas_editadas',
  /** A mark deleted, with its name and how many applicants it was taken off (`detalle.postulantes`). */
  'marca_eliminada',
  /**
   * The recruiter set a condition's verdict by hand, or took the correction back (`detalle.veredicto.despues` null):
   * the condition's words, the AI's verdict and the one before; whether a reason was given, never its text.
   */
  'veredicto_corregido',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Who acted: a signed-in user, the candidate (their private link), or the product itself (retention). */
export const AUDIT_ACTORS = ['reclutador', 'candidato', 'sistema'] as const;
export const auditActorSchema = z.enum(AUDIT_ACTORS);
export type AuditActor = z.infer<typeof auditActorSchema>;

/** Entries per page of the activity log and of the analysis log. */
export const AUDIT_PAGE_SIZE = 50;
/** How long entries are kept at the least (AI Act Art. 12 and 26(6)): nothing purges them earlier. */
export const AUDIT_MIN_RETENTION_MONTHS = 6;

const stageRefSchema = z.object({ etapa_id: z.number().int(), nombre: z.string() });

/**
 * What one save of the pipeline changed (`etapas_editadas`), stages by their names in the reader's language as
 * they were named then: the company's words, not a candidate's.
 */
export const pipelineChangeSchema = z.object({
  agregadas: z.array(stageRefSchema).optional(),
  renombradas: z.array(z.object({ etapa_id: z.number().int(), antes: z.string(), despues: z.string() })).optional(),
  /** The stages that were there are in another order. */
  reordenadas: z.boolean().optional(),
  /** The stage removed, how many applicants were in it, and the stage they were moved to. */
  eliminada: z.object({ etapa_id: z.number().int(), nombre: z.string(), movidas: z.number().int(), mover_a: stageRefSchema }).optional(),
});
export type PipelineChange = z.infer<typeof pipelineChangeSchema>;

/** What an entry says beyond its action: small, and never a candidate's data. */
export const auditDetailSchema = z.object({
  /** The stage moved to, by its name in the reader's language (as it was named then). */
  etapa: z.object({ etapa_id: z.number().int(), nombre: z.string() }).optional(),
  /** The mark set; null when it was removed. The mark deleted, for `marca_eliminada`. */
  marca: z.object({ marca_id: z.number().int(), nombre: z.string() }).nullable().optional(),
  nota: z.enum(['escrita', 'borrada']).optional(),
  formato: z.enum(['csv', 'xlsx']).optional(),
  /** How many rows an export held. */
  filas: z.number().int().optional(),
  /** The export was of a filtered list. */
  filtrado: z.boolean().optional(),
  /** The template the e-mail started from; null for a text of the recruiter's own. */
  plantilla: z.enum(EMAIL_TEMPLATE_KINDS).nullable().optional(),
  /** How many applicants the one action reached (bulk actions; each has its own entry). */
  lote: z.number().int().optional(),
  /** A deleted posting's position, and how many applicants went with it (or carried a deleted mark). */
  puesto: z.string().optional(),
  postulantes: z.number().int().optional(),
  /** The recruiter gave a reason for the override (its text stays with the applicant). */
  con_motivo: z.boolean().optional(),
  /** The applicant a duplicate was merged into (`postulante_unido`). */
  unido_a: z.number().int().optional(),
  /** The applicant a merged one was taken out of (`postulante_separado`). */
  separado_de: z.number().int().optional(),
  /** How many questions the edited interview or general questions hold. */
  preguntas: z.number().int().optional(),
  etapas: pipelineChangeSchema.optional(),
  /** A verdict corrected (`veredicto_corregido`): the condition in the posting's words, the AI's verdict, before and after. */
  veredicto: z
    .object({
      condicion: z.string(),
      ia: z.enum(VERDICTS),
      antes: z.enum(VERDICTS),
      /** Null when the correction was taken back: the AI's verdict counts again. */
      despues: z.enum(CORRECTED_VERDICTS).nullable(),
    })
    .optional(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditEntrySchema = z.object({
  registro_id: z.number().int(),
  /** ISO 8601. */
  fecha: z.string(),
  actor: auditActorSchema,
  /** The user's e-mail; null for the candidate, the system, or a user no longer there. */
  usuario: z.string().nullable(),
  accion: auditActionSchema,
  evaluacion_id: z.number().int().nullable(),
  /** The posting's position now, or as it was when it was deleted. */
  puesto: z.string().nullable(),
  aviso_existe: z.boolean(),
  postulacion_id: z.number().int().nullable(),
  /** The applicant's name as it is now, while they exist; the trail itself never keeps it. */
  nombre_persona: z.string().nullable(),
  postulante_existe: z.boolean(),
  detalle: auditDetailSchema,
  /** The client's address, as the server resolved it (TRUST_PROXY, decision 015). */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A date-time with its offset, as `Date.toISOString()` writes it, within the years a request may name (call.ts). */
const instantSchema = z.iso.datetime({ offset: true }).check(safeTextCheck, datesRangeCheck);

const auditFilterFields = z.object({
  accion: auditActionSchema.optional(),
  usuario_id: z.optional(idParamSchema),
  evaluacion_id: z.optional(idParamSchema),
  desde: instantSchema.optional(),
  hasta: instantSchema.optional(),
});
const orderedRange = (f: { desde?: string | undefined; hasta?: string | undefined }) =>
  !f.desde || !f.hasta || Date.parse(f.desde) <= Date.parse(f.hasta);

/** The activity log's filters, all optional; `desde` inclusive, `hasta` exclusive (the reader's local days). */
export const auditFilterSchema = auditFilterFields.refine(orderedRange, { path: ['hasta'], error: 'range' });
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

// GET /settings/audit (ours): the company's activity log, newest first, a page at a time.
export const auditListCall = defineCall({
  method: 'GET',
  path: '/settings/audit',
  auth: true,
  query: auditFilterFields.extend({ pagina: pageSchema }).refine(orderedRange, { path: ['hasta'], error: 'range' }),
  response: z.object({ registros: z.array(auditEntrySchema), hay_mas: z.boolean() }),
});

// GET /settings/audit/filters (ours): what the activity log's filters offer: the company's users and postings.
export const auditFiltersCall = defineCall({
  method: 'GET',
  path: '/settings/audit/filters',
  auth: true,
  response: z.object({
    usuarios: z.array(z.object({ usuario_id: z.number().int(), correo: z.string() })),
    avisos: z.array(z.object({ evaluacion_id: z.number().int(), puesto: z.string() })),
  }),
});

// POST /settings/audit/export (ours): the entries the filter matches, newest first, as CSV (UTF-8 with a BOM).
export const exportAuditCall = defineCall({
  method: 'POST',
  path: '/settings/audit/export',
  auth: true,
  body: auditFilterSchema,
  response: z.string(),
});

/** One CV analysis as the log keeps it: what read it, a fingerprint of what it read, and what it concluded. */
export const analysisLogEntrySchema = z.object({
  analisis_id: z.number().int(),
  fecha: z.string(),
  evaluacion_id: z.number().int(),
  puesto: z.string().nullable(),
  postulacion_id: z.number().int(),
  nombre_persona: z.string().nullable(),
  postulante_existe: z.boolean(),
  /** 'embedded' or 'openai'. */
  motor: z.string(),
  /** The embedded engine's version, or the model the OpenAI-compatible server was asked for. */
  version_motor: z.string(),
  /** SHA-256 (hex) of what the engine read: the CV's text and the posting's conditions at their scoring version. */
  hash_entrada: z.string(),
  calificacion: z.number(),
  condicion_necesaria_incumplida: z.boolean(),
  condiciones: z.array(z.object({ tipo: z.enum(CONDITION_KINDS), condicion: z.string(), veredicto: z.enum(VERDICTS) })),
});
export type AnalysisLogEntry = z.infer<typeof analysisLogEntrySchema>;

// GET /settings/analysis-log (ours): every CV analysis of the company, newest first.
export const analysisLogCall = defineCall({
  method: 'GET',
  path: '/settings/analysis-log',
  auth: true,
  query: z.object({ pagina: pageSchema, evaluacion_id: z.optional(idParamSchema) }),
  response: z.object({ analisis: z.array(analysisLogEntrySchema), hay_mas: z.boolean() }),
});
