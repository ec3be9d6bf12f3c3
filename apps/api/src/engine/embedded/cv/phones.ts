import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Line } from './cv-document';
import { best, placeRank, readable, URL, withoutEmails, type Candidate } from './contact-lines';
import { foldText } from './tokens';

// The candidate's phone: runs of digits on the lines that may hold contacts, read with the CV's country.

const PHONE_LABEL = /\b(tel|tel[eé]fonos?|telefones?|phones?|mobile|m[oó]vil|cel|celular(?:es)?|whats ?app|contacto|contato|fones?)\b/i;
/** A line that is only a phone label: its number is on the next line ('Teléfonos:' / '301 4198118'). */
const PHONE_LABEL_LINE = new RegExp(`^\\W*${PHONE_LABEL.source}\\W*$`, 'i');

// Runs of digits with the separators phones are written with; a run never crosses a line.
const PHONE_RUN = /(?:\(\s*\+?\d{1,4}\s*\)|\+\s?\d{1,4}|\b\d)[\d\s().\-–]{5,22}\d/g;
/** Year ranges, dates and ages are not phones: '2016 - 2017', '01-2009 – 12-2022', '12.03.2020', '2020/01'. */
const YEAR_RANGE = /^(?:\d{1,2}[./-])?(?:19|20)\d{2}\s*[-–]\s*(?:(?:\d{1,2}[./-])?(?:19|20)\d{2}|\d{2})$/;
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/;
/** Characters before a run that its label ('Tel.:', 'DNI') can take. */
const CONTEXT_CHARS = 40;
/** Identity numbers and postcodes are introduced by these words ('Cédula: 1004536036', 'C.C.', 'CE.'). */
const NOT_PHONE_LABEL = /\b(dni|cpf|rg|nif|nie|cuit|cuil|rut|ruc|nit|curp|rfc|ssn|nss|id|cedula|c\.? ?c|c\.? ?e|documento|identidad|identificacion|passport|pasaporte|passaporte|matricula|ficha|cep|zip|postcode|postal|codigo postal|apt|apto|apartment|doi|isbn|issn|fax)\b\W*$/;
/** A line that is only such a label: its number is on the next line ('CE:' / '810981'). */
const NOT_PHONE_LABEL_LINE = new RegExp(`^\\W*${NOT_PHONE_LABEL.source}`);
/** What may follow a number in brackets and still be its owner's: '(Celular)', '(Home)', '(recados)'. */
const PHONE_KIND = /^(tel|telefono|telefone|phone|mobile|movil|cel|cell|celular|whatsapp|home|casa|work|trabajo|trabalho|office|oficina|escritorio|fijo|fixo|landline|residencial|comercial|personal|pessoal|principal|recados|mensajes|mensagens|fax|ext|ramal|contacto|contato)$/;

/** Where a number written without its country code is probably from, by the CV's other clues. */
const COUNTRY_HINTS: readonly [CountryCode, RegExp][] = [
  ['BR', /\b(brasil|brazil|sao paulo|rio de janeiro|belo horizonte|minas gerais|\.br\b)/],
  ['AR', /\b(argentina|buenos aires|cordoba|rosario|mendoza|\.ar\b)/],
  ['MX', /\b(mexico|cdmx|guadalajara|monterrey|\.mx\b)/],
  ['ES', /\b(espana|spain|madrid|barcelona|valencia|sevilla|\.es\b)/],
  ['PT', /\b(portugal|lisboa|lisbon|porto|\.pt\b)/],
  ['CL', /\b(chile|santiago de chile|\.cl\b)/],
  ['CO', /\b(colombia|bogota|medellin|\.co\b)/],
  ['UY', /\b(uruguay|montevideo|\.uy\b)/],
  ['PE', /\b(peru|lima|\.pe\b)/],
  ['AU', /\b(australia|qld|nsw|vic|\.au\b)/],
  ['CA', /\b(canada|ontario|quebec|\.ca\b)/],
  ['GB', /\b(united kingdom|england|london|\.uk\b)/],
  ['US', /\b(usa|united states|ohio|florida|texas|california|new york|\.edu\b)/],
];

/** The country the CV's first lines name; the candidate's name says nothing ('Ana Souza Lima' is not from Peru). */
function countryOf(lines: readonly Line[], name?: string): CountryCode | undefined {
  const nameWords = new Set(foldText(name ?? '').split(/[^a-z]+/));
  const head = foldText(lines.slice(0, 6).map((line) => line.text).join(' ')).replace(/[a-z]+/g, (word) => (nameWords.has(word) ? ' ' : word));
  const found = COUNTRY_HINTS.filter(([, pattern]) => pattern.test(head));
  return found.length === 1 ? found[0]![0] : undefined;
}

/**
 * The number normalised: E.164 when the CV writes its country code (or the country is clear and the
 * number valid there), otherwise the digits as written. Undefined when the run cannot be a phone.
 */
export function normalisePhone(raw: string, country?: CountryCode): string | undefined {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  // Templates print placeholders no country has ('000-00-0000'): still what the CV gives as its phone. A date
  // placeholder ('00/00/0000') is no phone.
  if (/^(\d)\1+$/.test(digits) && /\d[\s.\-–]+\d/.test(text) && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text)) return digits;
  if (YEAR_RANGE.test(text) || DATE.test(text)) return undefined;
  if (/^(?:(?:19|20)\d{2}\D+){1,}(?:19|20)\d{2}$/.test(text)) return undefined;
  const international = /^\(?\s*\+/.test(text) || /^00[1-9]/.test(digits);
  if (international) {
    const parsed = parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`);
    if (parsed?.isPossible()) return parsed.number;
    // A country code is written but the number is not one (templates print '+1 (234) 567 890').
    return digits.length >= 8 ? `+${digits.replace(/^00/, '')}` : undefined;
  }
  if (country) {
    const parsed = parsePhoneNumberFromString(text, country);
    if (parsed?.isValid()) return parsed.number;
  }
  // National numbers have at most 12 digits; a longer run holds something else too (a postcode).
  if (digits.length > 12) return undefined;
  // No country: any country where it could be a number will do, and the digits are kept as written.
  const possible = (['US', 'BR', 'AR', 'MX', 'ES', 'PT', 'GB', 'AU', 'CO', 'CL', 'IN', 'FR', 'DE', 'IT'] as const).some(
    (code) => parsePhoneNumberFromString(text, code)?.isPossible(),
  );
  return possible ? digits : undefined;
}

/**
 * A run may hold a postcode or a year next to the number ('Ohio 44444 614-555-5555'): when the whole run
 * is no phone, the runs without its first or last groups are tried.
 */
function phoneInRun(run: string, country?: CountryCode): string | undefined {
  const whole = normalisePhone(run, country);
  if (whole) return whole;
  const groups = run.split(/\s+/);
  for (let drop = 1; drop < Math.min(groups.length, 4); drop++) {
    const value = normalisePhone(groups.slice(drop).join(' '), country) ?? normalisePhone(groups.slice(0, -drop).join(' '), country);
    if (value) return value;
  }
  return undefined;
}

export function findPhone(lines: readonly Line[], named?: { name: string; line: number | undefined }): Candidate<string> | undefined {
  const nameLine = named?.line;
  const country = countryOf(lines, named?.name);
  const byIndex = new Map(lines.map((line) => [line.index, line]));
  const candidates: Array<Candidate<string> & { digits: string }> = [];
  // Numbers given as identity numbers ('Cédula: 1004536036') are none of the CV's phones, wherever they repeat.
  const identities = new Set<string>();
  for (const line of readable(lines)) {
    const withoutMail = withoutEmails(line.text).replace(new RegExp(URL.source, 'gi'), ' ');
    const previous = foldText(byIndex.get(line.index - 1)?.text ?? '');
    for (const match of withoutMail.matchAll(PHONE_RUN)) {
      // Only the few characters around a run decide (a label, a code it belongs to): reading the whole line
      // before every run made a long line of digits quadratic (one 1 KB document held the server for seconds).
      const before = withoutMail.slice(Math.max(0, match.index - CONTEXT_CHARS), match.index);
      const end = match.index + match[0].length;
      const after = withoutMail.slice(end, end + CONTEXT_CHARS);
      const run = match[0].replace(/[\s.\-–(]+$/, '');
      const startsLine = before.trim() === '';
      if (NOT_PHONE_LABEL.test(foldText(before)) || (startsLine && NOT_PHONE_LABEL_LINE.test(previous))) {
        identities.add(run.replace(/\D/g, ''));
        continue;
      }
      // Part of a longer code, reference or link: 'ISBN 978-…', 'TD 579/2018', '0103-6351/4808'.
      if (/[\p{L}\p{N}/.#-]$/u.test(before) || /^[/\p{L}]/u.test(after)) continue;
      // Someone else's number, named after it: '(11) 98289-9112 (André)', '(305) 436-400 (Ronald Strode'.
      const owner = /^\s*\(\s*(\p{Lu}\p{L}+)/u.exec(after);
      if (owner && !PHONE_KIND.test(foldText(owner[1]!))) continue;
      const value = phoneInRun(run, country);
      if (!value) continue;
      // An extension ('ext 4281') is not kept: the stored number is '+' and digits, for a call or a chat link.
      let rank = placeRank(line, nameLine);
      if (PHONE_LABEL.test(before.slice(-20)) || (startsLine && PHONE_LABEL_LINE.test(previous))) rank -= 1;
      // A number that proves itself (country code, valid) beats a run of digits that only could be one.
      if (!value.startsWith('+')) rank += 0.5;
      // A bare block of 7 or 8 digits may as well be a postcode or an identity number ('Atibaia - SP - 12947260'):
      // a number written in a phone's groups beats it.
      if (/^\d{7,8}$/.test(run.trim())) rank += 0.25;
      candidates.push({ value, rank, line: line.index, digits: run.replace(/\D/g, '') });
    }
  }
  return best(candidates.filter((candidate) => !identities.has(candidate.digits)));
}
