import { useState } from 'react';
import type { Applicant } from '@postula/contract/applicants';
import { TIMINGS } from '@postula/contract/constants';
import { CheckIcon } from 'lucide-react';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/dates';
import { errorText } from '../../../../lib/error-text';
import { useLanguage } from '../../../../lib/i18n';
import { useTimedValue } from '../../../../lib/use-timed-value';
import { useChangeStage, useStageHistory, useStages } from '../api/stages';
import { useStagesT } from '../../../../lib/stages-texts';

interface StageSectionProps {
  postingId: number;
  applicant: Applicant;
}

/**
 * The applicant's stage in the detail panel: choosing another one moves them at once, and the stage history
 * (who moved them, when, from and to) is listed under it, newest first.
 */
export function StageSection({ postingId, applicant }: StageSectionProps) {
  const t = useStagesT();
  const language = useLanguage();
  const stages = useStages();
  const change = useChangeStage(postingId);
  const history = useStageHistory(postingId, applicant.postulacion_id);
  const [saved, flashSaved] = useTimedValue<true>(TIMINGS.savedFlash);
  const [error, setError] = useState<string | null>(null);
  const value = change.isPending ? change.variables.stageId : applicant.etapa_id;

  const choose = (stageId: number) => {
    setError(null);
    change.mutate(
      { target: { postulacion_ids: [applicant.postulacion_id] }, stageId },
      { onSuccess: () => flashSaved(true), onError: (cause) => setError(errorText(cause, t('stage.error'))) },
    );
  };

  return (
    <div className="space-y-3">
      <SelectField
        label={t('stage.label')}
        value={String(value)}
        disabled={change.isPending || !stages.data}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {(stages.data?.etapas ?? []).map((stage) => (
          <option key={stage.etapa_id} value={stage.etapa_id}>
            {stage.nombre}
          </option>
        ))}
      </SelectField>
      <span role="status" aria-live="polite" className="inline-flex min-h-5 items-center gap-1.5 text-xs font-medium">
        {change.isPending ? (
          <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
            <Spinner className="size-3.5" />
            {t('stage.saving')}
          </span>
        ) : saved ? (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <CheckIcon className="size-3.5" />
            {t('stage.saved')}
          </span>
        ) : null}
      </span>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t('stage.history')}</h4>
        {history.isError ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">{t('stage.historyError')}</p>
        ) : history.data && history.data.cambios.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('stage.historyEmpty')}</p>
        ) : (
          <ol aria-label={t('stage.history')} className="mt-2 space-y-2">
            {(history.data?.cambios ?? []).map((item, index) => (
              <li key={index} className="border-l-2 border-indigo-200 pl-3 text-sm dark:border-indigo-500/40">
                <p className="font-medium break-words text-slate-800 dark:text-slate-200">
                  {item.de
                    ? t('stage.historyItem', { from: item.de.nombre, to: item.a.nombre })
                    : t('stage.historyFirst', { to: item.a.nombre })}
                </p>
                <p className="text-xs break-words text-slate-500 dark:text-slate-400">
                  {item.usuario
                    ? t('stage.historyBy', { date: formatDateTime(item.fecha, language), user: item.usuario })
                    : t('stage.historyByUnknown', { date: formatDateTime(item.fecha, language) })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
