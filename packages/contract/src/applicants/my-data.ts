import { z } from 'zod/mini';
import { defineCall } from '../call';
import { LANGUAGES } from '../constants';
import { miniText } from '../text-rule';
import { ANALYSIS_STATES, CONDITION_KINDS, VERDICTS } from './analysis-terms';
import { publicPrivacySchema } from './intake';

// The candidate's own data (issue 19): what a company holds of one application, read, downloaded and deleted through
// the private link the candidate got on upload and in the confirmation e-mail. The link's key is the only
// credential; the candidate's page (decision 031) loads these schemas and none of the recruiter's. zod/mini, as
// the page's build takes only the parts of it that it uses; the server parses with these same schemas (decision 048).

/** The query parameter of the private link (/my-application?t=…) and of its calls. */
export const MY_DATA_PARAM = 't';

const tokenQuerySchema = z.object({ t: miniText(z.trim(), z.minLength(20), z.maxLength(100)) });

export const myApplicationSchema = z.object({
  empresa: z.string(),
  puesto: z.string(),
  /** The posting's language: the page speaks it. */
  idioma: z.enum(LANGUAGES),
  fecha_postulacion: z.string(),
  /** The notice's version the candidate accepted, with its language, and when; null for a CV the company imported. */
  consentimiento: z.nullable(z.object({ version: z.string(), fecha: z.string() })),
  privacidad: z.extend(publicPrivacySchema, {
    /** The day the data will be deleted by the company's retention period; null while the posting is open. */
    borrado_previsto: z.nullable(z.string()),
  }),
  cv: z.object({ nombre_archivo: z.string(), tamano_bytes: z.number().check(z.int()) }),
  /** What the analysis read in the CV (unverified: it is what the CV prints). */
  datos: z.object({ nombre: z.nullable(z.string()), correo: z.nullable(z.string()), telefono: z.nullable(z.string()) }),
  analisis: z.object({
    estado: z.enum(ANALYSIS_STATES),
    /** Which system read the CV: the built-in engine or a configured AI model. */
    motor_ia: z.nullable(z.string()),
    calificacion: z.nullable(z.number()),
    resumen: z.nullable(z.string()),
    condiciones: z.array(
      z.object({
        condicion: z.string(),
        tipo: z.enum(CONDITION_KINDS),
        veredicto: z.enum(VERDICTS),
        explicacion: z.string(),
        evidencia: z.nullable(z.string()),
      }),
    ),
    fecha_analisis: z.nullable(z.string()),
  }),
  entrevista: z.nullable(
    z.object({
      estado: z.string(),
      respuestas: z.array(z.object({ pregunta: z.string(), respuesta: z.nullable(z.string()) })),
    }),
  ),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

// GET /applicant/my-data?t=…
export const myApplicationCall = defineCall({
  method: 'GET',
  path: '/applicant/my-data',
  auth: false,
  query: tokenQuerySchema,
  response: myApplicationSchema,
});

/** GET /applicant/my-data/export?t=…: the same, as a JSON file to keep (portability). */
export const MY_DATA_EXPORT_PATH = '/applicant/my-data/export';
/** GET /applicant/my-data/cv?t=…: the CV file as it was sent. */
export const MY_DATA_CV_PATH = '/applicant/my-data/cv';

// POST /applicant/my-data/delete {t}: erases the application; the link stops working.
export const deleteMyApplicationCall = defineCall({
  method: 'POST',
  path: '/applicant/my-data/delete',
  auth: false,
  body: tokenQuerySchema,
  response: z.object({ borrada: z.literal(true) }),
});
