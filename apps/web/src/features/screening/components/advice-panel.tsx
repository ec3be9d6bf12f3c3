import { useTranslation } from 'react-i18next';
import { DECISION_REASON_MAX_LENGTH, type ScreeningData } from '@postula/contract/screening';
import { Checkbox } from '../../../components/ui/checkbox';
import { CircleAlertIcon } from 'lucide-react';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';

export interface GoAhead {
  /** The recruiter decided to interview the candidate anyway. */
  chosen: boolean;
  reason: string;
}

interface AdvicePanelProps {
  data: ScreeningData;
  goAhead: GoAhead;
  onChange: (next: GoAhead) => void;
}

/**
 * The AI's advice against interviewing a candidate who misses a mandatory condition (issue 15): said as
 * advice, with the conditions it rests on, and the recruiter's choice to go ahead with an optional reason.
 * Once decided, it says so and shows the reason kept with the applicant.
 */
export function AdvicePanel({ data, goAhead, onChange }: AdvicePanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decision = data.decision_entrevista;
  return (
    <section
      aria-label={t('screening.advice.title')}
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <CircleAlertIcon className="size-4 shrink-0" />
        {t('screening.advice.title')}
      </h2>
      {data.condiciones_incumplidas.length > 0 ? (
        <>
          <p className="mt-2">{t('screening.advice.conditions')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {data.condiciones_incumplidas.map((condition) => (
              <li key={condition} className="break-words">
                {condition}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {decision ? (
        <div className="mt-3 space-y-1">
          <p>{t('screening.advice.decided', { date: formatDateTime(decision.fecha, language) })}</p>
          {decision.motivo ? <p className="break-words whitespace-pre-line">{t('screening.advice.decidedReason', { reason: decision.motivo })}</p> : null}
        </div>
      ) : data.entrevista_id === null ? (
        <div className="mt-3 space-y-3">
          <p>{t('screening.advice.yourCall')}</p>
          <Checkbox
            label={t('screening.advice.goAhead')}
            checked={goAhead.chosen}
            onChange={(event) => onChange({ ...goAhead, chosen: event.target.checked })}
          />
          {goAhead.chosen ? (
            <TextAreaField
              label={t('screening.advice.reason')}
              hint={t('screening.advice.reasonHint')}
              rows={3}
              maxLength={DECISION_REASON_MAX_LENGTH}
              value={goAhead.reason}
              onChange={(event) => onChange({ ...goAhead, reason: event.target.value })}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
