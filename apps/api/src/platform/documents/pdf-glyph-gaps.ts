/*
 * Word gaps of a PDF that draws its text glyph by glyph. Some CV builders place every glyph at its own
 * position, never draw a space, and declare no glyph widths, so every glyph counts as one em wide. pdf.js
 * finds a word gap by comparing where a glyph is drawn with where the previous one should end; with
 * one-em widths every glyph seems to overlap the previous one and no gap is ever found. The page then
 * reads "Auxiliaradministrativo" and "Correccióndeerrores", and no word of the CV can be matched.
 *
 * The positions still tell the gaps: a glyph is always followed at about its own width, and a word gap
 * adds a space's width to that. So the narrowest step seen after each glyph, across the document, is its
 * width, and a step wider by more than SPACE_EM is a word gap. A glyph seen only before gaps (a comma, a
 * dash) keeps them unseen, which costs nothing: punctuation parts words with or without a space.
 */

/** What this reads of a pdf.js text item. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: the font's scale (a, b) and where the item starts (x, y). */
  transform: number[];
  /** The item's width, as pdf.js measured it from the widths the font declares. */
  width: number;
  hasEOL: boolean;
  fontName: string;
}

/** A page this sparse in single glyphs is set as words, the normal way. */
const MIN_SINGLE_GLYPH_SHARE = 0.6;
/** Glyph items on a page below which there is not enough to tell how it was set. */
const MIN_GLYPH_ITEMS = 40;
/** A step wider than the glyph's own width by this share of the font size holds a word gap (a space is ~0.25 em). */
const SPACE_EM = 0.15;

const fontSize = (item: PdfTextItem) => Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0);

/**
 * True when a page's text items are mostly single glyphs, each as wide as its font size: glyphs drawn one
 * by one with no declared widths. A page set the normal way has items of whole words or lines.
 */
export function drawnGlyphByGlyph(items: readonly PdfTextItem[]): boolean {
  const glyphs = items.filter((item) => item.str.trim().length > 0);
  if (glyphs.length < MIN_GLYPH_ITEMS) return false;
  const single = glyphs.filter((item) => [...item.str].length === 1);
  if (single.length < MIN_SINGLE_GLYPH_SHARE * glyphs.length) return false;
  const emWide = single.filter((item) => Math.abs(item.width - fontSize(item)) <= 0.01 * fontSize(item));
  return emWide.length >= 0.9 * single.length;
}

/** One glyph, or a run pdf.js merged, where it starts and where its last glyph starts. */
interface Cell {
  text: string;
  /** The glyph the next step is measured from: the cell's text when it is one glyph (a ligature "fi" is one), else its last character. */
  glyph: string;
  x: number;
  /** Where the cell's last glyph starts: the next step is measured from it. */
  lastX: number;
  y: number;
  size: number;
  font: string;
  eol: boolean;
}

/**
 * The cells of a page's items. pdf.js merges two glyphs into one item when the second lies about one em
 * after the first (a glyph and a word gap can add up to that: "a" and "d" of "la dirección"); with one-em
 * widths the last glyph of a merged item starts one em before the item's end, which splits two-glyph items
 * back into their glyphs.
 */
function cellsOf(items: readonly PdfTextItem[]): Cell[] {
  const cells: Cell[] = [];
  for (const item of items) {
    const size = fontSize(item);
    const base = { y: item.transform[5] ?? 0, size, font: item.fontName };
    const x = item.transform[4] ?? 0;
    const chars = [...item.str];
    const lastX = x + Math.max(0, item.width - size);
    // An item one em wide is one glyph, even of two characters (a ligature).
    const oneGlyph = item.width <= 1.05 * size;
    if (chars.length === 2 && !oneGlyph) {
      cells.push({ ...base, text: chars[0]!, glyph: chars[0]!, x, lastX: x, eol: false }, { ...base, text: chars[1]!, glyph: chars[1]!, x: lastX, lastX, eol: item.hasEOL });
    } else {
      cells.push({ ...base, text: item.str, glyph: oneGlyph ? item.str : (chars.at(-1) ?? ''), x, lastX, eol: item.hasEOL });
    }
  }
  return cells;
}

/** The step from one cell's last glyph to the next cell, in ems, when both are on one line in one font. */
function stepOf(from: Cell, to: Cell): number | undefined {
  if (from.eol || from.text.trim() === '' || to.text.trim() === '' || from.font !== to.font || from.size <= 0) return undefined;
  if (Math.abs(from.size - to.size) > 0.01 * from.size || Math.abs(from.y - to.y) > 0.2 * from.size) return undefined;
  const step = (to.x - from.lastX) / from.size;
  return step > 0 ? step : undefined;
}

/**
 * The key of a cell's last glyph in its font, whose narrowest step is the glyph's width. Digits share one:
 * fonts draw them all one width, so a year always followed by a gap still shows a digit's width.
 */
const glyphKey = (cell: Cell) => `${cell.font}\u0000${/^\d$/.test(cell.glyph) ? '0' : cell.glyph}`;

/**
 * The text of pages drawn glyph by glyph (drawnGlyphByGlyph), with a space wherever a step is wider than
 * its glyph: the widths are learnt across all the pages given, where each glyph has been seen most often.
 */
export function joinGlyphs(pages: ReadonlyArray<readonly PdfTextItem[]>): string[] {
  const cellPages = pages.map(cellsOf);
  const narrowest = new Map<string, number>();
  for (const cells of cellPages) {
    for (let i = 0; i + 1 < cells.length; i++) {
      const step = stepOf(cells[i]!, cells[i + 1]!);
      if (step === undefined) continue;
      const key = glyphKey(cells[i]!);
      narrowest.set(key, Math.min(narrowest.get(key) ?? Infinity, step));
    }
  }
  return cellPages.map((cells) => {
    let text = '';
    cells.forEach((cell, i) => {
      text += cell.text;
      if (cell.eol) {
        text += '\n';
        return;
      }
      const next = cells[i + 1];
      const step = next && stepOf(cell, next);
      if (step !== undefined && step - (narrowest.get(glyphKey(cell)) ?? step) > SPACE_EM) text += ' ';
    });
    return text;
  });
}
