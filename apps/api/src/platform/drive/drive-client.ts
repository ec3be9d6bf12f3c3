import { z } from 'zod';
import { isDriveId } from './folder-link';
import { classifyGoogleError, DriveError, googleErrorSchema, KIND_TEXT, retryAfterMs, type Failure } from './drive-errors';

/**
 * A small client of the Google Drive v3 REST API for reading a folder shared "anyone with the link",
 * with an API key (no OAuth: the recruiter shares a folder, we never act as a Google user). Written on
 * fetch like the OpenAI engine: three endpoints, and retry, time-out and size rules we want to own.
 *
 * The key travels in the `x-goog-api-key` header, which Google accepts like the `key` parameter, so it
 * never sits in a URL that a proxy, a log line or an error message could repeat.
 */

export const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';
export const GOOGLE_DOC_MIME = 'application/vnd.google-apps.document';
export const PDF_MIME = 'application/pdf';
export const DOC_MIME = 'application/msword';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The same ceiling as an upload (DESIGN.md, Uploads). */
export const DRIVE_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DRIVE_DEFAULT_BASE_URL = 'https://www.googleapis.com';

const LIST_PAGE_SIZE = 100;
const LIST_FIELDS = 'nextPageToken, files(id, name, mimeType, size, modifiedTime)';
const FOLDER_FIELDS = 'id, name, mimeType';

export interface DriveClientOptions {
  /** GOOGLE_API_KEY. */
  apiKey: string;
  /** GOOGLE_API_BASE_URL; default https://www.googleapis.com. Tests point it at the stand-in. */
  baseUrl?: string;
  /** Per request, body included. Default 30 s (a 10 MB download on a slow link). */
  timeoutMs?: number;
  /** Further attempts after a network failure, a rate limit or a 5xx. Default 3. */
  maxRetries?: number;
  /** First back-off delay, doubled on every retry, with jitter. Default 500 ms; tests use 1. */
  retryDelayMs?: number;
  /** Ceiling of one back-off delay, Retry-After included. Default 20 s. */
  maxRetryDelayMs?: number;
  /** Default 10 MB. */
  maxFileBytes?: number;
  /** Default cap of listFolder. */
  maxFiles?: number;
}

export interface DriveFolder {
  id: string;
  name: string;
}

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes as Drive reports them; null for folders, shortcuts and (often) Google Docs. */
  size: number | null;
  modifiedTime: string | null;
}

export interface FolderListing {
  folder: DriveFolder;
  files: DriveFile[];
  /** The folder holds more files than the cap: `files` is the first `maxFiles` of them. */
  truncated: boolean;
}

export interface ListFolderOptions {
  /** Default: the client's maxFiles (1000). */
  maxFiles?: number;
  /** From the link (parseFolderLink), for folders shared before Google's 2021 resource-key update. */
  resourceKey?: string | null;
  signal?: AbortSignal;
}

export type DriveDocumentKind = 'pdf' | 'doc' | 'docx';

export type DriveSkipReason =
  /** Not a PDF, DOC, DOCX or Google Doc (a folder, a sheet, an image…). */
  | 'unsupported_type'
  /** Over the size limit, as declared or as counted while reading. */
  | 'too_large'
  /** Listed but not readable: deleted since, not shared itself, or its owner disabled downloads. */
  | 'not_accessible';

export type DriveDownload =
  | {
      ok: true;
      file: DriveFile;
      bytes: Uint8Array;
      /** What Drive says it is; the upload rules still sniff the bytes (sniff.ts). */
      kind: DriveDocumentKind;
      /** A Google Doc exported as DOCX. */
      exported: boolean;
    }
  | { ok: false; file: DriveFile; reason: DriveSkipReason; detail: string };

export interface DriveClient {
  /** The folder's name, checking that it exists, is readable with the key and is a folder. */
  getFolder(folderId: string, options?: { resourceKey?: string | null; signal?: AbortSignal }): Promise<DriveFolder>;
  /** The folder's direct children that are not in the trash, following every page up to the cap. */
  listFolder(folderId: string, options?: ListFolderOptions): Promise<FolderListing>;
  /**
   * A CV's bytes. Decisions about one file (type, size, access) come back as a skip with a reason, so an
   * import goes on with the next file; problems of the whole run (key, quota, network, Google down)
   * throw a DriveError.
   */
  download(file: DriveFile, options?: { signal?: AbortSignal }): Promise<DriveDownload>;
}

const DOWNLOADABLE: Record<string, DriveDocumentKind> = { [PDF_MIME]: 'pdf', [DOC_MIME]: 'doc', [DOCX_MIME]: 'docx' };

const sizeSchema = z
  .union([z.string().regex(/^\d{1,15}$/), z.number().int().nonnegative()])
  .transform((value) => Number(value))
  .optional();

const fileSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  mimeType: z.string(),
  size: sizeSchema,
  modifiedTime: z.string().optional(),
});

const fileListSchema = z.object({
  nextPageToken: z.string().min(1).optional(),
  files: z.array(fileSchema).default([]),
});

const folderSchema = z.object({ id: z.string().min(1), name: z.string(), mimeType: z.string() });

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

type Attempt<T> = { ok: true; value: T } | { ok: false; failure: Failure; cause?: unknown };

export function createDriveClient(options: DriveClientOptions): DriveClient {
  const apiKey = options.apiKey;
  const baseUrl = (options.baseUrl ?? DRIVE_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 20_000;
  const maxFileBytes = options.maxFileBytes ?? DRIVE_MAX_FILE_BYTES;
  const defaultMaxFiles = options.maxFiles ?? 1000;

  /** Whatever text leaves this module goes through here: the key must never reach a log or a user. */
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);
  const safeCause = (cause: unknown) => {
    if (!(cause instanceof Error)) return undefined;
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    const copy = new Error(redact(`${cause.name}: ${cause.message}${inner}`));
    copy.name = cause.name;
    return copy;
  };

  const url = (path: string, params: Record<string, string | number | boolean | undefined>) => {
    const target = new URL(`${baseUrl}/drive/v3/${path}`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, String(value));
    return target;
  };

  const headers = (resourceKey?: string | null, fileId?: string): Record<string, string> => ({
    'x-goog-api-key': apiKey,
    accept: 'application/json',
    ...(resourceKey && fileId ? { 'x-goog-drive-resource-keys': `${fileId}/${resourceKey}` } : {}),
  });

  /**
   * Runs one request with the time-out, retrying transient failures with exponential back-off and
   * jitter (or Retry-After, capped). `read` turns a 2xx response into a value or a failure.
   */
  async function call<T>(
    what: string,
    target: URL,
    requestHeaders: Record<string, string>,
    read: (response: Response) => Promise<Attempt<T>>,
    signal?: AbortSignal,
  ): Promise<T> {
    let last: Attempt<T> & { ok: false } = {
      ok: false,
      failure: { kind: 'network', retry: true, status: null, reason: null, message: KIND_TEXT.network, retryAfterMs: null },
    };
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (attempt > 0) {
        const backoff = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (attempt - 1));
        const jittered = backoff / 2 + Math.random() * (backoff / 2);
        await sleep(Math.min(maxRetryDelayMs, last.failure.retryAfterMs ?? jittered), signal);
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const requestSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
      let result: Attempt<T>;
      try {
        // A redirect would carry the key header to wherever it points: Drive's API answers directly, so
        // a 3xx is refused as an unexpected answer rather than followed.
        const response = await fetch(target, { headers: requestHeaders, signal: requestSignal, redirect: 'manual' });
        if (response.ok) result = await read(response);
        else result = { ok: false, failure: await failureOf(response) };
      } catch (cause) {
        // The caller gave up (the import was cancelled): not Drive's fault, no retry.
        if (signal?.aborted) throw signal.reason;
        const timedOut = timeout.aborted;
        result = {
          ok: false,
          cause,
          failure: {
            kind: 'network',
            retry: true,
            status: null,
            reason: timedOut ? 'timeout' : null,
            message: timedOut ? `Google Drive did not answer within ${timeoutMs} ms` : KIND_TEXT.network,
            retryAfterMs: null,
          },
        };
      }
      if (result.ok) return result.value;
      last = result;
      if (!result.failure.retry) break;
    }
    const { failure, cause } = last;
    throw new DriveError(failure.kind, redact(`${what}: ${failure.message}`), {
      status: failure.status,
      reason: failure.reason,
      cause: safeCause(cause),
    });
  }

  async function failureOf(response: Response): Promise<Failure> {
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Load balancers answer 502/503 with HTML: the status says enough.
    }
    const parsed = googleErrorSchema.safeParse(json);
    const classified = classifyGoogleError(response.status, parsed.success ? parsed.data.error : null);
    const detail = classified.googleMessage ? ` (${response.status} ${classified.reason ?? ''}: ${classified.googleMessage.slice(0, 300)})` : ` (${response.status})`;
    return {
      kind: classified.kind,
      retry: classified.retry,
      status: response.status,
      reason: classified.reason,
      message: `${KIND_TEXT[classified.kind]}${detail.replace(/ {2,}/g, ' ')}`,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }

  /** A 2xx whose JSON does not have the expected shape: treated as a passing fault of Google's. */
  const readJson =
    <S extends z.ZodType>(schema: S) =>
    async (response: Response): Promise<Attempt<z.output<S>>> => {
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (parsed.success) return { ok: true, value: parsed.data };
      return {
        ok: false,
        failure: { kind: 'unavailable', retry: true, status: response.status, reason: 'malformed_response', message: 'Google Drive answered an unreadable response', retryAfterMs: null },
      };
    };

  function checkId(id: string, what: string) {
    if (!isDriveId(id)) throw new DriveError('not_found', `${what}: not a Google Drive id`);
  }

  async function getFolder(folderId: string, opts: { resourceKey?: string | null; signal?: AbortSignal } = {}): Promise<DriveFolder> {
    checkId(folderId, 'Reading the folder');
    const target = url(`files/${encodeURIComponent(folderId)}`, { fields: FOLDER_FIELDS, supportsAllDrives: true });
    const folder = await call('Reading the folder', target, headers(opts.resourceKey, folderId), readJson(folderSchema), opts.signal);
    if (folder.mimeType !== DRIVE_FOLDER_MIME) throw new DriveError('not_folder', `Reading the folder: ${KIND_TEXT.not_folder}`, { status: 200 });
    return { id: folder.id, name: folder.name };
  }

  async function listFolder(folderId: string, opts: ListFolderOptions = {}): Promise<FolderListing> {
    const maxFiles = Math.max(0, Math.floor(opts.maxFiles ?? defaultMaxFiles));
    // files.list answers an empty list, not an error, for a folder the key cannot see: ask for the folder first.
    const folder = await getFolder(folderId, opts);
    const files: DriveFile[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    let truncated = false;
    do {
      const target = url('files', {
        // Ids match [A-Za-z0-9_-] (checked above), so nothing can break out of the quoted string.
        q: `'${folderId}' in parents and trashed = false`,
        fields: LIST_FIELDS,
        pageSize: LIST_PAGE_SIZE,
        pageToken,
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
      });
      const page = await call('Listing the folder', target, headers(opts.resourceKey, folderId), readJson(fileListSchema), opts.signal);
      for (const file of page.files) {
        if (files.length >= maxFiles) {
          truncated = true;
          break;
        }
        files.push({ id: file.id, name: file.name, mimeType: file.mimeType, size: file.size ?? null, modifiedTime: file.modifiedTime ?? null });
      }
      pageToken = page.nextPageToken;
      if (pageToken && files.length >= maxFiles) truncated = true;
      // A token seen before would loop for ever: stop with what we have.
      if (pageToken && seenTokens.has(pageToken)) break;
      if (pageToken) seenTokens.add(pageToken);
    } while (pageToken && !truncated);
    return { folder, files, truncated };
  }

  async function download(file: DriveFile, opts: { signal?: AbortSignal } = {}): Promise<DriveDownload> {
    const skip = (reason: DriveSkipReason, detail: string): DriveDownload => ({ ok: false, file, reason, detail });
    const isGoogleDoc = file.mimeType === GOOGLE_DOC_MIME;
    const kind = isGoogleDoc ? 'docx' : DOWNLOADABLE[file.mimeType];
    if (!kind) return skip('unsupported_type', `${file.mimeType} is not a PDF, Word document or Google Doc`);
    // Drive's own export limit is 10 MB as well, so a Google Doc's declared size is checked the same way.
    if (file.size !== null && file.size > maxFileBytes) return skip('too_large', `${file.size} bytes, over the ${maxFileBytes} byte limit`);
    if (!isDriveId(file.id)) return skip('not_accessible', 'not a Google Drive id');

    const target = isGoogleDoc
      ? url(`files/${encodeURIComponent(file.id)}/export`, { mimeType: DOCX_MIME })
      : url(`files/${encodeURIComponent(file.id)}`, { alt: 'media', supportsAllDrives: true });
    const requestHeaders = { ...headers(), accept: '*/*' };
    const readBytes = async (response: Response): Promise<Attempt<Uint8Array | 'too_large'>> => {
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (declared > maxFileBytes) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: true, value: 'too_large' };
      }
      // Counted while reading: a listing's size can be stale or absent, and chunked answers have no length.
      const chunks: Uint8Array[] = [];
      let total = 0;
      if (response.body) {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          total += value.byteLength;
          if (total > maxFileBytes) {
            await reader.cancel().catch(() => undefined);
            return { ok: true, value: 'too_large' };
          }
          chunks.push(value);
        }
      }
      const bytes = new Uint8Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      return { ok: true, value: bytes };
    };

    let bytes: Uint8Array | 'too_large';
    try {
      bytes = await call(`Downloading "${file.name.slice(0, 120)}"`, target, requestHeaders, readBytes, opts.signal);
    } catch (error) {
      if (!(error instanceof DriveError)) throw error;
      if (error.kind === 'not_found') return skip('not_accessible', 'deleted, or not shared with "anyone with the link"');
      if (error.reason === 'exportSizeLimitExceeded') return skip('too_large', 'over Google Drive\'s 10 MB export limit');
      // cannotDownloadFile, insufficientFilePermissions…: this file is closed, the others may not be.
      if (error.kind === 'private') return skip('not_accessible', error.message);
      throw error;
    }
    if (bytes === 'too_large') return skip('too_large', `over the ${maxFileBytes} byte limit`);
    return { ok: true, file, bytes, kind, exported: isGoogleDoc };
  }

  return { getFolder, listFolder, download };
}
