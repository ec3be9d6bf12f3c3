import { z } from 'zod';
import { defineCall, idSchema } from './call';
import { text } from './text';

/** The text of a LinkedIn post: LinkedIn takes at most 3,000 characters. */
export const LINKEDIN_POST_MAX_LENGTH = 3000;
const linkedinPostSchema = z.object({
  evaluacion_id: idSchema,
  texto: text().trim().min(1).max(LINKEDIN_POST_MAX_LENGTH),
});
const linkedinPublishedSchema = z.object({ message: z.string(), post_publicado: z.boolean() });

// GET /jobsearch/linkedin/status: whether LinkedIn is configured here, and linked for the signed-in user.
export const linkedinStatusCall = defineCall({
  method: 'GET',
  path: '/jobsearch/linkedin/status',
  auth: true,
  response: z.object({ configurado: z.boolean(), vinculado: z.boolean() }),
});

/**
 * POST /jobsearch/linkedin/authorize: keeps the post to publish and answers LinkedIn's OAuth 2.0 authorization
 * address, whose `state` is bound to this session; LinkedIn sends the user back to /auth/linkedin/callback.
 */
export const linkedinAuthorizeCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/authorize',
  auth: true,
  body: linkedinPostSchema,
  response: z.object({ url_autorizacion: z.string() }),
});

// POST /jobsearch/linkedin/oauth: exchanges the callback's code (state checked), keeps the token, publishes.
export const linkedinOauthCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/oauth',
  auth: true,
  body: z.object({ code: text().min(1).max(2000), state: text().min(1).max(500) }),
  response: linkedinPublishedSchema,
});

// POST /jobsearch/linkedin/publish: publishes with the token kept from an earlier authorization.
export const linkedinPublishCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/publish',
  auth: true,
  body: linkedinPostSchema,
  response: linkedinPublishedSchema,
});
