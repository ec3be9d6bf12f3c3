import { runExtractionWorker } from './run-extraction-worker';
import { sniffDocument, type DocumentKind } from './sniff';

/** Why a document gave no text; each maps to a message the recruiter or candidate can act on. */
export type ExtractionFailure = 'empty' | 'unsupported_type' | 'macro_enabled' | 'encrypted' | 'corrupted' | 'no_text' | 'timeout';

export type ExtractionResult =
  | {
      ok: true;
      kind: DocumentKind;
      /** Normalised text (see normalize-text.ts). */
      text: string;
      /** Pages of a PDF, all of them, even when OCR read only the first few. */
      pages?: number;
      /** The text came from OCR of the page images, not from a text layer. */
      ocr: boolean;
    }
  | { ok: false; reason: ExtractionFailure };

export interface ExtractTextOptions {
  /** Wall-clock limit for the whole extraction, OCR included. */
  timeoutMs?: number;
  /** OCR scanned PDFs (default true). */
  ocr?: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The text of an uploaded CV, or the named reason there is none. Never throws for anything the bytes
 * contain: parsing runs in a worker thread with a memory limit and a wall-clock limit, cut off from
 * the network. Throws only when the worker itself cannot start (a broken installation).
 */
export async function extractText(bytes: Uint8Array, options: ExtractTextOptions = {}): Promise<ExtractionResult> {
  const sniffed = sniffDocument(bytes);
  // Uploads refuse a document that declares too much (document_too_large), so none is stored; any older one
  // ends as such files did before that rule.
  if (!sniffed.ok) return { ok: false, reason: sniffed.problem === 'too_large' ? 'corrupted' : sniffed.problem };
  const { result } = await runExtractionWorker({ bytes, kind: sniffed.kind, ocr: options.ocr ?? true }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return result;
}
