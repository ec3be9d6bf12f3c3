import i18n from 'i18next';
import { ApiError } from './api-client';

/**
 * The text to show for a failed call (STYLE.md rule 7): the translation of the server's error code, else the
 * server's own (already localised) text, else the screen's fallback from spec §8.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code && i18n.exists(`errors.${error.code}`)) return i18n.t(`errors.${error.code}`);
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return i18n.t('errors.network');
  }
  return fallback;
}
