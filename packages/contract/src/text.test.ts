import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractCalls, defOf, fieldsOfRequests, type Schema } from './testing/request-fields';
import { isSafeText, safeTextCheck, stripUnsafeText, stripUnsafeTextCheck, text } from './text';

describe('the text rule', () => {
  it('refuses NUL and unpaired surrogates; keeps tabs, line breaks and real pairs', () => {
    for (const bad of ['a\u0000b', '\uD800', 'a\uDC00', '\uDBFFx', 'x\uDC00\uD800y']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Ana Lima', 'línea 1\r\nlínea 2\tfin', '😀 \uD83D\uDE00', 'São Paulo', '\u007f\u0085\u2028', '日本語']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('tidies the other control characters of pasted text: vertical tab and form feed are line breaks, the rest goes', () => {
    expect(text().parse('Línea 1\u000bLínea 2\u000cPágina 2\u0007\u001f\tfin\r\n')).toBe('Línea 1\nLínea 2\nPágina 2\tfin\r\n');
  });

  it('stripping keeps everything else', () => {
    expect(stripUnsafeText('Hola\u0000 mundo \uD800😀\uDC00.\u0007\r\n\tfin')).toBe('Hola mundo 😀.\r\n\tfin');
  });

  it('reports a refused character as an issue on the field', () => {
    const result = text().trim().min(1).safeParse(' a\u0000 ');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ message: 'unsafe_text', path: [] }]);
  });
});

/*
 * Every request of every call, walked: a string field that reaches the server must either refuse unsafe text
 * (text()) or strip it (strippedText()). A field added tomorrow with a bare z.string() fails here.
 */

/** Free text: a string, or anything at all that could arrive unchecked. */
const TEXT_TYPES = new Set(['string', 'any', 'unknown', 'custom']);
const calls = await contractCalls();
const leaves = fieldsOfRequests(calls, (def) => TEXT_TYPES.has(def.type));

const checksOf = (schema: Schema) => (defOf(schema).checks as unknown[] | undefined) ?? [];
const refuses = (schema: Schema) => checksOf(schema).includes(safeTextCheck);
const strips = (schema: Schema) => checksOf(schema).includes(stripUnsafeTextCheck);

/** A value each field accepts, so that only the inserted character can make it fail. */
const SAMPLES = ['Ana Lima', 'Segura123', 'ana@example.com', 'https://example.com/carpeta', '#112233', '2026-11-23', '2026-11-23T09:30:00.000Z', 'a'.repeat(32)];

describe('every string a request carries', () => {
  it('the contract has calls, and the walk finds their text fields', () => {
    expect(calls.length).toBeGreaterThan(30);
    expect(leaves.map((leaf) => `${leaf.call} ${leaf.part} ${leaf.path}`)).toEqual(
      expect.arrayContaining(['loginCall body username', 'applicantsPageCall body filtro.nombre_o_notas', 'publicUploadByCodeCall query e', 'saveAnswerCall body respuesta']),
    );
  });

  it.each(leaves.map((leaf) => [`${leaf.call} ${leaf.part} ${leaf.path || '(whole)'}`, leaf] as const))('%s', (_, leaf) => {
    expect(refuses(leaf.schema) || strips(leaf.schema), 'built with text() or strippedText()').toBe(true);
    const sample = SAMPLES.find((value) => (leaf.schema as z.ZodType).safeParse(value).success);
    expect(sample, 'no sample value is valid here: add one to SAMPLES').toBeDefined();
    for (const hostile of ['\u0000', '\uD800']) {
      const value = `${sample!.slice(0, 3)}${hostile}${sample!.slice(3)}`;
      const parsed = (leaf.schema as z.ZodType).safeParse(value);
      if (strips(leaf.schema)) expect(parsed.data).toBe(sample);
      else expect(parsed.success, JSON.stringify(value)).toBe(false);
    }
  });

  it('only the interview answer strips instead of refusing', () => {
    expect(leaves.filter((leaf) => strips(leaf.schema)).map((leaf) => `${leaf.call} ${leaf.path}`)).toEqual(['saveAnswerCall respuesta']);
  });
});
