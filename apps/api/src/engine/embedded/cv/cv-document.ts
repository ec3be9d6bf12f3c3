import { foldText, tokenize, type Token } from './tokens';

// A CV's text read as a document: its lines, the sections their headings open, and segments (a bullet,
// a paragraph, or the lines a PDF wrapped, joined again) that the readers of conditions quote as evidence.

export type SectionKind =
  | 'header'
  | 'profile'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'references'
  | 'other';

export interface Line {
  index: number;
  text: string;
  section: SectionKind;
  heading: boolean;
  /** Advice printed by the CV template ('TIP: Tailor this section…'), not the candidate's words. */
  template: boolean;
  /** A blank line comes before it: documents written in a word processor separate entries that way. */
  gap: boolean;
}

export interface Segment {
  /** Index of the segment's first line. */
  line: number;
  section: SectionKind;
  heading: boolean;
  /** A blank line comes before it. */
  gap: boolean;
  /** It began with a bullet ('- Cooking experience', '• …'), which `text` leaves out: a description, never a title. */
  bullet?: boolean;
  text: string;
  folded: string;
  tokens: Token[];
}

// Headings in es/en/pt, matched on the folded line. Order matters: 'Formação complementar' is training,
// not education; 'Certifications and Licenses' is certifications; a heading that begins with education
// ('Education and Training', 'Formación académica y cursos', 'Formação e certificações') is education.
const HEADINGS: readonly [SectionKind, RegExp][] = [
  ['education', /^(education|educacion|educacao|formacion academica|formacao academica|formacion y|formacao e)\b/],
  ['references', /\b(references?|referees?|referencias?(?: laborales| personales| profesionales)?)\b/],
  ['certifications', /\b(certifications?|certificates?|certificados|certificaciones|certificacoes|licen[cs]es|licencias|courses|cursos|training|capacitacion|professional development|formacion complementaria|formacao complementar)\b/],
  ['languages', /^(languages?|idiomas?|lenguas|linguas)\b/],
  ['education', /\b(education|educacion|educacao|formacion|formacao|academic|estudios|escolaridad|escolaridade|graduacao)\b/],
  ['experience', /\b(experiences?|experiencias?|employment|work history|career history|trayectoria|volunteering|voluntariado|trabalho voluntario|trabajo voluntario)\b|^(?:clinical )?(placements?|internships?|practicas|estagios?)\b/],
  ['profile', /\b(summary|profile|about me|objective|resumen|perfil|sobre mi|objetivo|introducao|introduccion|resumo|apresentacao|highlights)\b/],
  ['skills', /\b(skills|qualifications|competenc\w*|habilidades|conocimientos|aptitudes|conhecimentos|tools|herramientas|ferramentas|tecnologias|technologies)\b/],
  ['other', /^(?:selected )?works$|\b(additional|adicional|interests|hobbies|intereses|interesses|publications?|publicaciones|publicacoes|awards|honors|honours|premios|memberships|projects?|proyectos|projetos|achievements|logros|involvement|miscelaneo|extracurricular|activities|actividades|atividades)\b/],
];

/**
 * Labels of the candidate's own personal data. No referee is listed with a birth date or a marital status, so
 * one of them ends a references section: two-column layouts interleave the referees with the candidate's data.
 */
const OWN_DATA = /^(?:fecha de nacimiento|date of birth|data de nascimento|lugar de nacimiento|nacionalidad|nationality|nacionalidade|estado civil|marital status|edad|idade)\b/;

const BULLET = /^[\s•●▪◦·∙‣○■□➢➤►▸*–—-]+\s*/u;

export function headingKind(line: string): SectionKind | undefined {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > 45 || /[\d@]|[.,;]$/.test(trimmed) || BULLET.test(trimmed)) return undefined;
  const folded = foldText(trimmed).replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (folded.split(' ').length > 5) return undefined;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(folded)) return kind;
  return undefined;
}

export function readLines(text: string): Line[] {
  const out: Line[] = [];
  let section: SectionKind = 'header';
  let index = 0;
  let gap = false;
  for (const raw of text.split('\n')) {
    const trimmed = raw.replace(/\t+/g, '  ').trim();
    if (!trimmed) {
      gap = true;
      continue;
    }
    const kind = headingKind(trimmed);
    if (kind) section = kind;
    else if (section === 'references' && OWN_DATA.test(foldText(trimmed))) section = 'other';
    // A template's advice ('TIP: Commence the bullet points … such as ‘Developed’,') goes on over the lines it wraps to.
    const previous = out[out.length - 1];
    const advice = /^tip\s*:/i.test(trimmed) || (previous?.template === true && !gap && !kind && !/[.!?]["’”]?$/.test(previous.text));
    out.push({ index: index++, text: trimmed, section, heading: Boolean(kind), template: advice, gap });
    gap = false;
  }
  return out;
}

/** Segments of the lines: bullets start one, lines a PDF wrapped mid-sentence are joined again. */
export function readSegments(lines: readonly Line[]): Segment[] {
  const out: Segment[] = [];
  let current: { line: number; last: number; section: SectionKind; heading: boolean; gap: boolean; bullet: boolean; text: string } | undefined;
  const flush = () => {
    if (!current) return;
    const { last: _last, ...segment } = current;
    for (const piece of splitLong(segment.text)) {
      const folded = foldText(piece);
      out.push({ ...segment, text: piece, folded, tokens: tokenize(piece) });
    }
    current = undefined;
  };
  for (const line of lines) {
    if (line.template) {
      flush();
      continue;
    }
    const bullet = BULLET.test(line.text);
    const text = line.text.replace(BULLET, '');
    const continues =
      current &&
      !bullet &&
      !line.heading &&
      !current.heading &&
      !line.gap &&
      // A line left out between them (a contact line, personal data) ends the sentence: 'Função: Agente' is not
      // continued by the end of the URL line under it.
      line.index === current.last + 1 &&
      current.section === line.section &&
      (/[-–,]$/.test(current.text) || (!/[.:;!?)]$/.test(current.text) && /^[\p{Ll}(]/u.test(text)));
    if (current && continues) {
      current.text = /\p{L}-$/u.test(current.text) ? `${current.text.slice(0, -1)}${text}` : `${current.text} ${text}`;
      current.last = line.index;
      continue;
    }
    flush();
    current = { line: line.index, last: line.index, section: line.section, heading: line.heading, gap: line.gap, bullet, text };
  }
  flush();
  return out;
}

/** A segment longer than this is cut at a space: readers scan a segment per condition and per date in it. */
const MAX_SEGMENT = 400;

/**
 * `text` cut at a space into pieces of at most `max` characters (at `max` exactly when a piece has no space).
 * Linear: each piece is looked at once.
 */
export function wrapAt(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The text an analysis reads: at most `maxChars`, no line longer than `maxLine` (longer ones are wrapped at a
 * space). Real CVs are far below both; a document of one endless line or of megabytes of text is read as a
 * bounded, ordinary one, so every reader's cost stays in proportion to a CV's.
 */
export function boundText(text: string, maxChars: number, maxLine: number): string {
  return text
    .slice(0, maxChars)
    .split('\n')
    .flatMap((line) => (line.length > maxLine ? wrapAt(line, maxLine) : [line]))
    .join('\n');
}

/** Sentences of a long paragraph, so evidence stays a short quotation; a sentence too long is wrapped. */
function splitLong(text: string): string[] {
  if (text.length <= 320) return [text];
  const parts = text.split(/(?<=[.!?;])\s+(?=[\p{Lu}\d])/u).flatMap((part) => wrapAt(part, MAX_SEGMENT));
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + part.length < 200) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out;
}

/** Evidence as the contract wants it: the CV's words, one line, at most `max` characters around `at`. */
export function quote(text: string, at = 0, max = 400): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const start = Math.max(0, Math.min(at - Math.floor(max / 3), flat.length - max + 1));
  const slice = flat.slice(start, start + max - 2);
  return `${start > 0 ? '…' : ''}${slice}${start + max - 2 < flat.length ? '…' : ''}`.slice(0, max);
}
