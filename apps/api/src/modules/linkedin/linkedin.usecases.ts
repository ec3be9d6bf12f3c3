import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@postula/contract/constants';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { createLinkedinClient, LinkedinError, type LinkedinClient } from '../../platform/linkedin/linkedin-client';
import { requirePosting } from '../postings/require-posting';
import { linkedinText } from './linkedin.messages';
import * as repo from './linkedin.repository';
import type { TokenCipher } from './linkedin.token-cipher';

export type LinkedinConfig = Pick<
  Config,
  | 'LINKEDIN_CLIENT_ID'
  | 'LINKEDIN_CLIENT_SECRET'
  | 'LINKEDIN_AUTH_URL'
  | 'LINKEDIN_OAUTH_URL'
  | 'LINKEDIN_API_URL'
  | 'LINKEDIN_REDIRECT_URL'
  | 'LINKEDIN_API_VERSION'
  | 'LINKEDIN_TIMEOUT_MS'
>;

export interface LinkedinDeps {
  db: Db;
  config: LinkedinConfig;
  tokens: TokenCipher;
}

/** How long the user has to come back from LinkedIn's consent page. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** A token this close to its end is not used: the post could fail half-way. */
const EXPIRY_MARGIN_MS = 60_000;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

export const isConfigured = (config: Pick<Config, 'LINKEDIN_CLIENT_ID' | 'LINKEDIN_CLIENT_SECRET'>) =>
  Boolean(config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET);

function client(deps: LinkedinDeps): LinkedinClient {
  const { config } = deps;
  if (!config.LINKEDIN_CLIENT_ID || !config.LINKEDIN_CLIENT_SECRET) throw new AppError('linkedin_not_configured', 503);
  return createLinkedinClient({
    clientId: config.LINKEDIN_CLIENT_ID,
    clientSecret: config.LINKEDIN_CLIENT_SECRET,
    authUrl: config.LINKEDIN_AUTH_URL,
    oauthUrl: config.LINKEDIN_OAUTH_URL,
    apiUrl: config.LINKEDIN_API_URL,
    redirectUri: config.LINKEDIN_REDIRECT_URL,
    apiVersion: config.LINKEDIN_API_VERSION,
    timeoutMs: config.LINKEDIN_TIMEOUT_MS,
  });
}

const unavailable = (cause: unknown) => new AppError('linkedin_unavailable', 502, { cause });

/** Whether the user has a LinkedIn token to publish with (status, and `linkedin_vinculado` of the social post). */
export async function isLinked(deps: { db: Db; config: Pick<Config, 'LINKEDIN_CLIENT_ID' | 'LINKEDIN_CLIENT_SECRET'> }, session: Session) {
  if (!isConfigured(deps.config)) return false;
  return (await repo.findLiveLink(deps.db, session.companyId, session.userId)) !== null;
}

export async function status(deps: LinkedinDeps, session: Session) {
  return { configurado: isConfigured(deps.config), vinculado: await isLinked(deps, session) };
}

/**
 * Keeps the post and answers LinkedIn's consent address. The `state` (256 random bits) is the only thing
 * that ties LinkedIn's callback to this request, so it is bound to this session and used once.
 */
export async function authorize(deps: LinkedinDeps, session: Session, input: { evaluacion_id: number; texto: string }) {
  const linkedin = client(deps);
  await requirePosting(deps.db, session, input.evaluacion_id);
  const state = randomBytes(32).toString('base64url');
  await repo.insertAuthorization(deps.db, {
    stateHash: hashState(state),
    companyId: session.companyId,
    userId: session.userId,
    tokenId: session.tokenId,
    postingId: input.evaluacion_id,
    postText: input.texto,
    expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_MS),
  });
  return { url_autorizacion: linkedin.authorizationUrl(state) };
}

/**
 * LinkedIn sent the user back with a code: checks the state, exchanges the code, keeps the token
 * (encrypted) and publishes the post kept by authorize. A failed post after a good exchange keeps the
 * link: the user can publish again without another consent.
 */
export async function completeAuthorization(
  deps: LinkedinDeps,
  session: Session,
  input: { code: string; state: string },
  language: Language,
  log: (error: unknown) => void,
) {
  const linkedin = client(deps);
  const pending = await repo.claimAuthorization(deps.db, hashState(input.state), session);
  if (!pending) throw new AppError('linkedin_state_invalid', 400);

  let link: { memberUrn: string; accessToken: string };
  try {
    const token = await linkedin.exchangeCode(input.code);
    const member = await linkedin.userInfo(token.accessToken);
    link = { memberUrn: `urn:li:person:${member.sub}`, accessToken: token.accessToken };
    await repo.saveLink(deps.db, {
      userId: session.userId,
      companyId: session.companyId,
      memberUrn: link.memberUrn,
      tokenCiphertext: await deps.tokens.encrypt(session.userId, token.accessToken),
      tokenExpiresAt: new Date(Date.now() + token.expiresIn * 1000),
      scope: token.scope,
    });
  } catch (error) {
    if (error instanceof LinkedinError) throw unavailable(error);
    throw error;
  }

  try {
    await linkedin.createPost(link.accessToken, { authorUrn: link.memberUrn, text: pending.postText });
  } catch (error) {
    if (!(error instanceof LinkedinError)) throw error;
    log(error);
    return { message: linkedinText(language, 'linkedNotPublished'), post_publicado: false };
  }
  return { message: linkedinText(language, 'published'), post_publicado: true };
}

/** Publishes with the token kept from an earlier authorization. */
export async function publish(deps: LinkedinDeps, session: Session, input: { evaluacion_id: number; texto: string }, language: Language) {
  const linkedin = client(deps);
  await requirePosting(deps.db, session, input.evaluacion_id);
  const link = await repo.findLiveLink(deps.db, session.companyId, session.userId);
  const accessToken = link && link.tokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now() ? await deps.tokens.decrypt(session.userId, link.tokenCiphertext) : null;
  if (!link || !accessToken) throw new AppError('linkedin_not_linked', 409);
  try {
    await linkedin.createPost(accessToken, { authorUrn: link.memberUrn, text: input.texto });
  } catch (error) {
    if (!(error instanceof LinkedinError)) throw error;
    if (error.kind === 'unauthorized') {
      // Revoked by the member, or expired early: the link is gone and the user must consent again.
      await repo.deleteLink(deps.db, session.companyId, session.userId, link.tokenCiphertext);
      throw new AppError('linkedin_not_linked', 409, { cause: error });
    }
    throw unavailable(error);
  }
  return { message: linkedinText(language, 'published'), post_publicado: true };
}
