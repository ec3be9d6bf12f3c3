import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH } from '@postula/contract/screening';
import { Button } from '../../../components/ui/button';
import { controlClasses, controlStateClasses } from '../../../components/ui/field-styles';
import { IconButton } from '../../../components/ui/icon-button';
import { PenLineIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { newKey, type DraftQuestion } from '../utils/questions';

interface QuestionListProps {
  /** Names the list for readers. */
  label: string;
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  /** The number of the first question: CV questions continue after the general ones. */
  firstNumber?: number;
  /** Read-only once the candidate has started (spec §4). */
  disabled?: boolean;
}

/**
 * Questions the recruiter edits in place (spec §2): edit, delete (the rest are renumbered), add. Ctrl+Enter or
 * Escape ends editing (spec §5); a question left blank is removed.
 */
export function QuestionList({ label, questions, onChange, firstNumber = 1, disabled = false }: QuestionListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);

  const update = (key: string, text: string) => onChange(questions.map((q) => (q.key === key ? { ...q, text } : q)));
  const remove = (key: string) => onChange(questions.filter((q) => q.key !== key));
  const finish = (key: string) => {
    setEditing(null);
    const question = questions.find((q) => q.key === key);
    if (question && !question.text.trim()) remove(key);
  };
  const add = () => {
    const key = newKey();
    onChange([...questions, { key, text: '' }]);
    setEditing(key);
  };
  const onKeyDown = (key: string) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      // Escape ends the editing here, not the page's dialog or drawer around it.
      event.stopPropagation();
      finish(key);
    }
  };

  return (
    <div className="space-y-3">
      {questions.length === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">{t('screening.questions.empty')}</p> : null}
      <ol aria-label={label} className="space-y-2">
        {questions.map((question, index) => {
          const number = firstNumber + index;
          const isEditing = editing === question.key && !disabled;
          return (
            <li
              key={question.key}
              aria-label={t('screening.questions.label', { number })}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700 tabular-nums dark:bg-indigo-500/15 dark:text-indigo-300"
              >
                {number}
              </span>
              {isEditing ? (
                <div className="min-w-0 flex-1 space-y-2">
                  <textarea
                    aria-label={t('screening.questions.label', { number })}
                    aria-description={t('screening.questions.shortcut')}
                    value={question.text}
                    maxLength={QUESTION_MAX_LENGTH}
                    rows={3}
                    autoFocus
                    placeholder={t('screening.questions.newQuestion')}
                    onChange={(event) => update(question.key, event.target.value)}
                    onKeyDown={onKeyDown(question.key)}
                    className={`${controlClasses} ${controlStateClasses.normal} resize-y py-2 text-sm leading-6`}
                  />
                  <Button size="sm" variant="secondary" onClick={() => finish(question.key)}>
                    {t('screening.questions.done')}
                  </Button>
                </div>
              ) : (
                <p className="min-w-0 flex-1 pt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                  {question.text}
                </p>
              )}
              {disabled || isEditing ? null : (
                <div className="flex shrink-0 gap-0.5">
                  <IconButton
                    label={t('screening.questions.edit', { number })}
                    icon={<PenLineIcon className="size-4" />}
                    onClick={() => setEditing(question.key)}
                    className="size-9"
                  />
                  <IconButton
                    label={t('screening.questions.delete', { number })}
                    icon={<Trash2Icon className="size-4" />}
                    onClick={() => remove(question.key)}
                    className="size-9 hover:text-red-600 dark:hover:text-red-400"
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {disabled ? null : (
        <Button size="sm" variant="secondary" onClick={add}>
          <PlusIcon className="size-4" />
          {t('screening.questions.add')}
        </Button>
      )}
    </div>
  );
}
