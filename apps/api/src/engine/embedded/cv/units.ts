import { conceptsIn, findPhrase, otherSense, type Concept, type ConceptKind } from './concepts';
import type { Segment } from './cv-document';
import { stemsMatch, tokenize, type Token } from './tokens';

// What a condition asks for, as units that can each be looked for in the CV: a concept it names
// ('ventas', 'React', 'enfermería') or a plain word no concept covers. Words that only frame the
// condition ('experiencia', 'conocimientos', 'al menos', 'deseable') are not units.

export interface Unit {
  /** The condition's own words for it. */
  label: string;
  concepts: readonly Concept[];
  /** Stems of the condition's words for it, matched as a sequence. */
  stems: readonly string[];
  kind: ConceptKind | 'word';
  weight: number;
  /**
   * One of a list of alternatives ('SAP, Siigo, A2 u otro', 'Python or R', 'Power BI, Tableau or similar'):
   * any one of them is enough, while the other units of the condition are all asked for.
   */
  alternative: boolean;
  /**
   * Alternatives written in several words form one group ('building reports' in 'analysing data or
   * building reports'): a group is met when all its units are.
   */
  group?: number;
  /** Words that the examples in brackets after them stand for ('Cloud data platforms (Azure, AWS or GCP)'). */
  explained?: boolean;
}

/** Before a unit of a list: '(', ',', '/', 'o', 'u', 'or', 'ou', 'y/o'; after it: ',', '/', ')', 'o'… */
const LIST_BEFORE = /(?:[,/(]|\b(?:o|u|or|ou|y\/o|and\/or|e\/ou))\s*$/i;
const LIST_AFTER = /^\s*(?:[,/)]|(?:o|u|or|ou|y\/o|and\/or|e\/ou)\b)/i;

/** Examples in brackets right after a unit, which it names: 'un software contable (SAP, Siigo, A2 u otro)'. */
const EXPLAINED_BY = /^\s*\([^()]*\b(?:u otros?|o otros?|or (?:any )?other|ou outros?|o similar(?:es)?|or similar|ou similar(?:es)?|etc\.?)\s*\)/i;

/** Alternatives in brackets a few words on ('Cloud data platforms (Azure, AWS or GCP)'): examples of those words. */
const EXAMPLES_AFTER = /^(?:\s+[\p{L}\p{N}.#+-]+){0,3}\s*\([^()]*\s(?:o|u|or|ou)\s[^()]*\)/iu;

/**
 * Whether the words from `start` to `end` of `text` are an item of a list of alternatives, or what the
 * examples in brackets right after them name (any example then stands for them).
 */
function inList(text: string, start: number, end: number): boolean {
  if (!/\s(?:o|u|or|ou)\s|\/|\(/i.test(text)) return false;
  return listItem(text, start, end) || EXPLAINED_BY.test(text.slice(end, end + 200));
}

/** Whether the words from `start` to `end` are set off as a list's item (',', '/', 'o', 'or'… before or after them). */
function listItem(text: string, start: number, end: number): boolean {
  return LIST_BEFORE.test(text.slice(Math.max(0, start - 8), start)) || LIST_AFTER.test(text.slice(end, end + 8));
}

/** Words that brackets of alternatives right after them give examples of, and that are no list's item themselves. */
function explainedOnly(text: string, start: number, end: number): boolean {
  return EXAMPLES_AFTER.test(text.slice(end, end + 200)) && !listItem(text, start, end);
}

/** Words that frame conditions in the three languages. Stemmed at start-up like everything else. */
const FRAME_WORDS = `
experiencia experience experiencias comprobable comprobada proven comprovada previa previous prévia prior
conocimiento conocimientos knowledge conhecimento conhecimentos manejo handling dominio domínio proficiency
proficiente solido solidos sólidos solid strong bueno buena buenas good boa bom boas bons excelente excellent
capacidad capacidades ability abilities capacidade habilidad habilidades skill skills habilidade deseable
desirable desejável excluyente requisito requirement required requerido indispensable imprescindible
essencial essential obligatorio mandatory obrigatório minimo mínimo minimum least menos pelo anos año años
year years ano mes meses month months mês nivel level vigente current valid válido ativo active actualizado up-to-date atualizado
area área areas field fields campo campos afines related relacionados relacionadas similar similares similar puestos puesto posições trabajar trabalhar working
posição roles role positions position trabajo trabajos work trabalho tener have ter contar disponer possuir
deseable valorable valoramos valued plus preferentemente preferably preferencialmente uso use using usar
utilizar experto expert experiência comprovável sólida sólidas afin afim tipo type curso course formacion
formación formação training capacitación capacitação herramientas tools ferramentas similar demostrable
demonstrable título titulo degree diploma grado graduação graduacao completo completa complete
disponibilidad disponibilidade availability available disponible disponível
básico básica básicos básicas basic basics
background backgrounds antecedentes
profesional profesionales professional profissional profissionais
adobe microsoft
tareas tarea tasks task tarefas tarefa funciones función functions funções labores
`;

const FRAME = new Set(tokenize(FRAME_WORDS).map((token) => token.stem));

export function isFrameWord(stem: string): boolean {
  return FRAME.has(stem);
}

/**
 * The units of a condition; `ignore` drops words another reader already used (a degree level, a year count).
 * `examples: false` reads alternatives in brackets as a list of their own, not as examples of the words before
 * them: in an experience condition they say where the work was done ('in an acute-care setting (med-surg or ICU)').
 */
export function unitsOf(text: string, ignore: (token: Token) => boolean = () => false, { examples = true } = {}): Unit[] {
  const tokens = tokenize(text);
  const hits = conceptsIn(tokens);
  const units: Unit[] = [];
  /** Where each unit stands in `text`, in the order of `units`. */
  const spans: { start: number; end: number }[] = [];
  const covered = new Set<number>();
  // Concepts covering the same words are one unit with alternatives ('enfermería': nursing, nurse).
  const byWords = new Map<string, Concept[]>();
  for (const hit of hits) {
    const words = hit.covered.filter((index) => !ignore(tokens[index]!)).sort((a, b) => a - b);
    // Each place the concept is named is a unit of its own ('metas de vendas … ou televendas').
    const runs: number[][] = [];
    for (const index of words) {
      const run = runs[runs.length - 1];
      if (run && run[run.length - 1] === index - 1) run.push(index);
      else runs.push([index]);
    }
    for (const run of runs) {
      const key = run.join(',');
      byWords.set(key, [...(byWords.get(key) ?? []), hit.concept]);
      for (const index of run) covered.add(index);
    }
  }
  // A unit covered by a longer one is dropped ('sql' inside 'sql server').
  const keys = [...byWords.keys()];
  for (const key of keys) {
    const words = key.split(',');
    if (keys.some((other) => other !== key && other.split(',').length > words.length && words.every((w) => other.split(',').includes(w)))) continue;
    // A technology named is that technology: 'SQL' is not any 'database' the CV mentions.
    const named = byWords.get(key)!;
    const technologies = named.filter((concept) => concept.id.startsWith('tech:'));
    const concepts = technologies.length > 0 ? technologies : named;
    const indices = words.map(Number);
    const kind: ConceptKind = concepts.some((c) => c.kind === 'credential')
      ? 'credential'
      : concepts.some((c) => c.kind === 'hard')
        ? 'hard'
        : 'soft';
    units.push({
      label: labelOf(text, indices.map((i) => tokens[i]!)),
      concepts,
      stems: indices.map((i) => tokens[i]!.stem),
      kind,
      weight: Math.max(...concepts.map((c) => c.weight)),
      alternative: inList(text, tokens[indices[0]!]!.start, tokens[indices[indices.length - 1]!]!.end),
    });
    spans.push({ start: tokens[indices[0]!]!.start, end: tokens[indices[indices.length - 1]!]!.end });
  }
  tokens.forEach((token, index) => {
    if (covered.has(index) || ignore(token) || isFrameWord(token.stem) || token.key.length < 2) return;
    units.push({ label: text.slice(token.start, token.end), concepts: [], stems: [token.stem], kind: 'word', weight: 0.75, alternative: inList(text, token.start, token.end) });
    spans.push({ start: token.start, end: token.end });
  });
  joinAlternatives(text, units, spans);
  if (examples) groupExplained(text, units, spans);
  return units;
}

/**
 * Words written together with an alternative are part of it: in 'analysing data or building reports',
 * 'reports' belongs to the alternative 'building reports' as much as 'building' does.
 */
function joinAlternatives(text: string, units: Unit[], spans: readonly { start: number; end: number }[]): void {
  const order = units.map((_, index) => index).sort((a, b) => spans[a]!.start - spans[b]!.start);
  const adjacent = (a: number, b: number) => /^\s+$/.test(text.slice(spans[a]!.end, spans[b]!.start));
  const join = (into: number, other: number) => {
    units[into] = { ...units[into]!, group: into };
    units[other] = { ...units[other]!, alternative: true, group: into };
  };
  for (let k = 1; k < order.length; k++) {
    const [before, after] = [order[k - 1]!, order[k]!];
    if (units[before]!.alternative && !units[after]!.alternative && adjacent(before, after) && !LIST_AFTER.test(text.slice(spans[before]!.end))) {
      join(units[before]!.group ?? before, after);
    }
  }
  for (let k = order.length - 2; k >= 0; k--) {
    const [before, after] = [order[k]!, order[k + 1]!];
    if (units[after]!.alternative && !units[before]!.alternative && adjacent(before, after) && !LIST_BEFORE.test(text.slice(0, spans[after]!.start))) {
      join(units[after]!.group ?? after, before);
    }
  }
  // Alternatives with nothing but a space between are one item ('React Testing Library', 'Looker Studio').
  for (let k = 1; k < order.length; k++) {
    const [before, after] = [order[k - 1]!, order[k]!];
    if (units[before]!.alternative && units[after]!.alternative && units[after]!.group === undefined && adjacent(before, after)) join(units[before]!.group ?? before, after);
  }
}

/**
 * The words the examples in brackets stand for are one alternative, met whole or by an example: 'Cloud data
 * platforms (Azure, AWS or GCP)' is met by AWS or by cloud data platforms named, not by 'data' alone.
 */
function groupExplained(text: string, units: Unit[], spans: readonly { start: number; end: number }[]): void {
  const order = units
    .map((_, index) => index)
    .filter((index) => units[index]!.group === undefined && explainedOnly(text, spans[index]!.start, spans[index]!.end))
    .sort((a, b) => spans[a]!.start - spans[b]!.start);
  let first: number | undefined;
  for (const [k, index] of order.entries()) {
    const previous = order[k - 1];
    if (previous === undefined || !/^\s+$/.test(text.slice(spans[previous]!.end, spans[index]!.start))) first = index;
    units[index] = { ...units[index]!, alternative: true, group: first, explained: true };
  }
}

/**
 * What a unit of several words is called in the reasons: the condition's own words, with what stands between
 * them ('Control de versiones con Git', 'impuestos (IVA, retenciones)', not 'Control versiones Git'), unless
 * that leaves a bracket open or runs long; then the words alone.
 */
function labelOf(text: string, words: readonly Token[]): string {
  const start = words[0]!.start;
  let end = words[words.length - 1]!.end;
  const opened = (span: string) => (span.match(/\(/g)?.length ?? 0) - (span.match(/\)/g)?.length ?? 0);
  if (opened(text.slice(start, end)) === 1 && text[end] === ')') end++;
  const span = text.slice(start, end);
  // Across a comma of the condition's own list, the small words between go ('Pacote Office, Excel', not 'Pacote
  // Office, com Excel'); inside brackets they stay ('impuestos (IVA, retenciones)').
  const listed = /,/.test(span.replace(/\([^()]*\)/g, ''));
  if (opened(span) === 0 && span.length <= MAX_LABEL_CHARS && !/[\n;:]/.test(span) && !listed) return span;
  if (opened(span) === 0 && listed && span.length <= MAX_LABEL_CHARS && !/[\n;:]/.test(span)) {
    // The list's own 'or', 'y', 'ou' stay ('Azure, AWS or GCP').
    const between = (i: number) =>
      text
        .slice(words[i - 1]!.end, words[i]!.start)
        .replace(/[\p{L}\p{N}]+/gu, (word) => (/^(?:or|and|y|e|o|u|ou|ni|nem)$/i.test(word) ? word : ''))
        .replace(/\s+/g, ' ')
        .trim();
    const joint = (i: number) => {
      const sep = between(i);
      return sep === '' ? ' ' : /^\p{L}/u.test(sep) ? ` ${sep} ` : `${sep} `;
    };
    return words.map((word, i) => (i === 0 ? '' : joint(i)) + text.slice(word.start, word.end)).join('');
  }
  return words.map((word) => text.slice(word.start, word.end)).join(' ');
}
/** Longest span of a condition a reason quotes as one thing. */
const MAX_LABEL_CHARS = 60;

const NONE: readonly (readonly string[])[] = [];

/** Where a unit is named in the tokens, or shown by the work that shows it: the token index, or -1. */
export function findUnit(tokens: readonly Token[], unit: Unit): number {
  return locate(tokens, unit, true);
}

/** Whether the tokens name the unit itself, not only the work that shows it ('Atención al cliente' for customer orientation). */
export function namesUnit(tokens: readonly Token[], unit: Unit): boolean {
  return locate(tokens, unit, false) >= 0;
}

function locate(tokens: readonly Token[], unit: Unit, byWork: boolean): number {
  // A concept's own phrases, then the work that shows it (SHOWN_BY); no list is built per call, this runs for every line.
  for (const concept of unit.concepts) {
    for (const phrases of [concept.phrases, (byWork && concept.shownBy) || NONE]) {
      for (const phrase of phrases) {
        const at = findPhrase(tokens, phrase);
        if (at >= 0) return at;
      }
    }
  }
  // A concept's phrases list its forms: its own words are matched exactly ('Excel' is not 'Excelentes').
  if (unit.concepts.length > 0) return findPhrase(tokens, unit.stems);
  if (unit.stems.length === 1) {
    const stem = unit.stems[0]!;
    return tokens.findIndex((token, i) => stemsMatch(token.stem, stem) && !otherSense(tokens, i));
  }
  return findPhrase(tokens, unit.stems, true);
}

export interface Coverage {
  /** Weighted share of the units found, 0–1. */
  share: number;
  found: Unit[];
  /** Offset in the segment's text of the first unit found. */
  at: number;
}

export function coverage(tokens: readonly Token[], units: readonly Unit[]): Coverage {
  let at = Number.POSITIVE_INFINITY;
  const found: Unit[] = [];
  for (const unit of units) {
    const index = findUnit(tokens, unit);
    if (index < 0) continue;
    found.push(unit);
    at = Math.min(at, tokens[index]!.start);
  }
  return { share: shareOf(units, found), found, at: Number.isFinite(at) ? at : 0 };
}

/**
 * The weighted share of `units` that `found` holds. Alternatives weigh as one unit, the heaviest of them,
 * earned whole when any one of them is found.
 */
export function shareOf(units: readonly Unit[], found: readonly Unit[]): number {
  const alternatives = units.filter((unit) => unit.alternative);
  // A lone 'alternative' is not a list: it weighs as itself.
  const listed = alternatives.length >= 2;
  let total = 0;
  let got = 0;
  for (const unit of units) {
    if (listed && unit.alternative) continue;
    total += unit.weight;
    if (found.includes(unit)) got += unit.weight;
  }
  if (listed) {
    const weight = Math.max(...alternatives.map((unit) => unit.weight));
    total += weight;
    // The best-met alternative earns: a one-unit alternative whole, a group by the share of it found.
    let best = 0;
    for (const unit of alternatives) {
      if (!found.includes(unit)) continue;
      const group = unit.group === undefined ? [unit] : alternatives.filter((other) => other.group === unit.group);
      const groupWeight = group.reduce((sum, other) => sum + other.weight, 0);
      best = Math.max(best, group.filter((other) => found.includes(other)).reduce((sum, other) => sum + other.weight, 0) / groupWeight);
    }
    got += weight * best;
  }
  return total === 0 ? 0 : got / total;
}

export interface BestSegment extends Coverage {
  segment: Segment;
}

/**
 * The segment that names most of the units, and what the whole CV names (units can be spread over
 * several lines: a skills list and an experience bullet). Ties go to the earlier segment.
 */
export function bestSegment(
  segments: readonly Segment[],
  units: readonly Unit[],
): { best: BestSegment | undefined; overall: Coverage } {
  let best: BestSegment | undefined;
  const anywhere = new Set<Unit>();
  for (const segment of segments) {
    const named = coverage(segment.tokens, units);
    // What examples stand for counts only where it is named whole ('Front-end testing', not a 'UI' lead here
    // and 'A/B testing' there; 'Cloud data platforms', not 'platforms … for budgetary data analysis').
    const found = named.found.filter((unit) => !unit.explained || units.every((other) => other.group !== unit.group || named.found.includes(other)));
    const result = found.length === named.found.length ? named : { ...coverage(segment.tokens, found), share: shareOf(units, found) };
    for (const unit of result.found) anywhere.add(unit);
    if (result.share > 0 && (!best || result.share > best.share + 1e-9)) best = { ...result, segment };
  }
  return { best, overall: { share: shareOf(units, [...anywhere]), found: [...anywhere], at: 0 } };
}
