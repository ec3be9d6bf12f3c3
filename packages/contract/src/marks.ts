import { z } from 'zod';
import { defineCall, idSchema } from './call';
import { MARK_COLOR_PATTERN } from './constants';
import { text } from './text';

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

