import { describe, expect, test } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { buildGlyphByGlyphPdf, buildPdf } from '../../testing/document-fixtures';
import { extractText } from './extract-text';

const TIMEOUT = 60_000;

async function textOf(bytes: Uint8Array): Promise<string> {
  const result = await extractText(bytes);
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result.text;
}

const LINES = [
  'Auxiliar administrativo 09/2018 - 06/2019',
  'Mantenimiento de la base de datos Access del catalogo del area',
  'de Actividades Culturales de la Universidad Politecnica de Valencia',
  'Correccion de errores de una aplicacion de escritorio',
  'Desarrolladora web, Java, Microsoft SQL, jQuery, Git',
];

describe('a PDF drawn glyph by glyph, with no word gaps drawn and every glyph declared one em wide', () => {
  test(
    'reads its words apart, as they are printed',
    async () => {
      // A gap after punctuation, which a glyph seen only before gaps cannot show, parts no words.
      const words = (text: string) => text.replace(/\s*([,/-])\s*/g, '$1');
      const text = words(await textOf(buildGlyphByGlyphPdf(LINES)));
      for (const line of LINES) expect(text).toContain(words(line));
    },
    TIMEOUT,
  );

  test(
    'a PDF set the normal way reads as before',
    async () => {
      expect((await textOf(buildPdf(LINES))).split('\n')).toEqual(LINES);
    },
    TIMEOUT,
  );

  test(
    'a real CV made that way reads its job titles and duties as words (annavidaltur)',
    async () => {
      const text = await textOf(corpusFile('cvs/annavidaltur__cv__cv_es.pdf'));
      expect(text).toContain('Auxiliar administrativo');
      expect(text).toContain('Corrección de errores de una aplicación de escritorio');
      expect(text).toContain('Máster en Gestión de la Información');
      expect(text).toContain('Español nativo');
    },
    TIMEOUT,
  );
});
