import { z } from 'zod';
import * as accounts from './accounts';
import * as applicants from './applicants';
import * as audit from './audit';
import * as service from './call';
import type { AnySchema, Call } from './call';
import { CV_MAX_BYTES } from './constants';
import { errorBodySchema } from './errors';
import * as fairness from './fairness';
import * as imports from './imports';
import * as linkedin from './linkedin';
import * as mail from './mail';
import * as marks from './marks';
import * as stages from './stages';
import * as postings from './postings';
import * as privacy from './privacy';
import * as screening from './screening';

/**
 * The OpenAPI 3.1 document of the API, made from the contract's calls: every call the server registers
 * becomes an operation, its schemas converted by zod's own z.toJSONSchema (JSON Schema 2020-12, the dialect
 * of OpenAPI 3.1), the request side as a client sends it (`io: 'input'`), the answer as the server writes it
 * (`io: 'output'`). What JSON Schema cannot say (a transform, a refinement) is left open rather than failing.
 * Decision 032.
 */

/** The contract's files, one tag each; call.ts holds the server's own calls (health, readiness). */
const MODULES = { accounts, postings, applicants, marks, stages, screening, imports, linkedin, mail, audit, fairness, privacy, service } as const;
export type OpenApiTag = keyof typeof MODULES;
export const OPENAPI_TAGS = Object.keys(MODULES) as OpenApiTag[];

const TAG_DESCRIPTIONS: Record<OpenApiTag, string> = {
  accounts: 'Sign-up, activation, sign-in and out, password reset, preferences.',
  postings: 'Job postings: list, detail, creation, AI drafts, the social post.',
  applicants: "The candidate's public upload, the applicants list, notes, marks, merging, the CV download.",
  marks: 'The company’s marks for applicants.',
  stages: 'The company’s pipeline of stages, moving applicants through it and their stage history.',
  screening: 'Screening interviews: the recruiter’s side and the candidate’s public page.',
  imports: 'Importing CVs from earlier postings and from a public Google Drive folder.',
  linkedin: 'Publishing a posting on the recruiter’s LinkedIn.',
  mail: 'E-mail to candidates: the company’s templates, sending to applicants, what each applicant was sent.',
  audit: 'The company’s activity log (who viewed, changed, exported, e-mailed or deleted what, when and from where) and its log of CV analyses.',
  fairness: 'The fairness check of a posting: its applicants scored again with other names and gendered words.',
  privacy:
    'The candidate’s own data through their private link (see, download, delete), and the company’s privacy settings and retention.',
  service: 'Whether the server answers, for load balancers and orchestrators.',
};

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every call the contract exports, with its module and its export name (loginCall → login). */
const CALL_NAMES = new Map<Call, { tag: OpenApiTag; name: string }>();
for (const [tag, exports] of Object.entries(MODULES) as Array<[OpenApiTag, Record<string, unknown>]>) {
  for (const [name, value] of Object.entries(exports)) {
    if (isCall(value)) CALL_NAMES.set(value, { tag, name: name.replace(/Call$/, '') });
  }
}

/** A route that answers a file rather than JSON (a signed CV link): described by hand, beside its handler. */
export interface FileRouteDoc {
  tag: OpenApiTag;
  operationId: string;
  summary: string;
  description: string;
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
  /** The media types the file may be answered as. */
  contentTypes: readonly string[];
  /** Answers other than the file, each with the error body: status → when. */
  errors: Record<number, string>;
}

export interface OpenApiRoutes {
  /** The calls registered on the server, in the order they were. */
  calls: readonly Call[];
  /** The file routes, with their paths relative to the server URL (`:name` parameters). */
  files: ReadonlyArray<{ path: string; doc: FileRouteDoc }>;
}

/** JSON Schema 2020-12, as z.toJSONSchema writes it. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;
type Schema = JsonSchema;
interface Ref {
  $ref: string;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
  description?: string;
}
type Content = Record<string, { schema: Schema | Ref }>;
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: Schema }>;
  content?: Content;
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Content };
  responses: Record<string, OpenApiResponse | Ref>;
}
export type OpenApiMethod = 'get' | 'post' | 'put' | 'delete';
/** The part of OpenAPI 3.1 this document uses. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}
type Operation = OpenApiOperation;

const SECURITY_SCHEME = 'session';
const ERROR_SCHEMA_REF = '#/components/schemas/ErrorBody';

/** z.number().int() says "a safe integer" as ±(2^53 − 1) bounds: true, but noise to a reader (and as an example value). */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: Schema }) {
  if (jsonSchema.type !== 'integer') return;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

type ToSchema = (schema: AnySchema, io: 'input' | 'output') => Schema;

/**
 * Converts schemas to JSON Schema 2020-12 without the `$schema` key a whole document would carry. The
 * definitions zod puts under `$defs` (a recursive schema, or one given an id with .meta) would not resolve
 * inside an OpenAPI document: they move to `components.schemas`, and their references with them.
 */
function schemaConverter(components: Record<string, Schema>): ToSchema {
  return (schema, io) => {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', override: withoutSafeIntegerBounds });
    const { $schema: _dialect, $defs: defs, ...rest } = converted;
    if (!defs) return rest;
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      const base = name.replace(/^_+/, '') || 'schema';
      let unique = base;
      for (let n = 2; unique in components; n++) unique = `${base}${n}`;
      names.set(name, unique);
      components[unique] = {};
    }
    const relink = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value), (key, found: unknown) =>
        key === '$ref' && typeof found === 'string' && found.startsWith('#/$defs/')
          ? `#/components/schemas/${names.get(found.slice('#/$defs/'.length))}`
          : found,
      ) as T;
    for (const [name, definition] of Object.entries(defs)) components[names.get(name)!] = relink(definition);
    return relink(rest);
  };
}

/** Path parameters and query keys, one parameter per property of their object schema. */
function parameters(toSchema: ToSchema, schema: AnySchema | undefined, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const object = toSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as Schema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(description ? { description } : {}),
    };
  });
}

function parametersOf(toSchema: ToSchema, source: { params?: AnySchema; query?: AnySchema }) {
  const list = [...parameters(toSchema, source.params, 'path'), ...parameters(toSchema, source.query, 'query')];
  return list.length > 0 ? { parameters: list } : {};
}

const errorContent = { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } };
const errorAnswer = (description: string): OpenApiResponse => ({ description, content: errorContent });
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Error answers shared by the operations, as the error handler (apps/api/src/platform/http/error-handler.ts) gives them. */
const ERROR_RESPONSES: Record<string, OpenApiResponse> = {
  BadRequest: errorAnswer(
    'The request is not valid: `validation` (its `field` names the first invalid field, e.g. `filtro.nombre_o_notas`; ' +
      'a text with NUL or an unpaired surrogate is one), `malformed_body` (JSON or multipart that cannot be read), ' +
      '`weak_password`, or a code of this call such as `invalid_activation_code`.',
  ),
  SessionExpired: errorAnswer(
    'No bearer token, or an expired or revoked one: `session_expired`. The API answers 403 here, not 401: ' +
      'the web client reads 403 as "sign in again".',
  ),
  BodyTooLarge: errorAnswer('`body_too_large`: a JSON body over the size limit (100 KB).'),
  FileTooLarge: errorAnswer(
    `\`file_too_large\`: a file over ${CV_MAX_BYTES / 1024 / 1024} MB; \`body_too_large\`: more parts or fields than the form has; ` +
      '`document_too_large`: a Word file that declares more than 1 GB once unpacked.',
  ),
  UnsupportedMediaType: errorAnswer('`unsupported_media_type`: a body of another type than the call reads.'),
  StorageUnavailable: {
    description: '`storage_unavailable`: the file could not be stored (disk or bucket); nothing was kept. Send it again later.',
    headers: { 'Retry-After': { description: 'Seconds to wait before sending again.', schema: { type: 'integer' } } },
    content: errorContent,
  },
  Internal: errorAnswer('`internal`: something failed on the server; the details are in its log, not in the answer.'),
  OtherError: errorAnswer(
    'Another failure, with its code (see ErrorBody): 401 `invalid_credentials` or `account_not_activated` (sign-in); ' +
      '404 `not_found`, `posting_not_found`, `interview_not_found`; 409 when the state forbids it (`email_taken`, ' +
      '`posting_closed`, `interview_started`…); 429 past a limit (`too_many_attempts`, `rate_limited`, `signup_limited`); ' +
      '502 when an outside service failed (`ai_unavailable`, `linkedin_unavailable`); 503 when a feature is not ' +
      'configured (`drive_not_configured`, `linkedin_not_configured`).',
  ),
};

/** The error answers a call of this shape can give; `default` covers the codes of its own. */
function errorResponses(call: Call): OpenApiOperation['responses'] {
  const takesInput = Boolean(call.body ?? call.query ?? call.params ?? call.form);
  return {
    ...(takesInput ? { '400': ref('BadRequest') } : {}),
    ...(call.auth ? { '403': ref('SessionExpired') } : {}),
    ...(call.body ? { '413': ref('BodyTooLarge') } : {}),
    ...(call.form ? { '413': ref('FileTooLarge') } : {}),
    ...(call.body || call.form ? { '415': ref('UnsupportedMediaType') } : {}),
    '500': ref('Internal'),
    ...(call.form ? { '503': ref('StorageUnavailable') } : {}),
    default: ref('OtherError'),
  };
}

/** "applicantsPage" → "Applicants page". */
function sentence(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fastify's `:name` path parameters as OpenAPI's `{name}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function callOperation(toSchema: ToSchema, call: Call): Operation {
  const known = CALL_NAMES.get(call);
  // A call defined outside the contract's files still gets documented, under a name made from its route.
  const name = known?.name ?? `${call.method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(\w?)/g, (_, next: string) => next.toUpperCase())}`;
  const requestBody: OpenApiOperation['requestBody'] = call.body
    ? { required: true, content: { 'application/json': { schema: toSchema(call.body, 'input') } } }
    : call.form
      ? { required: true, content: { 'multipart/form-data': { schema: toSchema(call.form, 'input') } } }
      : undefined;
  return {
    operationId: name,
    summary: sentence(name),
    ...(known ? { tags: [known.tag] } : {}),
    ...(call.auth ? { security: [{ [SECURITY_SCHEME]: [] }] } : {}),
    ...parametersOf(toSchema, call),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'Done.', content: { 'application/json': { schema: toSchema(call.response, 'output') } } },
      ...errorResponses(call),
    },
  };
}

function fileOperation(toSchema: ToSchema, doc: FileRouteDoc): Operation {
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    ...parametersOf(toSchema, doc),
    responses: {
      '200': {
        description: 'The file.',
        content: Object.fromEntries(doc.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
      },
      ...Object.fromEntries(Object.entries(doc.errors).map(([status, when]) => [status, errorAnswer(when)])),
      '500': ref('Internal'),
    },
  };
}

const DESCRIPTION = `The API of Postula, a candidate-selection panel. Every call, its schemas and its errors are generated from
the contract (\`packages/contract\`), the same definitions the server validates requests and writes answers with.

- **Sign-in.** \`POST /login\` answers a \`token\`; calls marked with a lock send it as \`Authorization: Bearer <token>\`.
  A missing, expired or revoked token answers **403** \`session_expired\`.
- **Errors.** Every error answers an \`ErrorBody\`: a stable \`code\`, the same text under \`message\` and \`mensaje\`, and
  \`field\` when one field is to blame.
- **Language.** Texts in answers (messages, errors, analyses) follow \`Accept-Language\`: Spanish (default), English or
  Portuguese.
- **Files.** The candidate's CV travels as \`multipart/form-data\`; a CV is downloaded through the signed link \`path_cv\`.`;

/** The whole document for the routes a server registered. */
export function openApiDocument(routes: OpenApiRoutes, serverUrl = '/api'): OpenApiDocument {
  const schemas: Record<string, Schema> = { ErrorBody: {} };
  const toSchema = schemaConverter(schemas);
  schemas.ErrorBody = toSchema(errorBodySchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  const add = (method: OpenApiMethod, path: string, operation: Operation) => {
    const item = (paths[openApiPath(path)] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is registered twice`);
    item[method] = operation;
  };
  for (const call of routes.calls) add(call.method.toLowerCase() as OpenApiMethod, call.path, callOperation(toSchema, call));
  for (const file of routes.files) add('get', file.path, fileOperation(toSchema, file.doc));

  const ids = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (ids.has(operation.operationId)) operation.operationId = `${operation.tags?.[0] ?? 'api'}_${operation.operationId}`;
      ids.add(operation.operationId);
    }
  }

  return {
    openapi: '3.1.1',
    info: { title: 'Postula API', version: '1', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    tags: OPENAPI_TAGS.map((tag) => ({ name: tag, description: TAG_DESCRIPTIONS[tag] })),
    paths,
    components: {
      schemas,
      responses: ERROR_RESPONSES,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token `POST /login` answers, sent as `Authorization: Bearer <token>`. It lasts SESSION_TTL_HOURS ' +
            '(168 by default) and `POST /logout` revokes it. It is never a cookie, so no CSRF token is needed.',
        },
      },
    },
  };
}
