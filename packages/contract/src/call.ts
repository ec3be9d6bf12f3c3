import { z } from 'zod/mini';
import { NO_MARK_ID } from './constants';

// The shared basics of every call, which the candidate's pages load too: written with zod/mini, of which a build
// takes only the parts it uses, where zod's classic API comes whole (decision 048). Classic schemas take these as
// members as they are (`z.optional(idSchema)` where one is optional).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Any zod schema, of zod's classic API or of zod/mini: both are zod's core schemas, which parse the same way
 * (`z.parse(schema, value)` of zod/mini), with the same checks and the same JSON Schema (decision 048).
 */
export type AnySchema = z.core.$ZodType;

/**
 * One call of the API: the only place its method, path (relative to /api), auth, request and response
 * are written. The server registers its route from it and the web client builds its request from it.
 * Path parameters are written `:name`.
 */
export interface Call<
  Body extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
> {
  method: HttpMethod;
  path: string;
  auth: boolean;
  body?: Body;
  query?: Query;
  params?: Params;
  /**
   * A multipart/form-data body (a file upload), read by the route itself rather than validated on the way
   * in: its fields as the form sends them, a file as z.file(). It documents the call (openapi.ts); a call
   * has a `body` or a `form`, never both.
   */
  form?: z.core.$ZodObject;
  response: Response;
}

export function defineCall<
  Response extends AnySchema,
  Body extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Params extends AnySchema | undefined = undefined,
>(call: Call<Body, Query, Params, Response>): Call<Body, Query, Params, Response> {
  return call;
}

/** A reply that carries only a human text (spec: "message read"). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The largest PostgreSQL integer (int4), the type of every id column: a larger number names no row, and the
 * database refuses to compare a column with it (that answered 500). No integer a request carries goes past it
 * (request-bounds.test.ts walks the calls).
 */
export const INT4_MAX = 2_147_483_647;

/** Integer ids travel as numbers in JSON bodies and as strings in paths and queries. */
export const idSchema = z.number().check(z.int(), z.positive(), z.lte(INT4_MAX));
export const idParamSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX));

/** A mark's id, or NO_MARK_ID (-1): no mark on an applicant, every mark in the list's filter (spec §3, §5). */
export const markChoiceSchema = z.number().check(z.int(), z.gte(NO_MARK_ID), z.lte(INT4_MAX));

/**
 * The days a request may name (a posting's last day, the activity log's range), from DATES_FROM up to, not
 * including, DATES_UNTIL. PostgreSQL takes no year 0000 (the activity log answered 500 for it), and a JavaScript
 * Date writes a year past 9999, which an offset can reach, as "+010000-…", which PostgreSQL does not read either.
 * Nothing of the product is dated before 2000 and nobody plans past 2099: a date outside them is a typo, refused
 * as invalid (400 `validation` naming the field), not searched for.
 */
export const DATES_FROM = '2000-01-01';
export const DATES_UNTIL = '2100-01-01';
const EARLIEST = Date.parse(`${DATES_FROM}T00:00:00Z`);
const LATEST = Date.parse(`${DATES_UNTIL}T00:00:00Z`);

/** A yyyy-mm-dd date (midnight UTC) or an instant with its offset within the years above; unreadable is outside. */
export const inDatesRange = (value: string) => {
  const at = Date.parse(value);
  return at >= EARLIEST && at < LATEST;
};
/** The check of a request's date or instant field; the same instance guards classic and zod/mini schemas. */
export const datesRangeCheck = z.refine<string>(inDatesRange, { error: 'date_out_of_range' });

// GET /health (ours): whether the server answers, for load balancers and the start script.
export const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: false,
  response: z.object({ status: z.literal('ok') }),
});

/** The outcome of one readiness check: answered, answered with an error, or not within its time limit. */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'timeout']);

/**
 * GET /ready (ours): whether this process should be sent traffic. `ready` (200) when its database, job queue
 * and file storage each answer within a short limit; otherwise 503 with the same body, `not_ready` and the
 * check that did not answer. From the moment the process is asked to stop it answers 503 `draining` at once,
 * without checks, so a load balancer sends it nothing new while it finishes what it has. Never says why in
 * more detail than the outcome: the cause is in the server log.
 */
export const readyCall = defineCall({
  method: 'GET',
  path: '/ready',
  auth: false,
  response: z.object({
    status: z.enum(['ready', 'not_ready', 'draining']),
    checks: z.optional(z.object({ database: readinessCheckSchema, queue: readinessCheckSchema, storage: readinessCheckSchema })),
  }),
});
export type ReadyAnswer = z.infer<typeof readyCall.response>;
