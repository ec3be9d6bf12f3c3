import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { defineJob, type Queue } from '../../platform/queue/queue';
import { findOutbox, insertOutbox, markDelivered, recordFailure } from './mail.repository';

export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  schema: z.object({ outboxId: z.number().int().positive() }),
  // An SMTP server that is down for a while must not lose the message: retries back off up to ~1 h.
  retryLimit: 10,
  retryDelaySeconds: 5,
});

/** Writes the e-mail to the outbox and queues its delivery. */
export async function queueMail(deps: { db: Db; queue: Queue }, message: MailMessage): Promise<void> {
  const outboxId = await insertOutbox(deps.db, message);
  await deps.queue.send(deliverMailJob, { outboxId });
}

/** Delivers one outbox message; a message already delivered is not sent again (jobs may run twice). */
export function deliverMail(deps: { db: Db; mailer: Mailer }) {
  return async ({ outboxId }: z.output<typeof deliverMailJob.schema>) => {
    const row = await findOutbox(deps.db, outboxId);
    if (!row || row.status !== 'pending') return;
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
