/** What the page knows of one question: its number and the answer the server holds for it. */
export interface SavedAnswer {
  numero: number;
  /** The last answer the server confirmed; null while it has none. */
  saved: string | null;
}

/** An answer of only blanks is no answer: the server will not take it as one when the interview is sent. */
export function isBlank(answer: string | null | undefined): boolean {
  return (answer ?? '').trim() === '';
}

/** How many questions have a saved, non-blank answer ("3 de 7 respondidas"). */
export function progressOf(answers: readonly SavedAnswer[]): { answered: number; total: number } {
  return { answered: answers.filter((answer) => !isBlank(answer.saved)).length, total: answers.length };
}

/** The numbers of the questions still without a saved answer, in order: what blocks sending. */
export function missingQuestions(answers: readonly SavedAnswer[]): number[] {
  return answers
    .filter((answer) => isBlank(answer.saved))
    .map((answer) => answer.numero)
    .sort((a, b) => a - b);
}

/** Sending needs at least one question and every one answered. */
export function isComplete(answers: readonly SavedAnswer[]): boolean {
  return answers.length > 0 && missingQuestions(answers).length === 0;
}
