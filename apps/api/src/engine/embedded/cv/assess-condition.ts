import type { Verdict } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import type { ConditionToAssess } from '../../score';
import type { ConditionAssessment } from '../../engine';
import { quote, type Segment } from './cv-document';
import { isDegreeWord, readDegree, requiredLevel } from './education';
import { ASSISTANT_ROLE, LEAD_ROLE, readExperience, requiredYears, type Job } from './experience';
import { categoryAfter, DRIVING_LICENCE, readLicence } from './licences';
import { reason, storedParams, type ReasonKey, type ReasonParams } from './reasons';
import { readPortfolio, type WebAddress } from './portfolio';
import { languagesIn, levelIn, readSpoken, requiredLevelIn } from './spoken-languages';
import { termsMissingFrom } from './quote-support';
import { foldText } from './tokens';
import { bestSegment, coverage, findUnit, namesUnit, shareOf, unitsOf, type BestSegment, type Unit } from './units';

// One condition of the posting against the CV. Readers for what CVs state in a recognisable shape
// (a driving licence, languages, years of experience, degrees) come first; anything else is matched
// word by word, with synonyms, against the CV's segments.

export interface CvReading {
  /** The CV's segments with the name, contact lines and personal data left out. */
  segments: readonly Segment[];
  /** Its jobs (experience.ts readJobs), read once for every condition. */
  jobs: readonly Job[];
  language: Language | null;
  now: Date;
  /** Its links and web addresses, which the segments leave out (portfolio.ts). */
  addresses?: readonly WebAddress[];
  /** The posting asks for an assistant's role ('Auxiliar contable'): assistants' jobs count whole. */
  assistantPosting?: boolean;
}

interface Outcome {
  verdict: Verdict;
  evidence: { segment: Segment; at: number; more?: readonly { segment: Segment; at: number }[] } | undefined;
  key: ReasonKey;
  params?: ReasonParams;
}

/** Room for each line of a quote made of several (a skills list and an experience bullet). */
const QUOTE_PART = 130;

export function assessCondition(
  cv: CvReading,
  { condition, kind }: ConditionToAssess,
  language: Language,
  implicit: { tasks: string } | undefined,
): ConditionAssessment {
  const { outcome, evidence } = supported(implicit ? assessPosition(cv, condition, implicit.tasks) : read(cv, condition, language));
  return {
    condition,
    kind,
    verdict: outcome.verdict,
    evidence: evidence ?? null,
    reason: reason(language, outcome.key, outcome.params),
    reasonKey: outcome.key,
    reasonParams: storedParams(outcome.params),
  };
}

function quoted(evidence: Outcome['evidence']): string | undefined {
  if (!evidence) return undefined;
  const parts = [evidence, ...(evidence.more ?? [])];
  if (parts.length === 1) return quote(evidence.segment.text, evidence.at);
  return parts.map((part) => quote(part.segment.text, part.at, QUOTE_PART)).join(' … ');
}

/**
 * A quote supports its verdict (issue 34): a reason names as shown only the terms its quote holds. A verdict met or
 * in part whose quote holds none of the terms it names is no verdict: unclear, for the recruiter to ask.
 */
function supported(outcome: Outcome): { outcome: Outcome; evidence: string | undefined } {
  const evidence = quoted(outcome.evidence);
  const what = outcome.params?.what;
  if ((outcome.verdict !== 'met' && outcome.verdict !== 'partly') || what === undefined || !outcome.key.startsWith('generic.')) return { outcome, evidence };
  // What the reason names, and what it says the work described shows: each must be in the quote.
  const named = typeof what === 'string' ? [what] : what;
  const byWork = outcome.params?.shown ?? [];
  const terms = [...named, ...byWork];
  const missing = new Set(evidence === undefined ? terms : termsMissingFrom(evidence, terms));
  if (missing.size === 0) return { outcome, evidence };
  if (terms.every((term) => missing.has(term))) return { outcome: { verdict: 'unclear', evidence: undefined, key: 'generic.unclear' }, evidence: undefined };
  const kept = (list: readonly string[]) => list.filter((term) => !missing.has(term));
  return { outcome: { ...outcome, params: { ...outcome.params, what: kept(named), ...(byWork.length > 0 ? { shown: kept(byWork) } : {}) } }, evidence };
}

/** Sections where a topic named is studied or listed, not worked in. */
const NOT_EXPERIENCE = new Set(['education', 'certifications', 'other', 'references']);

/** A condition about experience that may ask for no number of years ('Experiencia en ventas', 'Sales experience'). */
export const EXPERIENCE_CONDITION =
  /\b(?:experiencia|experience)\s+(?:previa|previous|prior|prévia|comprobable|proven|comprovada|laboral|profesional|professional|profissional|en|in|em|na|no|como|as)\b|^(?:\w+\s+){1,3}experience\b/;

/** A line that shows work rather than naming a topic: a job, or a sentence about experience or work. */
function showsWork(segment: Segment): boolean {
  if (/\b(?:sin|without|sem|no|not|nunca|never)\b[^.;]{0,20}\b(?:experiencia|experience)\b/.test(segment.folded)) return false;
  return segment.section === 'experience' || WORK_WORDS.test(segment.folded);
}
const WORK_WORDS =
  /\b(?:experiencias?|experiences?|trabaj\w*|work(?:ed|ing)|trabalh\w*|atu(?:ei|ou|ando)|desempen\w*|emplead[oa]|employed|empregad[oa])\b/;

/** Degrees named by abbreviations that carry their field. */
const IMPLIED_FIELDS: readonly [RegExp, string][] = [[/\b(?:bsn|adn|asn|rn-to-bsn)\b/, 'nursing']];

export const DEGREE_CONTEXT = /\b(titulo|degree|diploma|graduate of|bsn|adn|licenciatura|graduacao|bacharelado|bachelor|maestria|master|mestrado|doctorado|doutorado|phd|tecnicatura|tecnico|tecnica|tecnologo|tecnologa|secundari[oa]|secondary|eso|ensino medio|ensino superior|superior completo|educacion superior|estudios superiores|higher education|high school|formad[oa] em|graduad[oa]|carrera|fp de|formacion profesional)\b/;

function read(cv: CvReading, condition: string, language: Language): Outcome {
  const folded = foldText(condition);
  const at = (segment: Segment | undefined) => (segment ? { segment, at: 0 } : undefined);

  if (DRIVING_LICENCE.test(folded)) {
    const result = readLicence(cv.segments, categoryAfter(folded));
    return { verdict: result.verdict, evidence: at(result.evidence), key: result.key };
  }

  // What the condition names, read once for the readers below.
  const asked = unitsOf(condition);
  const spoken = languagesIn(folded);
  const aboutLanguages = spoken.length > 0 && (levelIn(folded) !== undefined || LANGUAGE_USE.test(folded) || asked.length <= spoken.length + 1);
  // 'inglés o portugués' asks for either; 'Bilingual English/Spanish' for both.
  if (aboutLanguages) return readLanguages(cv, spoken, requiredLevelIn(folded) ?? 1, language, /\s(?:o|or|ou)\s|\//.test(folded) && !/\bbiling/.test(folded));

  const years = requiredYears(folded);
  if (years === undefined && asked.some((unit) => unit.concepts.some((concept) => concept.id === 'portfolio'))) {
    const portfolio = readPortfolio(cv.addresses ?? []);
    if (portfolio) return { verdict: portfolio.verdict, evidence: undefined, key: portfolio.key, params: { what: portfolio.address } };
  }
  if (years !== undefined || EXPERIENCE_CONDITION.test(folded)) {
    const whole = unitsOf(withoutLedRoles(withoutSettings(condition)), undefined, { examples: false });
    const field = fieldOf(condition);
    const required = years ?? 0;
    const assistantRoles = cv.assistantPosting || ASSISTANT_ROLE.test(folded);
    const leadRole = !assistantRoles && LEAD_ROLE.test(folded);
    // Years in the field the condition names first, or in all it names: whichever the CV shows more of.
    const headUnits = field === condition ? whole : unitsOf(withoutLedRoles(withoutSettings(field)), undefined, { examples: false });
    const byWhole = readExperience(cv, whole, { assistantRoles, leadRole });
    const byField = headUnits === whole ? byWhole : readExperience(cv, headUnits, { assistantRoles, leadRole });
    const [units, reading] = byField.years > byWhole.years ? [headUnits, byField] : [whole, byWhole];
    const params = { years: reading.years, required };
    if (required === 0) {
      if (reading.years > 0) return { verdict: 'met', evidence: reading.evidence, key: 'experience.metAny' };
    } else if (reading.years >= required) return { verdict: 'met', evidence: reading.evidence, key: 'experience.met', params };
    else if (reading.years >= required / 2 && reading.years > 0) return { verdict: 'partly', evidence: reading.evidence, key: 'experience.partly', params };
    // A dated job's own lines were judged above: the topic named in passing there ('predict which clients buy')
    // is not experience in it.
    const judged = new Set(cv.jobs.filter((job) => job.intervals.length > 0).flatMap((job) => [...job.head, ...job.body]));
    const places = cv.segments.filter((segment) => !NOT_EXPERIENCE.has(segment.section));
    // No years asked: a line that shows work in the topic is enough, dated or not ('Experiencia en ventas en salón comercial').
    // A role that leads others is not shown by an assistant's job, nor by the lines under it ('Kitchen assistant' / '- Cooking experience').
    const assisting = new Set(
      leadRole ? cv.jobs.filter((job) => job.head.some((line) => ASSISTANT_ROLE.test(line.folded))).flatMap((job) => [...job.head, ...job.body]) : [],
    );
    const worked =
      required === 0 && units.length > 0
        ? bestSegment(places.filter((segment) => showsWork(segment) && !assisting.has(segment) && !(leadRole && ASSISTANT_ROLE.test(segment.folded))), units).best
        : undefined;
    if (worked && worked.share >= 0.99) return { verdict: 'met', evidence: { segment: worked.segment, at: worked.at }, key: 'experience.metAny' };
    // The topic is named, but not in dated jobs: the CV speaks of it without showing how long.
    const named = units.length > 0 ? bestSegment(places.filter((segment) => !judged.has(segment)), units) : undefined;
    if (named?.best && named.overall.share >= 0.5 && (reading.totalYears >= required || !reading.anyExperience)) {
      return { verdict: 'partly', evidence: { segment: named.best.segment, at: named.best.at }, key: required === 0 ? 'experience.mentionedAny' : 'experience.mentioned' };
    }
    // Not met needs evidence against it (decision 057): jobs of the field whose dates fall well short of the years asked.
    if (reading.years > 0) return { verdict: 'not_met', evidence: reading.evidence, key: 'experience.notMet', params };
    // Nothing of the field found is no proof of its absence: a job the reading could not place (a title it does not
    // know, lines in other words) may be in it. Unclear, for the recruiter and the screening to ask; never the cap.
    if (reading.anyExperience || units.length > 0) return { verdict: 'unclear', evidence: undefined, key: required === 0 ? 'experience.notShownAny' : 'experience.notShown', params };
    return { verdict: 'unclear', evidence: undefined, key: 'experience.unclear' };
  }

  const level = DEGREE_CONTEXT.test(folded) ? requiredLevel(folded) : undefined;
  if (level !== undefined) {
    const fieldNamed = unitsOf(condition, (token) => isDegreeWord(token.stem));
    // A degree whose name says its field ('BSN', 'RN-to-BSN' are nursing).
    const field = fieldNamed.length > 0 ? fieldNamed : unitsOf(IMPLIED_FIELDS.find(([pattern]) => pattern.test(folded))?.[1] ?? '');
    const result = readDegree(cv.segments, level, field, cv.now);
    return { verdict: result.verdict, evidence: at(result.evidence), key: result.key };
  }

  return readGeneric(cv, withoutPurpose(condition) ?? asked, language, /\s(?:o|or|ou)\s|\//.test(folded));
}

/**
 * A skill asked for a purpose ('SQL para extração de dados', 'Excel for reporting'): the skill is what is asked.
 * A CV that shows years of SQL work shows SQL for extracting data, whether or not it says 'extraction'. Only
 * when the words before the purpose name a skill or tool: 'Disponibilidad para viajar' keeps its words.
 */
function withoutPurpose(condition: string): Unit[] | undefined {
  const match = /\s(?:para|for|in order to)\s/iu.exec(condition);
  if (!match) return undefined;
  const head = unitsOf(condition.slice(0, match.index));
  // A credential asked for a purpose ('Certificación para operar montacargas') is that purpose's: its words stay.
  return head.some((unit) => unit.kind === 'hard') && !head.some((unit) => unit.kind === 'credential') ? head : undefined;
}

/** Words that make a condition naming a language about using it ('Inglês para leitura', 'English for reading'). */
const LANGUAGE_USE =
  /\b(?:idiomas?|languages?|linguas?|hablar|hablado|speak\w*|spoken|falar|falado|leer|lectura|ler|leitura|read|reading|escrit[oa]|escritura|escrever|write|writing|written|conversa\w*|comunica\w*|fluen\w*|fluid\w*|nativ\w*|native)\b/;

/** Where an experience condition's field ends and the detail of it begins: ', con participación en…', ', including…'. */
const DETAIL = /,\s*(?:con|with|com|incluyendo|including|incluindo|especialmente|especially|sobre todo|preferentemente|preferably|preferencialmente|idealmente|ideally)\b/iu;

/**
 * The field an experience condition asks years in: 'Trayectoria de al menos 5 años en contabilidad o finanzas, con
 * participación directa en cierres contables' asks years in accounting or finance; the closings are what those
 * years hold. Read whole, the detail's words outweighed the field's and ten years as 'Analista Contable' counted for
 * nothing. The whole condition when the part before the detail names nothing.
 */
function fieldOf(condition: string): string {
  const match = DETAIL.exec(condition);
  if (!match) return condition;
  const head = condition.slice(0, match.index);
  return unitsOf(head, undefined, { examples: false }).length > 0 ? head : condition;
}

/** 'como designer (agência, editora ou estúdio)': a role, and in brackets where it was done. */
const ROLE_THEN_BRACKETS = /\b(como|as an?|as|enquanto)\s+([^(),;]{1,40}?)\s*\([^()]*\)/giu;

/**
 * An experience condition without the places in brackets after the role it names: the role is what is
 * asked, and a publisher's or an agency's name alone ('editores de texto') is no experience in it.
 */
function withoutSettings(condition: string): string {
  return condition.replace(ROLE_THEN_BRACKETS, (all, as: string, role: string) =>
    unitsOf(role).some((unit) => unit.concepts.some((concept) => concept.id.startsWith('occupation:'))) ? `${as} ${role}` : all,
  );
}

/** A line that states languages ('Idiomas: …', 'Language comprehension: English and French'). */
const LANGUAGE_LINE = /\b(?:idiomas?|languages?|linguas?|lenguas?|language comprehension)\b/;

/**
 * The roles a candidate leads, trains or supervises ('formando a ayudantes de cocina', 'supervising cashiers'):
 * the people they lead, not a job to have held. A kitchen assistant has not trained kitchen assistants.
 */
const LED_ROLES =
  /\b(?:formando|formar|entrenando|capacitando|supervisando|supervisar|dirigiendo|liderando|coordinando|a cargo de|training|supervising|managing|leading|mentoring|coaching|treinando|supervisionando|coordenando|gerenciando)\s+(?:(?:a|al|a los|a las|los|las|the|os|as|equipos? de|teams? of)\s+)?[^,;:()]+/giu;

function withoutLedRoles(condition: string): string {
  const stripped = condition.replace(LED_ROLES, (phrase) => phrase.split(/\s+/)[0]!);
  // A condition about leading alone ('Experiencia liderando equipos') keeps its words.
  return unitsOf(stripped, undefined, { examples: false }).length > 0 ? stripped : condition;
}

function readLanguages(cv: CvReading, spoken: ReturnType<typeof languagesIn>, required: number, language: Language, alternatives: boolean): Outcome {
  // A CV that lists the languages its owner speaks, or is written in another of ours, and does not name this one, does not show it.
  const listsLanguages = cv.segments.some(
    (segment) => (segment.section === 'languages' && !segment.heading) || /^(?:idiomas?|languages?|linguas?|lenguas)\s*:/.test(segment.folded),
  );
  const outcomes: Outcome[] = spoken.map((asked) => {
    const params = { spoken: asked.names[language] };
    const found = readSpoken(cv.segments, asked);
    if (!found) {
      if (asked.writes && asked.writes === cv.language) return { verdict: 'met', evidence: undefined, key: 'language.written', params };
      if (listsLanguages || (asked.writes && cv.language)) return { verdict: 'not_met', evidence: undefined, key: 'language.notShown', params };
      return { verdict: 'unclear', evidence: undefined, key: 'language.unclear', params };
    }
    // The quote shows the level it rests on, when a line of its own states it ('ENGLISH' / 'Basic level').
    const evidence = {
      segment: found.segment,
      at: Math.max(0, found.segment.folded.search(asked.pattern)),
      ...(found.levelSegment ? { more: [{ segment: found.levelSegment, at: 0 }] } : {}),
    };
    if (found.level === undefined) {
      // Written in it: the CV itself shows it. A line that names the language in passing ('English Composition'
      // among courses) is no evidence of that; a line of its languages is.
      const listed = found.segment.section === 'languages' || LANGUAGE_LINE.test(found.segment.folded);
      if (asked.writes && asked.writes === cv.language) return { verdict: 'met', evidence: listed ? evidence : undefined, key: 'language.written', params };
      // Listed without a level ('Inglês ○ ○ ○ ○ ○', its dots drawn as images): enough for a basic or middle level,
      // and the reason says the level is not stated rather than that it suffices.
      return required <= 3 ? { verdict: 'met', evidence, key: listed ? 'language.listed' : 'language.met', params } : { verdict: 'partly', evidence, key: 'language.noLevel', params };
    }
    // 'Básico' is the least a CV can state: a beginner has it. Two steps below the level asked is part of it
    // ('Intermedio' for professional English), further below is not.
    if (found.level >= required - 0.5 || required <= 2) return { verdict: 'met', evidence, key: 'language.met', params };
    if (found.level >= required - 2) return { verdict: 'partly', evidence, key: 'language.partly', params };
    return { verdict: 'not_met', evidence, key: 'language.notMet', params };
  });
  // Every language named must be there ('inglés y portugués'): the weakest one decides; of alternatives
  // ('inglés o portugués'), the strongest.
  const order: Verdict[] = ['not_met', 'unclear', 'partly', 'met'];
  const sorted = outcomes.sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  if (!alternatives) return sorted[0]!;
  const strongest = sorted[sorted.length - 1]!;
  // None of the alternatives shown: the reason names them all ('no muestra inglés ni español'), not just one.
  const unshown = outcomes.filter((outcome) => outcome.key === strongest.key && !outcome.evidence);
  if (!strongest.evidence && (strongest.key === 'language.notShown' || strongest.key === 'language.unclear') && unshown.length > 1) {
    return { ...strongest, params: { spoken: unshown.map((outcome) => outcome.params!.spoken as string) } };
  }
  return strongest;
}

/**
 * Word-by-word matching. A condition whose words are all found in one segment is met; most of them,
 * or all of them spread over the CV, partly. When nothing is found the CV says nothing: unclear, never a
 * guess; the reason names the skill, tool or credential the CV does not mention, for the recruiter to ask.
 */
function readGeneric(cv: CvReading, units: readonly Unit[], language: Language, alternatives: boolean): Outcome {
  if (units.length === 0) return { verdict: 'unclear', evidence: undefined, key: 'generic.unclear' };
  // A registration or licence is held where the CV lists it, not where it is sought or joined as a student.
  const segments = units.some((unit) => unit.kind === 'credential') ? cv.segments.filter((segment) => !NOT_HELD.test(segment.folded)) : cv.segments;
  const { best, overall: anywhere } = bestSegment(segments, units);
  // A level asked of a skill ('Excel a nivel intermedio') is the skill's where the CV states it on the skill's
  // line: 'Inglés intermedio' elsewhere is another skill's.
  const found = anywhere.found.filter((unit) => levelIn(foldText(unit.label)) === undefined || best?.found.includes(unit));
  const overall = { ...anywhere, found, share: shareOf(units, found) };
  // What the CV names, and apart what only the work it describes shows (customer orientation by a call centre's years).
  const byWorkOnly = (unit: Unit) =>
    unit.concepts.some((concept) => concept.shownBy) &&
    segments.some((segment) => findUnit(segment.tokens, unit) >= 0) &&
    !segments.some((segment) => namesUnit(segment.tokens, unit));
  const what = (list: readonly Unit[]) => {
    const shown = list.filter(byWorkOnly);
    const named = list.filter((unit) => !shown.includes(unit)).map((unit) => unit.label);
    return shown.length > 0 ? { what: named, shown: shown.map((unit) => unit.label) } : { what: named };
  };
  // Met in part: what the CV names, and what of the condition it does not, for the recruiter to ask.
  // A level not stated ('Excel a nivel intermedio' of a CV that names Excel) is said as such, not as a word missing.
  const partly = (found: readonly Unit[]) => {
    const missing = units.filter((unit) => !found.includes(unit));
    const levels = missing.filter((unit) => levelIn(foldText(unit.label)) !== undefined);
    const others = missing.filter((unit) => !levels.includes(unit)).map((unit) => unit.label);
    return { ...what(found), ...(others.length > 0 ? { missing: others } : levels.length > 0 ? { level: levels[0]!.label } : {}) };
  };
  // The quote: the best line, and up to two more lines for what the CV names elsewhere (a skills list and an
  // experience bullet), so that what the reason names is in it.
  const evidenceOf = (best: BestSegment, named: readonly Unit[]): NonNullable<Outcome['evidence']> => {
    const more: { segment: Segment; at: number }[] = [];
    const shown = new Set<Unit>(best.found);
    for (const unit of named) {
      if (shown.has(unit) || more.length >= 2) continue;
      const segment = segments.find((candidate) => coverage(candidate.tokens, [unit]).found.length > 0);
      if (!segment) continue;
      const there = coverage(segment.tokens, named);
      for (const found of there.found) shown.add(found);
      more.push({ segment, at: there.at });
    }
    return { segment: best.segment, at: best.at, more };
  };
  // Alternatives ('Java, C#, Python o Node.js'): any one of the technologies is enough.
  const technologies = units.filter((unit) => unit.weight >= 2);
  if (best) {
    const evidence = { segment: best.segment, at: best.at };
    // …when the technologies asked for together are there too ('SQL plus Python or R' asks for SQL).
    const anyTechnology =
      alternatives &&
      technologies.length >= 2 &&
      best.found.some((unit) => unit.weight >= 2 && unit.alternative) &&
      technologies.every((unit) => unit.alternative || overall.found.includes(unit));
    if (best.share >= 0.99 || anyTechnology) return { verdict: 'met', evidence, key: 'generic.met', params: what(best.found) };
    // A list of skills ('Informática: Office, e-mail e sistemas') is met when the CV names every item, a good part of them in one line.
    if (overall.share >= 0.99 && best.share >= 0.34) return { verdict: 'met', evidence: evidenceOf(best, overall.found), key: 'generic.met', params: what(overall.found) };
    if (best.share >= 0.5 || overall.share >= 0.75 || best.found.some((unit) => unit.weight >= 1.5)) {
      return { verdict: 'partly', evidence: evidenceOf(best, overall.found), key: 'generic.partly', params: partly(overall.found) };
    }
  }
  const concrete = units.filter((unit) => unit.kind === 'hard' || unit.kind === 'credential');
  if (concrete.length > 0 && units.filter((unit) => unit.kind === 'soft').length < units.length / 2) {
    // A word around the skill found ('data' of 'Cloud data platforms') is not the skill.
    if (best && overall.found.some((unit) => unit.kind === 'hard' || unit.kind === 'credential')) return { verdict: 'partly', evidence: evidenceOf(best, overall.found), key: 'generic.partly', params: partly(overall.found) };
    return { verdict: 'unclear', evidence: undefined, key: 'generic.notMet', params: what(concrete) };
  }
  if (best && best.share >= 0.34) return { verdict: 'partly', evidence: evidenceOf(best, overall.found), key: 'generic.partly', params: partly(overall.found) };
  return { verdict: 'unclear', evidence: undefined, key: 'generic.unclear' };
}

/** A line about a credential not held yet: sought, pursued, or held as a student. */
const NOT_HELD =
  /\b(seeking|looking for|aspiring|applying for|pursuing|buscando|busco|en busca de|aspir\w*|procuro|procurando|em busca de|candidat[oa] a|student members?(?:hip)?|graduate (?:registered )?nurse|new grad\w*|miembro estudiante|membro estudante|estudiante|estudante|nursing student|student nurse|en tramite|em andamento|pending|pendiente|pendente)\b/;

/** A posting with no conditions: how close the CV is to its position, helped by its tasks. */
function assessPosition(cv: CvReading, position: string, tasks: string): Outcome {
  const positionUnits = unitsOf(position);
  const { best } = bestSegment(cv.segments, positionUnits);
  if (best && best.share >= 0.99) return { verdict: 'met', evidence: { segment: best.segment, at: best.at }, key: 'position.met' };
  const taskUnits = unitsOf(tasks).slice(0, 40);
  const byTasks = bestSegment(cv.segments, taskUnits);
  const partial = best ?? byTasks.best;
  if (partial && ((best && best.share >= 0.5) || byTasks.overall.share >= 0.25)) {
    return { verdict: 'partly', evidence: { segment: partial.segment, at: partial.at }, key: 'position.partly' };
  }
  return { verdict: 'not_met', evidence: undefined, key: 'position.notMet' };
}
