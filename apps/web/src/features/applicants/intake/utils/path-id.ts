import { idParamSchema } from '@postula/contract/call';

/**
 * A positive integer id as it comes in a path segment ("42"), or null. Only plain digits: "4e1", " 42" and
 * "42.0" are not links anyone was given.
 */
export function parsePathId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = idParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
