import type { Language } from '@postula/contract/constants';
import { DEGREE_CONTEXT, EXPERIENCE_CONDITION } from '../cv/assess-condition';
import { requiredLevel } from '../cv/education';
import { requiredYears } from '../cv/experience';
import { DRIVING_LICENCE } from '../cv/licences';
import { languagesIn, type SpokenLanguage } from '../cv/spoken-languages';
import { foldText, stemsMatch, tokenize } from '../cv/tokens';
import { isFrameWord } from '../cv/units';

// Text helpers of the screening questions and the interview summary. Everything quoted here is the
// recruiter's or the candidate's own text: it is flattened to one line and cut, never interpreted.

/** One line: runs of white space and control characters become one space. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * At most `max` characters, cut at the last whole word with an ellipsis; a text with no space to cut at
 * is cut hard. A trailing full stop is dropped so the text can be quoted inside a sentence.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = oneLine(text).replace(/[.;:,]+$/, '');
  if (flat.length <= max) return flat;
  const space = flat.lastIndexOf(' ', max - 1);
  const head = space > max / 3 ? flat.slice(0, space) : flat.slice(0, max - 1);
  return `${head.replace(/[\s,;:.\-–—(]+$/, '')}…`;
}

/** 'Atender clientes' reads inside a sentence as 'atender clientes'; 'SAP' and 'React' keep their capitals. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const MARKS: Record<Language, [string, string]> = { es: ['«', '»'], en: ['“', '”'], pt: ['“', '”'] };

/** The text between the language's quotation marks. */
export function quoted(text: string, language: Language): string {
  const [open, close] = MARKS[language];
  return `${open}${text}${close}`;
}

/** What a condition is about, which decides how to ask about it. */
export type ConditionTopic =
  | { kind: 'language'; spoken: SpokenLanguage[] }
  | { kind: 'licence' }
  | { kind: 'certification' }
  | { kind: 'availability' }
  | { kind: 'experience' }
  | { kind: 'degree' }
  | { kind: 'skill' };

const CERTIFICATION =
  /\b(certificad[oa]s?|certificacion(?:es)?|certifications?|certified|certificates?|certificacao|certificacoes|matricula|colegiad[oa]|registro profesional|registro (?:no|en el|en|ativo)|licencia|licence|license|licenca|habilitacion|carnet|carne|permiso|permit|credencial|coren|crea|crc|oab|registrations?|accreditation|acreditacion|acreditacao|colegiatura)\b/;

const AVAILABILITY = /\b(disponibilidad|disponibilidade|availability|available|dispuest[oa]|willing(?:ness)?|disposicao)\b/;

/** Studies the CV reader has no degree level for ('Curso de…', 'Formação em…', 'Posgrado o MBA'). */
const STUDIES = /\b(formacion|formacao|estudios|studies|education|posgrado|pos-graduacao|pos graduacao|postgraduate|mba|curso|cursos|course|courses|licenciatura|graduacao|titulo|degree|diploma)\b/;

export function conditionTopic(condition: string): ConditionTopic {
  const folded = foldText(condition);
  if (DRIVING_LICENCE.test(folded)) return { kind: 'licence' };
  const spoken = languagesIn(folded);
  if (spoken.length > 0 && /idioma|language|lingua|ingles|english|portugues|espanol|frances|aleman|italiano|chino|japones|nivel|level|fluent|fluente|avanzad|advanced|avancad|hablar|speak|falar/.test(folded)) {
    return { kind: 'language', spoken };
  }
  if (CERTIFICATION.test(folded)) return { kind: 'certification' };
  if (AVAILABILITY.test(folded)) return { kind: 'availability' };
  if (requiredYears(folded) !== undefined || EXPERIENCE_CONDITION.test(folded) || /\bexperienc/.test(folded)) return { kind: 'experience' };
  if ((DEGREE_CONTEXT.test(folded) && requiredLevel(folded) !== undefined) || STUDIES.test(folded)) return { kind: 'degree' };
  return { kind: 'skill' };
}

/** Stems of the words that carry a text's meaning ('Experiencia en ventas' gives 'venta'): frame words out. */
export function contentStems(text: string): string[] {
  const stems = tokenize(text)
    .map((token) => token.stem)
    .filter((stem) => stem.length >= 3 && !isFrameWord(stem));
  return [...new Set(stems)];
}

/** Whether two lists of stems share one (with the CV reader's tolerance for endings). */
export function overlaps(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => stemsMatch(x, y)));
}
