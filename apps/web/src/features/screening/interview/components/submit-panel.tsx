import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LazyDialog } from '../../../../components/ui/lazy-modals';
import { errorText } from '../../../../lib/error-text';
import { useLanguage } from '../../../../lib/i18n';

/** Why the answers did not go: a save that failed, questions the server found unanswered, or the send itself. */
export type SendProblem =
  | { kind: 'notSaved' }
  | { kind: 'missing'; numbers: number[] }
  | { kind: 'error'; error: unknown };

interface SubmitPanelProps {
  /** Questions still without a saved answer; sending needs none. */
  pending: number;
  problem: SendProblem | null;
  /** Saving what was still pending before asking to confirm. */
  preparing: boolean;
  confirming: boolean;
  sending: boolean;
  onSend: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Enviar respuestas", enabled once every question has a saved answer, and its confirmation. */
export function SubmitPanel({ pending, problem, preparing, confirming, sending, onSend, onConfirm, onCancel }: SubmitPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = (numbers: number[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(numbers.map((number) => String(number)));

  let message = null;
  if (problem?.kind === 'notSaved') message = t('screening.interview.submit.notSaved');
  else if (problem?.kind === 'missing')
    message = t('screening.interview.submit.missing', { count: problem.numbers.length, list: list(problem.numbers) });
  else if (problem?.kind === 'error')
    message = `${t('screening.interview.submit.error')} ${errorText(problem.error, '')}`.trim();

  return (
    <PublicCard>
      <h2 className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl dark:text-white">{t('screening.interview.submit.title')}</h2>
      <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
        {pending === 0 ? t('screening.interview.submit.ready') : t('screening.interview.submit.pending', { count: pending })}
      </p>
      {message ? (
        <div className="mt-4">
          <Alert>{message}</Alert>
        </div>
      ) : null}
      <Button
        size="lg"
        fullWidth
        className="mt-5 h-12 rounded-xl"
        disabled={pending > 0}
        loading={preparing}
        onClick={onSend}
      >
        {t('screening.interview.submit.send')}
      </Button>
      <LazyDialog
        open={confirming}
        title={t('screening.interview.submit.confirmTitle')}
        onClose={sending ? undefined : onCancel}
        actions={
          <>
            <Button variant="secondary" onClick={onCancel} disabled={sending}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={sending}>
              {t('screening.interview.submit.confirm')}
            </Button>
          </>
        }
      >
        {t('screening.interview.submit.confirmBody')}
      </LazyDialog>
    </PublicCard>
  );
}
