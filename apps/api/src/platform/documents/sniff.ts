import { looksLikeCompoundFile, readCompoundFile } from './compound-file';
import { looksLikeZip, readZipEntries, readZipEntry } from './zip-archive';

/**
 * Decides what an upload is from its bytes alone (DESIGN.md, Uploads): a CV called "cv.pdf" that is a
 * Word file is read as Word, and a text file called "cv.pdf" is refused. Cheap and bounded, so the
 * upload route can call it on the main thread.
 */

export const DOCUMENT_KINDS = ['pdf', 'docx', 'doc'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * `corrupted`: the bytes start like a ZIP or OLE2 container whose structure cannot be read. `too_large`: a ZIP
 * whose parts declare more than MAX_DECLARED_UNCOMPRESSED_BYTES once inflated (a zip bomb, or near enough).
 */
export const SNIFF_PROBLEMS = ['empty', 'unsupported_type', 'macro_enabled', 'encrypted', 'corrupted', 'too_large'] as const;
export type SniffProblem = (typeof SNIFF_PROBLEMS)[number];

/** A failed sniff still says which container the bytes are, when they are one (a broken DOCX is a 'docx'). */
export type SniffResult = { ok: true; kind: DocumentKind } | { ok: false; problem: SniffProblem; kind?: DocumentKind };

/** [Content_Types].xml is a few KB; anything bigger than this is not a document we want. */
const MAX_CONTENT_TYPES_BYTES = 2 * 1024 * 1024;
/** Declared sizes can lie (the worker's memory limit is the real guard), but honest bombs stop here. */
export const MAX_DECLARED_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;

const WORD_MAIN_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
const WORD_MACRO_MAIN_TYPES = new Set([
  'application/vnd.ms-word.document.macroenabled.main+xml',
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml',
]);

/** Word 97-2003 FIB magic; Word 6/95 files carry 0xA5DC and an older layout word-extractor misreads. */
const WORD97_IDENT = 0xa5ec;
const WORD97_MIN_NFIB = 0xc0;
/** FIB flag fEncrypted ([MS-DOC] 2.5.2, bit 8 of the flags word at offset 0x0A). */
const FIB_ENCRYPTED = 0x0100;

export function sniffDocument(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (hasPdfHeader(bytes)) return { ok: true, kind: 'pdf' };
  if (looksLikeZip(bytes)) return sniffZip(bytes);
  if (looksLikeCompoundFile(bytes)) return sniffCompoundFile(bytes);
  // Word for Windows 1.x/2.0 (not OLE2): a Word file we cannot read, not a stranger.
  if (bytes.length >= 4 && bytes[0] === 0xdb && bytes[1] === 0xa5) return { ok: false, problem: 'unsupported_type', kind: 'doc' };
  return { ok: false, problem: 'unsupported_type' };
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // At the very start only. Readers tolerate junk before the header (Acrobat looks 1024 bytes in), but a file
  // that starts as something else is that something else to every other program: an "MZ" executable or an
  // HTML page carrying a PDF header a few bytes in is a polyglot, and would be served and saved as a PDF.
  // Every PDF of the shared corpus starts with it.
  return bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
}

function sniffZip(bytes: Uint8Array): SniffResult {
  try {
    const entries = readZipEntries(bytes);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > MAX_DECLARED_UNCOMPRESSED_BYTES) return { ok: false, problem: 'too_large' };
    const contentTypesEntry = entries.find((entry) => entry.name === '[Content_Types].xml');
    if (!contentTypesEntry) return { ok: false, problem: 'unsupported_type' };
    const contentTypes = declaredContentTypes(readZipEntry(bytes, contentTypesEntry, MAX_CONTENT_TYPES_BYTES));
    const hasVbaProject = entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name));
    const isMacroWord = [...contentTypes].some((type) => WORD_MACRO_MAIN_TYPES.has(type));
    const isWord = [...contentTypes].some((type) => WORD_MAIN_TYPES.has(type));
    if (isMacroWord || (isWord && hasVbaProject)) return { ok: false, problem: 'macro_enabled', kind: 'docx' };
    if (isWord) return { ok: true, kind: 'docx' };
    // Spreadsheets, presentations, EPUBs and plain archives are not CVs we can read.
    return { ok: false, problem: 'unsupported_type' };
  } catch {
    // ZipError, or a RangeError from an offset the checks missed: either way the container is broken.
    return { ok: false, problem: 'corrupted', kind: 'docx' };
  }
}

function declaredContentTypes(xmlBytes: Uint8Array): Set<string> {
  // The part is tiny and its grammar fixed (Default/Override elements with a ContentType attribute), so a
  // pattern is enough and no XML parser (with its entity handling) touches the upload here.
  const utf16 = xmlBytes[0] === 0xff && xmlBytes[1] === 0xfe;
  const xml = new TextDecoder(utf16 ? 'utf-16le' : 'utf-8').decode(xmlBytes);
  const types = new Set<string>();
  for (const match of xml.matchAll(/ContentType\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    types.add((match[1] ?? match[2] ?? '').trim().toLowerCase());
  }
  return types;
}

function sniffCompoundFile(bytes: Uint8Array): SniffResult {
  try {
    const file = readCompoundFile(bytes);
    const names = new Set(file.rootEntries.map((entry) => entry.name));
    // ECMA-376 agile/standard encryption wraps the whole OOXML package in an OLE2 file.
    if (names.has('EncryptedPackage')) return { ok: false, problem: 'encrypted', kind: 'docx' };
    const wordDocument = file.rootEntries.find((entry) => entry.name === 'WordDocument');
    if (!wordDocument) return { ok: false, problem: 'unsupported_type' };
    const fib = file.readStreamStart(wordDocument, 12);
    if (fib) {
      const dv = new DataView(fib.buffer, fib.byteOffset, fib.byteLength);
      // Word 6/95 and older FIBs: a Word file, in a format too old to read.
      if (dv.getUint16(0, true) !== WORD97_IDENT || dv.getUint16(2, true) < WORD97_MIN_NFIB) return { ok: false, problem: 'unsupported_type', kind: 'doc' };
      if (dv.getUint16(0x0a, true) & FIB_ENCRYPTED) return { ok: false, problem: 'encrypted', kind: 'doc' };
    }
    return { ok: true, kind: 'doc' };
  } catch {
    return { ok: false, problem: 'corrupted', kind: 'doc' };
  }
}
