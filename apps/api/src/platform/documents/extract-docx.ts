import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { ExtractionResult } from './extract-text';
import { normalizeText } from './normalize-text';
import { readZipEntries, readZipEntry, ZipError } from './zip-archive';

/** Real document.xml parts reach a few MB; the POI macro sample, a long report, is 235 KB. */
const MAX_XML_PART_BYTES = 64 * 1024 * 1024;
const MAX_XML_TOTAL_BYTES = 160 * 1024 * 1024;

export async function extractDocx(bytes: Uint8Array): Promise<ExtractionResult> {
  const parts = xmlPartsWithinLimits(bytes);
  if (parts !== 'ok') return { ok: false, reason: parts };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Raw text never resolves images, so external image links are not followed; mammoth's XML parser
  // (xmldom) does not resolve external entities either: an XXE probe fails to parse instead.
  const body = (await mammoth.extractRawText({ buffer })).value;
  const extras = await headersAndFooters(buffer, body);
  const text = normalizeText([body, extras].filter(Boolean).join('\n\n'));
  return /[\p{L}\p{N}]/u.test(text) ? { ok: true, kind: 'docx', text, ocr: false } : { ok: false, reason: 'no_text' };
}

/**
 * mammoth (and jszip under it) inflate whole parts into memory, trusting the sizes the archive
 * declares. Inflating the XML parts first, each with a cap, turns a zip bomb into a named refusal
 * ('too_large') instead of an out-of-memory crash of the worker; a broken archive is 'corrupted'.
 */
function xmlPartsWithinLimits(bytes: Uint8Array): 'ok' | 'too_large' | 'corrupted' {
  try {
    let total = 0;
    for (const entry of readZipEntries(bytes)) {
      if (!/\.(xml|rels)$/i.test(entry.name)) continue;
      if (entry.uncompressedSize > MAX_XML_PART_BYTES) return 'too_large';
      total += readZipEntry(bytes, entry, MAX_XML_PART_BYTES).length;
      if (total > MAX_XML_TOTAL_BYTES) return 'too_large';
    }
    return 'ok';
  } catch (error) {
    return error instanceof ZipError && error.tooLarge ? 'too_large' : 'corrupted';
  }
}

/**
 * mammoth reads the body (with text boxes) but never headers and footers, where CV templates often put
 * the name, e-mail and phone. word-extractor reads those; lines the body already has are left out so a
 * repeated footer does not double the text.
 */
async function headersAndFooters(buffer: Buffer, body: string): Promise<string> {
  try {
    const document = await new WordExtractor().extract(buffer);
    const known = new Set(body.split('\n').map((line) => line.trim()));
    const lines = document.getHeaders({ includeFooters: true }).split('\n').map((line) => line.trim());
    return [...new Set(lines.filter((line) => line && !known.has(line)))].join('\n');
  } catch {
    // The body is what matters; a header part word-extractor cannot read is not worth failing the CV for.
    return '';
  }
}
