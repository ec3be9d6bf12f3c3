import { LANGUAGES } from '@postula/contract/constants';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { OCCUPATIONS } from '../../vocabulary/occupations';
import { SENIORITY_WORDS } from '../postings/position-modifiers';
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

function isReadable(line: Line): boolean {
  return line.section !== 'references' && !line.template && !DECOY.test(foldText(line.text));
}

function readable(lines: readonly Line[]): Line[] {
  return lines.filter(isReadable);
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
/** Europass prints its label before the name, with no colon: 'PERSONAL INFORMATION Antonio Méndez Ruiz'. */
const EUROPASS_LABEL = /^\s*(?:personal information|informaci[oó]n personal|informa[cç][aã]o pessoal)\s+(.+)$/i;
/** Where the first field after a name starts: a separator, or a PDF's missing space ('AlvesRua', 'ParkSOFTWARE'). */
const SEPARATOR = /\s*(?:[|•·—–,;:/\t]|\s-\s|\s{3,})\s*/u;
/** A capitalised word glued to the next one by a PDF: 'BeatrizHernández', 'VidalTur' ('McCoy', 'DeAndre' are not). */
const GLUE = /(?<=\p{Lu}\p{Ll}{3,})(?=\p{Lu}\p{Ll})/gu;
/** How many readable lines from the top a name is looked for in before the rest of the CV. */
const TOP_LINES = 6;
/** At most this many profile links confirm a name: a CV prints a few, a hostile text thousands. */
const MAX_HANDLES = 12;
/** Parts of a link that belong to the site, not to the person. */
const SITE_WORDS = new Set(['http', 'https', 'www', 'com', 'org', 'net', 'io', 'br', 'co', 'es', 'pt', 'in', 'pub', 'profile', 'linkedin', 'github', 'gitlab', 'behance', 'instagram', 'twitter']);

let jobTitleWordSet: ReadonlySet<string> | undefined;

/**
 * The words of every job title the engine knows, in es/en/pt, and of seniorities: a line made only of them
 * ('SALES EXECUTIVE', 'LEAD COOK', 'SUPPLY CHAIN MANAGER') is a headline, not a name.
 */
function jobTitleWords(): ReadonlySet<string> {
  jobTitleWordSet ??= new Set(
    [...OCCUPATIONS.flatMap((occupation) => LANGUAGES.flatMap((language) => occupation[language].names)), ...Object.values(SENIORITY_WORDS).flat()]
      .flatMap((title) => foldText(title).split(/[^a-z]+/))
      .filter((word) => word.length > 1 && !PARTICLES.has(word)),
  );
  return jobTitleWordSet;
}

/** 'JAI JANYANI' is printed in capitals by design, not shouted: it is shown as 'Jai Janyani'. */
function titleCase(word: string): string {
  if (!/\p{Ll}/u.test(word) && word.replace(/\P{L}/gu, '').length > 1) {
    return word.toLowerCase().replace(/(^|[-'’\s])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
  }
  return word;
}

const letters = (word: string) => foldText(word).replace(/[^a-z]/g, '');

/** What one of the CV's addresses or links spells: all its letters, and its parts ('vale', 'ospina'). */
export interface Handle {
  letters: string;
  parts: string[];
}

function handle(text: string): Handle {
  const parts = foldText(text)
    .split(/[^a-z]+/)
    .filter((part) => part && !SITE_WORDS.has(part));
  return { letters: parts.join(''), parts };
}

/** A link to a profile page, whose path is the person's handle ('linkedin.com/in/jesus-david-duque-ossa'). */
const PROFILE_LINK = /\b(?:linkedin|github|gitlab|behance|instagram|twitter)\.com\/\S+|\b[\w-]+\.github\.io\b\S*/i;

/**
 * The candidate's handles: the local part of their e-mail address (the one the CV's place ranks first, not a
 * former employer's) and of each profile link, a link a PDF broke over lines joined again
 * ('linkedin.com/in/jesú' / 's-david-duque-ossa-' / 'a88650236').
 */
function handlesOf(lines: readonly Line[]): Handle[] {
  const email = findEmail(lines)?.value;
  const out: Handle[] = email ? [handle(email.slice(0, email.indexOf('@')))] : [];
  const usable = readable(lines);
  for (let i = 0; i < usable.length && out.length < MAX_HANDLES; i++) {
    const line = usable[i]!;
    const link = PROFILE_LINK.exec(line.text);
    if (!link) continue;
    let value = link[0];
    const endsLine = link.index + value.length === line.text.length;
    for (let j = i + 1; endsLine && j < Math.min(usable.length, i + 3); j++) {
      const next = usable[j]!;
      if (next.index !== usable[j - 1]!.index + 1 || /[\s@]/.test(next.text) || URL.test(next.text)) break;
      value += next.text;
    }
    out.push(handle(value));
  }
  return out;
}

/**
 * How many of a name's words the candidate's handles spell: whole ('ospina' in 'vale-ospina2005'), or as a
 * handle part the word starts with ('stepha' in 'stepha990' for Stephanía, 'vale' for Valeria).
 */
function confirmations(words: readonly string[], handles: readonly Handle[]): number {
  let count = 0;
  for (const word of words) {
    const key = letters(word);
    if (key.length < 3 || PARTICLES.has(key)) continue;
    if (handles.some((found) => found.letters.includes(key) || found.parts.some((part) => part.length >= 4 && key.startsWith(part)))) count++;
  }
  return count;
}

interface NameRead {
  name: string;
  /** The name's words, as shown. */
  words: string[];
  /** The line holds the name and nothing else. */
  whole: boolean;
}

/** A person's name at the start of `text`, if any: 2 to 5 capitalised words, particles allowed. */
function nameAtStart(text: string, handles: readonly Handle[]): NameRead | undefined {
  // A name glued to what follows in a PDF: 'Francisco Alves1137 São…', 'Claud D. ParkSOFTWARE ENGINEER'.
  const marked = text
    .replace(/(\p{Ll})(?=\d)/u, '$1 | ')
    .replace(/(\p{Ll})(?=\p{Lu}{2})/u, '$1 | ')
    // 'AlvesRua': a capitalised word glued to the next; 'McCoy' and 'DeAndre' are left alone.
    .replace(/(?<=\p{Lu}\p{Ll}{3,})(?=\p{Lu}\p{Ll})/u, ' | ');
  const cut = SEPARATOR.exec(marked);
  const head = (cut ? marked.slice(0, cut.index) : marked).trim();
  const words = head.split(/\s+/).filter(Boolean);
  const taken: string[] = [];
  let stop = words.length;
  for (const [index, word] of words.entries()) {
    // 'Curriculum-Vitae', 'Hoja de Vida': a heading, not a name.
    if (foldText(word).split(/[^a-z]+/).some((part) => NOT_NAME.has(part))) {
      stop = index;
      break;
    }
    if (PARTICLES.has(word.toLowerCase()) && taken.length > 0) {
      taken.push(word);
      continue;
    }
    if (!NAME_WORD.test(word) || /\d/.test(word)) {
      // 'Last Updated on 21st January 2015': the capitals start a sentence, not a name.
      if (/^\p{Ll}/u.test(word)) return undefined;
      stop = index;
      break;
    }
    taken.push(word);
    if (taken.length === 6) {
      stop = index + 1;
      break;
    }
  }
  // 'Fecha de Nacimiento:', 'Estado Civil:': a label, not a name ('Sourabh Bajaj Email: …' is a name).
  if (cut?.[0].trim() === ':' && stop === words.length) return undefined;
  // A particle ends no name: 'Ana de' is 'Ana'. A capitalised one there is a surname: 'Debarghya Das'.
  while (taken.length > 0 && PARTICLES.has(taken.at(-1)!.toLowerCase()) && !/^\p{Lu}\p{Ll}/u.test(taken.at(-1)!)) taken.pop();
  const isParticle = (word: string, i: number) => PARTICLES.has(word.toLowerCase()) && i > 0 && i < taken.length - 1;
  const real = taken.filter((word, i) => !isParticle(word, i));
  if (real.length < 2 || real.length > 5) return undefined;
  if (real.every((word) => jobTitleWords().has(letters(word)))) return undefined;
  const whole = !cut && stop === words.length;
  // On a line shared with an address ('Jaya Chaudhari Nurse City, ON'), keep the words the e-mail
  // address or a link confirms when they confirm at least two of them.
  if (!whole && handles.length > 0 && head.length < text.trim().length) {
    const confirmed = taken.map((word) => confirmations([word], handles) > 0);
    const last = confirmed.lastIndexOf(true);
    if (confirmed.filter(Boolean).length >= 2 && last >= 1) taken.splice(last + 1);
  }
  const shown = taken.map((word, i) => (isParticle(word, i) ? word.toLowerCase() : titleCase(word)));
  return { name: shown.join(' '), words: shown, whole };
}

/**
 * A name a PDF printed without its spaces ('BeatrizHernández', 'Anna VidalTur'), on a line that holds nothing
 * else. When the words before the first glue already make a name ('Francisco AlvesBelo Horizonte'), the glued
 * word is another field unless a handle spells it.
 */
function gluedName(text: string, handles: readonly Handle[]): NameRead | undefined {
  const first = text.search(GLUE);
  if (first < 0) return undefined;
  const read = nameAtStart(text.replace(GLUE, ' '), handles);
  if (!read?.whole) return undefined;
  const before = text.slice(0, first).split(/\s+/).filter((word) => word && !PARTICLES.has(word.toLowerCase()));
  const glued = text.slice(first).replace(GLUE, ' ').split(/\s+/).filter(Boolean);
  if (before.length >= 2 && confirmations(glued, handles) < glued.length) return undefined;
  return read;
}

function readName(text: string, handles: readonly Handle[]): NameRead | undefined {
  return gluedName(text, handles) ?? nameAtStart(text, handles);
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

interface NameCandidate {
  name: string;
  line: number;
  /** How many of its words the handles confirm, and which share of them. */
  confirmed: number;
  share: number;
}

function candidate(read: NameRead, name: string, line: number, handles: readonly Handle[]): NameCandidate {
  const confirmed = confirmations(read.words, handles);
  const real = read.words.filter((word) => !PARTICLES.has(word)).length;
  return { name, line, confirmed, share: confirmed / Math.max(1, real) };
}

/**
 * The names the lines hold: each line's, and a name printed over two lines ('Marcel' / 'Lourenço',
 * 'STEPHANÍA' / 'CASTAÑO'), read from lines that hold only name words. `wholeOnly` keeps lines that hold
 * nothing but the name.
 */
function namesIn(lines: readonly Line[], handles: readonly Handle[], wholeOnly: boolean): NameCandidate[] {
  const out: NameCandidate[] = [];
  /** A line of at most `max` name words (particles aside), nothing else. */
  const nameWords = (text: string, max: number) => {
    const words = text.split(/\s+/);
    return words.every((word) => NAME_WORD.test(word) || PARTICLES.has(word.toLowerCase())) && words.filter((word) => !PARTICLES.has(word.toLowerCase())).length <= max;
  };
  lines.forEach((line, i) => {
    if (line.text.length > 120 || /[.!?]$/.test(line.text)) return;
    const read = readName(line.text, handles);
    if (read && (read.whole || !wholeOnly)) out.push(candidate(read, read.whole ? read.name : read.name + credentialsAfter(line.text, read.name), line.index, handles));
    // A name over two lines starts with a given name or two: 'Marcel' / 'Lourenço', 'Jesús David' / 'Duque Ossa'.
    // Capitalised lines follow each other everywhere ('TORRE' / 'Madrid', 'Desarrolladora' / 'Ana Gómez'), so
    // the pair is a name when a handle confirms it, or when the CV opens with two lines of one word each.
    const next = lines[i + 1];
    if (!next || next.index !== line.index + 1 || !nameWords(line.text, 2) || !nameWords(next.text, 4)) return;
    const joined = readName(`${line.text} ${next.text}`, handles);
    if (!joined?.whole) return;
    const found = candidate(joined, joined.name, line.index, handles);
    if (found.confirmed > 0 || (i === 0 && nameWords(line.text, 1) && nameWords(next.text, 1))) out.push(found);
  });
  return out;
}

/** The candidate the handles confirm most (in words, then in share of its words); the first of equals. */
function mostConfirmed(candidates: readonly NameCandidate[]): { name: string; line: number } | undefined {
  let found: NameCandidate | undefined;
  for (const next of candidates) {
    if (!found || next.confirmed > found.confirmed || (next.confirmed === found.confirmed && next.share > found.share)) found = next;
  }
  return found && { name: found.name, line: found.line };
}

/** A summary written in the third person names the candidate first: 'Charles Hundley has nine years of…'. */
const THIRD_PERSON = /^((?:\p{Lu}[\p{Ll}'’-]+ ){1,3}\p{Lu}[\p{Ll}'’-]+),? (?:has|is|was|brings|holds|tiene|es|cuenta|posee|possui|tem|é|atua|trabaja|trabalha)(?=\s)/u;

export function findName(lines: readonly Line[], handles: readonly Handle[] = handlesOf(lines)): { name: string; line: number | undefined } | undefined {
  const usable = readable(lines);
  for (const line of usable.slice(0, 15)) {
    const labelled = LABEL.exec(line.text) ?? EUROPASS_LABEL.exec(line.text);
    if (labelled) {
      const read = nameAtStart(labelled[1]!, handles);
      if (read) return { name: read.name, line: line.index };
    }
  }
  // The first prominent lines, before any heading: the name the handles confirm most, else the first.
  const top: Line[] = [];
  for (const line of lines) {
    if (line.heading || top.length === TOP_LINES) break;
    if (isReadable(line)) top.push(line);
  }
  const first = mostConfirmed(namesIn(top, handles, false));
  if (first) return first;
  // Templates that repeat the name in the footer: 'CLAUD D. PARK · RÉSUMÉ 1'.
  for (const line of usable) {
    // A footer is a short line; the pattern backtracks over long ones.
    if (line.text.length > 200) continue;
    const footer = /^(?:.*\d{4}\s+)?(.+?)\s*[·|•-]\s*(?:curriculum vitae|r[ée]sum[ée]|cv|curr[ií]culo)\b/i.exec(line.text);
    const name = footer ? nameAtStart(footer[1]!, handles)?.name : undefined;
    if (name) return { name, line: line.index };
  }
  // Two-column layouts put the name anywhere: a line that is only a name, which the e-mail or a link confirms.
  const confirmed = mostConfirmed(namesIn(usable, handles, true).filter((candidate) => candidate.confirmed > 0));
  if (confirmed) return confirmed;
  // No name line at all: the summary may name the candidate in the third person. The name is read from a
  // sentence, so no line is the name's.
  for (const line of usable.slice(0, 40)) {
    if (line.section !== 'profile' && line.section !== 'header') continue;
    const sentence = THIRD_PERSON.exec(line.text);
    const read = sentence ? nameAtStart(sentence[1]!, handles) : undefined;
    if (read) return { name: read.name, line: undefined };
  }
  return undefined;
}

/** A line's text without its links (a certificate's, a portfolio's), which are never judged. */
export function withoutLinks(text: string): string {
  return text.replace(new RegExp(URL.source, 'gi'), ' ').replace(/\(\s*\)/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

export function extractContacts(lines: readonly Line[]): Contacts {
  // The e-mail addresses and links are read first, so they can confirm the name.
  const named = findName(lines);
  const email = findEmail(lines, named?.line);
  const phone = findPhone(lines, named);
  const contactLines = new Set<number>();
  for (const line of lines) {
    if (line.section === 'references') continue;
    // A link in the body beside words of its own ('Informática na SOS Computadores (http://…)') is a course's or a
    // project's: the line is content, said without the link.
    const linkInBody = line.section !== 'header' && (withoutLinks(line.text).match(/\p{L}{3,}/gu) ?? []).length >= 2;
    if (emailsIn(line.text).length > 0 || (URL.test(line.text) && !linkInBody)) contactLines.add(line.index);
  }
  if (phone) contactLines.add(phone.line);
  return { name: named?.name ?? null, nameLine: named?.line, email: email?.value ?? null, phone: phone?.value ?? null, contactLines };
}
