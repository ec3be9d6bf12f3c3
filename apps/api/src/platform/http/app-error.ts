import type { ErrorCode } from '@postula/contract/errors';

/**
 * The one way to fail a request on purpose. `code` maps to a localised text (platform/http/messages.ts)
 * and, on the web, to t('errors.<code>'). 5xx errors are logged and answered without details.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly options: { field?: string; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('not_found', 404);
export const sessionExpired = () => new AppError('session_expired', 403);
