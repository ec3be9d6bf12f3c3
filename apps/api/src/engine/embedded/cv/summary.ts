import type { AnalyzeCvInput, CvSummaryFacts } from '../../engine';
import { findPhrase } from './concepts';
import type { Segment } from './cv-document';
import { DEGREE_LEVELS, degreeLevel, isDegreeWord, requiredLevel, stillStudied, UNFINISHED } from './education';
import { readExperience, type Job } from './experience';
import { yearsInPosition } from './relevance';
import { levelIn, SPOKEN } from './spoken-languages';
import { foldText, type Token } from './tokens';
import { unitsOf, type Unit } from './units';
import { DATES, readableCase, roleOf, TITLE_LABEL, TITLE_WORDS } from './summary-role';

// The few lines about the candidate that the recruiter's list shows (spec: resumen_cv), as a recruiter would
// write them: the current or last role, the years of experience and how many of them relate to the position,
// the highest education completed, what the posting asks for that the CV names, and the languages spoken.
// They are read as facts (the CV's own words, numbers, language codes) and said in each reader's language at
// read time (decision 020). Built from the segments that are scored, so they never carry the name, contact
// data or personal data.

type Posting = AnalyzeCvInput['posting'];

const MAX_SKILLS = 6;
const MAX_EDUCATION = 110;

export function summaryFacts(cv: { segments: readonly Segment[]; jobs: readonly Job[] }, posting: Posting, now: Date): CvSummaryFacts {
  const { segments } = cv;
  const all = readExperience(cv, []);
  // The same years in the position's field that order the candidates (relevance.ts).
  const field = yearsInPosition(cv, posting.position);
  const role = roleOf(cv, now);
  return {
    role,
    totalYears: all.totalYears > 0 ? all.totalYears : null,
    fieldYears: field > 0 ? field : null,
    ...educationOf(segments, now),
    skills: skillsOf(segments, posting, role?.title),
    languages: SPOKEN.filter((spoken) => segments.some((segment) => spoken.pattern.test(segment.folded) && speaks(segment))).map((spoken) => spoken.id),
  };
}


/**
 * A line that names a spoken language as one: in a languages or skills section, next to the word 'language', or
 * with a level ('Inglês: básico', 'English (C1)'). 'Bachelor of Arts in English' is none of them.
 */
function speaks(segment: Segment): boolean {
  if (segment.section === 'languages' || segment.section === 'skills' || /idioma|language|lingua/.test(segment.folded)) return true;
  return segment.section !== 'education' && levelIn(segment.folded) !== undefined;
}

// --- Education -------------------------------------------------------------------------------------------

/** Words that say a degree is being studied (left out of its name); whether it still is, education.ts says. */
const IN_PROGRESS =
  /\b(?:in progress|ongoing|pursuing|expected(?: graduation)?|anticipated|en curso|cursando|em andamento|em curso|a concluir|esperad[oa]|previst[oa]|previsao|current student|final year|ultimo ano|estudiante de|estudante de|undergraduate student|semestre|semester)\b/;
/** What the summary adds to education.ts's reading of a degree still studied: a student's own words. */
const STUDENT = /\b(?:ongoing|anticipated|a concluir|final year|ultimo ano|undergraduate student|semestre|semester)\b/;
/** Where a degree is studied: said by the degree's words, not part of them. */
const SCHOOL_WORDS = /\b(?:university|universidad|universidade|universitari[oa]|college|school|escuela|escola|colegio|instituto|institute|i\.?e\.?s|facultad|faculdade|faculty|academy|academia|centro)\b/;
const SCHOOLS = new RegExp(SCHOOL_WORDS.source, 'g');
/** The level of the degree a line names; 'Florida Nursing University, 2010' names where one was studied, not one. */
const namedLevel = (segment: Segment) => degreeLevel(segment.folded.replace(SCHOOLS, ' '));
/** A thesis names its degree but is not one: 'Tesis de maestría: …'. */
const THESIS = /^\s*(?:tesis|thesis|tese|dissertation|dissertacao|disertacion|trabajo final|tcc)\b/;
/** Words that say a degree is being studied, left out of its name ('Cursando Engenharia de Software'). */
const PROGRESS_WORDS = new RegExp(IN_PROGRESS.source.replace(/^\\b/, '(?:\\s*[(,:-]\\s*)?\\b'), 'gi');

interface Degree {
  level: number;
  text: string;
  progress: boolean;
}

/**
 * The degree in a segment's words: the clause that names it, and its field when the clause names only the degree
 * ('Msc, Economics and Public Policy', 'Centro Universitário X, Tecnólogo, Análise e Desenvolvimento de Sistemas'),
 * without the school, the place, the dates or the grades.
 */
function degreeWords(segment: Segment): string | undefined {
  const text = segment.text.replace(DATES, ' ').replace(/\b(?:GPA|CGPA)\b.*$/i, '');
  const clauses = text.split(/(?=[,;:|•·(])|\s(?=[-–—‑]\s)/);
  const at = clauses.findIndex((clause) => !SCHOOL_WORDS.test(foldText(clause)) && degreeLevel(foldText(clause)) !== undefined);
  const first = at >= 0 ? at : clauses.findIndex((clause) => degreeLevel(foldText(clause)) !== undefined);
  if (first < 0) return undefined;
  let words = clauses[first]!;
  const folded = foldText(words);
  // 'Ph.D in Physical Geography Universidad de Sevilla': the school after the degree is left out.
  const school = SCHOOL_WORDS.exec(folded);
  const level = degreeLevel(folded) ?? 0;
  if (school && school.index > 0 && degreeLevel(folded.slice(0, school.index)) !== undefined) words = words.slice(0, school.index);
  else if (level >= 3 && words.replace(/[^\p{L}\s]/gu, ' ').trim().split(/\s+/).length <= 3) {
    // 'Msc' or 'Tecnólogo' alone: the field is the next clause, unless it is the school or a place.
    const next = clauses[first + 1];
    if (next && /^[,:]/.test(next) && !SCHOOL_WORDS.test(foldText(next)) && next.split(/\s+/).length <= 7 && !/\d/.test(next)) words += next;
  }
  let out = words
    .replace(PROGRESS_WORDS, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—‑/|:.,;·•*]+|[\s\-–—‑/|:,;·•*]+$/gu, '')
    .replace(/(\p{Ll}{3})\.$/u, '$1')
    .trim();
  if (out.length > MAX_EDUCATION) out = `${out.slice(0, out.lastIndexOf(' ', MAX_EDUCATION - 1)).replace(/[\s,;:]+$/, '')}…`;
  return /\p{L}{2}/u.test(out) ? readableCase(out) : undefined;
}

/** The latest year a line names: a degree that ends after this year is still being studied. */
function endsAfter(folded: string, year: number): boolean {
  return [...folded.matchAll(/\b(?:19|20)\d{2}\b/g)].some((match) => Number(match[0]) > year);
}

function educationOf(segments: readonly Segment[], now: Date): Pick<CvSummaryFacts, 'education' | 'studying'> {
  const degrees: Degree[] = [];
  segments.forEach((segment, i) => {
    if (segment.heading || THESIS.test(segment.folded) || UNFINISHED.test(segment.folded)) return;
    // A sentence that names a degree ('Although it is not a degree for the culinary field.') is not one.
    if (segment.text.split(/\s+/).length > 12 && /[.!?]$/.test(segment.text)) return;
    const inEducation = segment.section === 'education';
    const level = namedLevel(segment);
    if (level === undefined) return;
    if (!inEducation) {
      // Outside an education section only a university degree on a short line of the header or profile counts:
      // elsewhere 'technician' is a job, 'degree' a word of a sentence, and 'Manager … MBA Programs' a job.
      if (segment.section !== 'header' && segment.section !== 'profile') return;
      if (level < 3 || segment.text.split(/\s+/).length > 12 || TITLE_LABEL.test(segment.folded)) return;
      const degreeAt = DEGREE_AT.exec(segment.folded)?.index ?? 0;
      if (TITLE_WORDS.test(segment.folded.slice(0, degreeAt))) return;
    }
    // Dates or 'in progress' are often on the line before or after the degree ('University of York, 2016 – 2017').
    const around = [segments[i - 1], segment, segments[i + 1]]
      .filter((other): other is Segment => other !== undefined && other.section === segment.section && (other === segment || namedLevel(other) === undefined))
      .map((other) => other.folded)
      .join(' ');
    const progress = STUDENT.test(around) || stillStudied(around, 0, now) || endsAfter(around, now.getFullYear());
    const text = degreeWords(segment);
    if (text) degrees.push({ level, text, progress });
  });
  const completed = degrees.filter((degree) => !degree.progress).sort((a, b) => b.level - a.level)[0];
  const studying = degrees.filter((degree) => degree.progress && degree.level > (completed?.level ?? 0)).sort((a, b) => b.level - a.level)[0];
  return {
    education: completed ? { level: completed.level, text: completed.text } : null,
    studying: studying ? { level: studying.level, text: studying.text } : null,
  };
}

/** Where a line first names a degree of any level. */
const DEGREE_AT = new RegExp(DEGREE_LEVELS.map(([, pattern]) => pattern.source).join('|'));

// --- Skills ----------------------------------------------------------------------------------------------

/**
 * Where the CV names a unit, in the CV's own words: the condition's own words first, then the other names of what
 * they stand for, longest first ('medication administration' before 'medications'). Found by another name, a
 * short lower-case word is not shown ('words' for 'Word'), nor a credential's single word that is no acronym
 * ('Registered' for 'CRM'; 'BLS' and 'Basic life support' for 'RCP' are).
 */
function cvWordsFor(segments: readonly Segment[], unit: Unit, said: (words: string) => boolean): string | undefined {
  const others = unit.concepts.flatMap((concept) => concept.phrases).sort((a, b) => b.length - a.length);
  for (const phrase of [unit.stems, ...others]) {
    const own = phrase === unit.stems;
    for (const segment of segments) {
      if (segment.heading) continue;
      const at = findPhrase(segment.tokens, phrase);
      if (at < 0) continue;
      const first: Token = segment.tokens[at]!;
      const last: Token = segment.tokens[at + phrase.length - 1]!;
      const words = segment.text.slice(first.start, last.end);
      if (!own && phrase.length === 1 && words.length <= 5 && words === words.toLowerCase()) continue;
      // The role already says it ('Agente de atendimento' for customer service): another of its names may not.
      if (said(words)) continue;
      // 'Analyzed', 'trabajando': a verb of a sentence, not a skill named.
      if (unit.kind === 'word' && foldText(words) !== foldText(unit.label) && /(?:ed|ing|ado|ada|ido|ida|ando|endo|indo)$/i.test(words)) continue;
      if (!own && phrase.length === 1 && unit.kind === 'credential' && !/^\p{Lu}{2,6}$/u.test(words)) continue;
      return words;
    }
  }
  return undefined;
}

/** Long words of conditions that name no skill: levels, kinds of experience, kinds of degree. */
const GENERIC_WORDS =
  /^(?:intermedi\w*|avanzad\w*|avancad\w*|advanced|basic\w*|profesional\w*|professional\w*|profissional\w*|certifica\w*|quantitative|cuantitativ\w*|quantitativ\w*|disponib\w*|conocimient\w*|relacionad\w*|related|similar\w*|actualizad\w*|atualizad\w*|comprobable|demostrable|comprovada|responsab\w*|preferentemente|preferably|preferencialmente|background\w*|platform\w*|plataforma\w*|field\w*|campo\w*|working|building)$/;

/**
 * The units of a condition that can be listed as skills: skills, tools, fields and credentials, and the names a
 * condition writes with a capital inside it ('Epic', 'Cerner', 'SAP'). Traits ('responsable') and plain words are
 * left out (long ones such as 'telemarketing' or 'facturación' are kept), and so are a degree condition's level words
 * ('Ensino médio' is no teaching).
 */
function skillUnits(text: string): Unit[] {
  const folded = foldText(text);
  const degree = requiredLevel(folded) !== undefined;
  const units = degree ? unitsOf(text, (token) => isDegreeWord(token.stem)) : unitsOf(text);
  return units.filter((unit) => {
    if (unit.kind === 'hard' || unit.kind === 'credential') return true;
    if (unit.kind !== 'word') return false;
    const at = text.indexOf(unit.label);
    if (at > 0 && /^\p{Lu}/u.test(unit.label) && unit.label.length >= 2) return true;
    return unit.label.length >= 9 && !GENERIC_WORDS.test(foldText(unit.label));
  });
}

/**
 * What the posting asks for that the CV names, in the CV's words: from the conditions (mandatory first), then the
 * position. Languages are left out: they are listed apart.
 */
function skillsOf(segments: readonly Segment[], posting: Posting, role: string | undefined): string[] {
  const roleWords = role === undefined ? '' : foldText(role);
  // A name of several words that the role holds ('Agente de atendimento'); a tool in it ('Java') is still listed.
  const said = (words: string) => roleWords !== '' && words.trim().includes(' ') && roleWords.includes(foldText(words));
  // The position's occupation ('Software developer') is what the role and the years speak of, not a skill.
  const position = skillUnits(posting.position).filter((unit) => !unit.concepts.every((concept) => concept.id.startsWith('occupation:')));
  const units = [...posting.mandatory, ...posting.desirable].flatMap(skillUnits).concat(position);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const unit of units) {
    if (out.length >= MAX_SKILLS) break;
    // 'administración' and 'administrativo' are one thing to list.
    const keys = unit.concepts.length > 0 ? unit.concepts.map((concept) => concept.id) : [unit.stems.join(' ')];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    if (SPOKEN.some((spoken) => spoken.pattern.test(foldText(unit.label)))) continue;
    const found = cvWordsFor(segments, unit, said);
    if (!found) continue;
    const shown = readableCase(found);
    if (out.some((other) => foldText(other) === foldText(shown))) continue;
    out.push(shown);
  }
  return out;
}
