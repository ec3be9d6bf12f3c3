import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed screening proposal says (spec §8 "Screening proposal"): by status, the server's own text for
 * any other, and the cases of no connection, no session and an empty answer.
 */
export function proposalErrorText(error: unknown, t: TFunction, hasToken: boolean): string {
  if (!hasToken) return t('screening.proposalErrors.noToken');
  if (!(error instanceof ApiError)) return t('screening.proposalErrors.server');
  switch (error.status) {
    case 0:
      return t('screening.proposalErrors.network');
    case 200:
      // A success whose body was missing or not what the contract says.
      return t('screening.proposalErrors.empty');
    case 401:
      return t('screening.proposalErrors.unauthorized');
    case 404:
      return error.code === 'not_found' && error.serverMessage ? error.serverMessage : t('screening.proposalErrors.notFound');
    case 500:
      return t('screening.proposalErrors.server');
    default:
      return error.serverMessage ?? `HTTP ${error.status}`;
  }
}
