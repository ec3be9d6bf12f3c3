import { useDraggable } from '@dnd-kit/core';
import type { Applicant } from '@postula/contract/applicants';
import type { Mark } from '@postula/contract/marks';
import type { Stage } from '@postula/contract/stages';
import { ChevronDownIcon, GripVerticalIcon } from 'lucide-react';
import { MarkChip } from '../../../../components/ui/mark-chip';
import { ScoreRing } from '../../components/score-ring';
import { WithdrawnNote } from '../../components/withdrawn-note';
import { useStagesT } from '../../../../lib/stages-texts';

export interface CardData {
  applicant: Applicant;
  name: string;
}

interface BoardCardProps {
  applicant: Applicant;
  name: string;
  mark: Mark | undefined;
  stages: Stage[];
  onOpen: () => void;
  onMove: (stageId: number) => void;
}

/**
 * An applicant on the board: name (opens the detail), score and mark; dragged by its handle with a mouse, a
 * finger or the keyboard, or moved with its "Move to…" menu (a phone's own picker).
 */
export function BoardCard({ applicant, name, mark, stages, onOpen, onMove }: BoardCardProps) {
  const t = useStagesT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: applicant.postulacion_id,
    data: { applicant, name } satisfies CardData,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-label={name}
      className={`relative rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${
        isDragging ? 'z-30 opacity-90 shadow-xl ring-2 ring-indigo-400' : ''
      }`}
    >
      <div className="flex items-start gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={t('board.drag', { name })}
          className="-ml-1 flex h-9 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing dark:hover:text-slate-200"
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" />
        </button>
        <div className="min-w-0 flex-1 space-y-2">
          <button
            type="button"
            onClick={onOpen}
            className="block max-w-full rounded text-left text-sm font-semibold break-words text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white dark:hover:text-indigo-300"
          >
            {name}
          </button>
          {mark ? <MarkChip name={mark.nombre} color={mark.color} size="sm" /> : null}
          {applicant.fecha_retiro ? <WithdrawnNote date={applicant.fecha_retiro} /> : null}
          <div className="relative">
            <select
              aria-label={t('board.moveMenu', { name })}
              value=""
              onChange={(event) => event.target.value !== '' && onMove(Number(event.target.value))}
              className="h-8 w-full appearance-none rounded-lg border border-slate-200 bg-slate-50 pr-7 pl-2 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              <option value="" disabled>
                {t('board.moveTo')}
              </option>
              {stages
                .filter((stage) => stage.etapa_id !== applicant.etapa_id)
                .map((stage) => (
                  <option key={stage.etapa_id} value={stage.etapa_id}>
                    {stage.nombre}
                  </option>
                ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 text-slate-400" />
          </div>
        </div>
        {/* A withdrawn applicant has no score (issue 19). */}
        {applicant.fecha_retiro ? null : <ScoreRing score={applicant.calificacion} />}
      </div>
    </li>
  );
}
