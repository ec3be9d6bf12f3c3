/**
 * One shape of text for every extractor, so contact extraction and search see the same thing whether
 * the CV came from a PDF, a DOCX, a DOC or OCR.
 */

// Bidi marks and embeddings (Arabic PDFs are full of them), zero-width space, word joiner, BOM and soft
// hyphen: invisible, and they split words and e-mail addresses for every later matcher.
const INVISIBLE = /[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
// C0 and C1 controls except \t and \n (\r, \v and \f are turned into \n before this runs).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Icon fonts (FontAwesome in Awesome-CV, Wingdings bullets) map their glyphs to the Private Use Area;
// a space keeps "✉me@x.org" from gluing the icon's neighbours together.
const PRIVATE_USE = /[\ue000-\uf8ff\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Latin ligatures (ﬁ, ﬂ from LaTeX PDFs) and Arabic/Hebrew presentation forms are compatibility
// characters: only NFKC turns them into the letters people search for. NFKC for the whole text would
// also rewrite ², ½ and full-width forms, so it is applied to these blocks alone.
const PRESENTATION_FORMS = /[\ufb00-\ufdff\ufe70-\ufefe]+/g;
// TeX fonts without accented letters draw the accent as a glyph of its own before its letter, and the text
// layer keeps it apart: 'Jo˜ao', 'Mart´ınez' (the i is a dotless ı under the accent). A tilde, circumflex,
// diaeresis or ring inside a word is never punctuation; an acute is one only after a lone letter ('l´amour',
// 'it´s'), so it is put back on a vowel only after two letters of the word.
const SPACING_ACCENT = /(?<=\p{L})([\u02dc\u02c6\u00a8\u02da])(\p{L})|(?<=\p{L}\p{Ll})\u00b4([aeiouı])/gu;
const COMBINING: Readonly<Record<string, string>> = { '\u02dc': '\u0303', '\u02c6': '\u0302', '\u00a8': '\u0308', '\u02da': '\u030a', '\u00b4': '\u0301' };
// A dotless ı under a combining accent is an i with that accent ('Tecnologı́a'); NFC does not join them.
const DOTLESS_I_ACCENTED = /ı(?=[\u0300-\u0308])/g;

/**
 * The accent joined to the letter after it, when the two make one of the accented letters of Western
 * European languages (Latin-1: ã, é, ñ, ü…); anything else ('´S' used as an apostrophe) is left as printed.
 */
function attachSpacingAccents(text: string): string {
  return text.replace(SPACING_ACCENT, (whole, accent: string | undefined, letter: string | undefined, vowel: string | undefined) => {
    const composed = `${(letter ?? vowel ?? '').replace('ı', 'i')}${COMBINING[accent ?? '\u00b4']}`.normalize('NFC');
    return /^[\u00c0-\u00ff]$/u.test(composed) ? composed : whole;
  });
}

export function normalizeText(raw: string): string {
  return attachSpacingAccents(raw.replace(LONE_SURROGATE, '').replace(DOTLESS_I_ACCENTED, 'i').normalize('NFC'))
    .replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'))
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(PRIVATE_USE, ' ')
    .replace(/[^\S\n\t]+/g, ' ')
    .replace(/ *\t[ \t]*/g, '\t')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Letters in the text: what tells a real text layer from a scan with a stray word or junk glyphs. */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
