import type { Segment } from './cv-document';
import { relatedTo } from './concepts';
import { coverage, type Unit } from './units';

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
const DATE = `(?:(${MONTH_WORD})\\.?[\\s,]*(?:de\\s+)?)?((?:19|20)\\d{2})|(\\d{1,2})\\s*[/.-]\\s*((?:19|20)\\d{2})`;
const NOW = 'present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|hoy|hoje|la fecha|a fecha|date|ongoing|en curso|em andamento';
const RANGE = new RegExp(`(?:${DATE})\\s*(?:-|–|—|to|a|al|hasta|ate|until|till)\\s*(?:(${NOW})|(?:exp\\.?\\s*)?(?:${DATE}))`, 'g');
/** 'Jan. – Apr. 2022': both months in the year written once. */
const SAME_YEAR = new RegExp(`\\b(${MONTH_WORD})\\.?\\s*(?:-|–|—|to|a|al|hasta|ate)\\s*(${MONTH_WORD})\\.?[\\s,]*(?:de\\s+)?((?:19|20)\\d{2})`, 'g');
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

export interface ExperienceReading {
  /** Years counted for the topic (all experience when there is none). */
  years: number;
  /** All dated experience, whatever the topic. */
  totalYears: number;
  /** The CV dates jobs or states years at all. */
  anyExperience: boolean;
  /** The segment that shows the years best. */
  evidence: { segment: Segment; at: number } | undefined;
}

/**
 * Reads experience for a topic. A job counts for the topic when its block (its dated line, the line
 * before it and the lines after it up to the next dated line) names at least half of the topic's units
 * or one of its skills.
 */
export function readExperience(segments: readonly Segment[], topic: readonly Unit[], now: Date): ExperienceReading {
  const hasJobSections = segments.some((segment) => segment.section === 'experience');
  const jobs = segments.map((segment, index) => ({ segment, index })).filter(({ segment }) =>
    hasJobSections ? segment.section === 'experience' : !NOT_JOBS.has(segment.section),
  );
  // A job counts for 'enfermería' when it speaks of patients and medication, not only when it says 'nursing'.
  const broad = topic.map((unit) => ({ ...unit, concepts: [...unit.concepts, ...unit.concepts.flatMap(relatedTo)] }));
  const intervals = jobs.flatMap(({ segment, index }) => datedIntervals(segment, index, now));
  const relevant: Interval[] = [];
  let evidence: ExperienceReading['evidence'];
  // Intervals come in segment order; each segment's block is judged once, however many dates it holds.
  const onTopic = new Map<number, boolean>();
  let nextDated = 0;
  for (let i = 0; i < intervals.length; i++) {
    const interval = intervals[i]!;
    if (topic.length === 0) {
      relevant.push(interval);
      continue;
    }
    let judged = onTopic.get(interval.segment);
    if (judged === undefined) {
      // The block ends before the next dated line, and before its company line when it has one.
      nextDated = Math.max(nextDated, i);
      while (nextDated < intervals.length && intervals[nextDated]!.segment <= interval.segment) nextDated++;
      let next = intervals[nextDated]?.segment ?? interval.segment + 8;
      const beforeNext = segments[next - 1];
      if (next - 1 > interval.segment && beforeNext && beforeNext.tokens.length < 15 && !/[.;]$/.test(beforeNext.text)) next -= 1;
      const block = segments.slice(Math.max(0, interval.segment - 1), Math.min(next, interval.segment + 8));
      const tokens = block.filter((segment) => segment.section === segments[interval.segment]!.section).flatMap((segment) => segment.tokens);
      const covered = coverage(tokens, broad);
      judged = covered.share >= 0.5 || covered.found.some((unit) => unit.kind === 'hard' && unit.weight >= 2);
      onTopic.set(interval.segment, judged);
    }
    if (judged) {
      relevant.push(interval);
      evidence ??= { segment: segments[interval.segment]!, at: 0 };
    }
  }
  evidence ??= relevant[0] ? { segment: segments[relevant[0].segment]!, at: 0 } : undefined;
  let years = mergedMonths(relevant) / 12;
  const totalYears = mergedMonths(intervals) / 12;

  let stated: Statement | undefined;
  let statesAny = false;
  for (const segment of segments) {
    if (segment.section === 'references') continue;
    const statement = statedYears(segment);
    if (!statement) continue;
    statesAny = true;
    const onTopic = topic.length === 0 || coverage(segment.tokens, topic).share >= 0.5;
    if (onTopic && (!stated || statement.years > stated.years)) stated = statement;
  }
  if (stated && stated.years >= years) {
    years = stated.years;
    evidence = { segment: stated.segment, at: stated.at };
  }
  return {
    years: Math.round(years * 10) / 10,
    totalYears: Math.round(totalYears * 10) / 10,
    anyExperience: intervals.length > 0 || statesAny,
    evidence,
  };
}

/** The years a condition asks for ('al menos 3 años', '2 a 3 years', 'cinco anos', '6 meses'), or undefined. */
export function requiredYears(folded: string): number | undefined {
  for (const match of folded.matchAll(new RegExp(`\\b${SPAN}`, 'g'))) {
    // Months ask for experience only when the condition says so: 'contrato de 6 meses' and 'once a month' do not.
    if (/^m/.test(match[2]!) && (!/\bexperienc/.test(folded) || /^(?:a|an|un|una|um|uma)$/.test(match[1]!))) continue;
    return spanYears(match[1]!, match[2]!);
  }
  return undefined;
}
