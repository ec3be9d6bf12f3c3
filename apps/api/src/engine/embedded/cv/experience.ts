import type { Segment } from './cv-document';
import { relatedTo } from './concepts';
import { withoutInstitutions } from './education';
import { coverage, shareOf, type Unit } from './units';

// Years of experience: what the CV states ('5 años de experiencia', 'Experiencia en ventas de 5 años',
// 'over 5 years of experience', '3 years in retail', 'a decade of') and what its dated jobs add up to
// ('2018 – 2022', 'Jan. 2019 - Present', 'desde 2018'), overlapping jobs counted once. With a topic,
// only jobs and statements whose lines name it count.

const MONTHS: readonly [number, RegExp][] = [
  [0, /^(?:ene|enero|jan|january|janeiro)$/],
  [1, /^(?:feb|febrero|february|fev|fevereiro)$/],
  [2, /^(?:mar|marzo|march|marco)$/],
  [3, /^(?:abr|abril|apr|april)$/],
  [4, /^(?:may|mayo|mai|maio)$/],
  [5, /^(?:jun|junio|june|junho)$/],
  [6, /^(?:jul|julio|july|julho)$/],
  [7, /^(?:ago|agosto|aug|august)$/],
  [8, /^(?:sep|sept|set|septiembre|setiembre|september|setembro)$/],
  [9, /^(?:oct|octubre|october|out|outubro)$/],
  [10, /^(?:nov|noviembre|november|novembro)$/],
  [11, /^(?:dic|diciembre|dec|december|dez|dezembro)$/],
];
const MONTH_WORD =
  'ene|enero|jan|january|janeiro|feb|febrero|february|fev|fevereiro|mar|marzo|march|marco|abr|abril|apr|april|may|mayo|mai|maio|jun|junio|june|junho|jul|julio|july|julho|ago|agosto|aug|august|sep|sept|set|septiembre|setiembre|september|setembro|oct|octubre|october|out|outubro|nov|noviembre|november|novembro|dic|diciembre|dec|december|dez|dezembro|spring|summer|autumn|fall|winter|verano|invierno|primavera|otono|verao|inverno';
/** 'junio de 2019', 'Jan. 2019', '2019', '06/2019', '21/11/2016' (Europass), '1º de março de 2005' (the day is read past). */
const DAY = '(?:\\d{1,2}(?:º|°|o|st|nd|rd|th)?\\s+(?:de\\s+)?)?';
const DATE = `(?:(${MONTH_WORD})\\.?[\\s,]*(?:de\\s+)?)?((?:19|20)\\d{2})|(?:\\d{1,2}\\s*/\\s*)?(\\d{1,2})\\s*[/.-]\\s*((?:19|20)\\d{2})`;
const NOW = 'present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|to date|ahora|agora|hoy|hoje|la fecha|a fecha|date|ongoing|en curso|em andamento|o momento|el momento';
const RANGE = new RegExp(`(?:${DATE})\\s*(?:[-–—]+>?|→|to|a|al|hasta|ate|until|till)\\s*(?:(${NOW})|(?:exp\\.?\\s*)?${DAY}(?:${DATE}))`, 'g');
/** 'Jan. – Apr. 2022': both months in the year written once. */
const SAME_YEAR = new RegExp(`\\b(${MONTH_WORD})\\.?\\s*(?:-|–|—|to|a|al|hasta|ate)\\s*${DAY}(${MONTH_WORD})\\.?[\\s,]*(?:de\\s+)?((?:19|20)\\d{2})`, 'g');
const NUMERIC_PAIR = /(?<![\d/])(\d{1,2})\/((?:19|20)\d{2})\s+(\d{1,2})\/((?:19|20)\d{2})\b/g;
const SINCE = new RegExp(`\\b(?:desde|since|from|a partir de)\\s+(?:${DATE})`, 'g');
const NUMBER_WORDS: Record<string, number> = {
  un: 1, una: 1, uno: 1, um: 1, uma: 1, one: 1, a: 1, an: 1, dos: 2, two: 2, dois: 2, duas: 2, tres: 3, three: 3, cuatro: 4, four: 4, quatro: 4,
  cinco: 5, five: 5, seis: 6, six: 6, siete: 7, seven: 7, sete: 7, ocho: 8, eight: 8, oito: 8, nueve: 9, nine: 9, nove: 9, diez: 10, ten: 10, dez: 10,
};
const COUNT = `(\\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join('|')})`;
/** A length of time: '5 años', '3+ years', '2 a 3 anos' (the lower bound), '1 año', '18 meses', '6 months'. */
const SPAN = `${COUNT}(?:\\s*(?:a|to|-|–|ou|o|or)\\s*\\d{1,2})?\\s*\\+?\\s*(anos?|years?|yrs?|meses|mes|months?)\\b(?!\\s*(?:old|de edad|de idade))`;
/** 'más de', 'over', 'cerca de'… between the preposition and the count. */
const ABOUT = '(?:(?:mas de|more than|over|mais de|casi|quase|almost|nearly|about|around|unos|unas|cerca de|alrededor de|aproximadamente|approximately|at least|al menos|por lo menos|pelo menos|some)\\s+)?';
/**
 * How CVs state a length of experience, each with the count and unit as groups 1 and 2:
 * the years first ('5 años de experiencia en', 'over 5 years of experience', '3+ anos trabalhando'),
 * the experience first ('Experiencia en ventas de 5 años', 'experiência de 4 anos', 'Experience: 3 years'),
 * the years in a field or role ('5 años en ventas', '3 years as a cashier', '4 anos no varejo') and
 * work for a time ('trabajé en ventas durante 5 años', 'worked in retail for 3 years'); in a job or
 * profile line, a role held for a time (HELD).
 */
const STATED: readonly RegExp[] = [
  new RegExp(`\\b${SPAN}[^.;\\n]{0,25}?\\b(?:experiencia|experience|trabajando|working|atuando|trabalhando|en el (?:area|rubro|sector)|in the field|na area)`, 'g'),
  new RegExp(`\\b(?:experiencia|experience)\\b[^.;\\n]{0,40}?(?:\\b(?:de|of|por|durante|for|during|with|con|com)\\s+|:\\s*|\\(\\s*)${ABOUT}${SPAN}`, 'g'),
  new RegExp(`\\b${SPAN}\\s+(?:en|in|em|no|na|como|as)\\b`, 'g'),
  new RegExp(`\\b(?:trabaj\\w*|work(?:ed|ing)?|trabalh\\w*|atu(?:ei|ou|ando|o)|desempen\\w*|ejerc\\w*|exerc\\w*|employed|served)\\b[^.;\\n]{0,50}?\\b(?:durante|for|por|during|over)\\s+${ABOUT}${SPAN}`, 'g'),
];
/** In a job or profile line, a role held for a time: 'Cocinera en restaurante durante 4 años', 'Cook for 3 years'. */
const HELD = new RegExp(`\\b(?:durante|for|por|during|over)\\s+${ABOUT}${SPAN}`, 'g');
const HELD_SECTIONS = new Set(['experience', 'profile']);
const DECADE = /\b(?:una|a|uma)\s+(?:decada|decade)\b/g;
/** Sections where a length of time is a course's or a degree's, not work. */
const NOT_STATED = new Set(['education', 'certifications', 'languages', 'references']);

function month(word: string | undefined): number {
  if (!word) return 0;
  for (const [index, pattern] of MONTHS) if (pattern.test(word)) return index;
  if (/summer|verano|verao/.test(word)) return 5;
  if (/fall|autumn|otono/.test(word)) return 8;
  if (/spring|primavera/.test(word)) return 2;
  return 0;
}

/** Months since year 0 of a date matched by DATE's four groups. */
function monthsOf(groups: (string | undefined)[]): number | undefined {
  const [monthWord, year, monthNumber, year2] = groups;
  if (year) return Number(year) * 12 + month(monthWord);
  if (year2 && monthNumber && Number(monthNumber) >= 1 && Number(monthNumber) <= 12) return Number(year2) * 12 + Number(monthNumber) - 1;
  return undefined;
}

export interface Interval {
  start: number;
  end: number;
  segment: number;
}

export function datedIntervals(segment: Segment, index: number, now: Date): Interval[] {
  const current = now.getFullYear() * 12 + now.getMonth();
  const out: Interval[] = [];
  for (const match of segment.folded.matchAll(RANGE)) {
    const start = monthsOf([match[1], match[2], match[3], match[4]]);
    const end = match[5] ? current : monthsOf([match[6], match[7], match[8], match[9]]);
    if (start === undefined || end === undefined || end < start || start > current) continue;
    // Both months written: the last month counts ('May 2017 – July 2017' is three months).
    const inclusive = (match[1] || match[3]) && (match[6] || match[8]) ? 1 : 0;
    out.push({ start, end: Math.min(end, current) + inclusive, segment: index });
  }
  for (const match of segment.folded.matchAll(SAME_YEAR)) {
    const year = Number(match[3]) * 12;
    const start = year + month(match[1]);
    const end = year + month(match[2]) + 1;
    if (end > start && start <= current) out.push({ start, end: Math.min(end, current), segment: index });
  }
  // Two dates with nothing between them, as a table prints them ('03/2018 08/2018').
  if (out.length === 0) {
    for (const match of segment.folded.matchAll(NUMERIC_PAIR)) {
      const start = monthsOf([undefined, undefined, match[1], match[2]]);
      const end = monthsOf([undefined, undefined, match[3], match[4]]);
      if (start !== undefined && end !== undefined && end >= start && start <= current) out.push({ start, end: Math.min(end, current) + 1, segment: index });
    }
  }
  if (out.length === 0) {
    for (const match of segment.folded.matchAll(SINCE)) {
      const start = monthsOf([match[1], match[2], match[3], match[4]]);
      if (start !== undefined && start <= current) out.push({ start, end: current, segment: index });
    }
  }
  return out;
}

export function mergedMonths(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let open: { start: number; end: number } | undefined;
  for (const { start, end } of sorted) {
    if (open && start <= open.end) open.end = Math.max(open.end, end);
    else {
      if (open) total += open.end - open.start;
      open = { start, end };
    }
  }
  if (open) total += open.end - open.start;
  return total;
}

export interface Statement {
  years: number;
  segment: Segment;
  at: number;
}

/** The count of a SPAN as years ('18 meses' is 1.5). */
function spanYears(count: string, unit: string): number {
  const n = NUMBER_WORDS[count] ?? Number(count.replace(',', '.'));
  return /^(?:mes|meses|months?)$/.test(unit) ? n / 12 : n;
}

/** The longest experience a segment states, if it states one. */
export function statedYears(segment: Segment): Statement | undefined {
  if (NOT_STATED.has(segment.section)) return undefined;
  let best: Statement | undefined;
  const consider = (years: number, at: number) => {
    if (Number.isFinite(years) && years > 0 && years < 60 && (!best || years > best.years)) best = { years, segment, at };
  };
  for (const pattern of STATED) {
    for (const match of segment.folded.matchAll(pattern)) consider(spanYears(match[1]!, match[2]!), match.index);
  }
  if (HELD_SECTIONS.has(segment.section)) {
    for (const match of segment.folded.matchAll(HELD)) consider(spanYears(match[1]!, match[2]!), match.index);
  }
  for (const match of segment.folded.matchAll(DECADE)) consider(10, match.index);
  return best;
}

/** Sections whose dates are studies, courses or awards rather than jobs. */
const NOT_JOBS = new Set(['education', 'certifications', 'references', 'other', 'languages', 'skills']);

/** A job's title or role printed with a label: 'Função: Agente de atendimento', 'Cargo: Vendedor', 'Role: Nurse'. */
const ROLE_LABEL = /^(?:funcao|funcoes|cargo|puesto|rol|role|position|title|job title|ocupacao|ocupacion)\s*:/;
/** Any 'Label:' line of a job ('Onde:', 'Empresa:', 'Quando:'): part of the entry, never another job's title. */
const LABELLED = /^[\p{L} ]{2,20}:/u;
/** Training rather than employment: counted as what it is, never as years of professional experience. */
const TRAINING =
  /\b(?:intern|interns|internship|internado|estagi\w*|estagio|pasant\w*|practicas?|practicante|trainee|placements?|clinical rotations?|rotation|student|estudiante|estudante|aprendiz|apprentice\w*|becari[oa]|bolsista|residencia|laboratorio)\b/;
/** A condition for a role that leads others: a chef de partie, a head, a supervisor, a manager. */
export const LEAD_ROLE = /\b(?:jef[ea]s?|head|lead|leader|supervisor|supervisora|encargad[oa]|coordinador|coordinadora|coordenador|coordenadora|gerente|manager|chefe|lider|responsable de)\b/;

/** An assistant's role in a field ('Assistant in Nursing', 'Auxiliar de enfermería', 'Ayudante de cocina'). */
/** An assistant's role; an 'Assistant Professor' ('profesor asistente', 'professor assistente') holds a faculty rank, not an assistant's job. */
export const ASSISTANT_ROLE =
  /\b(?:(?<!\bprofes+or[ae]? )(?:assistant|asistente|assistente)(?! (?:professor|profesor|profesora|professora|lecturer)\b)|auxiliar|ayudante|ajudante|aide|helper|tecnico de enfermagem|tecnica de enfermagem)\b/;

const PART_TIME = /\b(?:part-time|part time|medio tiempo|media jornada|tiempo parcial|meio periodo|meio expediente)\b/;

/** A length printed beside the dates: '(9 meses)', '(3 anos)', '(há 5 anos)', '(15 dias)', '- 1 ano e 6 meses'. */
const PRINTED_LENGTH =
  /(?:\(|[-–]\s*)(?:ha |hace |for )?(\d{1,4})\s*(anos?|years?|meses|mes|months?|dias|days?|horas|hours|hrs)\b(?:\s*(?:e|y|and)\s*(\d{1,2})\s*(?:meses|mes|months?)\b)?\)?/;

export interface Job {
  /** Index in the segments of the line holding the dates. */
  dated: number;
  /** The lines that name the job: its title, company and dates. */
  head: Segment[];
  /** What the job's lines say it did. */
  body: Segment[];
  intervals: Interval[];
  /** An internship, placement or student job. */
  training: boolean;
}

/** A printed length replaces the dates' when the dates are of a single span ('Desde 1999 (há 5 anos)'). */
function printedLength(segment: Segment, intervals: Interval[]): Interval[] {
  const match = PRINTED_LENGTH.exec(segment.folded);
  if (!match || intervals.length !== 1) return intervals;
  const n = Number(match[1]);
  const unit = match[2]!;
  // A month of full-time work is about 160 hours.
  const months = (/^(?:an|ye)/.test(unit) ? n * 12 : /^d/.test(unit) ? n / 30 : /^h/.test(unit) ? n / 160 : n) + Number(match[3] ?? 0);
  const only = intervals[0]!;
  return [{ ...only, end: Math.min(only.end, only.start + Math.max(months, 0.5)) }];
}

/** Words of a line of dates: months, 'to', 'present', a printed length ('08/2018 - 07/2019 - 1 ano e 1 mês')… */
const DATE_WORD = new RegExp(
  `^(?:${MONTH_WORD}|${NOW.replace(/ /g, '|')}|to|a|al|hasta|ate|until|de|from|desde|since|anos?|years?|meses|mes|months?)$`,
);
const BULLETED = /^[•●▪◦·∙‣○■□➢➤►▸*–—-]/u;

const short = (segment: Segment) => segment.tokens.length <= 12 && !/[.;]$/.test(segment.text);

/**
 * The CV's jobs: each dated line of the work sections with the lines around it that belong to it.
 * Documents that separate entries by blank lines (word processors) give the entries directly; otherwise
 * an entry's title is on the short lines just before its dates or on its dated line ('Cientista de Dados /
 * Furukawa / Fev 2023 - Julho 2024'), and its body runs to the next entry's title.
 */
export function readJobs(segments: readonly Segment[], now: Date): Job[] {
  // The work section, when it has dated lines; else (no such heading, or a two-column layout that
  // printed it away from its jobs) every section that is not studies, skills or the like.
  const dates = segments.map((segment, index) => datedIntervals(segment, index, now));
  const hasJobSections = segments.some((segment, index) => segment.section === 'experience' && dates[index]!.length > 0);
  // A dated line over 'Cargo: …' is a job wherever a two-column layout printed it ('HABILIDADES' above it).
  const labelled = new Set(
    segments.filter((segment, index) => segment.section !== 'education' && dates[index]!.length > 0 && ROLE_LABEL.test(segments[index + 1]?.folded ?? '')).map((segment) => segment.section),
  );
  const inJobs = (segment: Segment) =>
    ((hasJobSections ? segment.section === 'experience' : !NOT_JOBS.has(segment.section)) || labelled.has(segment.section)) && !segment.heading;
  const dated: { index: number; intervals: Interval[] }[] = [];
  segments.forEach((segment, index) => {
    if (inJobs(segment) && dates[index]!.length > 0) dated.push({ index, intervals: printedLength(segment, dates[index]!) });
  });
  const jobs: Job[] = [];
  // Blank-line entries: every entry holds at most one dated line, and most dated lines sit in one.
  const entryStart = (index: number) => {
    let start = index;
    while (start > 0 && !segments[start]!.gap && inJobs(segments[start - 1]!) && index - start < 8) start--;
    return start;
  };
  const starts = dated.map(({ index }) => entryStart(index));
  const byBlanks = dated.length > 0 && new Set(starts).size === dated.length && dated.every(({ index }, i) => segments[starts[i]!]!.gap || starts[i] === index || !inJobs(segments[starts[i]! - 1] ?? segments[index]!));
  dated.forEach(({ index, intervals }, i) => {
    const previous = dated[i - 1]?.index ?? -1;
    const next = dated[i + 1]?.index ?? segments.length;
    let headStart = index;
    if (byBlanks) headStart = starts[i]!;
    else {
      // Up to two short, unlabelled lines after the previous entry's dated line.
      // A bulleted line ('- Cooking experience') describes the entry above it: it is never a title.
      while (
        headStart - 1 > previous &&
        index - headStart < 2 &&
        inJobs(segments[headStart - 1]!) &&
        short(segments[headStart - 1]!) &&
        !LABELLED.test(segments[headStart - 1]!.folded) &&
        !segments[headStart - 1]!.bullet
      )
        headStart--;
    }
    let end = index + 1;
    const stop = byBlanks ? (starts[i + 1] ?? segments.length) : next;
    while (end < stop && end - index <= 12 && inJobs(segments[end]!) && (byBlanks || !segments[end]!.gap || LABELLED.test(segments[end]!.folded))) end++;
    // Without blank lines, the next entry's title lines are not this one's body.
    if (!byBlanks && end === next) {
      let title = next;
      while (title - 1 > index && next - title < 2 && short(segments[title - 1]!) && !LABELLED.test(segments[title - 1]!.folded) && !segments[title - 1]!.bullet) title--;
      end = title;
    }
    const head = segments.slice(headStart, index + 1);
    const body: Segment[] = [];
    // A line of dates alone with no title before it ('11/2010 to 05/2013' / 'Medical Technician, Company'):
    // the title is the line after it.
    const datesLine = segments[index]!.tokens.filter((token) => !DATE_WORD.test(token.key)).length < 2;
    const datesOnly = !byBlanks && headStart === index && datesLine;
    // So is a short line under 'Company, City   Dates' with nothing above it ('Panini’s Bar and Grill … 2014 - 2015' / 'Server').
    const titleLike = (segment: Segment) => short(segment) && !BULLETED.test(segment.text) && (datesLine || segment.tokens.length <= 5);
    const titleAfter = (datesOnly || headStart === index) && index + 1 < end && titleLike(segments[index + 1]!) ? index + 1 : -1;
    segments.slice(index + 1, end).forEach((segment, k) => (ROLE_LABEL.test(segment.folded) || index + 1 + k === titleAfter ? head : body).push(segment));
    // Under 'Clinical Placements' or 'Prácticas', every entry is training.
    const heading = segments.slice(0, headStart).findLast((segment) => segment.heading);
    const training = TRAINING.test([heading?.folded ?? '', ...head.map((segment) => segment.folded)].join(' ')) || /\(\d+\s*(?:horas|hours|hrs)\)/.test(segments[index]!.folded);
    jobs.push({ dated: index, head, body, intervals, training });
  });
  return jobs;
}

export interface ExperienceReading {
  /** Years of professional (not training) experience counted for the topic (all of it when there is no topic). */
  years: number;
  /** All dated experience, whatever the topic. */
  totalYears: number;
  /** The CV dates jobs or states years at all. */
  anyExperience: boolean;
  /** The segment that shows the years best. */
  evidence: { segment: Segment; at: number } | undefined;
}

/**
 * Whether a job is in the topic's field. Its title decides (with the field's related words: a
 * 'Registered Nurse' works in clinical nursing, a 'Teleoperadora' in customer service); what its body
 * says was done counts when it names the field or the work of the field (its related concepts: inventory and
 * shipping are a warehouse's) on two lines or more, and on half its lines, so a data scientist who predicted sales
 * is not a salesperson.
 */
function jobInField(job: Job, topic: readonly Unit[], broad: readonly Unit[]): boolean {
  const enough = (found: readonly Unit[], share: number) => share >= 0.5 || found.some((unit) => unit.kind === 'hard' && unit.weight >= 2);
  // An employer's name is not the job's field: an IT analyst at the 'Instituto de Estudios Superiores de Administración' does no administration.
  const title = coverage(job.head.flatMap(withoutInstitutions), broad);
  if (enough(title.found, title.share)) return true;
  const lines = job.body.map((segment) => coverage(segment.tokens, broad)).filter((c) => c.found.length > 0);
  if (lines.length < 2 || lines.length < job.body.length / 2) return false;
  const found = [...new Set(lines.flatMap((c) => c.found))];
  return enough(found, shareOf(broad, found));
}

/**
 * Reads experience for a topic: the dated jobs in its field (overlaps counted once; internships and
 * placements apart; an assistant's role half, unless the posting is for one) and what the CV states
 * ('5 años de experiencia en ventas').
 */
export function readExperience(
  cv: { segments: readonly Segment[]; jobs: readonly Job[] },
  topic: readonly Unit[],
  options: { assistantRoles?: boolean; leadRole?: boolean } = {},
): ExperienceReading {
  const { segments, jobs } = cv;
  // A job counts for 'enfermería' when its title says nurse, not only when it says 'nursing'.
  const broad = topic.map((unit) => ({ ...unit, concepts: [...unit.concepts, ...unit.concepts.flatMap(relatedTo)] }));
  const relevant: Interval[] = [];
  let evidence: ExperienceReading['evidence'];
  // A placement shows where the topic was met when no job does, but adds no years.
  let trainingEvidence: ExperienceReading['evidence'];
  for (const job of jobs) {
    if (topic.length > 0 && !jobInField(job, topic, broad)) continue;
    const title = job.head.map((line) => line.folded).join(' ');
    // A role that leads others ('jefe/a de partida', 'shift supervisor') is not held as an assistant in its field.
    if (options.leadRole && ASSISTANT_ROLE.test(title)) continue;
    // The quoted line is the head line that names the field, else the role's label ('Cargo: …'), else the
    // first: a two-column layout can put a stray line ('✓ Spanish: Intermediate') above the title.
    const segment =
      job.head.find((line) => coverage(line.tokens, broad).found.length > 0) ?? job.head.find((line) => ROLE_LABEL.test(line.folded)) ?? job.head[0] ?? segments[job.dated]!;
    if (job.training) {
      trainingEvidence ??= { segment, at: 0 };
      continue;
    }
    // An assistant's years in the field count half toward a professional's ('Assistant in Nursing' is not a
    // nurse), and part-time years half.
    const share = (!options.assistantRoles && ASSISTANT_ROLE.test(title) ? 0.5 : 1) * (PART_TIME.test(title) ? 0.5 : 1);
    relevant.push(...job.intervals.map((interval) => ({ ...interval, end: interval.start + (interval.end - interval.start) * share })));
    evidence ??= { segment, at: 0 };
  }
  let years = mergedMonths(relevant) / 12;
  const totalYears = mergedMonths(jobs.filter((job) => !job.training).flatMap((job) => job.intervals)) / 12;

  let stated: Statement | undefined;
  let statesAny = false;
  for (const segment of segments) {
    if (segment.section === 'references' || TRAINING.test(segment.folded)) continue;
    const statement = statedYears(segment);
    if (!statement) continue;
    statesAny = true;
    const covered = topic.length === 0 ? undefined : coverage(segment.tokens, broad);
    const onTopic = !covered || covered.share >= 0.5;
    if (onTopic && (!stated || statement.years > stated.years)) stated = statement;
  }
  if (stated && stated.years >= years) {
    years = stated.years;
    evidence = { segment: stated.segment, at: stated.at };
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    years: round(years),
    totalYears: round(totalYears),
    anyExperience: jobs.length > 0 || statesAny,
    evidence: evidence ?? trainingEvidence,
  };
}

const WINDOW_BEFORE = /\b(?:ultim[oa]s|last|past|proxim[oa]s|next|within|dentro de)\s*$/;

/** The years a condition asks for ('al menos 3 años', '2 a 3 years', 'cinco anos', '6 meses'), or undefined. */
export function requiredYears(folded: string): number | undefined {
  for (const match of folded.matchAll(new RegExp(`\\b${SPAN}`, 'g'))) {
    // A window of time is when, not how long: 'publicaciones en los últimos 5 años', 'in the last 3 years'.
    if (WINDOW_BEFORE.test(folded.slice(Math.max(0, match.index - 25), match.index))) continue;
    // Months ask for experience only when the condition says so: 'contrato de 6 meses' and 'once a month' do not.
    if (/^m/.test(match[2]!) && (!/\bexperienc/.test(folded) || /^(?:a|an|un|una|um|uma)$/.test(match[1]!))) continue;
    return spanYears(match[1]!, match[2]!);
  }
  return undefined;
}
