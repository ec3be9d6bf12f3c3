import { z } from 'zod/mini';
import type { AnySchema, Call } from '@postula/contract/call';
import { errorBodySchema, type ErrorCode } from '@postula/contract/errors';
import { currentLanguage } from './i18n';
import { useLoadingStore } from './loading-store';
import { useSessionExpiredStore } from './session-expired-store';
import { useSessionStore } from './session-store';

const API_BASE = '/api';

/** The address of an API path that is not a contract call: a file the browser downloads through a plain link. */
export function apiUrl(path: string, query: Record<string, string>): string {
  return `${API_BASE}${path}?${new URLSearchParams(query)}`;
}

/** A failed call: HTTP status (0 when the server could not be reached), the server's code and text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The server's localised text (`message` / `mensaje`), when it sent one. */
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;

  constructor(
    status: number,
    details: { code?: ErrorCode; serverMessage?: string; field?: string } = {},
    options?: ErrorOptions,
  ) {
    super(details.serverMessage ?? `HTTP ${status}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.field = details.field;
  }
}

type Input<S> = S extends AnySchema ? z.input<S> : never;

/** What a call needs besides itself: exactly the parts its contract declares. */
export type CallOptions<Body, Query, Params> = (Body extends AnySchema
  ? { body: Input<Body>; formData?: undefined }
  : {
      body?: undefined;
      /**
       * A multipart body (file uploads), for a call whose contract declares no JSON body: the caller builds it
       * from the contract's field schema, and the browser sets its Content-Type with the boundary.
       */
      formData?: FormData;
    }) &
  (Query extends AnySchema ? { query: Input<Query> } : { query?: undefined }) &
  (Params extends AnySchema ? { params: Input<Params> } : { params?: undefined }) & {
    /**
     * A 403 means the session expired and opens the dialog (spec §4). Sign-out turns this off: its token may
     * already be gone on the server, and the user is leaving anyway.
     */
    handleSessionExpiry?: boolean;
    /**
     * Leaves the global loading overlay alone: for background refreshes (the applicants list keeping itself
     * up to date) and saves that show their own progress (a note's "saving…"), which must not block the page.
     */
    quiet?: boolean;
    signal?: AbortSignal;
  };

function buildUrl(call: Call, params: unknown, query: unknown): string {
  let path = call.path;
  if (call.params) {
    const values = z.parse(call.params, params) as Record<string, unknown>;
    path = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
      encodeURIComponent(String(values[name])),
    );
  }
  let search = '';
  if (call.query) {
    const values = z.parse(call.query, query) as Record<string, unknown>;
    const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== null);
    if (entries.length > 0) search = `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
  }
  return `${API_BASE}${path}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API as the contract describes the call: validates what is sent with the call's schemas, sends the
 * bearer token on auth calls and the interface language on every call, and parses the answer with the call's
 * response schema. Every call counts on the global loading overlay while it runs. A non-2xx answer throws an
 * ApiError; a 403 also opens the session-expired dialog.
 */
export async function apiCall<
  Result extends AnySchema,
  Body extends AnySchema | undefined,
  Query extends AnySchema | undefined,
  Params extends AnySchema | undefined,
>(
  call: Call<Body, Query, Params, Result>,
  options: CallOptions<Body, Query, Params>,
): Promise<z.output<Result>> {
  const { handleSessionExpiry = true, quiet = false, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  let url: string;
  let body: string | FormData | undefined;
  try {
    url = buildUrl(call as Call, options.params, options.query);
    if (call.body) {
      body = JSON.stringify(z.parse(call.body, options.body));
      headers['Content-Type'] = 'application/json';
    } else if (options.formData) {
      body = options.formData;
    }
  } catch (cause) {
    // The forms validate with the same schemas, so this is what the server would have answered.
    if (cause instanceof z.core.$ZodError) throw new ApiError(400, { code: 'validation' }, { cause });
    throw cause;
  }
  if (call.auth) {
    const { token } = useSessionStore.getState();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const loading = useLoadingStore.getState();
  if (!quiet) loading.show();
  try {
    let response: Response;
    try {
      response = await fetch(url, { method: call.method, headers, body, signal });
    } catch (cause) {
      throw new ApiError(0, {}, { cause });
    }
    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 403 && handleSessionExpiry) useSessionExpiredStore.getState().show();
      const parsed = z.safeParse(errorBodySchema, payload);
      throw new ApiError(
        response.status,
        parsed.success
          ? { code: parsed.data.code, serverMessage: parsed.data.message || parsed.data.mensaje, field: parsed.data.field }
          : {},
      );
    }
    const parsed = z.safeParse(call.response, payload);
    if (!parsed.success) {
      // The server broke the contract: a bug to see in the console, and a failed call for the screen.
      // eslint-disable-next-line no-console -- a contract break must be visible (and fails the browser tests)
      console.error(`Unexpected response from ${call.method} ${call.path}`, parsed.error);
      throw new ApiError(response.status, {}, { cause: parsed.error });
    }
    return parsed.data as z.output<Result>;
  } finally {
    if (!quiet) loading.hide();
  }
}

/** A file answered by a call (an export): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The name of Content-Disposition: the exact UTF-8 one (filename*) when given, else the plain one. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || fallback;
}

/**
 * A call that answers a file rather than JSON, with the same bearer token, language, overlay and errors as
 * apiCall: the caller saves the blob (a link to an object URL), since a plain link cannot carry the token.
 */
export async function apiDownload<Body extends AnySchema>(
  call: Call<Body, undefined, undefined, AnySchema>,
  body: z.input<Body>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), 'Content-Type': 'application/json' };
  const { token } = useSessionStore.getState();
  if (call.auth && token) headers.Authorization = `Bearer ${token}`;
  const loading = useLoadingStore.getState();
  loading.show();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${call.path}`, { method: call.method, headers, body: JSON.stringify(z.parse(call.body!, body)) });
    } catch (cause) {
      throw new ApiError(0, {}, { cause });
    }
    if (!response.ok) {
      if (response.status === 403) useSessionExpiredStore.getState().show();
      const parsed = z.safeParse(errorBodySchema, await readJson(response));
      throw new ApiError(response.status, parsed.success ? { code: parsed.data.code, field: parsed.data.field } : {});
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
  } finally {
    loading.hide();
  }
}
