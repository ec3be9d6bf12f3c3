import { describe, expect, it } from 'vitest';
import { emailSchema, isStrongPassword, passwordCriteria, registerRequestSchema } from './accounts';

describe('password criteria (spec §5)', () => {
  it('reports each criterion', () => {
    expect(passwordCriteria('abc')).toEqual({ length: false, lowercase: true, uppercase: false, number: false });
    expect(passwordCriteria('ABCDEFG1')).toEqual({ length: true, lowercase: false, uppercase: true, number: true });
    expect(passwordCriteria('Ñandú2024')).toEqual({ length: true, lowercase: true, uppercase: true, number: true });
  });

  it('accepts only passwords meeting all four', () => {
    expect(isStrongPassword('Segura123')).toBe(true);
    expect(isStrongPassword('Segur1')).toBe(false);
    expect(isStrongPassword('segura123')).toBe(false);
  });
});

describe('registration payload', () => {
  const valid = { username: ' Ana@Empresa.COM ', password: 'Segura123', nombre_empresa: ' Acme ', actividad_empresa: 3, idioma: 'pt' };

  it('normalises the e-mail and trims the company name', () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({ username: 'ana@empresa.com', nombre_empresa: 'Acme' });
  });

  it('refuses wrong types and unknown languages', () => {
    expect(registerRequestSchema.safeParse({ ...valid, actividad_empresa: '3' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, idioma: 'fr' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, nombre_empresa: '   ' }).success).toBe(false);
    expect(emailSchema.safeParse('no-at-sign').success).toBe(false);
  });
});
