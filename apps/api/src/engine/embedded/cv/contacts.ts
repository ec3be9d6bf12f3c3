import { LANGUAGES } from '@postula/contract/constants';
import { OCCUPATIONS } from '../../vocabulary/occupations';
import { SENIORITY_WORDS } from '../postings/position-modifiers';
import type { Line } from './cv-document';
import { best, emailsIn, isReadable, placeRank, readable, URL, type Candidate } from './contact-lines';
import { findPhone } from './phones';
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
