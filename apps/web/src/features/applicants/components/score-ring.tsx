import { useTranslation } from 'react-i18next';
import { SCORE_MAX } from '@postula/contract/constants';
import { useLanguage } from '../../../lib/i18n';
import { ringScore } from '../utils/applicant-text';

const sizes = {
  sm: { box: 44, stroke: 4, text: 'text-sm' },
  lg: { box: 72, stroke: 6, text: 'text-xl' },
} as const;

/** Green from 7, amber from 4, red below: at a glance, who to read first. */
function tone(score: number): string {
  if (score >= 7) return 'text-emerald-500 dark:text-emerald-400';
  if (score >= 4) return 'text-amber-500 dark:text-amber-400';
  return 'text-rose-500 dark:text-rose-400';
}

/** The applicant's score on a ring of 10 (spec §9): clamped to 0–10, '—' when there is no numeric score. */
export function ScoreRing({ score, size = 'sm' }: { score: unknown; size?: keyof typeof sizes }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const value = ringScore(score);
  const { box, stroke, text } = sizes[size];
  const radius = (box - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = value === null ? '—' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  return (
    <span
      role="img"
      aria-label={value === null ? t('applicants.row.noScore') : t('applicants.row.score', { score: shown })}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: box, height: box }}
    >
      <svg width={box} height={box} viewBox={`0 0 ${box} ${box}`} className="-rotate-90" aria-hidden="true">
        <circle
          cx={box / 2}
          cy={box / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        {value === null ? null : (
          <circle
            cx={box / 2}
            cy={box / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - value / SCORE_MAX)}
            className={tone(value)}
          />
        )}
      </svg>
      <span aria-hidden="true" className={`absolute font-semibold tabular-nums text-slate-900 dark:text-white ${text}`}>
        {shown}
      </span>
    </span>
  );
}
