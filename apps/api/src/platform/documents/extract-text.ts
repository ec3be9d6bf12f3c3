import { runExtractionWorker } from './run-extraction-worker';
import { sniffDocument, type DocumentKind, type SniffResult } from './sniff';

/** Why a document gave no text; each maps to a message the recruiter or candidate can act on. */
export type ExtractionFailure = 'empty' | 'unsupported_type' | 'macro_enabled' | 'encrypted' | 'corrupted' | 'no_text' | 'timeout' | 'too_large';

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
  /** Memory the reading may take (DOCUMENT_MEMORY_MB); past it the document ends as 'too_large'. */
  memoryMb?: number;
  /** What sniffing these same bytes found already (the upload's sniff): they are not sniffed again. */
  sniffed?: SniffResult;
  /**
   * Who sent the document (an analysis's share, decision 052): large documents of one sender are read one at a
   * time, and never make another sender's wait. Without it, the document is in one line with every other unnamed one.
   */
  sender?: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The text of an uploaded CV, or the named reason there is none. Never throws for anything the bytes
 * contain: parsing runs in a process of the extraction pool (decision 030), under a memory limit and a
 * wall-clock limit, cut off from the network, off the server's event loop. Throws only when that process cannot
 * start (a broken installation).
 */
export async function extractText(bytes: Uint8Array, options: ExtractTextOptions = {}): Promise<ExtractionResult> {
  const sniffed = options.sniffed ?? sniffDocument(bytes);
  if (!sniffed.ok) return { ok: false, reason: sniffed.problem };
  const { result } = await runExtractionWorker(
    { bytes, kind: sniffed.kind, ocr: options.ocr ?? true },
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(options.memoryMb ? { memoryMb: options.memoryMb } : {}),
      ...(options.sender ? { sender: options.sender } : {}),
    },
  );
  return result;
}
