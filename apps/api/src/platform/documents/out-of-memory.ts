/**
 * Whether a parser failed because the worker's memory limit refused an allocation. pdf.js passes such an
 * error on as an UnknownErrorException carrying V8's message, so the message decides, not the class. The
 * document then ends as 'too_large', not 'corrupted': it is not broken, it is built to be too big.
 */
export function isOutOfMemory(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /Array buffer allocation failed|allocation failed|out of memory|Invalid typed array length/i.test(message);
}
