/** A point in time (ISO 8601 date-time, e.g. fecha_creacion) as a date in the interface language. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (yyyy-mm-dd, e.g. valido_hasta) in the interface language. It is read and written as UTC
 * midnight, so no time zone moves it to the day before.
 */
export function formatIsoDate(value: string, language: string): string {
  const match = isoDatePattern.exec(value);
  if (!match) return formatDateTime(value, language);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The local calendar date `days` after today, as a date input takes it (yyyy-mm-dd). */
export function localIsoDate(days = 0, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
