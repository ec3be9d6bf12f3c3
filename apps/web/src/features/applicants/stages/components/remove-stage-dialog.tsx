import { useState } from 'react';
import type { Stage } from '@postula/contract/stages';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { errorText } from '../../../../lib/error-text';
import { useStagesT } from '../../../../lib/stages-texts';
import { useRemoveStage } from '../api/stages';

interface RemoveStageDialogProps {
  stage: Stage;
  stages: Stage[];
  /** Unsaved edits on the screen: removing would lose them, so it waits until they are saved. */
  blocked: boolean;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks where a removed stage's applicants go, saying how many there are, then removes it. */
export function RemoveStageDialog({ stage, stages, blocked, onClose, onRemoved }: RemoveStageDialogProps) {
  const t = useStagesT();
  const others = stages.filter((s) => s.etapa_id !== stage.etapa_id);
  const [target, setTarget] = useState(others[0]?.etapa_id ?? 0);
  const remove = useRemoveStage();
  return (
    <Dialog
      open
      tone={remove.isError ? 'error' : 'info'}
      title={t('settings.removeTitle', { name: stage.nombre })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={blocked || others.length === 0}
            onClick={() => remove.mutate({ etapa_id: stage.etapa_id, mover_a: target }, { onSuccess: onRemoved })}
          >
            {t('settings.confirmRemove')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>{blocked ? t('settings.unsaved') : others.length === 0 ? t('settings.lastStage') : t('settings.removeBody', { count: stage.postulaciones })}</p>
        {!blocked && others.length > 0 ? (
          <SelectField label={t('settings.moveTo')} value={String(target)} onChange={(event) => setTarget(Number(event.target.value))}>
            {others.map((s) => (
              <option key={s.etapa_id} value={s.etapa_id}>
                {s.nombre}
              </option>
            ))}
          </SelectField>
        ) : null}
        {remove.isError ? <p className="text-red-700 dark:text-red-400">{errorText(remove.error, t('settings.removeError'))}</p> : null}
      </div>
    </Dialog>
  );
}
