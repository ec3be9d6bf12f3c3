import { useMemo, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { Applicant } from '@postula/contract/applicants';
import { TIMINGS } from '@postula/contract/constants';
import type { Mark } from '@postula/contract/marks';
import type { Stage } from '@postula/contract/stages';
import { Alert } from '../../../../components/ui/alert';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/error-text';
import { useChangeStage, useStages } from '../api/stages';
import { useStagesT } from '../../../../lib/stages-texts';
import { BoardColumn } from './board-column';
import type { CardData } from './board-card';

/**
 * The keyboard moves a picked-up card a whole column at a time (left and right arrows) instead of dnd-kit's
 * default steps of a few pixels: from the column under the card to the next one's top.
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { droppableRects, droppableContainers, collisionRect } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const middle = collisionRect.left + collisionRect.width / 2;
  const here = columns.findIndex((rect) => middle >= rect.left && middle <= rect.left + rect.width);
  const target = columns[Math.min(Math.max(here + (event.code === 'ArrowRight' ? 1 : -1), 0), columns.length - 1)];
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 40 };
};

interface StageBoardProps {
  postingId: number;
  text: string;
  markId: number;
  marks: Mark[];
  nameOf: (applicant: Applicant) => string;
  onOpen: (applicant: Applicant) => void;
}

/** The posting's applicants as a board: a column per stage, cards dragged (or moved by menu) between them. */
export function StageBoard({ postingId, text, markId, marks, nameOf, onOpen }: StageBoardProps) {
  const t = useStagesT();
  const stages = useStages();
  const change = useChangeStage(postingId);
  const showToast = useToast(TIMINGS.markSavedToast);
  const [moving, setMoving] = useState<ReadonlyMap<number, { applicant: Applicant; stageId: number }>>(new Map());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const list = useMemo(() => stages.data?.etapas ?? [], [stages.data]);
  const stageName = (id: number | undefined) => list.find((s) => s.etapa_id === id)?.nombre ?? '';
  const overStage = (over: { data: { current?: unknown } } | null) => (over?.data.current as { stage?: Stage } | undefined)?.stage;
  const card = (active: { data: { current?: unknown } }) => active.data.current as CardData;

  const move = (applicant: Applicant, stageId: number) => {
    if (stageId === applicant.etapa_id) return;
    const name = nameOf(applicant);
    setMoving((current) => new Map(current).set(applicant.postulacion_id, { applicant, stageId }));
    change.mutate(
      { target: { postulacion_ids: [applicant.postulacion_id] }, stageId },
      {
        onSuccess: () => showToast({ tone: 'success', text: t('board.moved', { name, stage: stageName(stageId) }) }),
        onError: (cause) => showToast({ tone: 'error', text: errorText(cause, t('board.moveError', { name })) }),
        onSettled: () =>
          setMoving((current) => {
            const next = new Map(current);
            next.delete(applicant.postulacion_id);
            return next;
          }),
      },
    );
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.start', { name: card(active).name, stage: stageName(card(active).applicant.etapa_id) }),
    onDragOver: ({ active, over }) => {
      const stage = overStage(over);
      return stage ? t('announce.over', { name: card(active).name, stage: stage.nombre }) : t('announce.overNone', { name: card(active).name });
    },
    onDragEnd: ({ active, over }) => {
      const stage = overStage(over);
      const { name, applicant } = card(active);
      return stage && stage.etapa_id !== applicant.etapa_id
        ? t('announce.end', { name, stage: stage.nombre })
        : t('announce.endSame', { name, stage: stageName(applicant.etapa_id) });
    },
    onDragCancel: ({ active }) => t('announce.cancel', { name: card(active).name, stage: stageName(card(active).applicant.etapa_id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = overStage(over);
    if (stage) move(card(active).applicant, stage.etapa_id);
  };

  if (stages.isError) return <Alert>{t('settings.loadError')}</Alert>;
  return (
    <section aria-label={t('board.label')} className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('board.hint')}</p>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.instructions') } }}
      >
        <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
          {list.map((stage) => (
            <BoardColumn
              key={stage.etapa_id}
              postingId={postingId}
              stage={stage}
              stages={list}
              text={text}
              markId={markId}
              marks={marks}
              moving={moving}
              nameOf={nameOf}
              onOpen={onOpen}
              onMove={move}
            />
          ))}
        </div>
      </DndContext>
    </section>
  );
}
