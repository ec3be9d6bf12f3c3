// A local server speaking the Google Drive v3 REST protocol for the calls the Drive import makes:
// files.get (metadata and alt=media), files.list on a folder, and files.export. It checks requests as
// Drive does (API key, q, pageSize, pageToken, fields) and answers in Drive's shapes, errors included,
// and can be told to fail a given request (drop the connection, answer 500 once, rate-limit) so an
// import can be tested for failures half-way.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const FOLDER_MIME = 'application/vnd.google-apps.folder';
const GOOGLE_APPS_PREFIX = 'application/vnd.google-apps.';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** What Drive converts a Google Doc to (the formats files.export accepts for documents). */
const DOC_EXPORTS = new Set([DOCX_MIME, 'application/pdf', 'text/plain', 'application/rtf', 'application/vnd.oasis.opendocument.text', 'text/html', 'application/epub+zip', 'application/zip', 'text/markdown']);
/** Drive refuses to export more than this. */
const EXPORT_LIMIT_BYTES = 10 * 1024 * 1024;

export interface DriveStandInFile {
  /** Default: a generated Drive-like id (see idOf). */
  id?: string;
  name: string;
  mimeType: string;
  /** The content; for a Google Doc, what an export as DOCX returns. Default: a short text. */
  bytes?: Uint8Array | string;
  /**
   * The size the metadata declares. Default: the bytes' length; absent for Google Docs, as Drive omits
   * it for editor files. Set it to lie (null to omit it).
   */
  size?: number | null;
  modifiedTime?: string;
  trashed?: boolean;
  /** 'inherit' (default): readable when the folder is public. 'private': 404 to the key. 'download_disabled': 403 cannotDownloadFile. */
  access?: 'inherit' | 'private' | 'download_disabled';
}

export interface DriveStandInFolder {
  id: string;
  name?: string;
  /** Shared with "anyone with the link". Default true; a private folder answers 404 as Drive does. */
  public?: boolean;
  /** A subfolder: listed among its parent's children, with the folder MIME type. */
  parent?: string;
  files: DriveStandInFile[];
}

export type DriveRequestKind = 'get' | 'list' | 'download' | 'export' | 'other';

export type DriveFault =
  /** Destroys the connection without answering (fetch sees "fetch failed"). */
  | { kind: 'drop' }
  /** Downloads and exports: sends the headers and half the bytes, then destroys the connection. */
  | { kind: 'drop_midway' }
  /** A Google-shaped error (e.g. 500 backendError, 403 userRateLimitExceeded, 429 rateLimitExceeded). */
  | { kind: 'error'; status: number; reason?: string; domain?: string; message?: string; retryAfterSeconds?: number }
  /** Any body, for shapes the helpers do not make (an HTML 502 from a load balancer, ErrorInfo details). */
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  /** Waits before handling the request normally (to trip the client's time-out). */
  | { kind: 'slow'; delayMs: number };

export interface DriveFaultRule {
  /** Which requests the rule counts. Default 'any'. */
  on?: DriveRequestKind | 'any';
  /** Only requests about this file or folder id (the listed folder for 'list'). */
  id?: string;
  /** The first matching request (1-based, counted from when the rule was added) that fails. Default 1. */
  nth?: number;
  /** How many matching requests in a row fail from the nth. Default 1; Infinity for all. */
  times?: number;
  fault: DriveFault;
}

export interface DriveStandInRequest {
  kind: DriveRequestKind;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The file or folder id of the request (the folder of `q` for a list). */
  id: string | null;
  /** Where the key came from; the key itself is not kept. */
  keyVia: 'header' | 'query' | null;
  keyValid: boolean;
  resourceKeys: string | null;
  /** The fault that answered instead of the normal handling. */
  fault: DriveFault['kind'] | null;
}

export interface DriveStandInOptions {
  apiKey?: string;
  folders?: DriveStandInFolder[];
  /** Drive may answer fewer items than pageSize; this caps a page (default 1000, Drive's maximum). */
  maxPageSize?: number;
  /**
   * How a private folder or file answers files.get. 'not_found' (default) is what Drive answers to an API
   * key; 'forbidden' answers 403 insufficientFilePermissions, as Drive does where it admits the item exists.
   */
  privateAnswer?: 'not_found' | 'forbidden';
  /** The port to listen on (browser tests start the product with a fixed GOOGLE_API_BASE_URL); any free one by default. */
  port?: number;
}

export interface DriveStandIn {
  /** For DriveClientOptions.baseUrl (GOOGLE_API_BASE_URL): the API lives under /drive/v3. */
  baseUrl: string;
  apiKey: string;
  requests: DriveStandInRequest[];
  /** Adds or replaces a folder (its files keep their ids if given). */
  addFolder(folder: DriveStandInFolder): void;
  /** Makes a folder public or private. */
  setPublic(folderId: string, isPublic: boolean): void;
  /** The id of a configured file by its name (first match). */
  idOf(name: string): string;
  /** Adds a fault rule; rules are checked in the order added, the first that fires answers. */
  fail(rule: DriveFaultRule): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** Drive's error body: `{ error: { code, message, errors: [{ domain, reason, message }], status } }`. */
export function googleError(
  status: number,
  reason: string,
  message: string,
  extra: { domain?: string; location?: string; locationType?: string; details?: unknown[] } = {},
) {
  const statusText: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
  };
  return {
    error: {
      code: status,
      message,
      errors: [
        {
          message,
          domain: extra.domain ?? 'global',
          reason,
          ...(extra.location ? { location: extra.location, locationType: extra.locationType ?? 'parameter' } : {}),
        },
      ],
      ...(statusText[status] ? { status: statusText[status] } : {}),
      ...(extra.details ? { details: extra.details } : {}),
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

const generatedId = (seed: string) => `1${createHash('sha256').update(seed).digest('base64url').slice(0, 32)}`;

interface StoredFile extends Required<Pick<DriveStandInFile, 'id' | 'name' | 'mimeType' | 'modifiedTime' | 'trashed' | 'access'>> {
  bytes: Buffer;
  size: number | null;
  folderId: string;
}

/** Reads a Drive `fields` mask ("nextPageToken, files(id, name)") into a tree; `*` keeps everything. */
type FieldMask = Map<string, FieldMask | true> | '*';
export function parseFieldMask(fields: string): FieldMask | null {
  const text = fields.replace(/\s+/g, '');
  if (text === '*') return '*';
  let i = 0;
  const parseList = (): Map<string, FieldMask | true> | null => {
    const map = new Map<string, FieldMask | true>();
    while (i < text.length) {
      const name = /^[A-Za-z_*][A-Za-z0-9_*]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*/.exec(text.slice(i))?.[0];
      if (!name) return null;
      i += name.length;
      if (text[i] === '(') {
        i++;
        const inner = parseList();
        if (!inner || text[i] !== ')') return null;
        i++;
        map.set(name, inner.has('*') ? '*' : inner);
      } else map.set(name, true);
      if (text[i] === ',') i++;
      else break;
    }
    return map;
  };
  const mask = parseList();
  return mask && i === text.length && mask.size > 0 ? (mask.has('*') ? '*' : mask) : null;
}

function project(value: Record<string, unknown>, mask: FieldMask): Record<string, unknown> {
  if (mask === '*') return value;
  const out: Record<string, unknown> = {};
  for (const [name, sub] of mask) {
    if (!(name in value) || value[name] === undefined) continue;
    const field = value[name];
    if (sub === true) out[name] = field;
    else if (Array.isArray(field)) out[name] = field.map((item) => project(item as Record<string, unknown>, sub));
    else if (field && typeof field === 'object') out[name] = project(field as Record<string, unknown>, sub);
  }
  return out;
}

/** Unknown field names are an error in Drive: "Invalid field selection". */
function unknownField(mask: FieldMask, allowed: Record<string, readonly string[] | null>): string | null {
  if (mask === '*') return null;
  for (const [name, sub] of mask) {
    if (!(name in allowed)) return name;
    const inner = allowed[name];
    if (sub !== true && inner) {
      if (sub === '*') continue;
      for (const innerName of sub.keys()) if (!inner.includes(innerName)) return innerName;
    }
  }
  return null;
}

const FILE_FIELDS = ['kind', 'id', 'name', 'mimeType', 'size', 'modifiedTime', 'createdTime', 'trashed', 'parents', 'webViewLink', 'md5Checksum'] as const;

const LIST_QUERY = /^\s*'([A-Za-z0-9_-]+)'\s+in\s+parents\s+and\s+trashed\s*=\s*false\s*$/;

const encodeToken = (folderId: string, offset: number) => Buffer.from(`${folderId}:${offset}`).toString('base64url');
function decodeToken(token: string, folderId: string): number | null {
  const [tokenFolder, offset] = Buffer.from(token, 'base64url').toString('utf8').split(':');
  const value = Number(offset);
  return tokenFolder === folderId && Number.isInteger(value) && value > 0 ? value : null;
}

export async function startDriveStandIn(options: DriveStandInOptions = {}): Promise<DriveStandIn> {
  const apiKey = options.apiKey ?? 'AIzaStandIn-drive-test-key-0123456789';
  const maxPageSize = options.maxPageSize ?? 1000;
  const folders = new Map<string, { id: string; name: string; public: boolean; parent: string | null }>();
  const files = new Map<string, StoredFile>();
  const requests: DriveStandInRequest[] = [];
  let rules: (DriveFaultRule & { seen: number })[] = [];
  const sockets = new Set<Socket>();

  function addFolder(folder: DriveStandInFolder) {
    for (const [id, file] of files) if (file.folderId === folder.id) files.delete(id);
    folders.set(folder.id, { id: folder.id, name: folder.name ?? `Folder ${folder.id}`, public: folder.public ?? true, parent: folder.parent ?? null });
    folder.files.forEach((file, index) => {
      const id = file.id ?? generatedId(`${folder.id}/${index}/${file.name}`);
      const bytes = Buffer.from(file.bytes ?? `Stand-in content of ${file.name}`);
      const isEditorFile = file.mimeType.startsWith(GOOGLE_APPS_PREFIX);
      files.set(id, {
        id,
        name: file.name,
        mimeType: file.mimeType,
        bytes,
        size: file.size !== undefined ? file.size : isEditorFile ? null : bytes.length,
        modifiedTime: file.modifiedTime ?? new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        trashed: file.trashed ?? false,
        access: file.access ?? 'inherit',
        folderId: folder.id,
      });
    });
  }
  for (const folder of options.folders ?? []) addFolder(folder);

  const metadata = (item: { id: string; name: string; mimeType: string; size?: number | null; modifiedTime?: string; trashed?: boolean; parents?: string[] }) => ({
    kind: 'drive#file',
    id: item.id,
    name: item.name,
    mimeType: item.mimeType,
    ...(item.size != null ? { size: String(item.size) } : {}),
    modifiedTime: item.modifiedTime ?? '2026-01-01T00:00:00.000Z',
    createdTime: item.modifiedTime ?? '2026-01-01T00:00:00.000Z',
    trashed: item.trashed ?? false,
    ...(item.parents ? { parents: item.parents } : {}),
    webViewLink: `https://drive.google.com/${item.mimeType === FOLDER_MIME ? 'drive/folders' : 'file/d'}/${item.id}`,
  });

  const readable = (file: StoredFile) => file.access !== 'private' && folders.get(file.folderId)?.public === true;
  const notFound = (res: ServerResponse, id: string) =>
    send(res, 404, googleError(404, 'notFound', `File not found: ${id}.`, { location: 'fileId' }));
  const refuse = (res: ServerResponse, id: string) =>
    options.privateAnswer === 'forbidden'
      ? send(res, 403, googleError(403, 'insufficientFilePermissions', 'The user does not have sufficient permissions for this file.'))
      : notFound(res, id);

  function classify(path: string, query: URLSearchParams): { kind: DriveRequestKind; id: string | null } {
    if (path === '/drive/v3/files') return { kind: 'list', id: LIST_QUERY.exec(query.get('q') ?? '')?.[1] ?? null };
    const exportMatch = /^\/drive\/v3\/files\/([^/]+)\/export$/.exec(path);
    if (exportMatch) return { kind: 'export', id: decodeURIComponent(exportMatch[1]!) };
    const fileMatch = /^\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (fileMatch) return { kind: query.get('alt') === 'media' ? 'download' : 'get', id: decodeURIComponent(fileMatch[1]!) };
    return { kind: 'other', id: null };
  }

  function pickFault(kind: DriveRequestKind, id: string | null): DriveFault | null {
    for (const rule of rules) {
      if ((rule.on ?? 'any') !== 'any' && rule.on !== kind) continue;
      if (rule.id !== undefined && rule.id !== id) continue;
      rule.seen++;
      const first = rule.nth ?? 1;
      if (rule.seen >= first && rule.seen < first + (rule.times ?? 1)) return rule.fault;
    }
    return null;
  }

  /** Sends bytes in 64 KB chunks, so a client reading a stream sees several; `drop` cuts it half-way. */
  async function sendBytes(res: ServerResponse, bytes: Buffer, contentType: string, withLength: boolean, drop: boolean) {
    res.writeHead(200, { 'content-type': contentType, ...(withLength ? { 'content-length': String(bytes.length) } : {}) });
    const end = drop ? Math.floor(bytes.length / 2) : bytes.length;
    for (let offset = 0; offset < end; offset += 64 * 1024) {
      const chunk = bytes.subarray(offset, Math.min(end, offset + 64 * 1024));
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      if (res.destroyed) return;
    }
    if (drop) {
      // Give the half a chance to reach the client before the reset, as a real cut does.
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.socket?.destroy();
      return;
    }
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = url.searchParams;
    const { kind, id } = classify(url.pathname, query);
    const headerKey = req.headers['x-goog-api-key'];
    const key = typeof headerKey === 'string' ? headerKey : query.get('key');
    const record: DriveStandInRequest = {
      kind,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries([...query].filter(([name]) => name !== 'key')),
      id,
      keyVia: typeof headerKey === 'string' ? 'header' : query.has('key') ? 'query' : null,
      keyValid: key === apiKey,
      resourceKeys: typeof req.headers['x-goog-drive-resource-keys'] === 'string' ? req.headers['x-goog-drive-resource-keys'] : null,
      fault: null,
    };
    requests.push(record);

    const fault = pickFault(kind, id);
    record.fault = fault?.kind ?? null;
    if (fault?.kind === 'drop') return void req.socket.destroy();
    if (fault?.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (res.destroyed || req.socket.destroyed) return;
    }
    if (fault?.kind === 'error') {
      const defaultMessage = fault.status >= 500 ? 'Backend Error' : fault.status === 429 ? 'Rate Limit Exceeded' : 'Error';
      const reason = fault.reason ?? (fault.status >= 500 ? 'backendError' : 'rateLimitExceeded');
      const domain = fault.domain ?? (/RateLimit|rateLimit|quota/i.test(reason) ? 'usageLimits' : 'global');
      const headers: Record<string, string> = fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {};
      return send(res, fault.status, googleError(fault.status, reason, fault.message ?? defaultMessage, { domain }), headers);
    }
    if (fault?.kind === 'raw') {
      res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'text/html; charset=UTF-8' });
      return void res.end(fault.body);
    }

    if (req.method !== 'GET') return send(res, 405, googleError(405, 'httpMethodNotAllowed', 'Method Not Allowed'));
    if (kind === 'other') return send(res, 404, googleError(404, 'notFound', 'Not Found'));
    if (!key) {
      return send(
        res,
        403,
        googleError(403, 'dailyLimitExceededUnreg', 'Method doesn\'t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.', { domain: 'usageLimits' }),
      );
    }
    if (key !== apiKey) {
      return send(
        res,
        400,
        googleError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', {
          domain: 'usageLimits',
          details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'drive.googleapis.com' } }],
        }),
      );
    }

    const fields = query.get('fields');
    const mask = fields === null ? null : parseFieldMask(fields);
    if (fields !== null && !mask) return send(res, 400, googleError(400, 'invalidParameter', `Invalid field selection ${fields}`, { location: 'fields' }));

    if (kind === 'list') {
      // Only the query the import sends is understood; the real API understands more, but a change of ours should show here.
      if (!id) return send(res, 400, googleError(400, 'invalid', 'Invalid Value', { location: 'q' }));
      const pageSize = query.has('pageSize') ? Number(query.get('pageSize')) : 100;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
        return send(res, 400, googleError(400, 'invalid', `Invalid value '${query.get('pageSize')}'. Values must be within the range: [1, 1000]`, { location: 'pageSize' }));
      }
      if (mask) {
        const bad = unknownField(mask, { kind: null, nextPageToken: null, incompleteSearch: null, files: FILE_FIELDS });
        if (bad) return send(res, 400, googleError(400, 'invalidParameter', `Invalid field selection ${bad}`, { location: 'fields' }));
      }
      const token = query.get('pageToken');
      const offset = token ? decodeToken(token, id) : 0;
      if (offset === null) return send(res, 400, googleError(400, 'invalid', 'Invalid Value', { location: 'pageToken' }));
      // Drive filters by what the caller may see: an unreadable or missing parent lists nothing, without an error.
      const children = [...files.values()].filter((file) => file.folderId === id && !file.trashed && readable(file));
      const subfolders = [...folders.values()]
        .filter((entry) => entry.parent === id && folders.get(id)?.public === true)
        .map((entry) => ({ id: entry.id, name: entry.name, mimeType: FOLDER_MIME, size: null, folderId: id, modifiedTime: undefined, trashed: false }));
      const all = [...subfolders, ...children];
      const size = Math.min(pageSize, maxPageSize);
      const page = all.slice(offset, offset + size);
      const next = offset + size < all.length ? encodeToken(id, offset + size) : undefined;
      const body = {
        kind: 'drive#fileList',
        incompleteSearch: false,
        files: page.map((file) => metadata({ ...file, parents: [file.folderId] })),
        ...(next ? { nextPageToken: next } : {}),
      };
      return send(res, 200, project(body, mask ?? parseFieldMask('kind,incompleteSearch,nextPageToken,files(kind,id,name,mimeType)')!));
    }

    const folder = folders.get(id!);
    const file = files.get(id!);
    if (folder && kind === 'get') {
      if (!folder.public) return refuse(res, id!);
      if (mask) {
        const bad = unknownField(mask, Object.fromEntries(FILE_FIELDS.map((name) => [name, null])));
        if (bad) return send(res, 400, googleError(400, 'invalidParameter', `Invalid field selection ${bad}`, { location: 'fields' }));
      }
      const body = metadata({ id: folder.id, name: folder.name, mimeType: FOLDER_MIME });
      return send(res, 200, project(body, mask ?? parseFieldMask('kind,id,name,mimeType')!));
    }
    if (folder && folder.public) {
      if (kind === 'download') return send(res, 403, googleError(403, 'fileNotDownloadable', 'Only files with binary content can be downloaded. Use Export with Docs Editors files.', { location: 'alt' }));
      return send(res, 403, googleError(403, 'fileNotExportable', 'Export only supports Docs Editors files.', { location: 'fileId' }));
    }
    if (!file) return notFound(res, id!);
    if (!readable(file)) return refuse(res, id!);

    if (kind === 'get') {
      const body = metadata({ ...file, parents: [file.folderId] });
      return send(res, 200, project(body, mask ?? parseFieldMask('kind,id,name,mimeType')!));
    }
    const isEditorFile = file.mimeType.startsWith(GOOGLE_APPS_PREFIX);
    if (kind === 'download') {
      if (isEditorFile) {
        return send(res, 403, googleError(403, 'fileNotDownloadable', 'Only files with binary content can be downloaded. Use Export with Docs Editors files.', { location: 'alt' }));
      }
      if (file.access === 'download_disabled') return send(res, 403, googleError(403, 'cannotDownloadFile', 'This file cannot be downloaded by the user.'));
      return sendBytes(res, file.bytes, file.mimeType, true, fault?.kind === 'drop_midway');
    }
    // export
    const target = query.get('mimeType');
    if (!target) return send(res, 400, googleError(400, 'required', 'Required parameter: mimeType', { location: 'mimeType' }));
    if (!isEditorFile) return send(res, 403, googleError(403, 'fileNotExportable', 'Export only supports Docs Editors files.', { location: 'fileId' }));
    if (file.mimeType !== 'application/vnd.google-apps.document' || !DOC_EXPORTS.has(target)) {
      return send(res, 400, googleError(400, 'badRequest', 'The requested conversion is not supported.', { location: 'convertTo' }));
    }
    if (file.access === 'download_disabled') return send(res, 403, googleError(403, 'cannotExportFile', 'This file cannot be exported by the user.'));
    if (file.bytes.length > EXPORT_LIMIT_BYTES) return send(res, 403, googleError(403, 'exportSizeLimitExceeded', 'This file is too large to be exported.'));
    // Exports are converted on the fly: chunked, without a Content-Length.
    return sendBytes(res, file.bytes, target, false, fault?.kind === 'drop_midway');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, googleError(500, 'backendError', `Stand-in failure: ${String(error)}`));
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    addFolder,
    setPublic(folderId, isPublic) {
      const folder = folders.get(folderId);
      if (!folder) throw new Error(`No folder ${folderId} in the Drive stand-in`);
      folder.public = isPublic;
    },
    idOf(name) {
      const file = [...files.values()].find((entry) => entry.name === name);
      if (!file) throw new Error(`No file named ${name} in the Drive stand-in`);
      return file.id;
    },
    fail(rule) {
      rules.push({ ...rule, seen: 0 });
    },
    clearFaults() {
      rules = [];
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
