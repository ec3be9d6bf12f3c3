import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CORRECTED_VERDICTS,
  CORRECTION_REASON_MAX_LENGTH,
  type Applicant,
  type ConditionVerdict,
  type CorrectedVerdict,
  type Verdict,
} from '@postula/contract/applicants';
import { MANDATORY_NOT_MET_MAX_SCORE, TIMINGS } from '@postula/contract/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { CircleAlertIcon, PencilIcon, UserCheckIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { useCorrectVerdict } from '../api/correct-verdict';
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

interface ConditionProps {
  postingId: number;
  applicantId: number;
  condition: ConditionVerdict;
}

/**
 * The recruiter's verdict on one condition (issue 34): met, partly or not met, with an optional reason; or back to
 * the AI's. The score and the list follow once it is saved; a failure keeps what was chosen and says why.
 */
function CorrectionForm({ postingId, applicantId, condition, onDone }: ConditionProps & { onDone: (saved?: string) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const correct = useCorrectVerdict(postingId);
  const [verdict, setVerdict] = useState<CorrectedVerdict | null>(
    condition.correccion && condition.veredicto !== 'unclear' ? condition.veredicto : null,
  );
  const [reason, setReason] = useState(condition.correccion?.motivo ?? '');
  const [error, setError] = useState<string | null>(null);

  const send = async (chosen: CorrectedVerdict | null) => {
    setError(null);
    try {
      const answer = await correct.mutateAsync({
        postulacion_id: applicantId,
        condicion: condition.condicion,
        tipo: condition.tipo,
        veredicto: chosen,
        motivo: chosen === null || reason.trim() === '' ? null : reason,
      });
      onDone(answer.message);
    } catch (cause) {
      setError(errorText(cause, t('applicants.analysis.correction.error')));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verdict) void send(verdict);
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900 dark:text-white">{t('applicants.analysis.correction.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {CORRECTED_VERDICTS.map((choice) => (
            <label key={choice} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name={name}
                value={choice}
                checked={verdict === choice}
                onChange={() => setVerdict(choice)}
                className="size-4 accent-indigo-600"
              />
              {t(`applicants.analysis.verdicts.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('applicants.analysis.correction.reason')}
        placeholder={t('applicants.analysis.correction.reasonPlaceholder')}
        value={reason}
        maxLength={CORRECTION_REASON_MAX_LENGTH}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" loading={correct.isPending && correct.variables?.veredicto !== null} disabled={!verdict}>
          {t('applicants.analysis.correction.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDone()} disabled={correct.isPending}>
          {t('applicants.analysis.correction.cancel')}
        </Button>
        {condition.correccion ? (
          <Button
            size="sm"
            variant="secondary"
            className="sm:ml-auto"
            loading={correct.isPending && correct.variables?.veredicto === null}
            onClick={() => void send(null)}
          >
            {t('applicants.analysis.correction.restore')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ConditionItem({ postingId, applicantId, condition }: ConditionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  // Here, not in the form: the form closes once saved, and a message goes with the part that showed it.
  const showToast = useToast(TIMINGS.markSavedToast);
  const correction = condition.correccion ?? null;
  const done = (saved?: string) => {
    setEditing(false);
    if (saved) showToast({ tone: 'success', text: saved });
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3.5 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${verdictTones[condition.veredicto]}`}
        >
          {correction ? <UserCheckIcon aria-hidden className="size-3.5" /> : null}
          {t(`applicants.analysis.verdicts.${condition.veredicto}`)}
        </span>
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {condition.tipo === 'mandatory' ? t('applicants.analysis.mandatory') : t('applicants.analysis.desirable')}
        </span>
        {editing ? null : (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={t('applicants.analysis.correction.correctFor', { condition: condition.condicion })}
            className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:min-h-0 sm:py-0.5 dark:text-indigo-300"
          >
            <PencilIcon aria-hidden className="size-3.5" />
            {t('applicants.analysis.correction.correct')}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm font-medium break-words text-slate-900 dark:text-white">{condition.condicion}</p>
      {correction ? (
        <div className="mt-1.5 rounded-lg border-l-2 border-indigo-400 bg-indigo-50/60 px-3 py-2 text-sm dark:border-indigo-500/60 dark:bg-indigo-500/10">
          <p className="font-medium text-indigo-900 dark:text-indigo-200">
            {t('applicants.analysis.correction.by', { user: correction.usuario, date: formatDateTime(correction.fecha, language) })}
          </p>
          {correction.motivo ? (
            <p className="mt-0.5 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{correction.motivo}</p>
          ) : null}
          <p className="mt-0.5 text-slate-600 dark:text-slate-400">
            {t('applicants.analysis.correction.ai', { verdict: t(`applicants.analysis.verdicts.${correction.veredicto_ia}`) })}
          </p>
        </div>
      ) : null}
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
      {editing ? <CorrectionForm postingId={postingId} applicantId={applicantId} condition={condition} onDone={done} /> : null}
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
              <ConditionItem key={index} postingId={postingId} applicantId={applicant.postulacion_id} condition={condition} />
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
