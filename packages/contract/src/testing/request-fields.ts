import { readdirSync } from 'node:fs';
import type { z } from 'zod';
import type { Call } from '../call';

/*
 * For the tests that walk every request of every call (text.test.ts, request-bounds.test.ts): a rule a field
 * must follow holds for a field added tomorrow too, or the walk names it.
 */

export type Schema = z.core.$ZodType;
export type SchemaDef = z.core.$ZodTypeDef & Record<string, unknown>;

export interface Field {
  /** Dotted, '*' for any array item, as the API names a field in a `validation` error. */
  path: string;
  schema: Schema;
}

export const defOf = (schema: Schema) => schema._zod.def as SchemaDef;

/**
 * The fields of a request whose schema `wanted` picks, with their paths: objects, arrays, tuples, records, unions
 * and wrappers (optional, default, …) are walked through; what the wire carries into a pipe is its first schema.
 */
export function requestFields(schema: Schema, wanted: (def: SchemaDef) => boolean, path = '', out: Field[] = [], within = new Set<Schema>()): Field[] {
  // A schema inside itself (z.lazy) is walked once; one used by two fields (idSchema) is found at both.
  if (within.has(schema)) return out;
  within.add(schema);
  const def = defOf(schema);
  const inner = (next: unknown, at = path) => requestFields(next as Schema, wanted, at, out, within);
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (wanted(def)) {
    out.push({ path, schema });
    within.delete(schema);
    return out;
  }
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) inner(value, join(key));
      if (def.catchall) inner(def.catchall, join('*'));
      break;
    case 'array':
      inner(def.element, join('*'));
      break;
    case 'tuple':
      (def.items as Schema[]).forEach((item, index) => inner(item, join(String(index))));
      if (def.rest) inner(def.rest, join('*'));
      break;
    case 'record':
      inner(def.keyType, join('(key)'));
      inner(def.valueType, join('*'));
      break;
    case 'union':
      for (const option of def.options as Schema[]) inner(option);
      break;
    case 'intersection':
      inner(def.left);
      inner(def.right);
      break;
    case 'pipe':
      inner(def.in);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      inner(def.innerType);
      break;
    case 'lazy':
      inner((def.getter as () => Schema)());
      break;
    default:
      break;
  }
  within.delete(schema);
  return out;
}

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every call the contract's files export, by export name. */
export async function contractCalls(): Promise<Array<[string, Call]>> {
  const contractDir = new URL('..', import.meta.url);
  const modules = readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const calls: Array<[string, Call]> = [];
  for (const file of modules) {
    const exported = (await import(new URL(file, contractDir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) if (isCall(value)) calls.push([name, value]);
  }
  return calls;
}

/** The fields `wanted` picks in every request part (body, query, params, form) of every call. */
export function fieldsOfRequests(calls: Array<[string, Call]>, wanted: (def: SchemaDef) => boolean) {
  return calls.flatMap(([name, call]) =>
    (['body', 'query', 'params', 'form'] as const).flatMap((part) =>
      call[part] ? requestFields(call[part], wanted).map((field) => ({ call: name, part, ...field })) : [],
    ),
  );
}
