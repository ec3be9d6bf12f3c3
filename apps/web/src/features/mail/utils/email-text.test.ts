import { describe, expect, it } from 'vitest';
import { sendEmailsRequestSchema } from '@postula/contract/mail';
import { subjectProblem } from './email-text';

describe('subjectProblem', () => {
  it.each([
    ['Entrevista para {puesto}', null],
    ['   ', 'required'],
    ['Hola\nBcc: x@y.test', 'oneLine'],
    ['Hola\r\nBcc: x@y.test', 'oneLine'],
    ['Hola\r\n', null],
  ] as const)('%j → %s, as the server decides', (subject, problem) => {
    expect(subjectProblem(subject)).toBe(problem);
    const server = sendEmailsRequestSchema.safeParse({ evaluacion_id: 1, postulacion_ids: [1], asunto: subject, cuerpo: 'x' });
    expect(server.success).toBe(problem === null);
  });
});
