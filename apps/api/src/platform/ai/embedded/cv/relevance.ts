import type { Segment } from './cv-document';
import { relatedTo } from './concepts';
import { readJobs } from './experience';
import { isFrameWord, shareOf, unitsOf, findUnit, type Unit } from './units';

// How close the whole CV is to the position, beyond the verdicts of its conditions: two candidates who
// meet the same conditions are told apart by whether they do this job. Lexical, on the same stems and
// three-language concepts as the conditions' readers, so a Spanish posting finds an English CV.

export interface PostingText {
  position: string;
  tasks: string;
  mandatory: readonly string[];
  desirable: readonly string[];
}

/** Words of a position that say its level or terms, not the job ('Pleno', 'Senior', 'temporada'). */
const NOT_THE_JOB = /^(?:pleno|plena|senior|sr|junior|jr|trainee|temporada|seasonal|remoto|remote|hibrido|hybrid|presencial|part|time|full|medio|tiempo|completo|integral|meio|periodo|ii|iii|iv)$/;

/** The units a position names, its words read as the job's own field (with related concepts). */
function positionUnits(position: string): Unit[] {
  const head = position.split(/\s[–—-]\s|[(:|]/)[0] ?? position;
  return unitsOf(head)
    .filter((unit) => !(unit.kind === 'word' && NOT_THE_JOB.test(unit.stems[0] ?? '')))
    .map((unit) => ({ ...unit, alternative: false, concepts: [...unit.concepts, ...unit.concepts.flatMap(relatedTo)] }));
}

/** The share of `units` named in `tokens`, each unit found once. */
function shareIn(tokens: Segment['tokens'], units: readonly Unit[]): number {
  return shareOf(units, units.filter((unit) => findUnit(tokens, unit) >= 0));
}

/**
 * 0–1: how much the CV is about the position. Its role (0.6): the best share of the position's words in
 * a line that says what the candidate is or was (a job's title, the title under the name, the profile's
 * first line, a degree). Its content (0.4): the share of the words of the tasks and conditions the
 * CV names anywhere, each unit once, a word named in one line only counting half.
 */
export function relevance(segments: readonly Segment[], posting: PostingText, now: Date): number {
  const position = positionUnits(posting.position);
  const titles: Segment[] = [
    ...readJobs(segments, now).flatMap((job) => job.head),
    ...segments.filter((segment) => segment.section === 'header' || (segment.section === 'education' && segment.tokens.length <= 14)),
    ...segments.filter((segment) => segment.section === 'profile').slice(0, 2),
  ];
  let role = 0;
  if (position.length > 0) for (const title of titles) role = Math.max(role, shareIn(title.tokens, position));

  const content = unitsOf([posting.tasks, ...posting.mandatory, ...posting.desirable].join('\n')).filter((unit) => !isFrameWord(unit.stems[0] ?? ''));
  const seen = new Map<Unit, number>();
  for (const segment of segments) {
    if (segment.section === 'references') continue;
    for (const unit of content) if (findUnit(segment.tokens, unit) >= 0) seen.set(unit, (seen.get(unit) ?? 0) + 1);
  }
  let got = 0;
  let total = 0;
  const distinct = new Map<string, Unit>();
  for (const unit of content) distinct.set(unit.stems.join(' '), unit);
  for (const unit of distinct.values()) {
    total += unit.weight;
    const times = seen.get(unit) ?? 0;
    got += unit.weight * (times >= 2 ? 1 : times === 1 ? 0.5 : 0);
  }
  const covered = total === 0 ? 0 : got / total;
  return position.length > 0 ? 0.6 * role + 0.4 * covered : covered;
}
