import { getResolvedPDFJS, type getDocumentProxy } from 'unpdf';
import type { ExtractionResult } from './extract-text';
import { countLetters, normalizeText } from './normalize-text';
import { ocrPdfPageImages } from './ocr-pdf-images';
import { isOutOfMemory } from './out-of-memory';
import { drawnGlyphByGlyph, joinGlyphs, type PdfTextItem } from './pdf-glyph-gaps';
import { pdfInflatedSize } from './pdf-inflated-size';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Below this many letters a text layer is a scan's stray words or junk glyphs, not a CV. */
const MIN_TEXT_LAYER_LETTERS = 30;
/** pdf.js refuses to decode images above this many pixels: a 600-dpi A3 scan is ~70 Mpx of RGB. */
const MAX_IMAGE_PIXELS = 80_000_000;
/** A hostile /Count can claim millions of pages; no CV comes near this many. */
const MAX_TEXT_PAGES = 500;
/**
 * What a PDF's Flate streams may inflate to: sixteen times the most a CV of the corpus needs (a 0.5 MB scan
 * that inflates to 16 MB). A decompression bomb goes past it after inflating this much into nothing.
 */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

export async function extractPdf(bytes: Uint8Array, options: { ocr: boolean; deadline: number }): Promise<ExtractionResult> {
  if ((await pdfInflatedSize(bytes, MAX_INFLATED_BYTES)).exceeded) return { ok: false, reason: 'too_large' };
  let pdf: PdfDocument;
  try {
    // pdf.js's own getDocument rather than unpdf's getDocumentProxy, which looks for the pdfjs-dist package
    // on every document (not installed: a failed module resolution each time) to lend pdf.js its font folders.
    const { getDocument } = await getResolvedPDFJS();
    pdf = await getDocument({
      data: bytes,
      // Nothing may leave the process: no font faces, no system fonts, no eval'd font programs. Without
      // standardFontDataUrl/cMapUrl pdf.js falls back to built-in metrics instead of fetching.
      disableFontFace: true,
      useSystemFonts: false,
      isEvalSupported: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      enableXfa: false,
      disableAutoFetch: true,
      disableStream: true,
      disableRange: true,
      stopAtErrors: false,
      maxImageSize: MAX_IMAGE_PIXELS,
      verbosity: 0,
    }).promise;
  } catch (error) {
    // pdf.js tries the empty user password itself, so owner-only protection (print/copy restrictions,
    // like empty_protected.pdf) opens here; a PasswordException means a user password is required.
    if ((error as Error | undefined)?.name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: isOutOfMemory(error) ? 'too_large' : 'corrupted' };
  }

  try {
    const pages = pdf.numPages;
    const layer = normalizeText(await textLayer(pdf));
    if (countLetters(layer) >= MIN_TEXT_LAYER_LETTERS) return { ok: true, kind: 'pdf', text: layer, pages, ocr: false };
    // Too little text to be a CV: a scan (perhaps with a stray word in a hidden layer, like scan-bad.pdf)
    // or glyphs without a Unicode mapping. Only OCR can tell; what it reads replaces the layer.
    if (!options.ocr) return { ok: false, reason: 'no_text' };
    const ocr = await ocrPdfPageImages(pdf, options.deadline);
    const ocrText = normalizeText(ocr.text);
    if (countLetters(ocrText) > 0) return { ok: true, kind: 'pdf', text: ocrText, pages, ocr: true };
    return { ok: false, reason: ocr.outOfTime ? 'timeout' : 'no_text' };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/**
 * The text of every page, assembled from pdf.js text items the way unpdf's extractText does, with three
 * differences that matter for CVs. Letter-spaced headings ("A m e l i a" + " " + "C h e n", a common
 * way to set a name) are closed up item by item, where the item boundary still marks the word gap;
 * after unpdf has merged and collapsed the whitespace that gap is gone. A page drawn glyph by glyph with
 * no declared widths gets its word gaps from where the glyphs stand (pdf-glyph-gaps.ts). And one unreadable
 * page (a cycle in the page tree, a broken content stream) costs that page only, not the whole document.
 */
async function textLayer(pdf: PdfDocument): Promise<string> {
  // Each page's text; a page drawn glyph by glyph keeps its items until the glyph widths are learnt from all such pages.
  const texts: (string | PdfTextItem[])[] = [];
  let failures = 0;
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_TEXT_PAGES); number++) {
    try {
      const content = await (await pdf.getPage(number)).getTextContent();
      const items = content.items.flatMap((item): PdfTextItem[] => ('str' in item ? [item] : []));
      texts.push(drawnGlyphByGlyph(items) ? items : items.map((item) => closeLetterSpacing(item.str) + (item.hasEOL ? '\n' : '')).join(''));
    } catch (error) {
      // A page too big for the memory limit is the document's size, not one broken page.
      if (isOutOfMemory(error)) throw error;
      failures++;
    }
  }
  if (texts.length === 0 && failures > 0) throw new Error('No page of the PDF could be read.');
  // The pages drawn glyph by glyph, joined together in their order.
  const joined = joinGlyphs(texts.filter((text): text is PdfTextItem[] => typeof text !== 'string'));
  let next = 0;
  return texts
    .map((text) => (typeof text === 'string' ? text : joined[next++]!))
    .map((text) => text.split('\n').map(undoubleGlyphs).join('\n'))
    .join('\n');
}

/** Three or more single letters separated by single spaces, and nothing else in the item. */
const LETTER_SPACED = /^\p{L}(?: \p{L}){2,}$/u;

function closeLetterSpacing(item: string): string {
  return LETTER_SPACED.test(item) ? item.replaceAll(' ', '') : item;
}

/** Fewest glyphs of a word read as printed twice on its own: 'RRHH' and 'EEUU' are Spanish plurals, not bold. */
const MIN_DOUBLED_ALONE = 6;

/**
 * The word with each glyph once, when every glyph of it comes twice in a row ('DDAATTOOSS'); else undefined.
 * Alone, a word needs two different letters ('xxxx' is a placeholder); beside a doubled word, one ('YY').
 */
function halved(word: string, alone: boolean): string | undefined {
  const chars = [...word];
  // One punctuation mark after the word may be single: 'IIttaaggüüíí,'.
  const end = chars.length % 2 === 1 && /[,.;:)]/.test(chars.at(-1)!) ? chars.length - 1 : chars.length;
  if (end < (alone ? MIN_DOUBLED_ALONE : 2) || end % 2 === 1) return undefined;
  const once: string[] = [];
  for (let i = 0; i < end; i += 2) {
    if (chars[i] !== chars[i + 1]) return undefined;
    once.push(chars[i]!);
  }
  if (new Set(once.filter((char) => /\p{L}/u.test(char)).map((char) => char.toLowerCase())).size < (alone ? 2 : 1)) return undefined;
  return once.join('') + chars.slice(end).join('');
}

/**
 * A line whose words have every glyph twice ('LLUUIISS AALLFFRREEDDOO'): templates fake bold by drawing each
 * glyph twice, a hair apart, and the text layer reads both. Such words are read once. A shorter word ('eell',
 * 'YY') is halved only on a line where a long one is doubled too.
 */
export function undoubleGlyphs(line: string): string {
  const words = line.split(' ');
  if (!words.some((word) => halved(word, true))) return line;
  return words.map((word) => halved(word, false) ?? word).join(' ');
}
