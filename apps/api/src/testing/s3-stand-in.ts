// A local server speaking the S3 REST protocol for the calls the file storage makes: PutObject, GetObject,
// HeadObject, DeleteObject and ListObjectsV2, path-style (/{bucket}/{key}) as S3-compatible stores serve them. Like S3 it
// checks every request's Signature Version 4 (access key, scope, signed headers, payload hash, clock skew)
// with its own implementation of the algorithm, so a request the SDK signed wrongly fails here, and it
// answers S3's XML errors (NoSuchKey, NoSuchBucket, InvalidAccessKeyId, SignatureDoesNotMatch, SlowDown…).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface S3StandInOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export type S3Fault =
  /** An S3 error answer, e.g. 503 SlowDown or 500 InternalError. */
  | { kind: 'error'; status: number; code: string }
  /** Destroys the connection without answering. */
  | { kind: 'drop' };

export interface S3StandIn {
  /** For S3_ENDPOINT (path-style). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What the bucket holds, by key; a test may set `lastModified` back to make an object old. */
  objects: Map<string, { bytes: Buffer; contentType: string | null; lastModified: Date }>;
  requests: { method: string; key: string; status: number }[];
  /** The next `times` requests (of `method` when given) fail with the fault. */
  fail(fault: S3Fault, options?: { times?: number; method?: string }): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** ListObjectsV2's largest page, as S3's. */
const MAX_KEYS = 1000;
const MAX_SKEW_MS = 15 * 60 * 1000;

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * ListObjectsV2 (GET /{bucket}?list-type=2): keys in UTF-8 binary order after the continuation token (or
 * start-after), under the prefix, at most max-keys (1,000 at most) of them.
 */
function listObjects(res: ServerResponse, bucket: string, objects: S3StandIn['objects'], query: URLSearchParams) {
  const prefix = query.get('prefix') ?? '';
  const token = query.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString() : (query.get('start-after') ?? '');
  const maxKeys = Math.min(MAX_KEYS, Math.max(0, Number(query.get('max-keys') ?? MAX_KEYS)));
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const found = objects.get(key)!;
      return (
        `<Contents><Key>${xmlText(key)}</Key><LastModified>${found.lastModified.toISOString()}</LastModified>` +
        `<ETag>"${createHash('md5').update(found.bytes).digest('hex')}"</ETag><Size>${found.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      );
    })
    .join('');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name>` +
    `<Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
    (token ? `<ContinuationToken>${token}</ContinuationToken>` : '') +
    (truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '') +
    `${contents}</ListBucketResult>`;
  res.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function xmlError(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
    `<Resource>${resource}</Resource><RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 canonicalises query strings. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Why the request's SigV4 signature is not valid, or null when it is. */
function signatureProblem(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  expected: { accessKeyId: string; secretAccessKey: string; region: string },
): { code: string; message: string } | null {
  const authorization = header(req, 'authorization') ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return { code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== expected.accessKeyId) {
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  }
  if (region !== expected.region) {
    return { code: 'AuthorizationHeaderMalformed', message: `The authorization header is malformed; the region '${region}' is wrong; expecting '${expected.region}'` };
  }
  const amzDate = header(req, 'x-amz-date') ?? '';
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!time || !amzDate.startsWith(day!)) return { code: 'AccessDenied', message: 'AWS authentication requires a valid Date or x-amz-date header' };
  const when = Date.UTC(+time[1]!, +time[2]! - 1, +time[3]!, +time[4]!, +time[5]!, +time[6]!);
  if (Math.abs(Date.now() - when) > MAX_SKEW_MS) {
    return { code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
  }
  const signed = signedHeaders!.split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-content-sha256')) return { code: 'AccessDenied', message: 'Access Denied' };
  const payloadHash = header(req, 'x-amz-content-sha256') ?? '';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signed.map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce<Buffer>((k, part) => hmac(k, part), hmac(hmac(`AWS4${expected.secretAccessKey}`, day!), region!));
  const computed = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
    return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return null;
}

export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'postula-cvs';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'AKIASTANDIN0000000001';
  const secretAccessKey = options.secretAccessKey ?? randomBytes(30).toString('base64');
  const objects: S3StandIn['objects'] = new Map();
  const requests: S3StandIn['requests'] = [];
  let faults: { fault: S3Fault; times: number; method?: string }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const [, bucketName = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const answer = (status: number) => requests.push({ method: req.method ?? '', key, status });
      const body = await readBody(req);

      const rule = faults.find((f) => !f.method || f.method === req.method);
      if (rule) {
        rule.times -= 1;
        faults = faults.filter((f) => f.times > 0);
        answer(rule.fault.kind === 'drop' ? 0 : rule.fault.status);
        if (rule.fault.kind === 'drop') return req.socket.destroy();
        return xmlError(res, rule.fault.status, rule.fault.code, 'Stand-in fault', url.pathname);
      }

      const problem = signatureProblem(req, url, body, { accessKeyId, secretAccessKey, region });
      if (problem) {
        answer(problem.code === 'InvalidAccessKeyId' || problem.code === 'SignatureDoesNotMatch' ? 403 : 400);
        return xmlError(res, requests.at(-1)!.status, problem.code, problem.message, url.pathname);
      }
      if (bucketName !== bucket) {
        answer(404);
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', `/${bucketName}`);
      }
      if (!key && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        answer(200);
        return listObjects(res, bucket, objects, url.searchParams);
      }
      if (!key) {
        answer(400);
        return xmlError(res, 400, 'InvalidRequest', 'A key is required', url.pathname);
      }

      if (req.method === 'PUT') {
        const declared = header(req, 'content-md5');
        if (declared && createHash('md5').update(body).digest('base64') !== declared) {
          answer(400);
          return xmlError(res, 400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.', url.pathname);
        }
        objects.set(key, { bytes: body, contentType: header(req, 'content-type') ?? null, lastModified: new Date() });
        answer(200);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"`, 'content-length': '0' });
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const found = objects.get(key);
        if (!found) {
          answer(404);
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', url.pathname);
        }
        answer(200);
        res.writeHead(200, {
          'content-type': found.contentType ?? 'application/octet-stream',
          'content-length': String(found.bytes.length),
          'last-modified': found.lastModified.toUTCString(),
          etag: `"${createHash('md5').update(found.bytes).digest('hex')}"`,
        });
        return res.end(req.method === 'HEAD' ? undefined : found.bytes);
      }
      if (req.method === 'DELETE') {
        // S3 answers 204 whether or not the key was there.
        objects.delete(key);
        answer(204);
        res.writeHead(204);
        return res.end();
      }
      answer(405);
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', url.pathname);
    })().catch((error: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', `Stand-in failure: ${String(error)}`, req.url ?? '/');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    fail(fault, failOptions = {}) {
      faults.push({ fault, times: failOptions.times ?? 1, method: failOptions.method });
    },
    clearFaults() {
      faults = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The configuration that points the file storage at the stand-in (path-style, its keys). */
export function s3Environment(s3: S3StandIn): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}
