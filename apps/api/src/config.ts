import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUBLIC_UPLOAD_ADDRESS_LIMIT, DEFAULT_PUBLIC_UPLOAD_LIMIT } from '@postula/contract/constants';
import { DEFAULT_DOCUMENT_MEMORY_MB } from './platform/documents/run-extraction-worker';
import { parseTrustProxy, type TrustProxy } from './platform/http/trust-proxy';

/**
 * Every setting of the server, validated once at start-up. `process.env` is read only in server.ts and
 * worker.ts, which pass it here (STYLE.md rule 9). The README documents each variable.
 */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where the embedded database (PGlite) and stored files live. */
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Address users reach the product at; e-mailed links and public links start with it. */
    PUBLIC_URL: z.string().url().optional(),
    /** smtp://user:pass@host:port or smtps://…; when absent e-mails are kept in the outbox and logged. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Postula <no-reply@postula.local>'),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
    ACTIVATION_TTL_HOURS: z.coerce.number().positive().default(48),
    RESET_TTL_MINUTES: z.coerce.number().positive().default(60),
    /**
     * Failed sign-ins allowed into one account from one client address, and from one client address into
     * any account, within LOGIN_WINDOW_MINUTES. Per pair rather than per account, so that a stranger who
     * knows a recruiter's e-mail cannot lock the recruiter out (decision 015).
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    /**
     * Failed sign-ins allowed into one account from all addresses together within LOGIN_ACCOUNT_WINDOW_MINUTES:
     * slows a guess spread over many addresses. Past it the account is paused for everyone, its owner too,
     * so it stays well above what the per-pair limit lets one address do.
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
    LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
    /** Sign-ups accepted from one client address per hour: each one e-mails an address the caller typed in. */
    SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
    /** Activation e-mails sent to one address per 24 hours: the sign-up's and the re-sends on sign-in together. */
    ACTIVATION_EMAILS_PER_RECIPIENT: z.coerce.number().int().positive().default(5),
    /**
     * Password-reset requests accepted from one client address per hour, for addresses with an account or without;
     * the next ones answer 429 (decision 051). Each may e-mail an address the caller typed in.
     */
    RESET_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
    /**
     * Reset e-mails sent to one account's address per hour and per 24 hours. Past them a request still gets the
     * same answer, and nothing is sent: the answer must not tell whether the address has an account.
     */
    RESET_EMAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().positive().default(5),
    RESET_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(10),
    /**
     * Which reverse proxies are believed about the client's address (X-Forwarded-For): `false`, a number of
     * proxy hops, or the proxies' addresses and CIDR ranges. `true` means one hop (decision 015).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if (parsed && 'problem' in parsed) {
          context.addIssue({ code: 'custom', message: parsed.problem });
          return z.NEVER;
        }
        return parsed;
      }),
    /** `false` runs the API without background workers (when `npm run worker` processes run them). */
    EMBEDDED_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Base URL of an OpenAI-compatible API (…/v1); when absent the embedded engine is used. */
    AI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    /** Where uploaded CVs are kept; by default the `files` folder inside DATA_DIR. Unused when S3_BUCKET is set. */
    FILES_DIR: z.string().optional(),
    /** An S3 bucket for the CVs instead of FILES_DIR: every API and worker process reads the same files. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, R2, B2…); AWS itself when absent. */
    S3_ENDPOINT: z.string().url().optional(),
    /** `true` addresses objects as {endpoint}/{bucket}/{key}, as most S3-compatible services need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Without both, the AWS SDK's default chain is used (environment, shared files, instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** CV uploads accepted per hour on the public pages from one client address to one posting. */
    PUBLIC_UPLOAD_LIMIT: z.coerce.number().int().positive().default(DEFAULT_PUBLIC_UPLOAD_LIMIT),
    /** CV uploads accepted per hour on the public pages from one client address, all postings together. */
    PUBLIC_UPLOAD_ADDRESS_LIMIT: z.coerce.number().int().positive().default(DEFAULT_PUBLIC_UPLOAD_ADDRESS_LIMIT),
    /**
     * Time a client has to send a whole request, body included, before it gets 408. Long enough for a 10 MB CV
     * over a slow mobile link; without a limit, clients that send a byte a minute keep sockets forever.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
    /** Time a client has to send a request's headers (a slowloris sends them a byte at a time). */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    /** A socket that carries nothing for this long is closed. */
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** A kept-alive connection waits this long for the next request; above a load balancer's 60 s idle. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
    /** Wall-clock limit for reading one document, OCR included; past it the CV ends as "timeout". */
    DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * Memory one document's reading may take, in MB (its process's data limit: heap, buffers, OCR); past it the
     * CV ends as "too_large". The default is about three times what the largest real CV needs.
     */
    DOCUMENT_MEMORY_MB: z.coerce.number().int().min(256).max(16_384).default(DEFAULT_DOCUMENT_MEMORY_MB),
    /** CV analyses run at the same time by each worker process. */
    ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    /**
     * Key of the signed CV links (path_cv). When absent one is generated once and kept in the database,
     * so every process agrees; set it to rotate the key (links already handed out stop working).
     */
    CV_LINK_SECRET: z.string().min(32).optional(),
    /**
     * The candidate's interview page; links are {INTERVIEW_URL}?iv={token}. By default the product's own
     * public page, {PUBLIC_URL}/interview; set it when interviews are answered on another site.
     */
    INTERVIEW_URL: z.string().url().optional(),
    /** Requests to the candidate's interview calls accepted from one client address per hour. */
    INTERVIEW_RATE_LIMIT: z.coerce.number().int().positive().default(600),
    /** Google API key with the Drive API enabled; without it the Drive import is not available. */
    GOOGLE_API_KEY: z.string().min(1).optional(),
    /** Where the Drive API is reached; tests point it at a local stand-in. */
    GOOGLE_API_BASE_URL: z.string().url().default('https://www.googleapis.com'),
    /** First back-off delay of a Drive request retried after a network failure, a rate limit or a 5xx. */
    GOOGLE_API_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    /** LinkedIn app credentials; without both, publishing on LinkedIn is not available (decision 012). */
    LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
    LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
    /** Where the browser is sent to authorise the app. */
    LINKEDIN_AUTH_URL: z.string().url().default('https://www.linkedin.com/oauth/v2/authorization'),
    /** Base of the token endpoint ({base}/oauth/v2/accessToken); tests point it at a local stand-in. */
    LINKEDIN_OAUTH_URL: z.string().url().default('https://www.linkedin.com'),
    /** Base of the REST API (/v2/userinfo, /rest/posts); tests point it at a local stand-in. */
    LINKEDIN_API_URL: z.string().url().default('https://api.linkedin.com'),
    /** Where LinkedIn sends the user back; by default {PUBLIC_URL}/auth/linkedin/callback. Must be registered in the LinkedIn app. */
    LINKEDIN_REDIRECT_URL: z.string().url().optional(),
    /**
     * The LinkedIn-Version header of the posts API (YYYYMM). LinkedIn supports each monthly version for at
     * least a year and then answers 426: move it forward at least once a year (decision 012).
     */
    LINKEDIN_API_VERSION: z.string().regex(/^\d{6}$/).default('202607'),
    LINKEDIN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /**
     * Key that encrypts the kept LinkedIn tokens (AES-256-GCM). When absent one is generated once and kept in
     * the database, like CV_LINK_SECRET; changing it makes every kept token unreadable (users link again).
     */
    LINKEDIN_TOKEN_KEY: z.string().min(32).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `auto`: readable lines on a terminal, one JSON object per line otherwise (files, pipes, containers). */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    /**
     * After SIGTERM or SIGINT, the time requests in flight and running jobs get to finish. Requests still open
     * then are cut; jobs still running are handed back to the queue, which retries them on another worker.
     * The process exits within this plus a few seconds: keep it below the orchestrator's grace period.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    /**
     * After SIGTERM or SIGINT, the time the API keeps serving as usual while /api/ready already answers 503,
     * before it stops accepting connections: a load balancer that polls readiness stops sending meanwhile.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    return {
      ...c,
      PUBLIC_URL: publicUrl,
      FILES_DIR: c.FILES_DIR ?? join(c.DATA_DIR, 'files'),
      INTERVIEW_URL: c.INTERVIEW_URL ?? `${publicUrl}/interview`,
      LINKEDIN_REDIRECT_URL: c.LINKEDIN_REDIRECT_URL ?? `${publicUrl}/auth/linkedin/callback`,
    };
  });

export type Config = z.output<typeof configSchema>;

/** The name of every setting read from the environment (docker-compose.yml's are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.in.shape);

export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (FOO=) means "not set", as shells and .env files usually intend.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
