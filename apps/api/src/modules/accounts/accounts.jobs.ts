import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LANGUAGES } from '@postula/contract/constants';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { defineJob, type Queue } from '../../platform/queue/queue';
import { queueMail } from '../mail/mail.jobs';
import * as rateLimits from '../rate-limit/rate-limit.repository';
import { issueCode, link } from './accounts.codes';
import { resetMail } from './accounts.emails';
import * as repo from './accounts.repository';

/**
 * A password reset asked for (decision 051): the address as typed, which may have no account, and the language of
 * the e-mail. Whatever depends on whether the account exists happens here, after the call has answered: not at
 * once, since on the embedded database the work of a job started at once ran on the thread that was still sending
 * the answer, and delayed it as much as the work of the request had.
 */
export const resetMailJob = defineJob({
  name: 'accounts.reset-mail',
  schema: z.object({ email: z.string().min(1).max(EMAIL_MAX_LENGTH), language: z.enum(LANGUAGES) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  pollingIntervalSeconds: 1,
  startAfterSeconds: 2,
});

export interface ResetMailDeps {
  db: Db;
  queue: Queue;
  config: Pick<Config, 'PUBLIC_URL' | 'RESET_TTL_MINUTES' | 'RESET_EMAILS_PER_RECIPIENT_PER_HOUR' | 'RESET_EMAILS_PER_RECIPIENT_PER_DAY'>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

/**
 * Writes a reset code and its e-mail when the address has an account and has not had its hour's or day's reset
 * e-mails yet; does nothing otherwise. Each limit is counted before it is compared (decision 015), the day's only
 * when the hour's let the e-mail through.
 */
export function sendResetMail(deps: ResetMailDeps) {
  return async ({ email, language }: z.output<typeof resetMailJob.schema>) => {
    const user = await repo.findUserByEmail(deps.db, email);
    if (!user) return;
    const recipient = user.email.toLowerCase();
    const limits = [
      { key: `reset-mail:hour:${recipient}`, windowMs: HOUR, max: deps.config.RESET_EMAILS_PER_RECIPIENT_PER_HOUR },
      { key: `reset-mail:day:${recipient}`, windowMs: DAY, max: deps.config.RESET_EMAILS_PER_RECIPIENT_PER_DAY },
    ];
    for (const limit of limits) {
      if ((await rateLimits.increment(deps.db, limit.key, limit.windowMs)) > limit.max) return;
    }
    const code = await issueCode(deps.db, user.id, 'password_reset', deps.config.RESET_TTL_MINUTES * MINUTE);
    await queueMail(
      deps,
      resetMail({
        to: user.email,
        language,
        url: link(deps.config.PUBLIC_URL, '/password-new-recovery', { p: code, u: user.email, lang: language }),
        minutes: deps.config.RESET_TTL_MINUTES,
      }),
    );
  };
}
