import { hash, verify } from '@node-rs/argon2';
import type { Language } from '@postula/contract/constants';
import type { ActivateRequest, LoginRequest, LoginResponse, Preferences, RegisterRequest, ResetComplete, ResetRequest } from '@postula/contract/accounts';
import { themeSchema } from '@postula/contract/accounts';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { storedLanguage } from '../../platform/i18n/language';
import type { Session } from '../../platform/http/router';
import type { Queue } from '../../platform/queue/queue';
import { queueMail } from '../mail/mail.jobs';
import * as rateLimits from '../rate-limit/rate-limit.repository';
import { isKnownActivity } from './accounts.activities';
import { digest, issueCode, link, newSecret } from './accounts.codes';
import { activationMail } from './accounts.emails';
import { resetMailJob } from './accounts.jobs';
import * as repo from './accounts.repository';

export interface AccountsDeps {
  db: Db;
  queue: Queue;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'SESSION_TTL_HOURS'
    | 'ACTIVATION_TTL_HOURS'
    | 'RESET_REQUESTS_PER_ADDRESS'
    | 'LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS'
    | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
    | 'LOGIN_WINDOW_MINUTES'
    | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
    | 'LOGIN_ACCOUNT_WINDOW_MINUTES'
    | 'SIGNUP_LIMIT_PER_ADDRESS'
    | 'ACTIVATION_EMAILS_PER_RECIPIENT'
  >;
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const argon2Options = { // 2 = Argon2id (the package's Algorithm enum is a const enum, unusable under isolatedModules).
  algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

const hashPassword = (password: string) => hash(password, argon2Options);

// Checked against when the account does not exist, so that a wrong e-mail costs as much time as a wrong
// password and the answer time does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(newSecret()));

/**
 * E-mails a new activation link, unless the address has had ACTIVATION_EMAILS_PER_RECIPIENT of them today:
 * whoever signs an address up knows the password and could otherwise have it re-sent at will. Answers
 * whether it was sent.
 */
async function sendActivation(deps: AccountsDeps, user: { id: number; email: string; language: Language }): Promise<boolean> {
  const sent = await rateLimits.increment(deps.db, `activation-mail:${user.email.toLowerCase()}`, DAY);
  if (sent > deps.config.ACTIVATION_EMAILS_PER_RECIPIENT) return false;
  const code = await issueCode(deps.db, user.id, 'activation', deps.config.ACTIVATION_TTL_HOURS * HOUR);
  await queueMail(
    deps,
    activationMail({
      to: user.email,
      language: user.language,
      url: link(deps.config.PUBLIC_URL, '/activate', { p: code, u: user.email }),
      hours: deps.config.ACTIVATION_TTL_HOURS,
    }),
  );
  return true;
}

export async function register(deps: AccountsDeps, input: RegisterRequest, ip: string): Promise<void> {
  // Counted before anything else, refused ones included, so that the limit also bounds how fast one
  // address can learn which e-mails have accounts (409) and costs no password hash past it.
  const signUps = await rateLimits.increment(deps.db, `signup:address:${ip}`, HOUR);
  if (signUps > deps.config.SIGNUP_LIMIT_PER_ADDRESS) throw new AppError('signup_limited', 429);
  if (!isKnownActivity(input.actividad_empresa)) {
    throw new AppError('unknown_activity', 400, { field: 'actividad_empresa' });
  }
  const created = await repo.insertCompanyWithUser(deps.db, {
    companyName: input.nombre_empresa,
    activityId: input.actividad_empresa,
    email: input.username,
    passwordHash: await hashPassword(input.password),
    language: input.idioma,
  });
  if (!created) throw new AppError('email_taken', 409, { field: 'username' });
  const sent = await sendActivation(deps, { id: created.userId, email: input.username, language: input.idioma });
  // Only an address that had e-mails before its account existed gets here (none today: accounts are never
  // removed); the account stays, and signing in later sends the link once the day has passed.
  if (!sent) throw new AppError('rate_limited', 429);
}

export async function activate(deps: AccountsDeps, input: ActivateRequest): Promise<void> {
  const used = await repo.consumeCode(deps.db, {
    email: input.correo,
    purpose: 'activation',
    codeHash: digest(input.codigo_activacion),
  });
  if (!used) throw new AppError('invalid_activation_code', 400);
  await repo.markActivated(deps.db, used.userId);
  await repo.retireCodes(deps.db, used.userId, 'activation');
}

interface LoginLimit {
  key: string;
  max: number;
  windowMinutes: number;
}

/**
 * What a failed sign-in counts against, in the order they are counted: the client address (over every
 * account), the account from that address, and the account from everywhere. A stranger's attempts stop at
 * the first two, so they never reach the account-wide count that would pause the account for its owner.
 */
function loginLimits(config: AccountsDeps['config'], email: string, ip: string) {
  const address: LoginLimit = {
    key: `login:address:${ip}`,
    max: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  };
  const pair: LoginLimit = {
    // The address goes first: it cannot contain "|", so no two pairs share a key.
    key: `login:address-account:${ip}|${email}`,
    max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  };
  const account: LoginLimit = {
    key: `login:account:${email}`,
    max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
  };
  return { address, pair, account, inOrder: [address, pair, account] };
}

export async function login(deps: AccountsDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const email = input.username.toLowerCase();
  const { address, pair, account, inOrder } = loginLimits(deps.config, email, ip);

  // Every attempt is counted as a failure before the password is checked, one atomic statement per limit:
  // the check takes tens of milliseconds, and attempts that read the counts first and added to them after
  // all passed while it ran. A limit already reached answers before the password is looked at.
  for (const limit of inOrder) {
    const attempts = await rateLimits.increment(deps.db, limit.key, limit.windowMinutes * MINUTE);
    if (attempts > limit.max) throw new AppError('too_many_attempts', 429, { params: { minutes: limit.windowMinutes } });
  }

  const user = await repo.findUserByEmail(deps.db, email);
  const passwordMatches = await verify(user?.passwordHash ?? (await getDecoyHash()), input.password);
  if (!user || !passwordMatches) throw new AppError('invalid_credentials', 401);

  // The right password was no failure: the account's counts start again, and the address gets its attempt
  // back (not a clean slate, or one account of one's own would reset an address's guesses at others').
  await rateLimits.giveBack(deps.db, address.key);
  await rateLimits.clear(deps.db, pair.key);
  await rateLimits.clear(deps.db, account.key);

  if (!user.activatedAt) {
    await sendActivation(deps, { id: user.id, email: user.email, language: storedLanguage(user.language) });
    throw new AppError('account_not_activated', 401);
  }

  const token = newSecret();
  await repo.insertToken(deps.db, {
    userId: user.id,
    companyId: user.companyId,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + deps.config.SESSION_TTL_HOURS * HOUR),
  });
  return {
    token,
    nombre_empresa: user.companyName,
    actividad_empresa: user.activityId,
    perfil: user.profile,
    idioma: storedLanguage(user.language),
    tema: themeSchema.catch('claro').parse(user.theme),
  };
}

export async function resolveSession(deps: Pick<AccountsDeps, 'db'>, token: string): Promise<Session | null> {
  // A token is 43 base64url characters; anything else cannot match and is not worth a query.
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  return repo.findLiveToken(deps.db, digest(token));
}

export async function logout(deps: AccountsDeps, session: Session): Promise<void> {
  await repo.revokeToken(deps.db, session.companyId, session.tokenId);
}

/**
 * Asks for a reset link (spec §7 POST /user/password-reset). It answers the same, in the same time, whether or not
 * the address has an account (decision 051): it counts the client address, which refuses past
 * RESET_REQUESTS_PER_ADDRESS an hour whatever the address typed, and queues a job; the job looks the account up,
 * counts the e-mails its address got and writes the code and the e-mail, after the answer.
 */
export async function requestPasswordReset(deps: AccountsDeps, input: ResetRequest, language: Language, ip: string): Promise<void> {
  const requests = await rateLimits.increment(deps.db, `reset:address:${ip}`, HOUR);
  if (requests > deps.config.RESET_REQUESTS_PER_ADDRESS) throw new AppError('rate_limited', 429);
  await deps.queue.send(resetMailJob, { email: input.correo, language: input.idioma ?? language });
}

export async function completePasswordReset(deps: AccountsDeps, input: ResetComplete, ip: string): Promise<void> {
  const used = await repo.consumeCode(deps.db, {
    email: input.correo,
    purpose: 'password_reset',
    codeHash: digest(input.codigo_validacion),
  });
  if (!used) throw new AppError('invalid_reset_code', 400);
  await repo.updatePassword(deps.db, used.userId, await hashPassword(input.password));
  await repo.retireCodes(deps.db, used.userId, 'password_reset');
  // Every open session ends with the old password.
  await repo.revokeAllTokens(deps.db, used.userId);
  // Following the e-mailed link proves the address, as activation would.
  await repo.markActivated(deps.db, used.userId);
  // The owner, who likely failed from this address before asking for the link, can sign in at once.
  const { pair, account } = loginLimits(deps.config, input.correo, ip);
  await rateLimits.clear(deps.db, pair.key);
  await rateLimits.clear(deps.db, account.key);
}

export async function savePreferences(deps: AccountsDeps, session: Session, input: Preferences): Promise<void> {
  await repo.updatePreferences(deps.db, session.companyId, session.userId, { language: input.idioma, theme: input.tema });
}
