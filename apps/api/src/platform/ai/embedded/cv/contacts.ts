import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Line } from './cv-document';
import { foldText } from './tokens';

// The candidate's own contact data. CVs carry other people's too (referees, agencies, the template
// site), so every candidate is weighed by where it sits: the header and the lines around the name win,
// a references section is never read, and a line that names a referee, an agency or a template loses.

export interface Contacts {
  name: string | null;
  /** The line the name was read from. */
  nameLine: number | undefined;
  email: string | null;
  phone: string | null;
  /** Lines that hold the name, e-mail, phone or links: left out of what is scored. */
  contactLines: ReadonlySet<number>;
}

/** A character of an address's local part, and its domain read from just after the '@'. */
const LOCAL_CHAR = /[\p{L}\p{N}._%+'’-]/u;
const DOMAIN = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** RFC 5321's limits, which also bound the work per '@'. */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;

/**
 * The e-mail addresses in a text, in order. Found from each '@' outwards, not by a pattern tried at every
 * position: on a long run of characters an address may hold ('a-a-a-…', '1.1.1.…') that pattern backtracked
 * over the whole run from every start, and one line held the server for seconds.
 */
export function emailsIn(text: string): Array<{ index: number; value: string }> {
  const out: Array<{ index: number; value: string }> = [];
  let after = 0;
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > after && at - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start--;
    if (start === at) continue;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 1 + MAX_DOMAIN));
    if (!domain) continue;
    out.push({ index: start, value: text.slice(start, at + 1 + domain[0].length) });
    after = at + 1 + domain[0].length;
  }
  return out;
}

/** The text with its addresses blanked out. */
function withoutEmails(text: string): string {
  let out = '';
  let last = 0;
  for (const { index, value } of emailsIn(text)) {
    out += `${text.slice(last, index)} `;
    last = index + value.length;
  }
  return out + text.slice(last);
}
const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github|gitlab|behance)\.com\/\S*/i;
/** Someone else's details are introduced by words like these: such lines are never read for contacts. */
const DECOY = /\b(referees?|references?|referencias?|agency|agencia|recruit\w*|reclutamiento|recrutamento|consultora|template|plantilla|powered by|created with|made with|emergency|emergencia|contacto de emergencia|contato de emergencia)\b/;
const PHONE_LABEL = /\b(tel|tel[eé]fonos?|telefones?|phones?|mobile|m[oó]vil|cel|celular(?:es)?|whats ?app|contacto|contato|fones?)\b/i;
/** A line that is only a phone label: its number is on the next line ('Teléfonos:' / '301 4198118'). */
const PHONE_LABEL_LINE = new RegExp(`^\\W*${PHONE_LABEL.source}\\W*$`, 'i');

interface Candidate<T> {
  value: T;
  rank: number;
  line: number;
}

function best<T>(candidates: Candidate<T>[]): Candidate<T> | undefined {
  return [...candidates].sort((a, b) => a.rank - b.rank || a.line - b.line)[0];
}

/**
 * How far a line is from where contact data belongs: the header (before the first heading) and the
 * first lines are best; lines further down are kept as a fallback, since some templates print the
 * contact block at the foot of the page.
 */
function placeRank(line: Line, nameLine: number | undefined): number {
  let rank = line.section === 'header' ? 0 : line.index < 8 ? 1 : 3;
  if (nameLine !== undefined && Math.abs(line.index - nameLine) <= 3) rank -= 1;
  return rank;
}

function readable(lines: readonly Line[]): Line[] {
  return lines.filter((line) => line.section !== 'references' && !line.template && !DECOY.test(foldText(line.text)));
}

export function findEmail(lines: readonly Line[], nameLine?: number): Candidate<string> | undefined {
  const candidates: Candidate<string>[] = [];
  for (const line of readable(lines)) {
    for (const match of emailsIn(line.text)) {
      const value = match.value.replace(/^[.'’-]+|[.'’-]+$/g, '');
      candidates.push({ value, rank: placeRank(line, nameLine), line: line.index });
    }
  }
  return best(candidates);
}

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
/** An extension after the number: 'ext 4281', 'ramal 12', 'x305'. */
const EXTENSION = /^\s*(?:ext\.?|extension|extensi[oó]n|ramal|x)\s*:?\s*(\d{1,6})\b/i;
/** The longest phone the analysis keeps (the contract's limit); an extension that does not fit is left out. */
const MAX_PHONE = 20;

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
      let value = phoneInRun(run, country);
      if (!value) continue;
      const extension = EXTENSION.exec(after)?.[1];
      if (extension && value.length + extension.length + 2 <= MAX_PHONE) value += ` x${extension}`;
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

// Words that are not part of a name: headings of the first line, titles, places of the address.
const NOT_NAME = new Set([
  'curriculum', 'vitae', 'resume', 'cv', 'curriculo', 'hoja', 'vida', 'datos', 'personales', 'dados', 'pessoais', 'personal',
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'calle', 'avenida', 'av', 'rua', 'city', 'ciudad', 'cidade', 'apt', 'apto',
  'nurse', 'developer', 'engineer', 'manager', 'desarrollador', 'desenvolvedor', 'desenvolvedora', 'enfermera', 'enfermero',
  'enfermeira', 'enfermeiro', 'ingeniero', 'engenheiro', 'analyst', 'analista', 'software', 'email', 'phone', 'telefono',
  'profile', 'perfil', 'summary', 'resumen', 'resumo', 'objective', 'objetivo', 'contact', 'contacto', 'contato', 'address',
  'direccion', 'endereco', 'linkedin', 'github', 'website', 'portfolio', 'tel', 'mobile', 'cel', 'celular',
]);
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'da', 'das', 'do', 'dos', 'e', 'y', 'van', 'von', 'der', 'den', 'di', 'du', 'le', 'bin', 'al', 'el', 'st']);
/** Letters of a credential after a name: 'RN', 'MEDSURG-BC', 'PhD', 'MBA', 'CPA'. */
const CREDENTIAL = /^(?:[A-Z]{2,}(?:-[A-Z]{2,})?|Ph\.?D\.?|M\.?D\.?|MSc|BSc|MBA|Esq\.?|Jr\.?|Sr\.?|Dr\.?|Dra\.?|Eng\.?|Ing\.?)$/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
const LABEL = /^\s*(?:nombre(?: completo)?|name|full name|nome(?: completo)?)\s*[:-]\s*(.+)$/i;

/** 'JAI JANYANI' is printed in capitals by design, not shouted: it is shown as 'Jai Janyani'. */
function titleCase(word: string): string {
  if (!/\p{Ll}/u.test(word) && word.replace(/\P{L}/gu, '').length > 1) {
    return word.toLowerCase().replace(/(^|[-'’\s])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
  }
  return word;
}

/** A person's name at the start of `text`, if any: 2 to 5 capitalised words, particles allowed. */
function nameAtStart(text: string, emailLocal: string): string | undefined {
  // A name glued to what follows in a PDF: 'Francisco Alves1137 São…', 'Claud D. ParkSOFTWARE ENGINEER'.
  const head = text
    .replace(/(\p{Ll})(?=\d)/u, '$1 | ')
    .replace(/(\p{Ll})(?=\p{Lu}{2})/u, '$1 | ')
    // 'AlvesRua': a capitalised word glued to the next; 'McCoy' and 'DeAndre' are left alone.
    .replace(/(?<=\p{Lu}\p{Ll}{3,})(?=\p{Lu}\p{Ll})/u, ' | ')
    .split(/\s*(?:[|•·—–,;:/\t]|\s-\s|\s{3,})\s*/u)[0]!
    .trim();
  const words = head.split(/\s+/).filter(Boolean);
  const taken: string[] = [];
  for (const word of words) {
    const folded = foldText(word).replace(/[^a-z]/g, '');
    if (NOT_NAME.has(folded)) break;
    if (PARTICLES.has(word.toLowerCase()) && taken.length > 0) {
      taken.push(word.toLowerCase());
      continue;
    }
    if (!NAME_WORD.test(word) || /\d/.test(word)) break;
    taken.push(word);
    if (taken.length === 6) break;
  }
  while (taken.length > 0 && PARTICLES.has(taken[taken.length - 1]!)) taken.pop();
  const real = taken.filter((word) => !PARTICLES.has(word));
  if (real.length < 2 || real.length > 5) return undefined;
  // On a line shared with an address ('Jaya Chaudhari Nurse City, ON'), keep the words the e-mail
  // address confirms when it confirms at least two of them.
  if (emailLocal && head.length < text.trim().length) {
    const confirmed = taken.filter((word) => emailLocal.includes(foldText(word).replace(/[^a-z]/g, '')));
    const last = taken.findLastIndex((word) => confirmed.includes(word));
    if (confirmed.length >= 2 && last >= 1) return taken.slice(0, last + 1).map(titleCase).join(' ');
  }
  return taken.map(titleCase).join(' ');
}

/** Credentials printed after the name ('Carol Summers, RN, MEDSURG-BC'), which the name keeps as given. */
function credentialsAfter(text: string, name: string): string {
  const folded = foldText(text);
  const at = folded.indexOf(foldText(name.split(' ').at(-1) ?? ''));
  if (at < 0) return '';
  const rest = text.slice(at + (name.split(' ').at(-1)?.length ?? 0));
  const match = /^((?:\s*,\s*[A-Za-z.-]{2,12})+)\s*$/.exec(rest);
  if (!match) return '';
  const parts = match[1]!.split(',').map((part) => part.trim()).filter(Boolean);
  return parts.every((part) => CREDENTIAL.test(part)) ? `, ${parts.join(', ')}` : '';
}

export function findName(lines: readonly Line[], emailLocal: string): { name: string; line: number } | undefined {
  const usable = readable(lines);
  for (const line of usable.slice(0, 15)) {
    const labelled = LABEL.exec(line.text);
    if (labelled) {
      const name = nameAtStart(labelled[1]!, emailLocal);
      if (name) return { name, line: line.index };
    }
  }
  // The first prominent line: within the header, before any contact data or long sentence.
  for (const line of usable.slice(0, 6)) {
    if (line.heading && line.section !== 'header') break;
    if (line.text.length > 120 || /[.!?]$/.test(line.text)) continue;
    const name = nameAtStart(line.text, emailLocal);
    if (name) return { name: name + credentialsAfter(line.text, name), line: line.index };
  }
  // Templates that repeat the name in the footer: 'CLAUD D. PARK · RÉSUMÉ 1'.
  for (const line of usable) {
    // A footer is a short line; the pattern backtracks over long ones.
    if (line.text.length > 200) continue;
    const footer = /^(?:.*\d{4}\s+)?(.+?)\s*[·|•-]\s*(?:curriculum vitae|r[ée]sum[ée]|cv|curr[ií]culo)\b/i.exec(line.text);
    const name = footer ? nameAtStart(footer[1]!, emailLocal) : undefined;
    if (name) return { name, line: line.index };
  }
  return undefined;
}

export function extractContacts(lines: readonly Line[]): Contacts {
  // The e-mail is found first without the name's help, so its local part can confirm the name.
  const firstEmail = findEmail(lines);
  const emailLocal = firstEmail ? foldText(firstEmail.value.split('@')[0] ?? '').replace(/[^a-z]/g, '') : '';
  const named = findName(lines, emailLocal);
  const email = findEmail(lines, named?.line);
  const phone = findPhone(lines, named);
  const contactLines = new Set<number>();
  for (const line of lines) {
    if (line.section === 'references') continue;
    if (emailsIn(line.text).length > 0 || URL.test(line.text)) contactLines.add(line.index);
  }
  if (phone) contactLines.add(phone.line);
  return { name: named?.name ?? null, nameLine: named?.line, email: email?.value ?? null, phone: phone?.value ?? null, contactLines };
}
