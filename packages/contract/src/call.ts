import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the only place its method, path (relative to /api), auth, request and response
 * are written. The server registers its route from it and the web client builds its request from it.
 * Path parameters are written `:name`.
 */
export interface Call<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
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
  form?: z.ZodObject;
  response: Response;
}

export function defineCall<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(call: Call<Body, Query, Params, Response>): Call<Body, Query, Params, Response> {
  return call;
}

/** A reply that carries only a human text (spec: "message read"). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Integer ids travel as numbers in JSON bodies and as strings in paths and queries. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
export const idParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

// GET /health (ours): whether the server answers, for load balancers and the start script.
export const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: false,
  response: z.object({ status: z.literal('ok') }),
});
