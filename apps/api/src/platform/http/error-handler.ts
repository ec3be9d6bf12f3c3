import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@postula/contract/errors';
import { isDatabaseUnavailable } from '../db/database';
import { pickLanguage } from '../i18n/language';
import { StorageError } from '../storage/file-storage';
import { AppError } from './app-error';
import { errorText } from './messages';

/** Fastify's own request errors that are the client's fault, by their code. */
const fastifyClientErrors: Record<string, { code: ErrorCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_body', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_body', status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'malformed_body', status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', status: 415 },
  // @fastify/multipart (CV uploads)
  FST_REQ_FILE_TOO_LARGE: { code: 'file_too_large', status: 413 },
  FST_PARTS_LIMIT: { code: 'body_too_large', status: 413 },
  FST_FILES_LIMIT: { code: 'body_too_large', status: 413 },
  FST_FIELDS_LIMIT: { code: 'body_too_large', status: 413 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'unsupported_media_type', status: 415 },
  FST_PROTO_VIOLATION: { code: 'malformed_body', status: 400 },
  FST_MP_PREMATURE_CLOSE: { code: 'malformed_body', status: 400 },
};

/**
 * The multipart parser (@fastify/busboy, under @fastify/multipart) reports a broken body with plain Errors
 * that carry only a message: no closing delimiter, a body cut off, a boundary that matches nothing ("Unexpected
 * end of multipart data", "… terminated early due to unexpected end of multipart data"), and a Content-Type
 * whose boundary parameter is missing or longer than it can search for. Matched on multipart requests only;
 * broken-multipart.test.ts sends each, so a parser upgrade that rewords one shows there, not as a 500.
 */
const multipartParseErrors: Array<{ message: RegExp; code: ErrorCode; status: number }> = [
  { message: /unexpected end of multipart data$/i, code: 'malformed_body', status: 400 },
  // A multipart type without a usable boundary (RFC 2046 §5.1.1) is not a type that can be read at all.
  { message: /^Multipart: Boundary not found$|^The needle cannot /, code: 'unsupported_media_type', status: 415 },
];

function multipartParseError(error: Error, contentType: string | undefined) {
  if (!contentType?.toLowerCase().startsWith('multipart/') || (error as { code?: unknown }).code !== undefined) return undefined;
  return multipartParseErrors.find((known) => known.message.test(error.message));
}

/** How long a client is asked to wait before sending a file again when the storage could not take it. */
const STORAGE_RETRY_AFTER_SECONDS = 60;
/** How long a client is asked to wait when the database is out of use: the embedded one retries within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The only error handler. Every error answer has a stable code and a text in the caller's language; a
 * 5xx is logged with its details and answered without them.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = pickLanguage(request.headers['accept-language']);
    const send = (status: number, code: ErrorCode, field?: string, params?: Record<string, string | number>) => {
      const text = errorText(language, code, { field: field ?? '', ...params });
      const body: ErrorBody = { code, message: text, mensaje: text, ...(field ? { field } : {}) };
      return reply.status(status).send(body);
    };

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'request failed');
      return send(error.status, error.code, error.options.field, error.options.params);
    }

    // A full or failing disk, or an unreachable bucket: not the client's fault, and worth trying again.
    if (error instanceof StorageError) {
      request.log.error({ err: error }, 'file storage failed');
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return send(503, 'storage_unavailable');
    }

    // The database cannot be used for a moment (its folder refuses its files, the server is unreachable): nothing
    // was changed, and the process recovers by itself (database.ts) or readiness keeps failing.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, 'service_unavailable');
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const code: ErrorCode = first?.message === 'weak_password' ? 'weak_password' : 'validation';
      return send(400, code, field);
    }

    const known = (error.code ? fastifyClientErrors[error.code] : undefined) ?? multipartParseError(error, request.headers['content-type']);
    if (known) return send(known.status, known.code);
    // A JSON syntax error raised by the body parser.
    if (error instanceof SyntaxError || error.statusCode === 400) return send(400, 'malformed_body');

    request.log.error({ err: error }, 'unexpected error');
    return send(500, 'internal');
  });
}
