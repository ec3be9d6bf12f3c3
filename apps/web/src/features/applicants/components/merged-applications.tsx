import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant, MergedApplicant } from '@postula/contract/applicants';
import type { Mark } from '@postula/contract/marks';
import { Button } from '../../../components/ui/button';
import { SplitIcon } from 'lucide-react';
import { MarkChip } from '../../../components/ui/mark-chip';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { useSeparateApplicant } from '../api/separate-applicant';
import { TRUNCATE, truncate } from '../utils/applicant-text';
import { ContactLinks } from './contact-links';
import { ScoreRing } from './score-ring';
import { ScreeningStatus } from './screening-action';

interface MergedApplicationsProps {
  postingId: number;
  applicant: Applicant;
  marks: Mark[];
  /** After a separation, read back into the list: the one separated, for the focus and the success message. */
  onSeparated: (id: number, name: string) => void;
}

const label = 'text-xs font-medium text-slate-500 dark:text-slate-400';

function MergedItem({
  postingId,
  merged,
  marks,
  onSeparated,
}: { merged: MergedApplicant } & Omit<MergedApplicationsProps, 'applicant'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const separate = useSeparateApplicant(postingId);
  const [error, setError] = useState<string | null>(null);
  const name = merged.nombre_persona?.trim() || t('applicants.row.unnamed');
  const mark = marks.find((m) => m.marca_id === merged.marca_id);
  const contact = [merged.correo, merged.telefono].filter(Boolean).join(' · ');

  const run = async () => {
    setError(null);
    try {
      await separate.mutateAsync(merged.postulacion_id);
      onSeparated(merged.postulacion_id, name);
    } catch (cause) {
      setError(errorText(cause, t('applicants.merged.separateError')));
    }
  };

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start gap-3">
        <ScoreRing score={merged.calificacion} />
        <div className="min-w-0 flex-1">
          <h4 className="text-sm leading-6 font-semibold break-words text-slate-900 dark:text-white">{name}</h4>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('applicants.row.appliedAt', { date: formatDateTime(merged.fecha_postulacion, language) })}
          </p>
        </div>
      </div>
      {contact ? <p className="text-sm break-words text-slate-700 dark:text-slate-300">{contact}</p> : null}
      <ContactLinks applicant={merged} name={name} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className={label}>{t('applicants.drawer.mark')}</dt>
          <dd className="mt-1">
            {mark ? (
              <MarkChip name={mark.nombre} color={mark.color} size="sm" />
            ) : (
              <span className="text-sm text-slate-700 dark:text-slate-300">{t('applicants.row.noMark')}</span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={label}>{t('applicants.screening.title')}</dt>
          <dd className="mt-1">
            <ScreeningStatus postingId={postingId} applicationId={merged.postulacion_id} state={merged.screening_estado} />
          </dd>
        </div>
        {merged.resumen_cv ? (
          <div className="min-w-0 sm:col-span-2">
            <dt className={label}>{t('applicants.merged.summary')}</dt>
            <dd className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
              {truncate(merged.resumen_cv, TRUNCATE.summaryDesktop).text}
            </dd>
          </div>
        ) : null}
        <div className="min-w-0 sm:col-span-2">
          <dt className={label}>{t('applicants.merged.notes')}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {merged.notas || t('applicants.merged.noNotes')}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('applicants.merged.separateOf', { name })}
          loading={separate.isPending}
          onClick={() => void run()}
        >
          {separate.isPending ? null : <SplitIcon className="size-4" />}
          {t('applicants.merged.separate')}
        </Button>
        {error ? (
          <p role="alert" className="min-w-0 text-xs font-medium break-words text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The applications the recruiter merged into this one (decision 017), each with everything it holds: date,
 * contact, score, its own CV, mark, screening and notes (read-only here), and the way to separate it again.
 */
export function MergedApplications({ postingId, applicant, marks, onSeparated }: MergedApplicationsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('applicants.merged.intro')}</p>
      <ul aria-label={t('applicants.merged.title')} className="mt-3 space-y-3">
        {applicant.fusionados.map((merged) => (
          <MergedItem
            key={merged.postulacion_id}
            postingId={postingId}
            merged={merged}
            marks={marks}
            onSeparated={onSeparated}
          />
        ))}
      </ul>
    </>
  );
}
