import type { AnalyzeCvInput, CvSummaryFacts } from '../../engine';
import { matchOccupation } from '../postings/match-occupation';
import { words } from '../normalize';
import { findPhrase } from './concepts';
import type { Segment } from './cv-document';
import { DEGREE_LEVELS, degreeLevel, isDegreeWord, requiredLevel, stillStudied, UNFINISHED } from './education';
import { datedIntervals, readExperience, type Job } from './experience';
import { yearsInPosition } from './relevance';
import { levelIn, SPOKEN } from './spoken-languages';
import { foldText, type Token } from './tokens';
import { unitsOf, type Unit } from './units';

// The few lines about the candidate that the recruiter's list shows (spec: resumen_cv), as a recruiter would
// write them: the current or last role, the years of experience and how many of them relate to the position,
// the highest education completed, what the posting asks for that the CV names, and the languages spoken.
// They are read as facts (the CV's own words, numbers, language codes) and said in each reader's language at
// read time (decision 020). Built from the segments that are scored, so they never carry the name, contact
// data or personal data.

type Posting = AnalyzeCvInput['posting'];

const MAX_SKILLS = 6;
const MAX_TITLE = 80;
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

/** The headline is among the first lines of the CV, under the name. */
const HEADLINE_LINES = 6;
/** Europass and forms: 'JOB APPLIED FOR Web developer', 'Cargo pretendido: Vendedor'. */
const APPLIED_FOR =
  /^\s*(?:job applied for|position applied for|desired position|desired job|puesto (?:solicitado|deseado|al que aspira)|cargo (?:pretendido|desejado)|vaga pretendida|objetivo|objective)\s*:?\s*/i;
const STUDIES = /\b(?:bachillerato|bachiller|secundari[oa]|high school|ensino medio|licenciatura|bachelor|master|maestria|mestrado|degree|grado en|graduacao|student|estudiante|estudante)\b/;

/**
 * A line that names a spoken language as one: in a languages or skills section, next to the word 'language', or
 * with a level ('Inglês: básico', 'English (C1)'). 'Bachelor of Arts in English' is none of them.
 */
function speaks(segment: Segment): boolean {
  if (segment.section === 'languages' || segment.section === 'skills' || /idioma|language|lingua/.test(segment.folded)) return true;
  return segment.section !== 'education' && levelIn(segment.folded) !== undefined;
}

// --- The role --------------------------------------------------------------------------------------------

/** Words that name a job, folded; each may take a gender or plural ending ('enfermeira', 'analistas'). */
const TITLE_WORDS = new RegExp(
  `\\b(?:${[
    // English
    'developer', 'engineer', 'analyst', 'manager', 'nurse', 'assistant', 'agent', 'technician', 'technologist', 'intern',
    'director', 'consultant', 'advis[eo]r', 'specialist', 'coordinator', 'operator', 'officer', 'supervisor', 'lead', 'head',
    'president', 'ceo', 'cto', 'cfo', 'coo', 'founder', 'co-founder', 'fellow', 'researcher', 'scientist', 'professor',
    'lecturer', 'teacher', 'tutor', 'editor', 'reporter', 'writer', 'journalist', 'designer', 'architect', 'accountant',
    'auditor', 'bookkeeper', 'clerk', 'cashier', 'server', 'waiter', 'waitress', 'bartender', 'cook', 'chef', 'driver',
    'representative', 'associate', 'administrator', 'trainee', 'apprentice', 'volunteer', 'receptionist', 'secretary',
    'programmer', 'expert', 'executive', 'owner', 'partner', 'mechanic', 'electrician', 'therapist', 'physician',
    'pharmacist', 'paramedic', 'medic', 'caregiver', 'nanny', 'attendant', 'salesperson', 'merchandiser', 'buyer',
    'planner', 'instructor', 'trainer', 'counsel+or', 'lawyer', 'attorney', 'paralegal', 'economist', 'statistician',
    'postdoc', 'rn', 'lpn', 'cna',
    // Spanish and Portuguese (folded)
    'desarrollador', 'desenvolvedor', 'ingenier', 'engenheir', 'analista', 'gerente', 'jef', 'chefe', 'enfermer',
    'enfermeir', 'asistente', 'assistente', 'auxiliar', 'agente', 'tecnic', 'tecnolog', 'pasante', 'practicante',
    'becari', 'beca', 'estagiari', 'bolsista', 'director', 'diretor', 'consultor', 'asesor', 'assessor', 'especialista',
    'coordinador', 'coordenador', 'operador', 'operari', 'supervisor', 'investigador', 'pesquisador', 'cientific',
    'cientista', 'profesor', 'professor', 'docente', 'maestr', 'editor', 'redactor', 'redator', 'periodista',
    'jornalista', 'reporter', 'disenador', 'arquitect', 'arquitet', 'contador', 'contable', 'cajer', 'vendedor', 'meser',
    'camarer', 'garcom', 'cociner', 'cozinheir', 'chofer', 'conductor', 'motorista', 'recepcionista', 'secretari',
    'ninera', 'baba', 'voluntari', 'administrativ', 'administrador', 'representante', 'ejecutiv', 'executiv', 'encargad',
    'encarregad', 'responsable', 'responsavel', 'lider', 'programador', 'dependiente', 'atendente', 'repositor',
    'repartidor', 'mecanic', 'electricista', 'eletricista', 'medic', 'farmaceutic', 'fisioterapeuta', 'cuidador',
    'abogad', 'advogad', 'economista', 'estadistic', 'estatistic', 'presidente', 'fundador', 'soci', 'gestor', 'promotor',
    'teleoperador', 'telefonista',
  ].join('|')})(?:a|as|e|es|o|os|s|ora|oras|eira|eiras)?\\b|\\b\\w+(?:ologist|olog[oa])s?\\b`,
);

/** Words that name an employer or a place of study, not a job. */
const EMPLOYER_WORDS =
  /\b(?:inc|ltd|ltda|llc|s\.?a\.?s?|s\.?l\.?|corp|corporation|company|compania|companhia|group|grupo|hospital|clinic|clinica|university|universidad|universidade|college|institute|instituto|school|escuela|escola|colegio|bank|banco|gmbh|technologies|solutions|agency|agencia|foundation|fundacion|fundacao|ministry|ministerio|department|departamento)\b/;

/** 'Cargo: Analista', 'Função: Agente de atendimento', 'Position: Cashier'. */
const TITLE_LABEL = /^\s*(?:cargo|puesto|funcion|funcao|position|title|job title|role|rol|ocupacion|ocupacao)\s*:\s*/;

const NOW_WORDS = /\b(?:present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|hoy|hoje|ongoing|en curso|em andamento)\b/;

const MONTH =
  '(?:ene|enero|jan|january|janeiro|feb|febrero|february|fev|fevereiro|mar|marzo|march|marco|abr|abril|apr|april|may|mayo|mai|maio|jun|junio|june|junho|jul|julio|july|julho|ago|agosto|aug|august|sep|sept|set|septiembre|setiembre|september|setembro|oct|octubre|october|out|outubro|nov|noviembre|november|novembro|dic|diciembre|dec|december|dez|dezembro)';
const NOW = '(?:present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|hoy|hoje|ongoing)';
const ONE_DATE = `(?:\\b${MONTH}\\b\\.?(?:\\s*(?:de|del)\\b)?[\\s,/]*)?(?:\\b\\d{1,2}\\s*[/.-]\\s*)?\\b(?:19|20)(?:\\d{2}|xx)\\b`;
/** Dates and date ranges in a line ('Jan 2019 – Present', '04/2012 to 02/2015', '2018 - actualidad'), with their connectors. */
const DATES = new RegExp(
  [
    `(?:\\b(?:de|from|desde)\\s+)?(?:${ONE_DATE}|\\b${MONTH}\\b\\.?)\\s*(?:-|–|—|‑|\\bto\\b|\\ba\\b|\\bal\\b|\\bhasta\\b|\\bate\\b|até|\\buntil\\b|\\btill\\b)\\s*(?:exp\\.?\\s*)?(?:${ONE_DATE}|\\b${NOW}\\b)`,
    `(?:\\b(?:de|from|desde|since)\\s+)?${ONE_DATE}`,
    `\\b${NOW}\\b`,
  ].join('|'),
  'gi',
);

/** A job's title as the CV writes it, or undefined: the best part of a line that names a job. */
function titleIn(text: string): { title: string; score: number } | undefined {
  let best: { title: string; score: number } | undefined;
  const labelled = TITLE_LABEL.exec(foldText(text));
  const rest = withoutJunk(labelled ? text.slice(labelled[0].length) : text);
  const stripped = rest.replace(DATES, ' ');
  const parts = labelled ? [stripped.split(/[.;,()|]|\s[-–—‑]\s/)[0] ?? ''] : stripped.split(/[,;|•·()*[\]]|\/\/|\s[-–—‑@]\s|\s(?:at|en la empresa)\s/i);
  for (const raw of parts) {
    let part = cleanTitle(raw);
    let folded = foldText(part);
    // 'Profesor / Investigador Universidad Autónoma': the job, without the employer after it.
    const employer = EMPLOYER_WORDS.exec(folded);
    if (employer && employer.index > 0 && TITLE_WORDS.test(folded.slice(0, employer.index))) {
      part = cleanTitle(part.slice(0, employer.index));
      folded = foldText(part);
    }
    const wordCount = part.split(/\s+/).filter(Boolean).length;
    if (!/\p{L}{2}/u.test(part) || wordCount > 8 || part.length > MAX_TITLE || /\d/.test(part)) continue;
    let score = labelled ? 4 : 0;
    if (TITLE_WORDS.test(folded)) score += 2;
    const occupation = matchOccupation(words(part));
    if (occupation && [...occupation.corrections.values()].every((corrections) => corrections.size === 0)) score += 1;
    if (EMPLOYER_WORDS.test(folded)) score -= 3;
    if (score >= 2 && (!best || score > best.score)) best = { title: part, score };
  }
  return best;
}

/** A line up to the first URL, file name or address a PDF glued to it ('recomendacao.png)', 'www.site.com'). */
function withoutJunk(text: string): string {
  const kept: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (/\p{Ll}\.\p{L}{2,}|[/@]\p{L}|^https?:|^www\./u.test(word)) break;
    kept.push(word);
  }
  return kept.join(' ');
}

/** The CV's words for a title, trimmed of separators, in a readable case. */
function cleanTitle(raw: string): string {
  const text = raw
    .replace(/^(?:\p{Lu}\.\s+)+/u, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—‑/|:.,;·•*]+|[\s\-–—‑/|:,;·•*]+$/gu, '')
    .replace(TRAILING_WORDS, '')
    .trim();
  return readableCase(text.replace(/\.$/, ''));
}

/** Function words a title does not end with: what is left of 'Arquiteto e urbanista da [name]'. */
const TRAILING_WORDS = /(?:\s+(?:de|del|da|do|das|dos|la|el|of|the|and|y|e|em|en|in|at|to|a|al|para|for|com|con|with))+$/i;

const LOWER_IN_TITLES = new Set(['de', 'del', 'la', 'el', 'y', 'e', 'en', 'em', 'da', 'do', 'das', 'dos', 'of', 'and', 'in', 'the', 'for', 'a', 'o']);

/** 'REGISTERED NURSE' as 'Registered Nurse'; words of three letters or fewer stay ('CEO', 'RN'), except 'de', 'of'. */
function readableCase(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return text;
  return text
    .split(' ')
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && LOWER_IN_TITLES.has(lower)) return lower;
      if (word.replace(/[^\p{L}]/gu, '').length <= 3 && i > 0) return word;
      return lower.replace(/(^|[-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/**
 * Words of the place the CV gives under the name ('Quetzaltenango, Guatemala'): a title that ends with them
 * ('Consultant Quetzaltenango') is said without them.
 */
function placeWords(segments: readonly Segment[]): Set<string> {
  const out = new Set<string>();
  for (const segment of segments.slice(0, HEADLINE_LINES + 2)) {
    if (segment.section !== 'header' || segment.heading) break;
    if (!segment.text.includes(',') || /\d|@/.test(segment.text) || segment.text.split(/\s+/).length > 6 || TITLE_WORDS.test(segment.folded)) continue;
    for (const word of segment.folded.split(/[^\p{L}]+/u)) if (word.length >= 3) out.add(word);
  }
  return out;
}

function withoutPlace(title: string, places: ReadonlySet<string>): string {
  const kept = title.split(' ');
  while (kept.length > 1 && places.has(foldText(kept[kept.length - 1]!).replace(/[^\p{L}]+/gu, ''))) kept.pop();
  return kept.join(' ');
}

/**
 * A job's title, as readJobs grouped its lines: on its dated line ('2019 - 2021 Analista Contable'), else on
 * the head lines around it ('Title / Company / dates', 'dates / Title', 'Company, dates / Cargo: Title').
 */
function jobTitle(job: Job, segments: readonly Segment[]): string | undefined {
  const dated = segments[job.dated]!;
  for (const line of [dated, ...job.head.filter((line) => line !== dated)]) {
    const found = titleIn(line.text);
    if (found) return found.title;
  }
  return undefined;
}

/**
 * The current or last job: the title of the dated job that ends last (the first of them in the CV's order), else
 * of the first job listed when its dates cannot be read ('20XX – present'), else the title line under the name.
 */
function roleOf(cv: { segments: readonly Segment[]; jobs: readonly Job[] }, now: Date): CvSummaryFacts['role'] {
  const { segments, jobs } = cv;
  const current = now.getFullYear() * 12 + now.getMonth();
  const places = placeWords(segments);
  const hasJobSections = segments.some((segment) => segment.section === 'experience' && !segment.heading);
  // The end its own dates give each job: a length printed beside them ('07/2019 - o momento - 1 ano e 6 meses')
  // counts its years, but does not make the current job a past one.
  const ends = jobs.map((job) => Math.max(-1, ...datedIntervals(segments[job.dated]!, job.dated, now).map((interval) => interval.end)));
  const latest = Math.max(-1, ...ends);
  // Jobs that end together (two current ones) in the CV's order; when the latest names no title the engine can
  // tell, an older job's title would mislead.
  for (const [k, job] of jobs.entries()) {
    if (latest < 0 || ends[k] !== latest) continue;
    const title = jobTitle(job, segments);
    if (title) return { title: withoutPlace(title, places), kind: latest >= current ? 'current' : 'last' };
  }
  if (jobs.length === 0 && hasJobSections) {
    const first = segments.findIndex((segment) => segment.section === 'experience' && !segment.heading);
    for (let i = first; i >= 0 && i < Math.min(segments.length, first + 3); i++) {
      const found = titleIn(segments[i]!.text);
      if (found && segments[i]!.section === 'experience') return { title: withoutPlace(found.title, places), kind: NOW_WORDS.test(segments[i]!.folded) ? 'current' : 'last' };
    }
  }
  // The line under the name: what the CV calls itself ('REGISTERED NURSE', 'Senior Python Developer').
  for (const segment of segments.slice(0, HEADLINE_LINES)) {
    if (segment.section !== 'header' || segment.heading) break;
    if (segment.text.split(/\s+/).length > 10 || /[@]|[!?]$/.test(segment.text)) continue;
    const text = segment.text.replace(APPLIED_FOR, '').replace(/\.$/, '');
    // 'Bachillerato Técnico', 'Bachelor of Science': a degree, said under education.
    if (STUDIES.test(foldText(text))) continue;
    const found = titleIn(text);
    if (found) return { title: found.title, kind: 'headline' };
  }
  return null;
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
