import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX_LENGTH } from '@postula/contract/screening/interview';
import { PublicCard } from '../../../../components/public/public-page';
import { CheckIcon, CircleAlertIcon } from 'lucide-react';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/error-text';
import type { AnswerState } from '../hooks/use-interview-answers';

// The counter shows only near the limit: a number under every answer would be noise.
const COUNTER_FROM = 200;

interface QuestionFieldProps {
  answer: AnswerState;
  total: number;
  /** Sending found it unanswered. */
  missing: boolean;
  onChange: (numero: number, text: string) => void;
  onBlur: (numero: number) => void;
  onRetry: (numero: number) => void;
  textareaRef: Ref<HTMLTextAreaElement>;
}

/**
 * One question and its answer. The question and the answer are the company's and the candidate's own text:
 * rendered as text, never as markup. The textarea is named "Pregunta {n} de {total}" followed by the question.
 */
export function QuestionField({ answer, total, missing, onChange, onBlur, onRetry, textareaRef }: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const numberId = `${id}-number`;
  const questionId = `${id}-question`;
  const statusId = `${id}-status`;
  const counterId = `${id}-counter`;
  const { numero, status } = answer;
  const remaining = ANSWER_MAX_LENGTH - answer.text.length;
  const showCounter = remaining <= COUNTER_FROM;
  const invalid = status === 'error' || missing;

  let statusContent = null;
  if (status === 'pending' || status === 'saving') {
    statusContent = (
      <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <Spinner className="size-3.5" />
        {t('screening.interview.question.saving')}
      </span>
    );
  } else if (status === 'saved') {
    statusContent = (
      <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
        <CheckIcon className="size-4" />
        {t('screening.interview.question.saved')}
      </span>
    );
  } else if (status === 'error') {
    const reason = errorText(answer.error, '');
    statusContent = (
      <span className="flex min-w-0 items-start gap-1.5 text-red-700 dark:text-red-300">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          <strong className="font-semibold">{t('screening.interview.question.notSaved')}</strong>
          {reason ? ` ${reason}` : ''} {t('screening.interview.question.kept')}
        </span>
      </span>
    );
  }

  return (
    <PublicCard>
      <p id={numberId} className="text-xs font-semibold tracking-[0.08em] text-indigo-700 uppercase dark:text-indigo-300">
        {t('screening.interview.question.number', { number: numero, total })}
      </p>
      <label
        id={questionId}
        htmlFor={`${id}-answer`}
        className="mt-1.5 block text-base leading-7 font-semibold break-words whitespace-pre-line text-slate-900 dark:text-white"
      >
        {answer.pregunta}
      </label>
      <textarea
        ref={textareaRef}
        id={`${id}-answer`}
        aria-labelledby={`${numberId} ${questionId}`}
        aria-describedby={showCounter ? `${statusId} ${counterId}` : statusId}
        aria-invalid={invalid || undefined}
        value={answer.text}
        maxLength={ANSWER_MAX_LENGTH}
        rows={5}
        placeholder={t('screening.interview.question.placeholder')}
        onChange={(event) => onChange(numero, event.target.value)}
        onBlur={() => onBlur(numero)}
        className={`mt-4 block min-h-32 w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base leading-7 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:ring-4 focus:outline-none sm:text-[0.9375rem] dark:bg-slate-950/40 dark:text-slate-100 dark:placeholder:text-slate-500 ${
          invalid
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/15 dark:border-red-500/70 dark:focus:ring-red-500/20'
            : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-500/15 dark:border-slate-700 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20'
        }`}
      />
      <div className="mt-2 flex min-h-6 flex-wrap items-start justify-between gap-x-4 gap-y-2 text-sm">
        <div id={statusId} role="status" className="min-w-0 flex-1">
          {statusContent}
        </div>
        {status === 'error' ? (
          <button
            type="button"
            onClick={() => onRetry(numero)}
            aria-label={t('screening.interview.question.retryLabel', { number: numero })}
            className="shrink-0 rounded-md text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {t('common.actions.retry')}
          </button>
        ) : null}
        {showCounter ? (
          <span id={counterId} className="shrink-0 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {t('screening.interview.question.remaining', { count: remaining })}
          </span>
        ) : null}
      </div>
    </PublicCard>
  );
}
