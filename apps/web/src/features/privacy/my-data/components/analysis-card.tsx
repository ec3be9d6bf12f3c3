import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@postula/contract/applicants/my-data';
import type { Verdict } from '@postula/contract/applicants/analysis-terms';
import { formatDateTime } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/i18n';
import { PRODUCT_NAME } from '../../../../lib/links';
import { readerOf } from '../utils/engine';
import { Card } from './card';

const verdictTones: Record<Verdict, string> = {
  met: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
  partly: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30',
  not_met: 'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-500/30',
  unclear: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

/**
 * The analysis of the candidate's CV as the recruiter sees it (AI Act Art. 86: the explanation of a decision an AI
 * system assisted): which system read it, that a person decides, the score, the summary, and each condition with its
 * verdict, the explanation and the CV's own words it rests on.
 */
export function AnalysisCard({ application }: { application: MyApplication }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const analysis = application.analisis;
  const reader = readerOf(analysis.motor_ia);
  const done = analysis.estado === 'done';
  const muted = 'text-slate-500 dark:text-slate-400';

  return (
    <Card title={t('privacy.myData.analysis.title')}>
      <p>
        {reader?.kind === 'model'
          ? t('privacy.myData.analysis.model', { model: reader.model })
          : reader
            ? t('privacy.myData.analysis.embedded', { product: PRODUCT_NAME })
            : null}{' '}
        {t('privacy.myData.analysis.person', { company: application.empresa })}
      </p>
      {analysis.estado === 'failed' ? (
        <p className="mt-3 font-medium">{t('privacy.myData.analysis.failed')}</p>
      ) : !done ? (
        <p className="mt-3 font-medium">{t('privacy.myData.analysis.pending')}</p>
      ) : (
        <>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{t('privacy.myData.analysis.score')}:</span>
            <span className="text-2xl font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
              {analysis.calificacion === null ? '—' : t('privacy.myData.analysis.scoreValue', { score: analysis.calificacion.toLocaleString(language) })}
            </span>
          </p>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t('privacy.myData.analysis.summary')}</h3>
          <p className="mt-1 break-words whitespace-pre-line">{analysis.resumen || t('privacy.myData.analysis.noSummary')}</p>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{t('privacy.myData.analysis.conditions')}</h3>
          {analysis.condiciones.length === 0 ? (
            <p className={`mt-1 ${muted}`}>{t('privacy.myData.analysis.noConditions')}</p>
          ) : (
            <ul className="mt-2 space-y-2.5">
              {analysis.condiciones.map((condition, index) => (
                <li key={index} className="rounded-xl border border-slate-200 p-3.5 dark:border-slate-800">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${verdictTones[condition.veredicto]}`}>
                      {t(`privacy.myData.analysis.verdicts.${condition.veredicto}`)}
                    </span>
                    <span className={`text-xs font-medium tracking-wide uppercase ${muted}`}>
                      {t(condition.tipo === 'mandatory' ? 'privacy.myData.analysis.mandatory' : 'privacy.myData.analysis.desirable')}
                    </span>
                  </p>
                  <p className="mt-2 font-medium break-words text-slate-900 dark:text-white">{condition.condicion}</p>
                  <p className="mt-1 break-words">{condition.explicacion}</p>
                  {condition.evidencia ? (
                    <figure className="mt-2">
                      <figcaption className={`text-xs font-medium ${muted}`}>{t('privacy.myData.analysis.evidence')}</figcaption>
                      <blockquote className="mt-1 border-l-2 border-indigo-300 pl-3 break-words italic dark:border-indigo-500/60">
                        {condition.evidencia}
                      </blockquote>
                    </figure>
                  ) : (
                    <p className={`mt-2 text-xs ${muted}`}>{t('privacy.myData.analysis.noEvidence')}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {analysis.fecha_analisis ? (
        <p className={`mt-3 text-xs ${muted}`}>
          {t('privacy.myData.analysis.analysedAt', { date: formatDateTime(analysis.fecha_analisis, language) })}
        </p>
      ) : null}
    </Card>
  );
}
