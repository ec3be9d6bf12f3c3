import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@postula/contract/constants';
import type { Mark } from '@postula/contract/marks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { PenLineIcon, PlusIcon, TagIcon, Trash2Icon } from 'lucide-react';
import { MarkChip } from '../../../components/ui/mark-chip';
import { useToast } from '../../../components/ui/toast';
import { useMarks } from '../api/get-marks';
import { DeleteMarkDialog } from './delete-mark-dialog';
import { MarkFormDialog } from './mark-form-dialog';

/** Which modal is open: none, a new mark, or the mark being edited. */
type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; mark: Mark } | { kind: 'delete'; mark: Mark };

/** The applicant-marks screen (spec §2 "/applicant-marks"): the marks with their chips, add, edit and delete. */
export function MarkList() {
  const { t } = useTranslation();
  const marks = useMarks();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const showToast = useToast(TIMINGS.markSavedToast);

  const close = () => setEditing({ kind: 'closed' });
  const onSaved = () => {
    close();
    showToast({ tone: 'success', text: t('marks.toast.saved') });
  };
  const addButton = (extra = '') => (
    <Button onClick={() => setEditing({ kind: 'create' })} className={extra}>
      <PlusIcon className="size-4" />
      {t('marks.list.add')}
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('marks.list.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('marks.list.subtitle')}</p>
        </div>
        {marks.data && marks.data.marcas.length > 0 ? addButton('shrink-0 self-start sm:self-auto') : null}
      </div>

      <div className="mt-8">
        {marks.isPending ? (
          <ul className="space-y-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-16 animate-pulse rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
            ))}
          </ul>
        ) : marks.isError ? (
          <div className="space-y-4">
            <Alert>{t('marks.list.loadError')}</Alert>
            <Button variant="secondary" onClick={() => void marks.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : marks.data.marcas.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/50">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
              <TagIcon className="size-7" />
            </span>
            <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t('marks.list.empty')}</p>
            <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">{t('marks.list.emptyHint')}</p>
            {addButton('mt-6')}
          </div>
        ) : (
          <ul
            aria-label={t('marks.list.label')}
            className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {marks.data.marcas.map((mark) => (
              <li key={mark.marca_id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <MarkChip name={mark.nombre} color={mark.color} />
                  <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{mark.color.toLowerCase()}</span>
                </div>
                <IconButton
                  label={t('marks.list.edit', { nombre: mark.nombre })}
                  icon={<PenLineIcon className="size-[18px]" />}
                  onClick={() => setEditing({ kind: 'edit', mark })}
                  className="shrink-0"
                />
                <IconButton
                  label={t('marks.list.delete', { nombre: mark.nombre })}
                  icon={<Trash2Icon className="size-[18px]" />}
                  onClick={() => setEditing({ kind: 'delete', mark })}
                  className="shrink-0"
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing.kind === 'delete' ? (
        <DeleteMarkDialog
          key={editing.mark.marca_id}
          mark={editing.mark}
          onClose={close}
          onDeleted={() => {
            close();
            showToast({ tone: 'success', text: t('marks.list.deleted', { nombre: editing.mark.nombre }) });
          }}
        />
      ) : editing.kind !== 'closed' ? (
        <MarkFormDialog
          key={editing.kind === 'edit' ? editing.mark.marca_id : 'new'}
          mark={editing.kind === 'edit' ? editing.mark : null}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
