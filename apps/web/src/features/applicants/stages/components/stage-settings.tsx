import { useState } from 'react';
import { TIMINGS } from '@postula/contract/constants';
import { STAGE_NAME_MAX_LENGTH, STAGES_MAX, type Stage } from '@postula/contract/stages';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { IconButton } from '../../../../components/ui/icon-button';
import { TextField } from '../../../../components/ui/text-field';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/error-text';
import { useStagesT } from '../../../../lib/stages-texts';
import { useSaveStages, useStages } from '../api/stages';
import { RemoveStageDialog } from './remove-stage-dialog';

interface Draft {
  /** Absent for a stage added here and not saved yet. */
  etapa_id?: number;
  nombre: string;
  /** A stable key for React while stages are added and reordered. */
  key: string;
}

const draftOf = (stages: Stage[]): Draft[] => stages.map((s) => ({ etapa_id: s.etapa_id, nombre: s.nombre, key: `s${s.etapa_id}` }));

/** The pipeline settings (/settings/stages): rename, reorder and add stages, then save; remove one at a time. */
export function StageSettings() {
  const t = useStagesT();
  const stages = useStages();
  const save = useSaveStages();
  const showToast = useToast(TIMINGS.markSavedToast);
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const [removing, setRemoving] = useState<Stage | null>(null);
  const saved = stages.data?.etapas ?? [];
  const rows = draft ?? draftOf(saved);
  const dirty = draft !== null;

  const edit = (next: Draft[]) => setDraft(next);
  const swap = (i: number, j: number) => {
    const next = [...rows];
    [next[i], next[j]] = [next[j]!, next[i]!];
    edit(next);
  };
  const onSave = () =>
    save.mutate(
      { etapas: rows.map((r) => ({ ...(r.etapa_id ? { etapa_id: r.etapa_id } : {}), nombre: r.nombre.trim() })) },
      {
        onSuccess: () => {
          setDraft(null);
          showToast({ tone: 'success', text: t('settings.saved') });
        },
      },
    );

  if (stages.isError) return <Alert>{t('settings.loadError')}</Alert>;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('settings.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('settings.subtitle')}</p>
      </div>
      <ol
        aria-label={t('settings.title')}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {rows.map((row, i) => {
          const count = saved.find((s) => s.etapa_id === row.etapa_id)?.postulaciones;
          const name = row.nombre.trim() || t('settings.newName');
          return (
            <li key={row.key} className="flex flex-wrap items-end gap-2 px-4 py-3 sm:flex-nowrap">
              <TextField
                label={t('settings.name', { position: i + 1 })}
                className="min-w-0 flex-1 basis-full sm:basis-auto"
                value={row.nombre}
                maxLength={STAGE_NAME_MAX_LENGTH}
                onChange={(event) => edit(rows.map((r, j) => (j === i ? { ...r, nombre: event.target.value } : r)))}
              />
              <span className="mb-3 w-28 shrink-0 text-xs text-slate-500 dark:text-slate-400">
                {count === undefined ? '' : t('settings.applicants', { count })}
              </span>
              <IconButton label={t('settings.up', { name })} icon={<ArrowUpIcon className="size-[18px]" />} disabled={i === 0} onClick={() => swap(i, i - 1)} />
              <IconButton
                label={t('settings.down', { name })}
                icon={<ArrowDownIcon className="size-[18px]" />}
                disabled={i === rows.length - 1}
                onClick={() => swap(i, i + 1)}
              />
              <IconButton
                label={t('settings.remove', { name })}
                icon={<Trash2Icon className="size-[18px]" />}
                disabled={rows.length === 1}
                onClick={() => {
                  const stage = saved.find((s) => s.etapa_id === row.etapa_id);
                  if (stage) setRemoving(stage);
                  else edit(rows.filter((_, j) => j !== i));
                }}
              />
            </li>
          );
        })}
      </ol>
      {save.isError ? <Alert>{errorText(save.error, t('settings.saveError'))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={rows.length >= STAGES_MAX}
          onClick={() => edit([...rows, { nombre: t('settings.newName'), key: `n${Date.now()}` }])}
        >
          <PlusIcon className="size-4" />
          {t('settings.add')}
        </Button>
        <Button onClick={onSave} loading={save.isPending} disabled={!dirty || rows.some((r) => r.nombre.trim() === '')}>
          {t('settings.save')}
        </Button>
      </div>
      {removing ? (
        <RemoveStageDialog
          stage={removing}
          stages={saved}
          blocked={dirty}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            showToast({ tone: 'success', text: t('settings.removed', { name: removing.nombre }) });
          }}
        />
      ) : null}
    </div>
  );
}
