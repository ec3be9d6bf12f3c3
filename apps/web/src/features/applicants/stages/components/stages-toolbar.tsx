import { KanbanIcon, ListIcon } from 'lucide-react';
import { SelectField } from '../../../../components/ui/select-field';
import { useStages } from '../api/stages';
import { useStagesT } from '../../../../lib/stages-texts';

export type ApplicantsViewMode = 'list' | 'board';

interface StagesToolbarProps {
  view: ApplicantsViewMode;
  onView: (view: ApplicantsViewMode) => void;
  /** The stage filtered by, or null for every stage (the list only: the board shows every stage). */
  stageId: number | null;
  onStage: (stageId: number | null) => void;
}

const switchClasses = (on: boolean) =>
  `inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
    on
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

/** The list/board switch and, on the list, the stage filter (issue 18). */
export function StagesToolbar({ view, onView, stageId, onStage }: StagesToolbarProps) {
  const t = useStagesT();
  const stages = useStages();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <button type="button" aria-pressed={view === 'list'} onClick={() => onView('list')} className={switchClasses(view === 'list')}>
          <ListIcon className="size-4" />
          {t('view.list')}
        </button>
        <button type="button" aria-pressed={view === 'board'} onClick={() => onView('board')} className={switchClasses(view === 'board')}>
          <KanbanIcon className="size-4" />
          {t('view.board')}
        </button>
      </div>
      {view === 'list' ? (
        <SelectField
          label={t('filter.label')}
          className="w-full sm:w-64"
          value={stageId === null ? '' : String(stageId)}
          onChange={(event) => onStage(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('filter.all')}</option>
          {(stages.data?.etapas ?? []).map((stage) => (
            <option key={stage.etapa_id} value={stage.etapa_id}>
              {stage.nombre}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
