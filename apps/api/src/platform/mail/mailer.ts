import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { LoggedMail } from '../logging/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, printed to the log when there is no SMTP server. */
  links: string[];
}

export interface Mailer {
  /** `sent` went over SMTP; `logged` was printed because no SMTP server is configured. */
  deliver(message: MailMessage): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async deliver(message) {
        // Embedded mode: no SMTP server, so the e-mail and its links go to the log for a local user to follow.
        // On a terminal the readable log frames them as a block (logging/logger.ts); in JSON they are fields.
        const mail: LoggedMail = { to: message.to, subject: message.subject, links: message.links };
        options.logger.info({ mail }, `E-mail not sent (SMTP_URL is not set): "${message.subject}" to ${message.to}`);
        return 'logged';
      },
      close() {},
    };
  }
  // Bounded waits (nodemailer's own allow 10 minutes of silence): a delivery attempt ends well within the
  // time its job holds the message, and a server that hangs is retried instead of waited for.
  const transport = nodemailer.createTransport(
    { url: options.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from: options.from },
  );
  return {
    async deliver(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      return 'sent';
    },
    close() {
      transport.close();
    },
  };
}
