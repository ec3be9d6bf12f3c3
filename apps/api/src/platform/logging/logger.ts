import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'json' | 'pretty';

export interface LoggerOptions {
  level: pino.LevelWithSilent;
  format: LogFormat;
  /** Whether standard output is a terminal (`auto` prints readable lines there, JSON elsewhere). */
  terminal: boolean;
  /** Where lines go; standard output when absent (tests hand in a stream to read them back). */
  destination?: NodeJS.WritableStream;
}

/** What the mailer logs of an e-mail it could not send (no SMTP server): the recipient, subject and links. */
export interface LoggedMail {
  to: string;
  subject: string;
  links: string[];
}

const serializers = {
  // Query strings carry one-time codes (/activate?p=…, /password-new-recovery?p=…): never log them, in
  // either format. E-mailed links are logged on purpose when there is no SMTP server (see the mailer).
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: req.url.split('?')[0],
    remoteAddress: req.ip,
  }),
};

/**
 * The process's logger: one JSON object per line for machines (files, pipes, containers, log shippers), or
 * readable lines on a terminal, where a newcomer reads the log by eye; LOG_FORMAT forces either.
 */
export function createLogger(options: LoggerOptions): pino.Logger {
  const readable = options.format === 'pretty' || (options.format === 'auto' && options.terminal);
  const base = { level: options.level, serializers };
  if (!readable) return options.destination ? pino(base, options.destination) : pino(base);
  return pino(
    base,
    pretty({
      colorize: options.terminal,
      // Written before the process exits (a shutdown logs its last line and exits at once).
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // Shown in the message itself by readableMessage.
      ignore: 'pid,hostname,req,res,reqId,responseTime,mail',
      messageFormat: readableMessage,
      ...(options.destination ? { destination: options.destination } : {}),
    }),
  );
}

/** A log line's message as a person reads it: requests on one line, an unsent e-mail as a framed block. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (res && typeof log.responseTime === 'number') {
    return `${message}: ${res.statusCode} in ${Math.round(log.responseTime)} ms`;
  }
  if (req) return `${message}: ${req.method} ${req.url}`;
  const mail = log.mail as LoggedMail | undefined;
  if (mail) return `${message}\n${mailBlock(mail)}`;
  return message;
}

const RULE = '─'.repeat(60);

/** Recipient, subject and each link on a line of its own, with nothing after it (terminals make it clickable). */
export function mailBlock(mail: LoggedMail): string {
  const lines = [
    `  ┌${RULE}`,
    `  │ To:      ${mail.to}`,
    `  │ Subject: ${mail.subject}`,
    ...(mail.links.length === 0
      ? ['  │ (no links)']
      : [`  │ ${mail.links.length === 1 ? 'Link:' : 'Links:'}`, ...mail.links.map((link) => `  │   ${link}`)]),
    `  └${RULE}`,
  ];
  return lines.join('\n');
}
