import type { CvSummaryFacts } from '../../engine';
import { matchOccupation } from '../postings/match-occupation';
import { words } from '../normalize';
import type { Segment } from './cv-document';
import { datedIntervals, type Job } from './experience';
import { foldText } from './tokens';


// The candidate's current or last role, as the CV writes its title: for the summary (summary.ts).

const MAX_TITLE = 80;
/** The headline is among the first lines of the CV, under the name. */
const HEADLINE_LINES = 6;
/** Europass and forms: 'JOB APPLIED FOR Web developer', 'Cargo pretendido: Vendedor'. */
const APPLIED_FOR =
  /^\s*(?:job applied for|position applied for|desired position|desired job|puesto (?:solicitado|deseado|al que aspira)|cargo (?:pretendido|desejado)|vaga pretendida|objetivo|objective)\s*:?\s*/i;
const STUDIES = /\b(?:bachillerato|bachiller|secundari[oa]|high school|ensino medio|licenciatura|bachelor|master|maestria|mestrado|degree|grado en|graduacao|student|estudiante|estudante)\b/;


/** Words that name a job, folded; each may take a gender or plural ending ('enfermeira', 'analistas'). */
export const TITLE_WORDS = new RegExp(
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
export const TITLE_LABEL = /^\s*(?:cargo|puesto|funcion|funcao|position|title|job title|role|rol|ocupacion|ocupacao)\s*:\s*/;

const NOW_WORDS = /\b(?:present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|hoy|hoje|ongoing|en curso|em andamento)\b/;

const MONTH =
  '(?:ene|enero|jan|january|janeiro|feb|febrero|february|fev|fevereiro|mar|marzo|march|marco|abr|abril|apr|april|may|mayo|mai|maio|jun|junio|june|junho|jul|julio|july|julho|ago|agosto|aug|august|sep|sept|set|septiembre|setiembre|september|setembro|oct|octubre|october|out|outubro|nov|noviembre|november|novembro|dic|diciembre|dec|december|dez|dezembro)';
const NOW = '(?:present|presente|actual|actualidad|actualmente|atual|atualmente|current|currently|now|today|hoy|hoje|ongoing)';
const ONE_DATE = `(?:\\b${MONTH}\\b\\.?(?:\\s*(?:de|del)\\b)?[\\s,/]*)?(?:\\b\\d{1,2}\\s*[/.-]\\s*)?\\b(?:19|20)(?:\\d{2}|xx)\\b`;
/** Dates and date ranges in a line ('Jan 2019 – Present', '04/2012 to 02/2015', '2018 - actualidad'), with their connectors. */
export const DATES = new RegExp(
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
export function readableCase(printed: string): string {
  const text = smallCapsRepaired(printed);
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
 * Capitals a PDF's small-caps font printed with a few letters lowercase ('ANÁLiSiS DE DATOS', 'BUSiNESS iNTELLiGENCE',
 * 'SQl'): capitals again. Only 'i' and 'l' go astray there, so a word with any other lowercase letter ('iPhone',
 * 'PhD', 'MySQL') is as printed.
 */
function smallCapsRepaired(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const lower = letters.replace(/[^\p{Ll}]/gu, '');
  if (letters.length < 3 || lower.length === 0 || /[^il]/.test(lower) || letters.length - lower.length < 2 * lower.length) return text;
  // Apple's names begin with a lowercase i ('iOS').
  if (lower.length === 1 && /(?:^|[^\p{L}])i\p{Lu}/u.test(text)) return text;
  return text.toUpperCase();
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
export function roleOf(cv: { segments: readonly Segment[]; jobs: readonly Job[] }, now: Date): CvSummaryFacts['role'] {
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
