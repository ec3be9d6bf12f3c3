import { z } from 'zod';
import { defineCall, idSchema, messageResponseSchema } from './call';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  THEMES,
} from './constants';
import { text } from './text';

export const languageSchema = z.enum(LANGUAGES);
export const themeSchema = z.enum(THEMES);

/** E-mail addresses are compared case-insensitively: they are trimmed and lower-cased on the way in. */
export const emailSchema = text()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/** The four password criteria of spec §5, in the order the checklist shows them. */
export const PASSWORD_CRITERIA = ['length', 'lowercase', 'uppercase', 'number'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

export function passwordCriteria(password: string): Record<PasswordCriterion, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\d/.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  return Object.values(passwordCriteria(password)).every(Boolean);
}

export const passwordSchema = text()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isStrongPassword, { message: 'weak_password' });

// POST /login
export const loginRequestSchema = z.object({
  username: text().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  nombre_empresa: z.string(),
  actividad_empresa: z.number().int(),
  perfil: z.string(),
  idioma: languageSchema,
  tema: themeSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/login',
  auth: false,
  body: loginRequestSchema,
  response: loginResponseSchema,
});

// POST /logout (ours: the spec's client only forgets the token; the server must revoke it too)
export const logoutCall = defineCall({
  method: 'POST',
  path: '/logout',
  auth: true,
  response: messageResponseSchema,
});

// POST /user
export const registerRequestSchema = z.object({
  username: emailSchema,
  password: passwordSchema,
  nombre_empresa: text().trim().min(1).max(COMPANY_NAME_MAX_LENGTH),
  actividad_empresa: idSchema,
  idioma: languageSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerCall = defineCall({
  method: 'POST',
  path: '/user',
  auth: false,
  body: registerRequestSchema,
  response: messageResponseSchema,
});

// GET /user/activities
export const activitySchema = z.object({ id: z.number().int(), descripcion: z.string() });
export type Activity = z.infer<typeof activitySchema>;

export const activitiesQuerySchema = z.object({ lang: languageSchema.optional() });

export const activitiesCall = defineCall({
  method: 'GET',
  path: '/user/activities',
  auth: false,
  query: activitiesQuerySchema,
  response: z.object({ actividades: z.array(activitySchema) }),
});

// POST /user/activate
const linkCodeSchema = text().trim().min(1).max(200);

export const activateRequestSchema = z.object({
  codigo_activacion: linkCodeSchema,
  correo: emailSchema,
});
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

export const activateCall = defineCall({
  method: 'POST',
  path: '/user/activate',
  auth: false,
  body: activateRequestSchema,
  response: messageResponseSchema,
});

// POST /user/preferences
export const preferencesSchema = z.object({ idioma: languageSchema, tema: themeSchema });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesCall = defineCall({
  method: 'POST',
  path: '/user/preferences',
  auth: true,
  body: preferencesSchema,
  response: messageResponseSchema,
});

// POST /user/password-reset
export const resetRequestSchema = z.object({ correo: emailSchema, idioma: languageSchema.optional() });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestCall = defineCall({
  method: 'POST',
  path: '/user/password-reset',
  auth: false,
  body: resetRequestSchema,
  response: messageResponseSchema,
});

// PUT /user/password-reset
export const resetCompleteSchema = z.object({
  codigo_validacion: linkCodeSchema,
  correo: emailSchema,
  password: passwordSchema,
});
export type ResetComplete = z.infer<typeof resetCompleteSchema>;

export const resetCompleteCall = defineCall({
  method: 'PUT',
  path: '/user/password-reset',
  auth: false,
  body: resetCompleteSchema,
  response: messageResponseSchema,
});
