import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat } from './logger';

/** Logs through a real logger of the given format and returns what it wrote. */
function output(format: LogFormat, terminal: boolean, write: (logger: ReturnType<typeof createLogger>) => void): string {
  const destination = new PassThrough();
  let text = '';
  destination.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const logger = createLogger({ level: 'info', format, terminal, destination });
  write(logger);
  logger.flush();
  return text;
}

const mail = {
  to: 'ana@example.com',
  subject: 'Confirma tu cuenta de Postula',
  links: ['http://localhost:3000/activate?p=abc123&u=ana%40example.com', 'http://localhost:3000/help'],
};

describe('the log', () => {
  it('is one JSON object per line when standard output is not a terminal', () => {
    const text = output('auto', false, (logger) => logger.info({ mail }, 'E-mail not sent'));
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'E-mail not sent', mail });
  });

  it('is readable on a terminal: an unsent e-mail shows its recipient, subject and each link on a line of its own', () => {
    const text = output('auto', true, (logger) => logger.info({ mail }, 'E-mail not sent'));
    // No JSON; colours on a terminal, so compare without them.
    const plain = stripVTControlCharacters(text);
    expect(plain).not.toContain('{');
    const lines = plain.split('\n');
    expect(lines).toContain('  │ To:      ana@example.com');
    expect(lines).toContain('  │ Subject: Confirma tu cuenta de Postula');
    // The link alone after its indent, nothing after it, so a terminal can make it clickable.
    expect(lines).toContain('  │   http://localhost:3000/activate?p=abc123&u=ana%40example.com');
    expect(lines).toContain('  │   http://localhost:3000/help');
  });

  it('LOG_FORMAT overrides the terminal test both ways', () => {
    expect(() => JSON.parse(output('json', true, (logger) => logger.info('hello')))).not.toThrow();
    const pretty = output('pretty', false, (logger) => logger.info('hello'));
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: hello\n$/);
  });

  it.each([['json'], ['pretty']] as const)('never writes a request query string (one-time codes) in %s', (format) => {
    const text = output(format, false, (logger) => {
      logger.info({ req: { method: 'GET', url: '/activate?p=one-time-code', ip: '127.0.0.1' } }, 'incoming request');
      logger.info({ req: { method: 'POST', url: '/api/password-new-recovery?p=other-code' } }, 'incoming request');
    });
    expect(text).toContain('/activate');
    expect(text).toContain('/api/password-new-recovery');
    expect(text).not.toMatch(/one-time-code|other-code|\?p=/);
  });
});
