import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Applicant } from '@postula/contract/applicants';
import { NO_MARK_ID, TIMINGS } from '@postula/contract/constants';
import type { Mark } from '@postula/contract/marks';
import { SelectField } from '../../../components/ui/select-field';
import { CheckIcon } from 'lucide-react';
import { MarkChip } from '../../../components/ui/mark-chip';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { useTimedValue } from '../../../lib/use-timed-value';
import { useUpdateApplicant } from '../api/update-applicant';
import { paths } from '../../../lib/paths';

interface MarkSelectProps {
  postingId: number;
  applicant: Applicant;
  marks: Mark[];
}

/**
 * The applicant's mark in the detail panel: choosing one saves it at once (spec §2), with its chip as it will
 * look in the list. A failed save says so (spec §8) and the field shows the stored mark again.
 */
export function MarkSelect({ postingId, applicant, marks }: MarkSelectProps) {
  const { t } = useTranslation();
  const update = useUpdateApplicant(postingId);
  const [saved, flashSaved] = useTimedValue<true>(TIMINGS.savedFlash);
  const [error, setError] = useState<string | null>(null);
  const current = update.isPending ? update.variables.change : { marca_id: applicant.marca_id };
  const value = 'marca_id' in current ? current.marca_id : applicant.marca_id;
  const chosen = marks.find((mark) => mark.marca_id === value);

  if (marks.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('applicants.drawer.noMarks')}{' '}
        <Link
          to={paths.applicantMarks()}
          className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {t('applicants.drawer.createMark')}
        </Link>
      </p>
    );
  }

  const choose = (markId: number) => {
    setError(null);
    update.mutate(
      { applicantId: applicant.postulacion_id, change: { marca_id: markId } },
      {
        onSuccess: () => flashSaved(true),
        onError: (cause) => setError(errorText(cause, t('applicants.drawer.markError'))),
      },
    );
  };

  return (
    <div className="space-y-2">
      <SelectField
        label={t('applicants.drawer.mark')}
        value={String(value)}
        disabled={update.isPending}
        onChange={(event) => choose(Number(event.target.value))}
      >
        <option value={NO_MARK_ID}>{t('applicants.row.noMark')}</option>
        {marks.map((mark) => (
          <option key={mark.marca_id} value={mark.marca_id}>
            {mark.nombre}
          </option>
        ))}
      </SelectField>
      <div className="flex min-h-6 flex-wrap items-center gap-3">
        {chosen ? <MarkChip name={chosen.nombre} color={chosen.color} size="sm" /> : null}
        <span role="status" aria-live="polite" className="inline-flex items-center gap-1.5 text-xs font-medium">
          {update.isPending ? (
            <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
              <Spinner className="size-3.5" />
              {t('applicants.drawer.markSaving')}
            </span>
          ) : saved ? (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <CheckIcon className="size-3.5" />
              {t('applicants.drawer.markSaved')}
            </span>
          ) : null}
        </span>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
