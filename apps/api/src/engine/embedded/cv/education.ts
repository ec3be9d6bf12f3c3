import type { Segment } from './cv-document';
import { tokenize, type Token } from './tokens';
import { coverage, unitsOf, type Unit } from './units';

// Degrees in es/en/pt by level, from secondary school to a doctorate. 'Bachillerato' is Spanish
// secondary school and a 'bachiller' (Colombia, Venezuela, Ecuador, Spain) has finished it, while a
// 'bachiller en' a field is a Peruvian university degree or a Venezuelan school one, so it names no level;
// 'bacharelado' is a Brazilian bachelor's degree; 'técnico' is a technical degree only in an education
// section or a condition (elsewhere it is a job title), while Venezuela's 'T.S.U.' (técnico superior
// universitario) is a short university degree, as Brazil's 'tecnólogo' is.

export const DEGREE_LEVELS: readonly [level: number, pattern: RegExp][] = [
  [5, /\b(doctorado|doctorate|ph\.?\s?d|doutorado|doctora? en|doctor of philosophy)\b/],
  [4, /\b(maestria|masters?|msc|m\.sc|m\.s\.|mba|mestrado|magister|posgrado|postgrado|pos-graduacao|pos graduacao|especializacion|especializacao|specialization|postgraduate|mestre|mestra)\b/],
  [3, /\b(licenciatura|licenciad[oa]|grado en|grado de|bachelors?|bsc|b\.sc|b\.s\.|b\.a\.|btech|b\.tech|bacharelado|bacharela?|graduacao|graduad[oa] (?:en|em)|ingenieria|ingenier[oa] (?:en|civil|industrial|de|electronic[oa]|mecanic[oa]|quimic[oa])|engenharia|engenheir[oa] (?:de|civil|eletricista|mecanic[oa])|university degree|degree in|degree|titulo universitario|titulo de grado|carrera universitaria|tecnologo|tecnologa|bsn|b\.s\.n|t\.s\.u|tsu|tecnic[oa] superior universitari[oa]|superior completo|ensino superior|educacion superior|estudios superiores|higher education|curso superior|superior de tecnologia|superior em|faculdade|facultad de|university|universidad|universidade)\b/],
  [2, /\b(adn|asn|a\.s\.n|a\.d\.n|associate of science in nursing|associate of (?:applied )?(?:science|arts)|a\.a\.s|a\.s(?=\s*[:,]|\s+(?:in|en|em)\b)|tecnic[oa] (?:superior|en|em|de)|tecnicatura|fp (?:de )?grado (?:medio|superior)|grado (?:medio|superior)|ciclo (?:de )?grado (?:medio|superior)|curso tecnico|technician|associate degree|(?<!high school |secondary school )diploma(?! (?:de |of )?(?:bachiller|secundari|high school|ensino medio))|certificate (?:iii|iv|3|4)|ciclo formativo|formacion profesional|tecnico|tecnica)\b/],
  [1, /\b(secundari[oa]|bachillerato|bachiller(?! (?:en|in) )|high school|ensino medio|preparatoria|senior secondary|secondary school|secondary education|ged|eso|secundaria obligatoria)\b/],
];

const IN_PROGRESS =
  /\b(in progress|pursuing|en curso|cursando|em andamento|em curso|current student|estudiante de|estudante de|(?:19|20)\d{2}\s*[-–]\s*(?:present|presente|actual|actualidad|atual|atualmente|hoy|hoje|now|current))\b/;
/** A date of completion to come, and its year when given ('Expected Graduation: May 2018' is long past). */
const EXPECTED = /\b(?:expected|esperad[oa]|previst[oa]|previsao)\b(?:[^\d]{0,30}?((?:19|20)\d{2})\b)?/;
/**
 * Whether a degree's lines say it is still being studied: in progress, or completed only in a year to come
 * ('expected 2028'; 'Expected Graduation: May 2018' is long past). `endYear` is the end of its dates, 0 if none.
 */
export function stillStudied(around: string, endYear: number, now: Date): boolean {
  const expected = EXPECTED.exec(around);
  return IN_PROGRESS.test(around) || (expected ? Number(expected[1] ?? Infinity) >= now.getFullYear() : endYear > now.getFullYear());
}

/** Begun and left: 'Secundario incompleto', 'trunco', 'não concluído', 'Cursado até o 2° período', 'Pausado (7mo. Semestre)'. */
export const UNFINISHED =
  /\b(incomplet[oa]s?|trunc[oa]|inconclus[oa]|sin terminar|sin concluir|no concluid[oa]|nao conclu[iu]d[oa]|nao conclui|no pude continuar|interrompid[oa]|interrumpid[oa]|trancad[oa]|abandonad[oa]|cursad[oa] (?:hasta|ate)|unfinished|not completed|did not complete|incomplete|withdrew|pausad[oa]|paused|on hold|en pausa|em pausa|suspendid[oa])\b/;
/** The year an education line ends in, when it is written as a range ('2021 - 2025', 'conclusão em 2026'). */
const END_YEAR = /(?:[-–]\s*|conclusao\s+(?:em\s+)?)((?:19|20)\d{2})\b/;

/** Words that name a degree rather than its field; the field is what is left of the condition. */
const DEGREE_WORDS = new Set(
  tokenize(
    'titulo título licenciatura licenciado grado graduacion graduación graduado graduada graduação bachelor bachelors degree diploma ' +
      'master masters maestria maestría mestrado doctorado doctorate phd doutorado universitario universitaria university universidad ' +
      'universidade carrera curso course tecnico técnico tecnica técnica tecnicatura superior science ciencias ciências arts bsc msc mba ' +
      'bacharelado bacharel tecnologo tecnólogo secundario secundaria bachillerato bachiller completo completa ensino medio médio high school ' +
      'obligatoria obligatorio obrigatório equivalente equivalent eso educación educacion education educação nivel level fp ciclo formativo ' +
      'bsn adn asn rn-to-bsn accredited acreditado acreditada program programa programme graduate enrolled',
  ).map((token) => token.stem),
);

export function isDegreeWord(stem: string): boolean {
  return DEGREE_WORDS.has(stem);
}

export function degreeLevel(folded: string): number | undefined {
  for (const [level, pattern] of DEGREE_LEVELS) if (pattern.test(folded)) return level;
  return undefined;
}

/**
 * A school level named as where the work is done, not as a degree held: 'para la enseñanza de inglés en el nivel
 * secundario', 'professor para o ensino médio', 'to teach at secondary level'.
 */
const TAUGHT_LEVEL =
  /\b(?:en|para|no|na|nos|nas|in|at|for|to)\s+(?:(?:el|la|los|las|o|a|os|as|the)\s+)?(?:(?:nivel|niveles|nivel educativo|level|levels|ensino|educacion|escuela|escola|school)\s+)?(?:inicial|primari[oa]s?|secundari[oa]s?|medio|fundamental|basic[oa]|high school|secondary|primary|middle school|elementary)\b/g;

/** The lowest level a condition accepts ('Licenciatura o Técnico Superior' accepts a technical degree). */
export function requiredLevel(folded: string): number | undefined {
  const asked = folded.replace(TAUGHT_LEVEL, ' ');
  let lowest: number | undefined;
  for (const [level, pattern] of DEGREE_LEVELS) if (pattern.test(asked)) lowest = level;
  if (lowest === undefined && /\b(titulo|degree|graduad[oa]|formad[oa] em|formacion en|formacao em|carrera de)\b/.test(asked)) return 3;
  return lowest;
}

export type DegreeVerdict =
  | {
      verdict: 'met' | 'partly' | 'not_met';
      key: 'degree.met' | 'degree.progress' | 'degree.unfinished' | 'degree.partly' | 'degree.notMet';
      evidence: Segment | undefined;
    }
  | { verdict: 'unclear'; key: 'degree.unclear'; evidence: undefined };

type Status = 'done' | 'progress' | 'unfinished';

/**
 * Where a line names its degree: its beginning. Further on, a long line is a description ('Voluntário no
 * projeto … que oferece consultoria para alunos de graduação e pós-graduação'), not a master's.
 */
const DEGREE_NAME_CHARS = 90;

/** The most words a line naming a field of study and no degree has ('Técnico em Design Gráfico – SENAC'). */
const FIELD_ONLY_TOKENS = 14;

function lineLevel(segment: Segment): number | undefined {
  return degreeLevel(segment.folded.slice(0, DEGREE_NAME_CHARS));
}

/** Under education, an engineer's title is the degree ('1990 - 1994 Electrical Engineer Instituto Tecnológico'); elsewhere it is a job. */
const ENGINEER = /\b(?:electrical|civil|mechanical|chemical|industrial|electronics?|computer|software|systems|agricultural|environmental) engineer\b/;

/**
 * An institution's name, from its noun to the next separator ('Faculdade de Informática e Administração
 * Paulista', 'University of Toronto'): it says where the candidate studied, not what, so beside a degree it
 * names (in the line or the next) its words are not the degree's field.
 */
const INSTITUTION =
  /\b(?:faculdade|facultad|faculty|universidad|universidade|university|college|instituto|institute|departamento|department)\b(?:(?!\s[-–—]\s|\.\s)[^,;:|/()\d–—•])*/g;

/** A line labelled as the institution ('Institución: CIDEI Consultora Interamericana de Informática'). */
const INSTITUTION_LABEL = /^(?:institucion|institution|instituicao|centro de estudios|centro educativo|school|escuela|escola|colegio)\s*:/;

function institutions(folded: string): [number, number][] {
  if (INSTITUTION_LABEL.test(folded)) return [[0, folded.length]];
  return [...folded.matchAll(INSTITUTION)].map((match) => [match.index, match.index + match[0].length]);
}

/** The line's level as its own degree names it, not its institution's ('Faculdade de …' alone names none). */
function ownLevel(segment: Segment): number | undefined {
  let blank = segment.folded.slice(0, DEGREE_NAME_CHARS);
  for (const [start, end] of institutions(blank)) blank = blank.slice(0, start) + ' '.repeat(end - start) + blank.slice(end);
  return degreeLevel(blank);
}

/**
 * The words that can name a degree's field: its institution's name counts only when nothing else names the
 * degree. The institution's noun stays, so that the word before it still reads as a name ('James Cook University').
 */
function fieldTokens(segment: Segment, degreeNamed: boolean): Token[] {
  return degreeNamed ? withoutInstitutions(segment) : segment.tokens;
}

/** A line's words but those of an institution's name after its noun ('Instituto de Estudios Superiores de Administración'). */
export function withoutInstitutions(segment: Segment): Token[] {
  const spans = institutions(segment.folded);
  return segment.tokens.filter((token) => !spans.some(([start, end]) => token.start > start && token.end <= end));
}

/**
 * Fields of study next to a field a condition asks for (by its concept): a completed degree in one of them
 * is related, so partly meets it ('Licenciada en Comercio' for 'título en contabilidad o administración';
 * 'Ingeniería Electrónica' for 'ingeniero/a de sistemas, software, telecomunicaciones o afín').
 */
const NEIGHBOURS: ReadonlyArray<{ fields: ReadonlySet<string>; names: string }> = [
  {
    fields: new Set(['accounting', 'finance', 'administration', 'economics']),
    names: 'contabilidad, finanzas, administración, economía, comercio, negocios, empresariales, business, commerce, comércio, negócios',
  },
  {
    fields: new Set(['computing', 'software-development']),
    names:
      'informática, computación, software, sistemas, telecomunicaciones, telemática, electrónica, eléctrica, mecatrónica, automática, ' +
      'computer, telecommunications, electronics, electrical, mechatronics, telecomunicações, eletrônica, elétrica, mecatrônica, automação',
  },
  {
    // 'Engenharia de Produção ou áreas afins': a mechanical engineer's degree is another branch of engineering.
    fields: new Set(['industrial-engineering', 'civil-engineering', 'mechanical-engineering', 'electrical-engineering', 'chemical-engineering']),
    names:
      'ingeniería, engineering, engenharia, mecánica, mechanical, mecânica, eléctrica, electrical, elétrica, electrónica, electronics, eletrônica, ' +
      'química, chemical, civil, industrial, producción, production, produção, mecatrónica, mechatronics, mecatrônica',
  },
];
const neighbourUnits = new Map<(typeof NEIGHBOURS)[number], Unit[]>();

/** The fields next to any of those asked ('Logística, Administração, Engenharia de Produção': business's and engineering's). */
function neighbourFields(field: readonly Unit[]): Unit[] {
  const families = NEIGHBOURS.filter(({ fields }) => field.some((unit) => unit.concepts.some((concept) => fields.has(concept.id))));
  return families.flatMap((family) => {
    let units = neighbourUnits.get(family);
    if (!units) neighbourUnits.set(family, (units = unitsOf(family.names)));
    return units;
  });
}

/** The lines up to `reach` before and after line `i` of its block: no blank line or heading in between. */
function sameBlock(pool: readonly Segment[], i: number, reach: number): number[] {
  const block: number[] = [];
  for (let k = i - 1; k >= Math.max(0, i - reach) && !pool[k]!.heading && !pool[k + 1]!.gap; k--) block.push(k);
  for (let k = i + 1; k <= Math.min(pool.length - 1, i + reach) && !pool[k]!.heading && !pool[k]!.gap; k++) block.push(k);
  return block;
}

/** Schooling below secondary: shown by a CV whose education names nothing higher ('8ª série do Ensino Fundamental'). */
const BELOW_SECONDARY = /\b(ensino fundamental|educacion primaria|escuela primaria|primaria completa|primary school|primary education|elementary school|middle school|[5-9][aªº°o]? serie|egb)\b/;

interface DegreeLine {
  segment: Segment;
  level: number;
  /** Share of the condition's field the line and its neighbours name (1 when no field is asked). */
  field: number;
  /** The line and its neighbours name a field of study next to the one asked for. */
  near: boolean;
  status: Status;
}

/** The education lines of a CV: each with its level (or its heading's: 'Graduação', 'Postgrado'), field and status. */
function degreeLines(pool: readonly Segment[], field: readonly Unit[], hasEducation: boolean, now: Date): { lines: DegreeLine[]; fieldOnly: Segment | undefined } {
  const lines: DegreeLine[] = [];
  const neighbours = neighbourFields(field);
  let fieldOnly: Segment | undefined;
  let headingLevel: number | undefined;
  let underHeading = 0;
  // Each line's level, as its own words and as its institution's name give it, read once; a line whose only
  // degree word is its institution's ('FIAP – Faculdade de Informática e Administração 2024 – 2027') names none.
  const listed = pool.map(lineLevel);
  const own = pool.map(ownLevel);
  const institutionOnly = (i: number) => listed[i] !== undefined && own[i] === undefined;
  pool.forEach((segment, i) => {
    if (segment.heading) {
      headingLevel = degreeLevel(segment.folded);
      underHeading = 0;
      return;
    }
    // Under courses, a university's name is where a course was taken ('Arte da Poesia em Boston University').
    if (segment.section === 'certifications' && institutionOnly(i)) return;
    // A heading's level ('Graduação') names the block right under it: after a blank line comes something
    // else ('Informática' and the courses under it), unless it names its own level.
    if (segment.gap && underHeading > 0) headingLevel = undefined;
    underHeading++;
    // The field and the status are often on the line before or after the degree ('Florida Nursing
    // University' / 'Bachelor of Science in Nursing' / '2019 – 2023').
    // A neighbour across a blank line, or that is a heading or another degree, is not this one's field nor status.
    const neighbourIndices = [segment.gap ? -1 : i - 1, pool[i + 1]?.gap ? -1 : i + 1].filter((k) => k >= 0 && k < pool.length && !pool[k]!.heading);
    // An institution's line beside the degree it awarded is that degree's line, not a second degree; so is one
    // whose place name ran onto a line of its own ('Universidad de san Buenaventura, Bogotá' / 'D.C' / 'Tecnología en …').
    if (institutionOnly(i) && sameBlock(pool, i, 2).some((k) => own[k] !== undefined)) return;
    const beside = neighbourIndices.filter((k) => listed[k] === undefined || institutionOnly(k));
    const window = [...beside.filter((k) => k < i), i, ...beside.filter((k) => k > i)].map((k) => pool[k]!);
    const degreeNamed = own[i] !== undefined;
    // A bullet under a degree describes it ('• Ranked 04 out of 60 in class', '• Thesis: …'): its status, never its field.
    const words = window.filter((other) => other === segment || !other.bullet).flatMap((other) => fieldTokens(other, degreeNamed));
    const fieldShare = field.length === 0 ? 1 : coverage(words, field).share;
    const level = listed[i] ?? (hasEducation ? (ENGINEER.test(segment.folded.slice(0, DEGREE_NAME_CHARS)) ? 3 : headingLevel) : undefined);
    if (level === undefined || (!hasEducation && level === 2)) {
      // A line that names the field but no degree stands for one only where degrees are listed: in a job it is
      // work, under courses a course ('Informática na SOS Computadores' is no computing degree).
      // A paragraph a two-column layout printed under the heading is no degree's name ('I am passionate about
      // business intelligence and design…').
      const studies = segment.section === 'education' && segment.tokens.length <= FIELD_ONLY_TOKENS;
      if (studies && field.length > 0 && coverage(segment.tokens, field).share >= 0.5) fieldOnly ??= segment;
      return;
    }
    const around = window.map((other) => other.folded).join(' ');
    const endYear = Number(END_YEAR.exec(segment.folded)?.[1] ?? END_YEAR.exec(around)?.[1] ?? 0);
    const status: Status = UNFINISHED.test(around) ? 'unfinished' : stillStudied(around, endYear, now) ? 'progress' : 'done';
    const near = neighbours.length > 0 && coverage(words, neighbours).found.length > 0;
    lines.push({ segment, level, field: fieldShare, near, status });
  });
  return { lines, fieldOnly };
}

/**
 * A degree condition against the CV's education. Levels are ordered: a completed higher degree meets a
 * lower requirement, and any higher studies, even in progress, show completed secondary school. A degree
 * in progress is partly met; one begun and left ('incompleto', 'não concluído') is not met.
 */
export function readDegree(segments: readonly Segment[], required: number, field: readonly Unit[], now = new Date()): DegreeVerdict {
  // Secondary school has no field: what else the condition names ('o equivalente') does not narrow it.
  const asked = required <= 1 ? [] : field;
  // The education section, when it names a degree; else (no such heading, or a two-column layout that
  // printed it away from its degrees) the whole CV.
  const section = segments.filter((segment) => segment.section === 'education');
  const inSection = degreeLines(section, asked, true, now);
  const hasEducation = inSection.lines.length > 0 || (section.length > 0 && !segments.some((segment) => degreeLevel(segment.folded) !== undefined));
  const pool = hasEducation ? section : segments;
  const { lines, fieldOnly } = hasEducation ? inSection : degreeLines(pool, asked, false, now);
  const inField = (line: DegreeLine) => line.field >= 0.5;
  // Studying for a higher degree shows secondary school completed; having left one does not.
  const reaches = (line: DegreeLine) => (line.status === 'done' ? line.level >= required : line.status === 'progress' && required <= 1 && line.level >= 2);
  const pick = (test: (line: DegreeLine) => boolean) => lines.filter(test).sort((a, b) => b.level - a.level || b.field - a.field)[0];
  // Met: the line at the level asked says it plainly ('Ensino Médio completo'); a higher one only when there is none.
  const exact = lines.filter((line) => reaches(line) && inField(line) && line.status === 'done' && line.level === required).sort((a, b) => b.field - a.field)[0];
  const met = exact ?? pick((line) => reaches(line) && inField(line));
  if (met) return { verdict: 'met', key: 'degree.met', evidence: met.segment };
  const progress = pick((line) => line.status === 'progress' && line.level >= required && inField(line));
  if (progress) return { verdict: 'partly', key: 'degree.progress', evidence: progress.segment };
  // A completed lower degree in the field is related, even beside a higher one left unfinished.
  const lower = pick((line) => line.status === 'done' && inField(line));
  if (lower) return { verdict: 'partly', key: 'degree.partly', evidence: lower.segment };
  const unfinished = pick((line) => line.status === 'unfinished' && line.level >= required && inField(line));
  if (unfinished) return { verdict: 'not_met', key: 'degree.unfinished', evidence: unfinished.segment };
  const related = pick((line) => inField(line) || (reaches(line) && (line.field > 0 || line.near)));
  if (related) return { verdict: 'partly', key: 'degree.partly', evidence: related.segment };
  if (fieldOnly) return { verdict: 'partly', key: 'degree.partly', evidence: fieldOnly };
  const best = pick(() => true);
  if (best) return { verdict: 'not_met', key: 'degree.notMet', evidence: best.segment };
  if (hasEducation && pool.length > 1) return { verdict: 'not_met', key: 'degree.notMet', evidence: pool.find((segment) => !segment.heading && BELOW_SECONDARY.test(segment.folded)) };
  return { verdict: 'unclear', key: 'degree.unclear', evidence: undefined };
}
