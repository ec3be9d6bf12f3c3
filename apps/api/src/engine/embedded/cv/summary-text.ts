import type { Language } from '@postula/contract/constants';
import type { CvSummaryFacts } from '../../engine';
import { listOf, spokenName } from './reasons';

// The CV summary's facts (summary.ts) said in a reader's language: two or three sentences as a recruiter would
// write them. The CV's own words (the role, the degree, the skills) are quoted as they are; everything else is
// said in the reader's language (decision 020).

interface Texts {
  role: Record<NonNullable<CvSummaryFacts['role']>['kind'], (title: string) => string>;
  /** '6 months', 'about 1.5 years', 'about 12 years'. */
  span: (years: number) => string;
  /** 'about 10' (of the years already named). */
  ofThem: (years: number) => string;
  dated: (span: string) => string;
  /** The dated years after the related ones: '(about 6 years by the CV's dates)'. */
  datedOnly: (span: string) => string;
  relatedOfThem: (count: string) => string;
  /** Related experience in another unit than the total's: 'about 10 months of it in the position's field'. */
  relatedSpan: (span: string) => string;
  allRelated: string;
  relatedOnly: (span: string) => string;
  education: (text: string) => string;
  studying: (text: string) => string;
  studyingOnly: (text: string) => string;
  skills: (list: string) => string;
  languages: (list: string) => string;
  empty: string;
}

/** Years as a recruiter says them: months under a year, halves under three years, whole years after. */
function rounded(years: number): { months?: number; years?: number } {
  if (years < 0.95) return { months: Math.max(1, Math.round(years * 12)) };
  if (years < 3) return { years: Math.round(years * 2) / 2 };
  return { years: Math.round(years) };
}

const decimal = (language: Language, n: number) => (language === 'en' ? String(n) : String(n).replace('.', ','));

function spanIn(language: Language, years: number): string {
  const { months, years: whole } = rounded(years);
  const n = decimal(language, months ?? whole!);
  if (months !== undefined) {
    return { es: months === 1 ? 'alrededor de 1 mes' : `unos ${n} meses`, en: months === 1 ? 'about 1 month' : `about ${n} months`, pt: months === 1 ? 'cerca de 1 mês' : `cerca de ${n} meses` }[language];
  }
  return { es: whole === 1 ? 'alrededor de 1 año' : `unos ${n} años`, en: whole === 1 ? 'about 1 year' : `about ${n} years`, pt: whole === 1 ? 'cerca de 1 ano' : `cerca de ${n} anos` }[language];
}

const TEXTS: Record<Language, Texts> = {
  es: {
    role: { current: (title) => `Puesto actual: ${title}`, last: (title) => `Último puesto: ${title}`, headline: (title) => `Se presenta como ${title}` },
    span: (years) => spanIn('es', years),
    ofThem: (years) => spanIn('es', years).replace(/ (?:años|año|meses|mes)$/, ''),
    dated: (span) => `${span} de experiencia según las fechas del CV`,
    datedOnly: (span) => `${span} según las fechas del CV`,
    relatedOfThem: (count) => `${count} relacionados con el puesto`,
    relatedSpan: (span) => `${span} en el área del puesto`,
    allRelated: 'todos relacionados con el puesto',
    relatedOnly: (span) => `${span} de experiencia relacionada con el puesto`,
    education: (text) => `Formación más alta completa: ${text}`,
    studying: (text) => `En curso: ${text}`,
    studyingOnly: (text) => `Formación en curso: ${text}`,
    skills: (list) => `Menciona lo que pide la búsqueda: ${list}`,
    languages: (list) => `idiomas: ${list}`,
    empty: 'El CV no deja leer un puesto, experiencia fechada, formación ni lo que pide la búsqueda.',
  },
  en: {
    role: { current: (title) => `Current role: ${title}`, last: (title) => `Last role: ${title}`, headline: (title) => `Describes themselves as ${title}` },
    span: (years) => spanIn('en', years),
    ofThem: (years) => spanIn('en', years).replace(/ (?:years|year|months|month)$/, ''),
    dated: (span) => `${span} of experience by the CV's dates`,
    datedOnly: (span) => `${span} by the CV's dates`,
    relatedOfThem: (count) => `${count} of them related to the position`,
    relatedSpan: (span) => `${span} of it in the position's field`,
    allRelated: 'all of it related to the position',
    relatedOnly: (span) => `${span} of experience related to the position`,
    education: (text) => `Highest completed education: ${text}`,
    studying: (text) => `In progress: ${text}`,
    studyingOnly: (text) => `Studying (in progress): ${text}`,
    skills: (list) => `Names what the posting asks for: ${list}`,
    languages: (list) => `languages: ${list}`,
    empty: 'Nothing in the CV could be read as a role, dated experience, education or what the posting asks for.',
  },
  pt: {
    role: { current: (title) => `Cargo atual: ${title}`, last: (title) => `Último cargo: ${title}`, headline: (title) => `Apresenta-se como ${title}` },
    span: (years) => spanIn('pt', years),
    ofThem: (years) => spanIn('pt', years).replace(/ (?:anos|ano|meses|mês)$/, ''),
    dated: (span) => `${span} de experiência pelas datas do currículo`,
    datedOnly: (span) => `${span} pelas datas do currículo`,
    relatedOfThem: (count) => `${count} deles relacionados à vaga`,
    relatedSpan: (span) => `${span} na área da vaga`,
    allRelated: 'todos relacionados à vaga',
    relatedOnly: (span) => `${span} de experiência relacionada à vaga`,
    education: (text) => `Maior formação concluída: ${text}`,
    studying: (text) => `Em andamento: ${text}`,
    studyingOnly: (text) => `Formação em andamento: ${text}`,
    skills: (list) => `Menciona o que a vaga pede: ${list}`,
    languages: (list) => `idiomas: ${list}`,
    empty: 'O currículo não permite ler um cargo, experiência datada, formação nem o que a vaga pede.',
  },
};

/** The text with its first letter in capitals. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A sentence with its full stop, unless the CV's words already end it ('Ph.D.', 'Bachelor of…'). */
const ended = (text: string) => (/[.…!?]$/.test(text) ? text : `${text}.`);

/** The summary said in `language`: two or three sentences, at most 1200 characters. */
export function renderSummary(facts: CvSummaryFacts, language: Language): string {
  const t = TEXTS[language];
  const sentences: string[] = [];

  const total = facts.totalYears !== null && facts.totalYears >= 1 / 12 ? facts.totalYears : null;
  const related = facts.fieldYears !== null && facts.fieldYears >= 1 / 12 ? facts.fieldYears : null;
  let experience: string | undefined;
  if (total !== null && related !== null && related > total && t.ofThem(related) !== t.ofThem(total)) {
    // The CV states more years in the field than its dates add up to: both are said.
    experience = `${t.relatedOnly(t.span(related))} (${t.datedOnly(t.span(total))})`;
  } else if (total !== null && related !== null) {
    const all = related >= total || t.ofThem(related) === t.ofThem(total);
    // 'about 6 years …, about 10 months in the field': a count of months is not 'ten of the years', and one
    // year is not 'about 1 of them related'.
    const [part, whole] = [rounded(related), rounded(total)];
    const ofThem = (part.months === undefined) === (whole.months === undefined) && part.years !== 1 && part.months !== 1;
    experience = `${t.dated(t.span(total))}, ${all ? t.allRelated : ofThem ? t.relatedOfThem(t.ofThem(related)) : t.relatedSpan(t.span(related))}`;
  } else if (total !== null) {
    experience = t.dated(t.span(total));
  } else if (related !== null) {
    experience = t.relatedOnly(t.span(related));
  }
  if (facts.role) sentences.push(ended(`${t.role[facts.role.kind](facts.role.title)}${experience ? `; ${experience}` : ''}`));
  else if (experience) sentences.push(ended(capitalised(experience)));

  if (facts.education) sentences.push(ended(t.education(facts.education.text)) + (facts.studying ? ` ${ended(t.studying(facts.studying.text))}` : ''));
  else if (facts.studying) sentences.push(ended(t.studyingOnly(facts.studying.text)));

  const languages = facts.languages.map((code) => spokenName(code, language));
  const lists = [
    ...(facts.skills.length > 0 ? [t.skills(listOf(facts.skills, language))] : []),
    ...(languages.length > 0 ? [t.languages(listOf(languages, language))] : []),
  ];
  if (lists.length > 0) sentences.push(ended(capitalised(lists.join('; '))));

  const text = sentences.length > 0 ? sentences.join(' ') : t.empty;
  return text.length <= 1200 ? text : `${text.slice(0, 1199)}…`;
}
