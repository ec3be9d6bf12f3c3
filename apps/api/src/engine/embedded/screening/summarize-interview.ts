import type { Language } from '@postula/contract/constants';
import { SUMMARY_QUOTE_MAX, type InterviewSummaryFacts, type InterviewSummaryInput, type SummaryPoint } from '../../engine';
import { mentionsProtectedTrait } from '../../protected-traits';
import { foldText } from '../cv/tokens';
import { joinList } from '../postings/templates';
import { contentStems, cutAtWord, oneLine, overlaps, quoted } from './text';

// What a recruiter reads of a finished screening interview in ten seconds (issue 15): a fit verdict, the
// answers that speak for the candidate on a condition, the answers that deny something asked, the questions
// left blank and the mandatory conditions nothing shows yet. Stored as facts and said in the reader's
// language when read (as the CV summary, decision 020). The answers are the candidate's untrusted text: they
// are only quoted, flattened to one line and cut, never read as markup or instructions.

/** The longest text a summary says. */
export const SUMMARY_MAX = 1500;
const CONDITION_MAX = 60;
const POINTS_MAX = 6;

/**
 * An answer that says no at its start: 'No', 'No tengo', 'Todavía no', 'Not yet', 'I don't', 'Não tenho',
 * 'Ainda não', 'Lamentablemente no'.
 */
const DENIES =
  /^(?:no|nao|not|never|nunca|nope|todavia no|aun no|ainda nao|por ahora no|por enquanto nao|i don t|i do not|i haven t|i have not|i m not|i am not|lamentablemente no|infelizmente nao|unfortunately(?: not| no| i)|sadly not)\b/;

interface Condition {
  text: string;
  stems: string[];
  mandatory: boolean;
  /** The CV analysis shows it met. */
  shown: boolean;
}

/** The conditions a question is about: named in it (quoted by the CV questions) or sharing most of its words. */
function conditionsOf(question: string, conditions: readonly Condition[]): Condition[] {
  const folded = foldText(question);
  const stems = contentStems(question);
  return conditions.filter((condition) => {
    if (folded.includes(foldText(cutAtWord(condition.text, 40).replace(/…$/, '')))) return true;
    const shared = condition.stems.filter((stem) => overlaps([stem], stems)).length;
    return shared > 0 && shared >= Math.ceil(condition.stems.length / 2);
  });
}

export function summarizeInterview({ posting, answers, conditions: verdicts = [] }: InterviewSummaryInput): InterviewSummaryFacts {
  const conditions: Condition[] = [
    ...posting.mandatory.map((text) => ({ text, mandatory: true })),
    ...posting.desirable.map((text) => ({ text, mandatory: false })),
  ]
    .map(({ text, mandatory }) => ({ text: oneLine(text), mandatory }))
    .filter(({ text }) => text.length > 0 && !mentionsProtectedTrait(text))
    .map(({ text, mandatory }) => ({
      text,
      mandatory,
      stems: contentStems(text),
      shown: verdicts.some((entry) => oneLine(entry.condition) === text && entry.verdict === 'met'),
    }))
    .filter((condition) => condition.stems.length > 0);

  const highlights: SummaryPoint[] = [];
  const flags: SummaryPoint[] = [];
  const confirmed = new Set<string>();
  const denied = new Set<string>();
  const blank: number[] = [];
  answers.forEach((entry, index) => {
    const question = index + 1;
    const answer = oneLine(entry.answer);
    if (!/[\p{L}\p{N}]/u.test(answer)) {
      blank.push(question);
      return;
    }
    const asked = conditionsOf(entry.question, conditions);
    const quote = cutAtWord(answer, SUMMARY_QUOTE_MAX);
    if (DENIES.test(foldText(answer))) {
      for (const condition of asked) denied.add(condition.text);
      flags.push({ question, condition: asked[0]?.text ?? null, quote });
      return;
    }
    // An answer bears on the conditions its question asks about, or on those it names itself.
    const stems = contentStems(answer);
    const about = asked.length > 0 ? asked : conditions.filter((condition) => overlaps(condition.stems, stems));
    if (about.length === 0) return;
    for (const condition of about) confirmed.add(condition.text);
    highlights.push({ question, condition: about[0]!.text, quote });
  });

  const mandatory = conditions.filter((condition) => condition.mandatory);
  const open = mandatory.filter((condition) => !condition.shown && !confirmed.has(condition.text) && !denied.has(condition.text)).map((c) => c.text);
  const answered = answers.length - blank.length;
  const deniesMandatory = mandatory.some((condition) => denied.has(condition.text));
  const fit =
    answers.length === 0
      ? 'possible'
      : deniesMandatory || answered < answers.length / 2
        ? 'weak'
        : open.length === 0 && blank.length === 0 && flags.length === 0
          ? 'good'
          : 'possible';
  return {
    fit,
    answered,
    total: answers.length,
    blank,
    // Mandatory conditions first, in the posting's order.
    highlights: byCondition(highlights, conditions).slice(0, POINTS_MAX),
    flags: byCondition(flags, conditions).slice(0, POINTS_MAX),
    open: open.slice(0, 12),
  };
}

/** Points about a condition before the rest, in the posting's order of conditions, then by question. */
function byCondition(points: SummaryPoint[], conditions: readonly Condition[]): SummaryPoint[] {
  const rank = (point: SummaryPoint) => {
    const at = conditions.findIndex((condition) => condition.text === point.condition);
    return at === -1 ? conditions.length : at;
  };
  return [...points].sort((a, b) => rank(a) - rank(b) || a.question - b.question);
}

interface SummaryPhrases {
  fit: Record<InterviewSummaryFacts['fit'], string>;
  answered: (count: number, total: number) => string;
  noQuestions: string;
  highlights: string;
  flags: string;
  /** One point: the question's number, the condition when there is one, the answer's words. */
  point: (question: number, condition: string | null, quote: string) => string;
  blank: (numbers: string, many: boolean) => string;
  open: (conditions: string, many: boolean) => string;
}

const ES: SummaryPhrases = {
  fit: { good: 'Encaje: bueno', possible: 'Encaje: a confirmar', weak: 'Encaje: débil' },
  answered: (count, total) => `respondió ${count} de ${total} ${total === 1 ? 'pregunta' : 'preguntas'}.`,
  noQuestions: 'La entrevista no tenía preguntas.',
  highlights: 'A favor',
  flags: 'A revisar',
  point: (question, condition, quote) => `${condition ? `${condition}, ` : ''}pregunta ${question}: ${quote}`,
  blank: (numbers, many) => (many ? `Sin responder: preguntas ${numbers}.` : `Sin responder: pregunta ${numbers}.`),
  open: (conditions, many) => `${many ? 'Requisitos excluyentes' : 'Requisito excluyente'} que nada muestra aún: ${conditions}.`,
};

const EN: SummaryPhrases = {
  fit: { good: 'Fit: good', possible: 'Fit: to be confirmed', weak: 'Fit: weak' },
  answered: (count, total) => `answered ${count} of ${total} ${total === 1 ? 'question' : 'questions'}.`,
  noQuestions: 'The interview had no questions.',
  highlights: 'In favour',
  flags: 'To check',
  point: (question, condition, quote) => `${condition ? `${condition}, ` : ''}question ${question}: ${quote}`,
  blank: (numbers, many) => (many ? `Left blank: questions ${numbers}.` : `Left blank: question ${numbers}.`),
  open: (conditions, many) => `Mandatory ${many ? 'requirements' : 'requirement'} nothing shows yet: ${conditions}.`,
};

const PT: SummaryPhrases = {
  fit: { good: 'Encaixe: bom', possible: 'Encaixe: a confirmar', weak: 'Encaixe: fraco' },
  answered: (count, total) => `respondeu ${count} de ${total} ${total === 1 ? 'pergunta' : 'perguntas'}.`,
  noQuestions: 'A entrevista não tinha perguntas.',
  highlights: 'A favor',
  flags: 'A verificar',
  point: (question, condition, quote) => `${condition ? `${condition}, ` : ''}pergunta ${question}: ${quote}`,
  blank: (numbers, many) => (many ? `Sem resposta: perguntas ${numbers}.` : `Sem resposta: pergunta ${numbers}.`),
  open: (conditions, many) => `${many ? 'Requisitos obrigatórios' : 'Requisito obrigatório'} que nada mostra ainda: ${conditions}.`,
};

const SUMMARY_PHRASES: Record<Language, SummaryPhrases> = { es: ES, en: EN, pt: PT };

/**
 * The summary said in `language`, one point per line: the fit verdict and the count first (the line the
 * applicants list shows), then what speaks for the candidate, what to check, the blanks and what nothing shows.
 */
export function renderInterviewSummary(facts: InterviewSummaryFacts, language: Language): string {
  const phrases = SUMMARY_PHRASES[language];
  if (facts.total === 0) return phrases.noQuestions;
  const q = (text: string) => quoted(text, language);
  const point = (entry: SummaryPoint) =>
    phrases.point(entry.question, entry.condition ? q(cutAtWord(entry.condition, CONDITION_MAX)) : null, q(entry.quote));
  const lines = [`${phrases.fit[facts.fit]} · ${phrases.answered(facts.answered, facts.total)}`];
  if (facts.highlights.length > 0) lines.push(`${phrases.highlights}: ${facts.highlights.map(point).join('; ')}.`);
  if (facts.flags.length > 0) lines.push(`${phrases.flags}: ${facts.flags.map(point).join('; ')}.`);
  if (facts.blank.length > 0) lines.push(phrases.blank(joinList(facts.blank.map(String), language), facts.blank.length > 1));
  if (facts.open.length > 0) lines.push(phrases.open(joinList(facts.open.map((condition) => q(cutAtWord(condition, CONDITION_MAX))), language), facts.open.length > 1));
  // Whole lines while they fit; the first that does not is cut at a word, and the rest left out.
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    const room = SUMMARY_MAX - length - (kept.length > 0 ? 1 : 0);
    if (line.length > room) {
      if (room > 40) kept.push(cutAtWord(line, room));
      break;
    }
    kept.push(line);
    length += line.length + (kept.length > 1 ? 1 : 0);
  }
  return kept.join('\n');
}
