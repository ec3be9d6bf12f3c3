import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { defineJob, type Queue } from '../../platform/queue/queue';
import { claimOutbox, insertOutbox, markDelivered, recordFailure, untriedBefore } from './mail.repository';

export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  schema: z.object({ outboxId: z.number().int().positive() }),
  // An SMTP server that is down for a while must not lose the message: retries back off up to ~1 h.
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/** How long one delivery attempt holds its message; longer than the SMTP client's own time-outs. */
export const DELIVERY_HOLD_MS = 5 * 60 * 1000;

/**
 * Writes the e-mail to the outbox and queues its delivery. Should the queueing fail after the write (the
 * process ends in between), `resumeMail` queues it again later.
 */
export async function queueMail(deps: { db: Db; queue: Queue }, message: MailMessage): Promise<void> {
  const outboxId = await insertOutbox(deps.db, message);
  await deps.queue.send(deliverMailJob, { outboxId });
}

/** Queues the messages written before `before` that no job ever tried; answers how many. */
export async function resumeMail(deps: { db: Db; queue: Queue }, before: Date): Promise<number> {
  const ids = await untriedBefore(deps.db, before);
  for (const outboxId of ids) await deps.queue.send(deliverMailJob, { outboxId });
  return ids.length;
}

/**
 * Delivers one outbox message. A message already delivered, or being delivered by another job, is not sent
 * again: jobs may run twice, and a message queued again by `resumeMail` may still have its first job.
 */
export function deliverMail(deps: { db: Db; mailer: Mailer }) {
  return async ({ outboxId }: z.output<typeof deliverMailJob.schema>) => {
    const row = await claimOutbox(deps.db, outboxId, DELIVERY_HOLD_MS);
    if (!row) return;
    try {
      const status = await deps.mailer.deliver({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: row.links,
      });
      await markDelivered(deps.db, outboxId, status);
    } catch (error) {
      await recordFailure(deps.db, outboxId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
}
