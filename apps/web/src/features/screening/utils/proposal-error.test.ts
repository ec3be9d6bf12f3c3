import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { proposalErrorText } from './proposal-error';

// The texts themselves are checked for es/en/pt by lib/i18n.test.ts; here, which one each failure gets.
const t = ((key: string) => key) as unknown as TFunction;
const text = (error: unknown, hasToken = true) => proposalErrorText(error, t, hasToken);

describe('proposalErrorText (spec §8 "Screening proposal")', () => {
  it('says what each failure means', () => {
    expect(text(new ApiError(401))).toBe('screening.proposalErrors.unauthorized');
    expect(text(new ApiError(404))).toBe('screening.proposalErrors.notFound');
    expect(text(new ApiError(500))).toBe('screening.proposalErrors.server');
    expect(text(new ApiError(0))).toBe('screening.proposalErrors.network');
    // A success whose body is missing or broken.
    expect(text(new ApiError(200))).toBe('screening.proposalErrors.empty');
  });

  it('shows the server’s message for any other failure, else its status', () => {
    expect(text(new ApiError(409, { serverMessage: 'Ya existe' }))).toBe('Ya existe');
    expect(text(new ApiError(502))).toBe('HTTP 502');
  });

  it('asks to sign in again without a session', () => {
    expect(text(new ApiError(401), false)).toBe('screening.proposalErrors.noToken');
  });
});
