import type { Language } from '@postula/contract/constants';
import type { InterviewSummaryInput } from '../../engine';
import { mentionsProtectedTrait } from '../../protected-traits';
import { joinList } from '../templates';
import { contentStems, cutAtWord, oneLine, overlaps, quoted } from './text';

// An extractive summary of a finished screening interview for the recruiter: how many questions were
// answered and which were left blank, a short quotation of every answer, and which mandatory conditions
// the answers speak to. The answers are the candidate's untrusted text: they are quoted, flattened to one
// line and cut, never read as markup or instructions.

export const SUMMARY_MAX = 1500;
const QUESTION_MAX = 60;
const ANSWER_MAX = 120;

interface SummaryPhrases {
  answered: (count: number, total: number) => string;
  blank: (numbers: string, many: boolean) => string;
  answer: (question: string, answer: string) => string;
  relates: (conditions: string, many: boolean) => string;
  untouched: (conditions: string, many: boolean) => string;
  noQuestions: string;
}

const ES: SummaryPhrases = {
  answered: (count, total) => `Respondió ${count} de ${total} ${total === 1 ? 'pregunta' : 'preguntas'}.`,
  blank: (numbers, many) => (many ? `Dejó sin responder las preguntas ${numbers}.` : `Dejó sin responder la pregunta ${numbers}.`),
  answer: (question, answer) => `Sobre ${question}: ${answer}`,
  relates: (conditions, many) => ` (se relaciona con ${many ? 'los requisitos excluyentes' : 'el requisito excluyente'} ${conditions})`,
  untouched: (conditions, many) =>
    `Ninguna respuesta menciona ${many ? 'los requisitos excluyentes' : 'el requisito excluyente'} ${conditions}.`,
  noQuestions: 'La entrevista no tenía preguntas.',
};

const EN: SummaryPhrases = {
  answered: (count, total) => `Answered ${count} of ${total} ${total === 1 ? 'question' : 'questions'}.`,
  blank: (numbers, many) => (many ? `Left questions ${numbers} blank.` : `Left question ${numbers} blank.`),
  answer: (question, answer) => `On ${question}: ${answer}`,
  relates: (conditions, many) => ` (relates to the mandatory ${many ? 'requirements' : 'requirement'} ${conditions})`,
  untouched: (conditions, many) => `No answer mentions the mandatory ${many ? 'requirements' : 'requirement'} ${conditions}.`,
  noQuestions: 'The interview had no questions.',
};

const PT: SummaryPhrases = {
  answered: (count, total) => `Respondeu ${count} de ${total} ${total === 1 ? 'pergunta' : 'perguntas'}.`,
  blank: (numbers, many) => (many ? `Deixou em branco as perguntas ${numbers}.` : `Deixou em branco a pergunta ${numbers}.`),
  answer: (question, answer) => `Sobre ${question}: ${answer}`,
  relates: (conditions, many) => ` (relaciona-se com ${many ? 'os requisitos obrigatórios' : 'o requisito obrigatório'} ${conditions})`,
  untouched: (conditions, many) => `Nenhuma resposta menciona ${many ? 'os requisitos obrigatórios' : 'o requisito obrigatório'} ${conditions}.`,
  noQuestions: 'A entrevista não tinha perguntas.',
};

const SUMMARY_PHRASES: Record<Language, SummaryPhrases> = { es: ES, en: EN, pt: PT };

export function summarizeInterview({ posting, answers }: InterviewSummaryInput): string {
  const { language } = posting;
  const phrases = SUMMARY_PHRASES[language];
  if (answers.length === 0) return phrases.noQuestions;
  const q = (text: string) => quoted(text, language);

  const mandatory = posting.mandatory
    .map((condition) => oneLine(condition))
    .filter((condition) => condition.length > 0 && !mentionsProtectedTrait(condition))
    .map((condition) => ({ condition, stems: contentStems(condition) }))
    .filter((entry) => entry.stems.length > 0);
  const touched = new Set<string>();

  const answered = answers
    .map((entry, i) => ({ ...entry, number: i + 1, answer: oneLine(entry.answer) }))
    .filter((entry) => /[\p{L}\p{N}]/u.test(entry.answer));
  const blank = answers.map((_, i) => i + 1).filter((number) => !answered.some((entry) => entry.number === number));

  const head = [phrases.answered(answered.length, answers.length)];
  if (blank.length > 0) head.push(phrases.blank(joinList(blank.map(String), language), blank.length > 1));

  const clauses = answered.map((entry) => {
    const stems = contentStems(entry.answer);
    const related = mandatory.filter((condition) => overlaps(condition.stems, stems)).map((condition) => condition.condition);
    for (const condition of related) touched.add(condition);
    const relation = related.length > 0 ? phrases.relates(joinList(related.map((condition) => q(cutAtWord(condition, 60))), language), related.length > 1) : '';
    return `${phrases.answer(q(cutAtWord(entry.question, QUESTION_MAX)), q(cutAtWord(entry.answer, ANSWER_MAX)))}${relation}.`;
  });

  const untouched = mandatory.filter((entry) => !touched.has(entry.condition)).map((entry) => q(cutAtWord(entry.condition, 60)));
  const tail = answered.length > 0 && untouched.length > 0 ? [phrases.untouched(joinList(untouched, language), untouched.length > 1)] : [];

  // The counts and the tail always fit; answers fill what is left, in order, and the rest is left out.
  const fixed = [...head, ...tail].join(' ').length;
  const kept: string[] = [];
  let length = fixed;
  for (const clause of clauses) {
    if (length + 1 + clause.length > SUMMARY_MAX - 2) {
      kept.push('…');
      break;
    }
    kept.push(clause);
    length += 1 + clause.length;
  }
  const summary = [...head, ...kept, ...tail].join(' ');
  return summary.length <= SUMMARY_MAX ? summary : cutAtWord(summary, SUMMARY_MAX);
}
