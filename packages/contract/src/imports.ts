import { z } from 'zod';
import { defineCall, idParamSchema, idSchema, messageResponseSchema } from './call';
import { languageSchema } from './accounts';
import { IMPORT_BEST_CHOICES } from './constants';
import { safeTextCheck } from './text';

// Importing CVs into a posting: from a public Google Drive folder, or from the company's earlier postings.

// POST /jobsearch/google-drive: starts importing a public Drive folder's CVs as a background job.
export const googleDriveCall = defineCall({
  method: 'POST',
  path: '/jobsearch/google-drive',
  auth: true,
  body: z.object({ evaluacion_id: idSchema, url_google_drive_folder: z.url().max(2000).check(safeTextCheck) }),
  response: z.object({ ...messageResponseSchema.shape, importacion_id: z.number().int() }),
});

/** Where a Drive import stands: queued, reading the folder and its files, or ended. */
export const DRIVE_IMPORT_STATES = ['en_cola', 'en_proceso', 'terminada', 'fallida'] as const;
export type DriveImportState = (typeof DRIVE_IMPORT_STATES)[number];

/** Why a file of the folder was not imported, or why the whole import ended without importing. */
export const driveImportSchema = z.object({
  importacion_id: z.number().int(),
  estado: z.enum(DRIVE_IMPORT_STATES),
  /** The folder's name once read; null before. */
  carpeta: z.string().nullable(),
  /** CV files found (PDF, DOC, DOCX, Google Docs), at most DRIVE_MAX_FILES. */
  archivos: z.number().int(),
  procesados: z.number().int(),
  importados: z.number().int(),
  /** Already in the posting, not a CV type, too large, or past the maximum. */
  omitidos: z.number().int(),
  /** Could not be downloaded or read. */
  fallidos: z.number().int(),
  /** Why a failed import ended (private or missing folder, no CVs, Drive unavailable), in the user's language. */
  motivo: z.string().nullable(),
  fecha_inicio: z.string(),
  fecha_fin: z.string().nullable(),
});
export type DriveImport = z.infer<typeof driveImportSchema>;

// GET /jobsearch/google-drive/{evaluacion_id}: whether Drive is configured, and the posting's latest imports.
export const driveImportsCall = defineCall({
  method: 'GET',
  path: '/jobsearch/google-drive/:evaluacion_id',
  auth: true,
  params: z.object({ evaluacion_id: idParamSchema }),
  response: z.object({
    /** False without GOOGLE_API_KEY: the screen says the feature is not configured. */
    configurado: z.boolean(),
    /** Newest first, at most 5. */
    importaciones: z.array(driveImportSchema),
  }),
});

// GET /jobsearch/list-for-import
export const importableJobSchema = z.object({
  evaluacion_id: idSchema,
  puesto: z.string(),
  fecha_creacion: z.string(),
  nombre_empresa: z.string(),
  tareas_a_realizar: z.string(),
  idioma: languageSchema,
  cantidad_postulantes: z.number().int(),
});
export type ImportableJob = z.infer<typeof importableJobSchema>;

export const listForImportCall = defineCall({
  method: 'GET',
  path: '/jobsearch/list-for-import',
  auth: true,
  response: z.object({ evaluaciones: z.array(importableJobSchema) }),
});

// POST /jobsearch/import-process
export const importProcessRequestSchema = z.object({
  evaluaciones: z.array(z.object({ evaluacion_id: idSchema })).min(1).max(100),
  evaluacion_id_destino: idSchema,
  cantidad_postulantes: z.union(IMPORT_BEST_CHOICES.map((n) => z.literal(n))),
  importar_notas: z.boolean(),
  importar_marcas: z.boolean(),
});
export type ImportProcessRequest = z.infer<typeof importProcessRequestSchema>;

export const importProcessCall = defineCall({
  method: 'POST',
  path: '/jobsearch/import-process',
  auth: true,
  body: importProcessRequestSchema,
  response: messageResponseSchema,
});
