import { useEffect, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { Applicant } from '@postula/contract/applicants';
import type { Mark } from '@postula/contract/marks';
import type { Stage } from '@postula/contract/stages';
import { Button } from '../../../../components/ui/button';
import { useApplicantsPage } from '../../api/get-applicants-page';
import { useStagesT } from '../../../../lib/stages-texts';
import { BoardCard } from './board-card';

/** Cards a column reads at a time: a column with many applicants loads more by pages. */
export const COLUMN_PAGE_SIZE = 20;

interface ColumnProps {
  postingId: number;
  stage: Stage;
  stages: Stage[];
  text: string;
  markId: number;
  marks: Mark[];
  /** Applicants being moved right now, by id, with the stage they go to (shown there until the column reloads). */
  moving: ReadonlyMap<number, { applicant: Applicant; stageId: number }>;
  nameOf: (applicant: Applicant) => string;
  onOpen: (applicant: Applicant) => void;
  onMove: (applicant: Applicant, stageId: number) => void;
}

interface PageProps extends Omit<ColumnProps, 'stage' | 'text' | 'markId'> {
  stage: Stage;
  text: string;
  markId: number;
  page: number;
  onTotal?: (total: number) => void;
}

/** One page of a column's cards. */
function ColumnPage({ postingId, stage, stages, text, markId, marks, moving, nameOf, onOpen, onMove, page, onTotal }: PageProps) {
  const t = useStagesT();
  const query = useApplicantsPage({ postingId, page, text, markId, stageIds: [stage.etapa_id], pageSize: COLUMN_PAGE_SIZE });
  const total = query.data?.total_cv_recibidos;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);
  if (query.isError && !query.data) return <li className="text-xs text-red-700 dark:text-red-400">{t('board.loadError')}</li>;
  return (
    <>
      {(query.data?.postulaciones ?? [])
        .filter((a) => !moving.has(a.postulacion_id))
        .map((applicant) => (
          <BoardCard
            key={applicant.postulacion_id}
            applicant={applicant}
            name={nameOf(applicant)}
            mark={marks.find((m) => m.marca_id === applicant.marca_id)}
            stages={stages}
            onOpen={() => onOpen(applicant)}
            onMove={(stageId) => onMove(applicant, stageId)}
          />
        ))}
    </>
  );
}

/** A stage's column: its count, its cards page after page, and a drop target for cards from other columns. */
export function BoardColumn(props: ColumnProps) {
  const t = useStagesT();
  const { stage, moving, marks, stages, nameOf, onOpen, onMove } = props;
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${stage.etapa_id}`, data: { stage } });
  const arriving = [...moving.values()].filter((m) => m.stageId === stage.etapa_id);
  return (
    <section
      ref={setNodeRef}
      aria-label={stage.nombre}
      className={`flex w-64 shrink-0 snap-start flex-col rounded-2xl border p-3 transition-colors ${
        isOver
          ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-500/10'
          : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60'
      }`}
    >
      <h3 className="mb-3 flex items-center justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <span className="truncate">{stage.nombre}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700">
          {total ?? '…'}
        </span>
      </h3>
      <ul className="min-h-24 space-y-2">
        {arriving.map(({ applicant }) => (
          <BoardCard
            key={applicant.postulacion_id}
            applicant={{ ...applicant, etapa_id: stage.etapa_id }}
            name={nameOf(applicant)}
            mark={marks.find((m) => m.marca_id === applicant.marca_id)}
            stages={stages}
            onOpen={() => onOpen(applicant)}
            onMove={(stageId) => onMove(applicant, stageId)}
          />
        ))}
        {Array.from({ length: pages }, (_, i) => (
          <ColumnPage key={i} {...props} page={i + 1} onTotal={i === 0 ? setTotal : undefined} />
        ))}
        {total === 0 && arriving.length === 0 ? <li className="py-6 text-center text-xs text-slate-500 dark:text-slate-400">{t('board.empty')}</li> : null}
      </ul>
      {total !== null && total > pages * COLUMN_PAGE_SIZE ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setPages(pages + 1)}>
          {t('board.more')}
        </Button>
      ) : null}
    </section>
  );
}
