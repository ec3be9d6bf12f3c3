import type { ReactNode } from 'react';
import { NO_MARK_ID } from '@postula/contract/constants';
import type { BulkTarget } from '@postula/contract/applicants';
import type { Mark } from '@postula/contract/marks';
import { ChevronDownIcon } from 'lucide-react';
import type { ToastMessage } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/error-text';
import { useSetMarks } from '../api/set-marks';
import { useChangeStage, useStages } from '../api/stages';
import { useStagesT } from '../../../../lib/stages-texts';

const selectClasses =
  'h-9 appearance-none rounded-lg border border-indigo-200 bg-white pr-8 pl-3 text-sm font-medium text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60 ' +
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

interface BulkActionProps {
  postingId: number;
  /** The ticked ids, or every applicant the list's filter matches. */
  target: BulkTarget;
  /** How many that is, for the message. */
  count: number;
  /** After the change was applied (the selection is cleared, so the bar and this action leave). */
  onDone: () => void;
  /** Says how it went; shown by the list, which stays when the bar leaves. */
  notify: (message: ToastMessage) => void;
}

/** A select that acts as soon as an option is chosen, then shows its label again. */
function ActionSelect({ label, disabled, onPick, children }: { label: string; disabled: boolean; onPick: (value: number) => void; children: ReactNode }) {
  return (
    <div className="relative">
      <select
        aria-label={label}
        value=""
        disabled={disabled}
        onChange={(event) => event.target.value !== '' && onPick(Number(event.target.value))}
        className={selectClasses}
      >
        <option value="" disabled>
          {label}
        </option>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400" />
    </div>
  );
}

/** "Change stage" on the selected applicants; each change is kept in their history. */
export function BulkStageAction({ postingId, target, count, onDone, notify }: BulkActionProps) {
  const t = useStagesT();
  const stages = useStages();
  const change = useChangeStage(postingId);
  const pick = (stageId: number) => {
    const stage = stages.data?.etapas.find((s) => s.etapa_id === stageId);
    change.mutate(
      { target, stageId },
      {
        onSuccess: () => {
          notify({ tone: 'success', text: t('select.stageDone', { count, stage: stage?.nombre ?? '' }) });
          onDone();
        },
        onError: (cause) => notify({ tone: 'error', text: errorText(cause, t('select.error')) }),
      },
    );
  };
  return (
    <ActionSelect label={t('select.changeStage')} disabled={change.isPending || !stages.data} onPick={pick}>
      {(stages.data?.etapas ?? []).map((stage) => (
        <option key={stage.etapa_id} value={stage.etapa_id}>
          {stage.nombre}
        </option>
      ))}
    </ActionSelect>
  );
}

/** "Set mark" (or none) on the selected applicants. */
export function BulkMarkAction({ postingId, target, count, onDone, notify, marks }: BulkActionProps & { marks: Mark[] }) {
  const t = useStagesT();
  const set = useSetMarks(postingId);
  const pick = (markId: number) =>
    set.mutate(
      { target, markId },
      {
        onSuccess: () => {
          notify({ tone: 'success', text: t('select.markDone', { count }) });
          onDone();
        },
        onError: (cause) => notify({ tone: 'error', text: errorText(cause, t('select.error')) }),
      },
    );
  return (
    <ActionSelect label={t('select.setMark')} disabled={set.isPending} onPick={pick}>
      <option value={NO_MARK_ID}>{t('select.noMark')}</option>
      {marks.map((mark) => (
        <option key={mark.marca_id} value={mark.marca_id}>
          {mark.nombre}
        </option>
      ))}
    </ActionSelect>
  );
}
