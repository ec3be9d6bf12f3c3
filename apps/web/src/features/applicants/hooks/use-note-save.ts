import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@postula/contract/constants';
import { errorText } from '../../../lib/error-text';
import { useTimedValue } from '../../../lib/use-timed-value';
import { useUpdateApplicant } from '../api/update-applicant';

export type NoteStatus = 'idle' | 'saving' | 'saved';

/**
 * Saving an applicant's notes (spec §4 "Notes save"): idle, saving, saved for 2 s, idle. A failure goes back
 * to idle with the error to show; the editor keeps what was typed.
 */
export function useNoteSave(postingId: number, applicantId: number) {
  const { t } = useTranslation();
  const update = useUpdateApplicant(postingId);
  const [saved, flashSaved] = useTimedValue<true>(TIMINGS.savedFlash);
  const [error, setError] = useState<string | null>(null);

  const status: NoteStatus = update.isPending ? 'saving' : saved ? 'saved' : 'idle';

  /** True when the notes were saved. */
  const save = async (notes: string): Promise<boolean> => {
    setError(null);
    try {
      await update.mutateAsync({ applicantId, change: { nota: notes } });
      flashSaved(true);
      return true;
    } catch (cause) {
      setError(errorText(cause, t('applicants.notes.error')));
      return false;
    }
  };

  return { status, error, save, clearError: () => setError(null) };
}
