import { describe, expect, it } from 'vitest';
import { cvSnippet, SNIPPET_LENGTH } from './snippet';

const CV = `Marta Quiroga. ${'Experiencia en mantenimiento de redes eléctricas. '.repeat(6)}Curso de señalización ferroviaria y enclavamientos electrónicos. ${'Trabajo en equipo y atención al detalle. '.repeat(6)}`;

describe('the CV passage beside a match', () => {
  it('is cut around the first searched word the name and notes lack, at spaces, with ellipses', () => {
    const snippet = cvSnippet(['senalizacion'], 'Marta Quiroga', CV)!;
    expect(snippet).toContain('señalización ferroviaria');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
  });

  it('is null when the name or notes already hold every word, or the CV holds none', () => {
    expect(cvSnippet(['quiroga'], 'Marta Quiroga', CV)).toBeNull();
    expect(cvSnippet(['criogenia'], 'Marta Quiroga', CV)).toBeNull();
    expect(cvSnippet(['%'], '', CV)).toBeNull();
  });

  it('finds words by their start only', () => {
    expect(cvSnippet(['rroviaria'], '', CV)).toBeNull();
    expect(cvSnippet(['ENCLAVAM'], '', CV)).toContain('enclavamientos');
  });
});
