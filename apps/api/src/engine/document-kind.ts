
/*
 * What an uploaded document is, decided from its text before any AI engine reads it (issue 14), so neither
 * engine scores an empty page or a project report as if it were a candidate's CV. The rules are general
 * and explainable (decision 019), measured on the shared corpus: its 55 real CVs, its not-CV documents
 * (a 117-page German textbook, a LaTeX article of Latin filler, a research-governance form) and synthetic
 * project reports and a book in es, pt and en (testing/long-documents.ts).
 */

/** A CV to score; a document with nothing to read (near-empty); or a long text that is plainly not a CV. */
export type DocumentContent = 'cv' | 'empty' | 'not_a_cv';

/**
 * Below this many letters a document has nothing to read as anyone's CV: a lone word, a title, a name. It is
 * the bar the PDF reader already uses to tell a text layer from a blank scan (MIN_TEXT_LAYER_LETTERS), about
 * five words; the shortest real CV of the corpus (518 characters) has 331 such letters, eleven times more.
 */
export const MIN_LETTERS = 30;

/**
 * Below this many words a text is scored whatever it looks like: too short to tell a CV from a short bio or a
 * cover letter without contact data or dates. About a page; the not-CV documents of the corpus have 744 words
 * and more.
 */
export const MIN_WORDS_TO_JUDGE = 300;

/**
 * CV signs (section headings, dated periods, contact data near the top) per 1,000 words below which a long
 * text is not read as a CV when it also looks like a report or a book. Every CV of the corpus shows 3.8 or
 * more (the lowest is the 7-page academic CV geofis/cv-es.pdf); the reports, the book and the textbook show
 * 1.1 or less.
 */
export const MIN_CV_SIGNS_PER_1000_WORDS = 2;

/** Twice the longest CV of the corpus (geofis/cv-es.pdf, about 4,000 words over 7 pages): a length no CV has. */
export const LONGER_THAN_ANY_CV_WORDS = 8_000;

/**
 * What is read: the first 200,000 characters (about 60 pages, six times the longest CV). Past that a text is
 * far longer than any CV anyway, and the reading stays within tens of milliseconds. Every pattern below is
 * linear in its line (each starts only where a run starts, or is bounded), so no text shape makes it slow.
 */
const READ_CHARS = 200_000;
/** Lines are cut like the CV readers cut them, so no pattern ever runs over an endless line. */
const LINE_CHARS = 1_000;
/** A heading is a short line: "Experiencia laboral", "4.2 Base de datos", "Capítulo 3 – Cronograma de execução". */
const HEADING_CHARS = 60;
const HEADING_WORDS = 6;
/** Contact data is looked for in the first lines, where CVs print it. */
const TOP_LINES = 15;

export interface DocumentReading {
  kind: DocumentContent;
  /** Letters outside e-mail addresses, links, the "Curriculum vitae" title and labels left blank ("Nombre:"). */
  letters: number;
  /** Words of two letters or more. */
  words: number;
  /** CV section headings, dated periods ("2019 – 2023", "desde 2015") and contact data near the top. */
  cvSigns: number;
  cvSignsPer1000Words: number;
  /** What makes it look like a report or a book. */
  reportSigns: ReportSign[];
}

export type ReportSign = 'contents' | 'chapters' | 'report_sections' | 'isbn' | 'length';

/** What the document is: see DocumentReading for the figures behind it. */
export function documentKind(text: string): DocumentContent {
  return readDocument(text).kind;
}

export function readDocument(fullText: string): DocumentReading {
  const text = fullText.slice(0, READ_CHARS);
  const lines = text
    .split('\n')
    .map((line) => line.slice(0, LINE_CHARS).trim())
    .filter(Boolean);
  const letters = meaningfulLetters(lines);
  const words = text.match(/\p{L}{2,}/gu)?.length ?? 0;
  const { cvSigns, reportSigns } = signs(lines, words);
  const cvSignsPer1000Words = words === 0 ? 0 : (1000 * cvSigns) / words;
  return { kind: decide(), letters, words, cvSigns, cvSignsPer1000Words, reportSigns };

  function decide(): DocumentContent {
    // A document that gives a way to reach its sender is never empty: scored, the recruiter sees the e-mail or
    // the phone and can ask for a proper CV.
    if (letters < MIN_LETTERS && !lines.some(hasContact)) return 'empty';
    if (words < MIN_WORDS_TO_JUDGE) return 'cv';
    // A page or more with no sign of a CV at all: no section of one, no dated period, no contact data.
    if (cvSigns === 0) return 'not_a_cv';
    // A report or a book: its CV signs (a cover page's e-mail, a timetable's dates) are few for its length.
    if (reportSigns.length > 0 && cvSignsPer1000Words < MIN_CV_SIGNS_PER_1000_WORDS) return 'not_a_cv';
    return 'cv';
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Starts only where a run of address characters starts: never tried again from inside "a-a-a-…".
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const ONE_EMAIL = new RegExp(EMAIL.source, 'u');
const LINK = /(?:https?:\/\/|www\.)\S+/giu;
/** A CV's title says nothing about anyone: "Curriculum vitae", "Hoja de vida", "Currículo", "Résumé", "CV". */
const CV_TITLE = /(?<!\p{L})(?:curr[ií]cul(?:um|o)(?:\s+vitae)?|hoja\s+de\s+vida|r[ée]sum[ée]|cv)(?!\p{L})/giu;
/** A label left blank, as in an unfilled template: "Nombre:", "Teléfono: ____". */
const BLANK_LABEL = /^[^:]{1,40}:[\s_.…-]*$/u;

function meaningfulLetters(lines: string[]): number {
  let letters = 0;
  for (const line of lines) {
    if (BLANK_LABEL.test(line)) continue;
    // Most lines hold no address: the patterns run only where one may be.
    let kept = line.includes('@') ? line.replace(EMAIL, ' ') : line;
    if (/https?:|www\./i.test(kept)) kept = kept.replace(LINK, ' ');
    letters += letterCount(kept) - letterCount((kept.match(CV_TITLE) ?? []).join(''));
  }
  return letters;
}

/**
 * A phone number as CVs print them: "+54 9 11 5555-0101", "(11) 96591-8870", "607.379.5733", "3162237047": at
 * most five groups of digits after an optional "+" and "(area code)", 8 to 15 digits in all (checked apart).
 */
const PHONE = /(?<![\p{N}+])(?:\+\s?)?(?:\(\s?\+?\d{1,4}\s?\)\s?)?\d{1,10}(?:[\s.-]{1,2}\d{1,10}){0,4}(?![\p{N}])/gu;

function hasPhone(line: string): boolean {
  for (const match of line.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15) return true;
  }
  return false;
}

const hasContact = (line: string) => ONE_EMAIL.test(line) || hasPhone(line);

/** Section headings of CVs in es, en and pt, matched anywhere in a short line ("Experiencia laboral", "Technical skills"). */
const CV_HEADING = new RegExp(
  String.raw`\b(?:` +
    [
      // experience
      'experiencias?', 'experiences?', 'work history', 'employments?', 'empleos?', 'trayectoria', 'historial laboral',
      'atuacao profissional', 'professional appointments',
      // education
      'educacion', 'education', 'formacion', 'formacao', 'estudios', 'academica', 'academic', 'escolaridade', 'qualifications?',
      // skills
      'skills', 'habilidades', 'competencias', 'competencies', 'competences', 'aptitudes', 'conocimientos', 'conhecimentos',
      'herramientas', 'ferramentas', 'tecnologias', 'technologies',
      // languages
      'idiomas?', 'languages', 'linguas',
      // profile
      'perfil', 'profile', 'summary', 'sobre mi', 'acerca de mi', 'about me', 'objetivos? profesional(?:es)?', 'objetivo', 'objective',
      'resumen profesional', 'resumo profissional', 'biography', 'biografia',
      // personal details
      'contacto', 'contact', 'contato', 'datos personales', 'dados pessoais', 'personal information', 'informacion personal',
      'personal details',
      // referees, courses, awards, interests, publications
      'referencias (?:personales|laborales|profesionales)', 'referees', 'certificaciones', 'certifications?', 'cursos', 'courses',
      'certificados', 'certificates', 'capacitacion', 'awards', 'premios', 'honou?rs', 'intereses', 'interests', 'hobbies',
      'interesses', 'voluntariado', 'volunteer(?:ing)?', 'publicaciones', 'publications', 'publicacoes', 'teaching', 'docencia',
    ].join('|') +
    String.raw`)\b`,
);

/** Sections of reports and books, at the start of a heading line once its number is set aside ("3. Metodología"). */
const REPORT_SECTIONS: Record<string, RegExp> = {
  introduction: /^(?:introduccion|introduction|introducao|einleitung|einfuhrung)$/,
  methods: /^(?:metodologia|methodology|methods|metodos|materiais e metodos|materiales y metodos)\b/,
  results: /^(?:resultados|results)\b/,
  conclusions: /^(?:conclusiones|conclusions?|conclusoes|conclusao|fazit)\b/,
  discussion: /^(?:discusion|discussion|discussao)$/,
  bibliography: /^(?:bibliografia|bibliography|referencias bibliograficas|referencias|references|literatur(?:verzeichnis)?|works cited)$/,
  annex: /^(?:anexos?|appendix|appendices|apendices?|anhang)\b/,
  abstract: /^(?:abstract|zusammenfassung)$/,
  preface: /^(?:agradecimientos|acknowledge?ments|agradecimentos|danksagung|vorwort|preface|prefacio|prologo)$/,
};
const CONTENTS = /^(?:indice|indice general|contenido|contenidos|table of contents|contents|sumario|inhaltsverzeichnis)$/;
/** A table-of-contents entry: dotted leaders and a page number ("2.1 Objetivos ........ 7"). */
const LEADERS = /(?:\.\s?){3}\.\s*\d+$/;
/** "2.3 Arquitectura", "Capítulo 4 – Resultados", "Chapter 2 Soil". */
const NUMBERED_HEADING = /^(?:(?:capitulo|chapter|kapitel)\s+\d+|\d+(?:\.\d+)+\.?\s+\p{L})/u;
const ISBN = /\bisbn(?:-1[03])?:?\s*[\d-]{10,17}/;

const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:\d{1,2}[/.-])?${YEAR}`;
const ONGOING = String.raw`(?:present|presente|actual|actualidad|actualmente|atual|atualmente|now|current|currently|today|hoy|hoje|on|ongoing|la fecha|o momento|date)`;
/** A dated period as CVs print them: "2019 – 2023", "03/2018 - 05/2020", "Agosto 2019 - Mayo 2021", "2022 –> Present", "de 08/2019 a 06/2020". */
const PERIOD = new RegExp(
  String.raw`${DATE}\s*(?:[-–—‑>]+|\ba\b|\bto\b|\bate\b|\bhasta\b|\bal\b)\s*(?:[\p{L}.]+\s+(?:de\s+)?)?(?:${DATE}|${ONGOING}\b)` +
    String.raw`|\b(?:since|desde|a partir de)\s+(?:\p{L}+\s+(?:de\s+)?)?${YEAR}\b`,
  'u',
);

/** A heading as written, comparable: bold-by-overprint and letter-spaced titles undone, accents and case folded. */
function headingText(line: string): string {
  let text = line;
  // "DDAATTOOSS PPEERRSSOONNAALLEESS": bold made by printing every letter twice.
  const tokens = text.split(' ');
  if (tokens.every((token) => token.length % 2 === 0 && /^(?:(.)\1)+$/su.test(token))) text = tokens.map((token) => token.replace(/(.)\1/gsu, '$1')).join(' ');
  // "E D U C A C I Ó N": a letter-spaced title.
  else if (/^(?:\p{L} )+\p{L}$/u.test(text)) text = text.replace(/ /g, '');
  return fold(text)
    .replace(/^[^\p{L}\p{N}]+|(?<![\s:.·…_-])[\s:.·…_-]+$/gu, '')
    .trim();
}

function signs(lines: string[], words: number): { cvSigns: number; reportSigns: ReportSign[] } {
  let cvSigns = lines.slice(0, TOP_LINES).some(hasContact) ? 1 : 0;
  const reportSections = new Set<string>();
  let contents = false;
  let leaders = 0;
  let numbered = 0;
  for (const line of lines) {
    if (LEADERS.test(line)) leaders++;
    // Most lines of a long text are prose: too long for a heading, and without a year for a period.
    const mayBeHeading = line.length <= 2 * HEADING_CHARS;
    const mayHoldPeriod = /\d{4}/.test(line);
    if (!mayBeHeading && !mayHoldPeriod) continue;
    const heading = headingText(line);
    if (mayHoldPeriod && PERIOD.test(heading)) cvSigns++;
    if (heading.length > HEADING_CHARS || heading.split(' ').length > HEADING_WORDS) continue;
    if (CV_HEADING.test(heading)) cvSigns++;
    if (CONTENTS.test(heading)) contents = true;
    if (NUMBERED_HEADING.test(heading)) numbered++;
    const unnumbered = heading.replace(/^(?:(?:capitulo|chapter|kapitel)\s+)?\d+(?:\.\d+)*\.?\s*[-–—:]?\s*/, '');
    for (const [section, pattern] of Object.entries(REPORT_SECTIONS)) if (pattern.test(unnumbered)) reportSections.add(section);
  }
  const reportSigns: ReportSign[] = [];
  if (contents || leaders >= 3) reportSigns.push('contents');
  if (numbered >= 3) reportSigns.push('chapters');
  if (reportSections.size >= 2) reportSigns.push('report_sections');
  // A book prints its ISBN on the first pages (an academic CV may list books with theirs further down).
  if (ISBN.test(fold(lines.slice(0, 60).join('\n')))) reportSigns.push('isbn');
  if (words > LONGER_THAN_ANY_CV_WORDS) reportSigns.push('length');
  return { cvSigns, reportSigns };
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
