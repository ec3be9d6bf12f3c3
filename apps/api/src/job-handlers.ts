import type { Database } from './platform/db/database';
import type { Mailer } from './platform/mail/mailer';
import type { Queue } from './platform/queue/queue';
import { deliverMail, deliverMailJob } from './modules/mail/mail.jobs';

/** Registers every background job handler on the queue. */
export async function startWorkers(deps: { database: Database; queue: Queue; mailer: Mailer }): Promise<void> {
  await deps.queue.work(deliverMailJob, deliverMail({ db: deps.database.db, mailer: deps.mailer }));
}
