import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATES_FROM, DATES_UNTIL, INT4_MAX, inDatesRange } from './call';
import { contractCalls, fieldsOfRequests } from './testing/request-fields';

/*
 * Every number and every date a request carries, walked: each is refused (400 `validation` naming the field)
 * when PostgreSQL could not take it, instead of reaching the database and answering 500 (issue 33). Ids, marks,
 * page numbers fit an int4; dates fall within DATES_FROM and DATES_UNTIL. A field added tomorrow without its
 * bound fails here.
 */

const calls = await contractCalls();
const numbers = fieldsOfRequests(calls, (def) => def.type === 'number');
const dates = fieldsOfRequests(calls, (def) => def.type === 'string' && (def.format === 'date' || def.format === 'datetime'));

const INT4_MIN = -INT4_MAX - 1;
const accepts = (schema: z.core.$ZodType, value: unknown) => (schema as z.ZodType).safeParse(value).success;

describe('every number a request carries', () => {
  it('the walk finds them, ids in bodies, queries and paths and the marks of the filter', () => {
    expect(numbers.map((n) => `${n.call} ${n.part} ${n.path}`)).toEqual(
      expect.arrayContaining([
        'applicantsPageCall body evaluacion_id',
        'applicantsPageCall body numero_pagina',
        'applicantsPageCall body filtro.marcas.*',
        'updateApplicantCall body datos.marca_id',
        'setMarksCall body marca_id',
        'auditListCall query usuario_id',
        'jobDetailCall params id',
      ]),
    );
  });

  it.each(numbers.map((n) => [`${n.call} ${n.part} ${n.path}`, n] as const))('%s fits an int4', (_, { part, schema }) => {
    // Paths and queries carry their numbers as text.
    const wire = (n: number) => (part === 'query' || part === 'params' ? String(n) : n);
    for (const outside of [INT4_MAX + 1, 3e9, INT4_MIN - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(accepts(schema, wire(outside)), String(outside)).toBe(false);
    }
  });

  it('an id takes 1 to INT4_MAX; a mark also takes -1 (none, or every mark in the filter)', () => {
    const page = calls.find(([name]) => name === 'applicantsPageCall')![1].body as z.ZodType;
    const body = (marcas: number[]) => ({ evaluacion_id: INT4_MAX, numero_pagina: INT4_MAX, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas } });
    expect(page.safeParse(body([-1, 1, INT4_MAX])).success).toBe(true);
    expect(page.safeParse(body([INT4_MAX + 1])).error?.issues[0]?.path).toEqual(['filtro', 'marcas', 0]);
    expect(page.safeParse(body([-2])).error?.issues[0]?.path).toEqual(['filtro', 'marcas', 0]);
  });
});

describe('every date a request carries', () => {
  it('the walk finds them: the posting’s last day and the activity log’s range', () => {
    expect(dates.map((d) => `${d.call} ${d.part} ${d.path}`).sort()).toEqual(
      [
        'auditListCall query desde',
        'auditListCall query hasta',
        'createJobCall body valido_hasta',
        'exportAuditCall body desde',
        'exportAuditCall body hasta',
        'reopenJobCall body valido_hasta',
        'updateJobCall body valido_hasta',
      ].sort(),
    );
  });

  it.each(dates.map((d) => [`${d.call} ${d.part} ${d.path}`, d] as const))('%s is within the years a request may name', (_, { schema }) => {
    const isDay = accepts(schema, '2026-11-23');
    const at = (day: string, time = 'T00:00:00Z') => (isDay ? day : `${day}${time}`);
    expect(accepts(schema, at('2026-11-23'))).toBe(true);
    expect(accepts(schema, at(DATES_FROM))).toBe(true);
    expect(accepts(schema, at('2099-12-31'))).toBe(true);
    for (const outside of ['0000-01-01', '0001-01-01', '1999-12-31', DATES_UNTIL, '9999-12-31']) {
      expect(accepts(schema, at(outside)), outside).toBe(false);
    }
    if (!isDay) {
      // An offset that carries the instant past a bound, either way.
      expect(accepts(schema, '2000-01-01T00:00:00+01:00')).toBe(false);
      expect(accepts(schema, '2099-12-31T23:30:00-01:00')).toBe(false);
      expect(accepts(schema, '2026-11-23T09:30:00.000Z')).toBe(true);
    }
  });

  it('reads a day as midnight UTC and an instant with its offset; what it cannot read is outside', () => {
    expect(inDatesRange('2000-01-01')).toBe(true);
    expect(inDatesRange('2000-01-01T00:00:00-03:00')).toBe(true);
    expect(inDatesRange('2099-12-31T23:59:59.999Z')).toBe(true);
    expect(inDatesRange('not a date')).toBe(false);
  });
});
