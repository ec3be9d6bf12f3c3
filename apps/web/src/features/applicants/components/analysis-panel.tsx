import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Applicant, ConditionVerdict, Verdict } from '@postula/contract/applicants';
import { MANDATORY_NOT_MET_MAX_SCORE } from '@postula/contract/constants';
import { Alert } from '../../../components/ui/alert';
import { CircleAlertIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { AiOversightNote } from './ai-oversight-note';

const verdictTones: Record<Verdict, string> = {
  met: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
  partly: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30',
  not_met: 'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-500/30',
  unclear: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

/**
 * Where the CV's analysis stands, for the row: reading it, or why it could not be read. Nothing once it is done
 * (the ring and the summary say the rest).
 */
export function AnalysisState({ analysis }: { analysis: Applicant['analisis'] }) {
  const { t } = useTranslation();
  if (analysis.estado === 'pending' || analysis.estado === 'processing') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-500/10 dark:text-indigo-300">
        <Spinner className="size-3" />
        {t('applicants.analysis.pending')}
      </span>
    );
  }
  if (analysis.estado === 'failed') {
    return (
      <span className="inline-flex items-start gap-1.5 rounded-lg bg-red-50 px-2.5 py-1 text-xs font-medium text-red-800 dark:bg-red-500/10 dark:text-red-300">
        <CircleAlertIcon className="mt-px size-3.5 shrink-0" />
        {failureText(t, analysis.motivo)}
      </span>
    );
  }
  return null;
}

// i18next's own type: ReturnType<typeof useTranslation> re-derives every key, past TypeScript's depth limit.
type T = TFunction;

/** "Could not be read: <reason>"; a document that was read and is plainly not a CV says that instead. */
function failureText(t: T, reason: Applicant['analisis']['motivo']): string {
  const heading = reason === 'not_a_cv' ? t('applicants.analysis.notCv') : t('applicants.analysis.failed');
  return reason ? `${heading}: ${t(`applicants.analysis.reasons.${reason}`)}` : heading;
}

function ConditionItem({ condition }: { condition: ConditionVerdict }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 p-3.5 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${verdictTones[condition.veredicto]}`}
        >
          {t(`applicants.analysis.verdicts.${condition.veredicto}`)}
        </span>
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {condition.tipo === 'mandatory' ? t('applicants.analysis.mandatory') : t('applicants.analysis.desirable')}
        </span>
      </div>
      <p className="mt-2 text-sm font-medium break-words text-slate-900 dark:text-white">{condition.condicion}</p>
      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{condition.explicacion}</p>
      {condition.evidencia ? (
        <figure className="mt-2">
          <figcaption className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('applicants.analysis.evidence')}
          </figcaption>
          <blockquote className="mt-1 border-l-2 border-indigo-300 pl-3 text-sm break-words text-slate-700 italic dark:border-indigo-500/60 dark:text-slate-300">
            {condition.evidencia}
          </blockquote>
        </figure>
      ) : (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('applicants.analysis.noEvidence')}</p>
      )}
    </li>
  );
}

/**
 * The analysis in full, for the detail panel: why the applicant scored as they did, condition by condition, under
 * the reminder that it is the AI's suggestion and the recruiter decides.
 */
export function AnalysisPanel({ postingId, applicant }: { postingId: number; applicant: Applicant }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const analysis = applicant.analisis;

  if (analysis.estado === 'pending' || analysis.estado === 'processing') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4 text-indigo-600 dark:text-indigo-400" />
        {t('applicants.analysis.pending')}
      </p>
    );
  }
  if (analysis.estado === 'failed') return <Alert>{failureText(t, analysis.motivo)}</Alert>;

  const engine = analysis.motor_ia?.startsWith('openai:')
    ? analysis.motor_ia.slice('openai:'.length)
    : t('applicants.analysis.embedded');
  return (
    <div className="space-y-5">
      <AiOversightNote postingId={postingId} />
      {analysis.condicion_necesaria_incumplida ? (
        <Alert>{t('applicants.analysis.capped', { max: MANDATORY_NOT_MET_MAX_SCORE })}</Alert>
      ) : null}
      <section>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('applicants.analysis.summary')}</h3>
        <p className="mt-1.5 text-sm leading-6 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {applicant.resumen_cv || t('applicants.analysis.noSummary')}
        </p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('applicants.analysis.conditions')}</h3>
        {analysis.condiciones.length === 0 ? (
          <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{t('applicants.analysis.noConditions')}</p>
        ) : (
          <ul className="mt-2 space-y-2.5">
            {analysis.condiciones.map((condition, index) => (
              <ConditionItem key={index} condition={condition} />
            ))}
          </ul>
        )}
      </section>
      {analysis.fecha_analisis ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('applicants.analysis.engine', { engine, date: formatDateTime(analysis.fecha_analisis, language) })}
        </p>
      ) : null}
    </div>
  );
}
