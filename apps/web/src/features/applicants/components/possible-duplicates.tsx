import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant, PossibleDuplicate } from '@postula/contract/applicants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { GitMergeIcon } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { useMergeApplicants } from '../api/merge-applicants';
import { matchKind, type MatchKind } from '../utils/duplicates';
import { ContactLinks } from './contact-links';
import { ScoreRing } from './score-ring';

const matchTexts = {
  email: 'applicants.duplicates.sameEmail',
  phone: 'applicants.duplicates.samePhone',
  both: 'applicants.duplicates.sameBoth',
} as const satisfies Record<MatchKind, string>;

interface PossibleDuplicatesProps {
  postingId: number;
  /** The applicant shown, kept in the list when another one is merged into it. */
  applicant: Applicant;
  name: string;
  /** After a merge, read back into the list: the one merged, for the focus and the success message. */
  onMerged: (id: number, other: string) => void;
}

/**
 * The other applicants of the posting whose CV prints the same e-mail or phone (decision 017: a hint, never
 * acted on by itself), each with what it shares and the way to merge it into the one shown, after a
 * confirmation that says what merging does. A refused merge says why inside the confirmation, which stays open.
 */
export function PossibleDuplicates({ postingId, applicant, name, onMerged }: PossibleDuplicatesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const merge = useMergeApplicants(postingId);
  // The duplicate being confirmed, kept here: the list may drop it while the dialog is open.
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (duplicate: PossibleDuplicate) => duplicate.nombre_persona?.trim() || t('applicants.row.unnamed');

  const ask = (duplicate: PossibleDuplicate) => {
    merge.reset();
    setError(null);
    setConfirming({ id: duplicate.postulacion_id, name: nameOf(duplicate) });
  };
  const close = () => {
    if (!merge.isPending) setConfirming(null);
  };
  const confirm = async () => {
    if (!confirming) return;
    setError(null);
    try {
      await merge.mutateAsync({ keptId: applicant.postulacion_id, duplicateId: confirming.id });
      setConfirming(null);
      onMerged(confirming.id, confirming.name);
    } catch (cause) {
      setError(errorText(cause, t('applicants.duplicates.mergeError')));
    }
  };

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('applicants.duplicates.intro')}</p>
      <ul aria-label={t('applicants.duplicates.title')} className="mt-3 space-y-2">
        {applicant.posibles_duplicados.map((duplicate) => (
          <li
            key={duplicate.postulacion_id}
            className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-3.5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-500/25 dark:bg-amber-500/5"
          >
            <div className="flex min-w-0 items-start gap-3">
              <ScoreRing score={duplicate.calificacion} />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">{nameOf(duplicate)}</p>
                <p className="mt-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
                  {t(matchTexts[matchKind(duplicate.coincide)])}
                </p>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  {t('applicants.row.appliedAt', { date: formatDateTime(duplicate.fecha_postulacion, language) })}
                </p>
                {/* Its CV, to compare before merging. */}
                <div className="mt-1 -ml-2.5">
                  <ContactLinks applicant={{ path_cv: duplicate.path_cv, telefono: null, correo: null }} name={nameOf(duplicate)} />
                </div>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('applicants.duplicates.mergeOf', { name: nameOf(duplicate) })}
              aria-haspopup="dialog"
              className="shrink-0 self-start sm:self-center"
              onClick={() => ask(duplicate)}
            >
              <GitMergeIcon className="size-4" />
              {t('applicants.duplicates.merge')}
            </Button>
          </li>
        ))}
      </ul>
      {applicant.mas_duplicados ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('applicants.duplicates.more')}</p>
      ) : null}

      <Dialog
        open={confirming !== null}
        title={t('applicants.duplicates.confirmTitle')}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={merge.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button loading={merge.isPending} onClick={() => void confirm()}>
              {merge.isPending ? null : <GitMergeIcon className="size-4" />}
              {t('applicants.duplicates.confirm')}
            </Button>
          </>
        }
      >
        {confirming ? (
          <div className="space-y-2">
            <p>{t('applicants.duplicates.confirmWhat', { other: confirming.name, name })}</p>
            <p>{t('applicants.duplicates.confirmList')}</p>
            {error ? <Alert>{error}</Alert> : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
