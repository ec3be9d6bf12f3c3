import type { Segment } from './cv-document';
import { tokenize } from './tokens';
import { coverage, type Unit } from './units';

// Degrees in es/en/pt by level, from secondary school to a doctorate. 'Bachillerato' is Spanish
// secondary school, 'bacharelado' a Brazilian bachelor's degree; 'técnico' is a technical degree only in
// an education section or a condition (elsewhere it is a job title).

export const DEGREE_LEVELS: readonly [level: number, pattern: RegExp][] = [
  [5, /\b(doctorado|doctorate|ph\.?\s?d|doutorado|doctor en|doctor of philosophy)\b/],
  [4, /\b(maestria|masters?|msc|m\.sc|m\.s\.|mba|mestrado|magister|posgrado|postgrado|pos-graduacao|pos graduacao|especializacion|especializacao|specialization|postgraduate|mestre)\b/],
  [3, /\b(licenciatura|licenciad[oa]|grado en|grado de|bachelors?|bsc|b\.sc|b\.s\.|b\.a\.|btech|b\.tech|bacharelado|bacharel|graduacao|graduad[oa] (?:en|em)|ingenieria|ingenier[oa] (?:en|civil|industrial|de|electronico|mecanico|quimico)|engenharia|engenheir[oa] (?:de|civil|eletricista|mecanico)|university degree|degree in|degree|titulo universitario|titulo de grado|carrera universitaria|tecnologo|tecnologa|superior completo|ensino superior)\b/],
  [2, /\b(tecnic[oa] (?:superior|en|em|de)|tecnicatura|curso tecnico|technician|associate degree|diploma|certificate (?:iii|iv|3|4)|ciclo formativo|formacion profesional|tecnico|tecnica)\b/],
  [1, /\b(secundari[oa]|bachillerato|high school|ensino medio|preparatoria|senior secondary|secondary school|secondary education|ged)\b/],
];

const IN_PROGRESS =
  /\b(in progress|pursuing|en curso|cursando|em andamento|expected|esperad[oa]|previst[oa]|previsao|current student|estudiante de|estudante de|(?:19|20)\d{2}\s*[-–]\s*(?:present|presente|actual|actualidad|atual|atualmente))\b/;

/** Words that name a degree rather than its field; the field is what is left of the condition. */
const DEGREE_WORDS = new Set(
  tokenize(
    'titulo título licenciatura licenciado grado graduacion graduación graduado graduada graduação bachelor bachelors degree diploma ' +
      'master masters maestria maestría mestrado doctorado doctorate phd doutorado universitario universitaria university universidad ' +
      'universidade carrera curso course tecnico técnico tecnica técnica tecnicatura superior science ciencias ciências arts bsc msc mba ' +
      'bacharelado bacharel tecnologo tecnólogo secundario secundaria bachillerato completo completa ensino medio médio high school',
  ).map((token) => token.stem),
);

export function isDegreeWord(stem: string): boolean {
  return DEGREE_WORDS.has(stem);
}

export function degreeLevel(folded: string): number | undefined {
  for (const [level, pattern] of DEGREE_LEVELS) if (pattern.test(folded)) return level;
  return undefined;
}

/** The lowest level a condition accepts ('Licenciatura o Técnico Superior' accepts a technical degree). */
export function requiredLevel(folded: string): number | undefined {
  let lowest: number | undefined;
  for (const [level, pattern] of DEGREE_LEVELS) if (pattern.test(folded)) lowest = level;
  if (lowest === undefined && /\b(titulo|degree|graduad[oa]|formad[oa] em|formacion en|formacao em|carrera de)\b/.test(folded)) return 3;
  return lowest;
}

export type DegreeVerdict =
  | { verdict: 'met' | 'partly' | 'not_met'; key: 'degree.met' | 'degree.progress' | 'degree.partly' | 'degree.notMet'; evidence: Segment | undefined }
  | { verdict: 'unclear'; key: 'degree.unclear'; evidence: undefined };

export function readDegree(segments: readonly Segment[], required: number, field: readonly Unit[]): DegreeVerdict {
  const hasEducation = segments.some((segment) => segment.section === 'education');
  const pool = hasEducation ? segments.filter((segment) => segment.section === 'education') : segments;
  let best: { segment: Segment; level: number; field: number; progress: boolean } | undefined;
  let fieldOnly: Segment | undefined;
  pool.forEach((segment, i) => {
    const level = degreeLevel(segment.folded);
    // The field is often on the line before or after the degree ('Florida Nursing University' /
    // 'Bachelor of Science in Nursing').
    const window = pool.slice(Math.max(0, i - 1), i + 2);
    const fieldShare = field.length === 0 ? 1 : coverage(window.flatMap((s) => s.tokens), field).share;
    if (level === undefined || (!hasEducation && level === 2)) {
      if (field.length > 0 && coverage(segment.tokens, field).share >= 0.5) fieldOnly ??= segment;
      return;
    }
    const progress = IN_PROGRESS.test(window.map((s) => s.folded).join(' '));
    const rank = (candidate: { level: number; field: number; progress: boolean }) =>
      (candidate.level >= required ? 2 : 0) + candidate.field * 2 + (candidate.progress ? 0 : 0.5);
    const candidate = { segment, level, field: fieldShare, progress };
    if (!best || rank(candidate) > rank(best)) best = candidate;
  });
  if (best) {
    if (best.level >= required && best.field >= 0.5) {
      return best.progress
        ? { verdict: 'partly', key: 'degree.progress', evidence: best.segment }
        : { verdict: 'met', key: 'degree.met', evidence: best.segment };
    }
    if (best.field >= 0.5 || (best.level >= required && best.field > 0)) return { verdict: 'partly', key: 'degree.partly', evidence: best.segment };
    if (fieldOnly) return { verdict: 'partly', key: 'degree.partly', evidence: fieldOnly };
    return { verdict: 'not_met', key: 'degree.notMet', evidence: best.segment };
  }
  if (fieldOnly && hasEducation) return { verdict: 'partly', key: 'degree.partly', evidence: fieldOnly };
  if (hasEducation && pool.length > 1) return { verdict: 'not_met', key: 'degree.notMet', evidence: undefined };
  return { verdict: 'unclear', key: 'degree.unclear', evidence: undefined };
}
