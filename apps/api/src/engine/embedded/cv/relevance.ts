import type { Segment } from './cv-document';
import { occupationField, relatedTo } from './concepts';
import { ASSISTANT_ROLE, readExperience, type Job } from './experience';
import { foldText } from './tokens';
import { findUnit, shareOf, unitsOf, type Unit } from './units';

// How close the whole CV is to the position, beyond the verdicts of its conditions: two candidates who
// meet the same conditions are told apart by whether they do this job. Lexical, on the same stems and
// three-language concepts as the conditions' readers, so a Spanish posting finds an English CV.

export interface PostingText {
  position: string;
  tasks: string;
  mandatory: readonly string[];
  desirable: readonly string[];
}

/**
 * Words of a position that say its level, rank or terms, not its field ('Pleno', 'Senior', 'temporada';
 * 'Auxiliar contable' is in accounting).
 */
const NOT_THE_JOB =
  /^(?:pleno|plena|senior|sr|junior|jr|trainee|temporada|seasonal|remoto|remote|hibrido|hybrid|presencial|part|time|full|medio|tiempo|completo|integral|meio|periodo|ii|iii|iv|auxiliar|asistente|assistente|assistant|ayudante)$/;

/** A gender ending written in brackets ('Coordenador(a)', 'Supervisor(a)', 'Operarios(as)'): part of the word, not an aside. */
const GENDER_ENDING = /(\p{L})\((?:a|o|as|os|es|ra)\)/giu;

/** An occupation's only concept: its role. */
const onlyOccupation = (unit: Unit) => unit.concepts.length > 0 && unit.concepts.every((concept) => concept.id.startsWith('occupation:'));

/**
 * The units a position names ('Atendente de atendimento ao cliente e vendas'), without its level or terms, each role
 * with the field its names give in each language: 'Auxiliar contable' is in accounting, where an 'Analista Contable'
 * works too; an 'Account Executive' is a sales representative, so sales and the work next to it count. A bare role
 * word beside a field the title names ('Operario/a de almacén') is only the role: an 'operario' of a warehouse is
 * not one of a factory, so it adds no field of its own and no years (yearsInPosition).
 */
function positionUnits(position: string): Array<Unit & { roleOnly?: boolean }> {
  const head = position.replace(GENDER_ENDING, '$1').split(/\s[–—-]\s|[(:|]/)[0] ?? position;
  const units = unitsOf(head).filter((unit) => !(unit.kind === 'word' && NOT_THE_JOB.test(foldText(unit.label))));
  const named = new Set(units.filter((unit) => unit.kind !== 'word' && !onlyOccupation(unit)).flatMap((unit) => unit.concepts.map((concept) => concept.id)));
  return units.map((unit) => {
    if (!onlyOccupation(unit)) return unit;
    const field = unit.concepts.flatMap((concept) => occupationField(concept.id));
    const roleOnly = named.size > 0 && unit.stems.length === 1 && !field.some((concept) => named.has(concept.id));
    return roleOnly ? { ...unit, roleOnly } : { ...unit, concepts: [...unit.concepts, ...field] };
  });
}

/** Years the CV's dated jobs spent in the position's field: any of the position's words but a bare role in a job's title counts. */
export function yearsInPosition(cv: { segments: readonly Segment[]; jobs: readonly Job[] }, position: string): number {
  const named = positionUnits(position).filter((unit) => !unit.roleOnly);
  const options = { assistantRoles: ASSISTANT_ROLE.test(foldText(position)) };
  return named.length === 0 ? 0 : readExperience(cv, named.map((unit) => ({ ...unit, alternative: true })), options).years;
}

/** The position's units read as the job's own field: a title that names a related concept counts. */
function broadened(units: readonly Unit[]): Unit[] {
  return units.map((unit) => ({ ...unit, alternative: false, concepts: [...unit.concepts, ...unit.concepts.flatMap(relatedTo)] }));
}

/** What a title in a field related to the position's earns of the role. */
const RELATED_ROLE = 0.5;

/** Years in the position's field at which a recruiter stops telling candidates apart by them. */
const DEPTH_YEARS = 5;

/** The share of `units` named in `tokens`, each unit found once. */
function shareIn(tokens: Segment['tokens'], units: readonly Unit[]): number {
  return shareOf(units, units.filter((unit) => findUnit(tokens, unit) >= 0));
}

/**
 * 0–1: how much the CV is about the position (decision 022). Its role (0.4): the best share of the
 * position's words in a line that says what the candidate is or was (a job's title, the title under the
 * name, the profile's first line, a degree). Its depth (0.3): the years spent in the position's field, up
 * to DEPTH_YEARS. Its content (0.3): the share of the words of the tasks and conditions the CV names
 * anywhere, each unit once, a word named in one line only counting half.
 */
export function relevance(cv: { segments: readonly Segment[]; jobs: readonly Job[] }, posting: PostingText): number {
  const { segments } = cv;
  const named = positionUnits(posting.position);
  const position = broadened(named);
  const titles: Segment[] = [
    ...cv.jobs.flatMap((job) => job.head),
    ...segments.filter((segment) => segment.section === 'header' || (segment.section === 'education' && segment.tokens.length <= 14)),
    ...segments.filter((segment) => segment.section === 'profile').slice(0, 2),
  ];
  let role = 0;
  // A title in a related field ('Construcción' for a civil engineer, a surveyor's) is half the role.
  if (position.length > 0) for (const title of titles) role = Math.max(role, shareIn(title.tokens, named), RELATED_ROLE * shareIn(title.tokens, position));

  // Each unit once, however often the posting names it; named on two lines or more it counts whole.
  const content = new Map(unitsOf([posting.tasks, ...posting.mandatory, ...posting.desirable].join('\n')).map((unit) => [unit.stems.join(' '), unit]));
  const scored = segments.filter((segment) => segment.section !== 'references');
  let got = 0;
  let total = 0;
  for (const unit of content.values()) {
    total += unit.weight;
    const lines = scored.filter((segment) => findUnit(segment.tokens, unit) >= 0).length;
    got += unit.weight * (lines >= 2 ? 1 : lines === 1 ? 0.5 : 0);
  }
  const covered = total === 0 ? 0 : got / total;
  if (position.length === 0) return covered;
  // Depth: the years the CV's dated jobs spent in the position's field, as a recruiter weighs them.
  const depth = Math.min(1, yearsInPosition(cv, posting.position) / DEPTH_YEARS);
  return 0.4 * role + 0.3 * depth + 0.3 * covered;
}
