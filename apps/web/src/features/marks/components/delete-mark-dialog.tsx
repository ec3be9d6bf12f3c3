import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Mark } from '@postula/contract/marks';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { queryKeys } from '../../../lib/query-keys';
import { getMarkUsage, useDeleteMark } from '../api/delete-mark';

interface DeleteMarkDialogProps {
  mark: Mark;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before removing a mark, saying how many applicants carry it (they are left unmarked). */
export function DeleteMarkDialog({ mark, onClose, onDeleted }: DeleteMarkDialogProps) {
  const { t } = useTranslation();
  const usage = useQuery({ queryKey: queryKeys.marks.usage(mark.marca_id), queryFn: () => getMarkUsage(mark.marca_id), gcTime: 0 });
  const remove = useDeleteMark();
  const count = usage.data?.postulaciones;
  return (
    <Dialog
      open
      tone={remove.isError ? 'error' : 'info'}
      title={t('marks.list.deleteTitle', { nombre: mark.nombre })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={count === undefined}
            onClick={() => remove.mutate(mark.marca_id, { onSuccess: onDeleted })}
          >
            {t('marks.list.confirmDelete')}
          </Button>
        </>
      }
    >
      <p>{count === undefined ? '…' : t('marks.list.deleteBody', { count })}</p>
      {remove.isError ? <p className="mt-2 text-red-700 dark:text-red-400">{errorText(remove.error, t('marks.list.deleteError'))}</p> : null}
    </Dialog>
  );
}
