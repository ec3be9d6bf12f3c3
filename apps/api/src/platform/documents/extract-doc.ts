import WordExtractor from 'word-extractor';
import type { ExtractionResult } from './extract-text';
import { normalizeText } from './normalize-text';

export async function extractDoc(bytes: Uint8Array): Promise<ExtractionResult> {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  // The body first, then the places CV templates hide contact details: text boxes, headers and footers,
  // foot- and endnotes.
  const parts = [
    document.getBody(),
    document.getTextboxes({ includeBody: true, includeHeadersAndFooters: true }),
    document.getHeaders({ includeFooters: true }),
    document.getFootnotes(),
    document.getEndnotes(),
  ];
  const text = normalizeText(parts.filter((part) => part.trim()).join('\n\n'));
  return /[\p{L}\p{N}]/u.test(text) ? { ok: true, kind: 'doc', text, ocr: false } : { ok: false, reason: 'no_text' };
}
