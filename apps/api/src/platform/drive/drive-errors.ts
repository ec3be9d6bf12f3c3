import { z } from 'zod';

// What Google Drive's refusals mean for an import: the kinds of failure, and how an HTTP error is read.

export type DriveErrorKind =
  /** The folder (or file) does not exist, or is not shared: Google answers 404 to both. */
  | 'not_found'
  /** Google said 403 about the item itself: shared, but not with "anyone with the link". */
  | 'private'
  /** The link names a file, not a folder (open?id= links can name either). */
  | 'not_folder'
  /** The key is wrong, expired, restricted, or the Drive API is not enabled for its project. */
  | 'invalid_key'
  /** Quota or rate limit still hit after the retries. */
  | 'rate_limited'
  /** No answer: connection refused or dropped, DNS, time-out; after the retries. */
  | 'network'
  /** Google answered 5xx (or an unreadable body) after the retries. */
  | 'unavailable'
  /** Any other refusal (a 400 about our own request): a bug on our side, not worth retrying. */
  | 'unexpected';

/** Messages never carry the API key (it is not in any URL, and is redacted from causes anyway). */
export class DriveError extends Error {
  readonly kind: DriveErrorKind;
  /** HTTP status Google answered, when it answered. */
  readonly status: number | null;
  /** Google's machine-readable reason (errors[0].reason, or the ErrorInfo reason), when given. */
  readonly reason: string | null;

  constructor(kind: DriveErrorKind, message: string, details: { status?: number | null; reason?: string | null; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DriveError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.reason = details.reason ?? null;
  }

  /** Worth trying the whole operation again later (the import job may reschedule itself). */
  get transient(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'network' || this.kind === 'unavailable';
  }
}


export const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().int().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z
      .array(z.object({ domain: z.string().optional(), reason: z.string().optional(), message: z.string().optional() }).loose())
      .optional(),
    // google.rpc.ErrorInfo in newer answers carries the precise cause (API_KEY_INVALID, SERVICE_DISABLED…).
    details: z.array(z.object({ '@type': z.string().optional(), reason: z.string().optional() }).loose()).optional(),
  }),
});
export type GoogleError = z.infer<typeof googleErrorSchema>['error'];

const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'accessNotConfigured', 'ipRefererBlocked', 'dailyLimitExceededUnreg', 'unregistered']);
const KEY_INFO_REASONS = new Set(['SERVICE_DISABLED', 'CONSUMER_INVALID', 'API_KEY_INVALID', 'API_KEY_EXPIRED']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'sharingRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded']);
const RATE_INFO_REASONS = new Set(['RATE_LIMIT_EXCEEDED', 'RESOURCE_EXHAUSTED']);

export interface Failure {
  kind: DriveErrorKind;
  retry: boolean;
  status: number | null;
  reason: string | null;
  message: string;
  retryAfterMs: number | null;
}

/** What an HTTP error from Google means for us. */
export function classifyGoogleError(status: number, error: GoogleError | null): Omit<Failure, 'retryAfterMs' | 'message'> & { googleMessage: string | null } {
  const reasons = (error?.errors ?? []).map((entry) => entry.reason ?? '').filter(Boolean);
  const infoReasons = (error?.details ?? []).filter((entry) => entry['@type']?.endsWith('google.rpc.ErrorInfo')).map((entry) => entry.reason ?? '');
  const reason = infoReasons.find(Boolean) ?? reasons[0] ?? null;
  const googleMessage = error?.message ?? error?.errors?.[0]?.message ?? null;
  const base = { status, reason, googleMessage };

  const isRate = status === 429 || reasons.some((r) => RATE_REASONS.has(r)) || infoReasons.some((r) => RATE_INFO_REASONS.has(r));
  // A daily quota does not come back in seconds: retrying would only burn the retries.
  if (isRate) return { ...base, kind: 'rate_limited', retry: !reasons.includes('dailyLimitExceeded') };
  const isKey =
    status === 401 ||
    reasons.some((r) => KEY_REASONS.has(r)) ||
    infoReasons.some((r) => KEY_INFO_REASONS.has(r) || r.startsWith('API_KEY_')) ||
    (status === 400 && /api key/i.test(googleMessage ?? ''));
  if (isKey && (status === 400 || status === 401 || status === 403)) return { ...base, kind: 'invalid_key', retry: false };
  if (status === 404) return { ...base, kind: 'not_found', retry: false };
  if (status === 403) return { ...base, kind: 'private', retry: false };
  if (status === 408 || status >= 500) return { ...base, kind: 'unavailable', retry: true };
  return { ...base, kind: 'unexpected', retry: false };
}

export const KIND_TEXT: Record<DriveErrorKind, string> = {
  not_found: 'Google Drive did not find it, or it is not shared with "anyone with the link"',
  private: 'Google Drive refused access: it is not shared with "anyone with the link"',
  not_folder: 'the link is not a Google Drive folder',
  invalid_key: 'Google refused the API key (invalid, restricted, or the Drive API is not enabled)',
  rate_limited: 'Google Drive rate limit exceeded',
  network: 'Google Drive could not be reached',
  unavailable: 'Google Drive is unavailable',
  unexpected: 'Google Drive refused the request',
};

/** Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
