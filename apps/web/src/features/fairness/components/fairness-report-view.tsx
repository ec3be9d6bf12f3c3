import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, RefreshCwIcon, ScaleIcon } from 'lucide-react';
import { FAIRNESS_MAX_APPLICANTS, type FairnessReport, type FairnessVariant } from '@postula/contract/fairness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { PRODUCT_NAME } from '../../../lib/links';
import { paths } from '../../../lib/paths';
import { useFairnessReport, useStartFairnessReport } from '../api/fairness';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

const stateTones: Record<FairnessReport['estado'], string> = {
  en_cola: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  en_proceso: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
  terminado: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  fallido: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** One figure of the report, named by its label (a group a screen reader announces with its name). */
function Figure({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <p id={id} className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">{children}</p>
      {hint ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

function VariantsTable({ variants, format }: { variants: FairnessVariant[]; format: (value: number) => string }) {
  const { t } = useTranslation();
  const label = (variant: FairnessVariant) =>
    variant.tipo === 'nombre' && variant.region && variant.nombre
      ? t('fairness.report.name', {
          name: variant.nombre,
          region: t(`fairness.report.regions.${variant.region}`),
          gender: t(`fairness.report.genders.${variant.genero}`),
        })
      : t('fairness.report.genderWords', { gender: t(`fairness.report.wordGenders.${variant.genero}`) });
  return (
    // Wider than a phone: it scrolls sideways within the card, and a keyboard can scroll it too (focusable).
    <div
      role="region"
      aria-labelledby="fairness-variants"
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:mx-0 sm:px-0"
    >
      <table className="w-full min-w-[18rem] text-left text-xs sm:text-sm">
        <caption className="sr-only">{t('fairness.report.variants')}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
              {t('fairness.report.variant')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              {t('fairness.report.applied')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
              {t('fairness.report.change')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium sm:pl-3">
              {t('fairness.report.changed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {variants.map((variant) => {
            const changed = variant.con_cambios > 0;
            return (
              <tr key={variant.variante}>
                <th scope="row" className="py-2 pr-2 font-normal break-words text-slate-800 sm:pr-3 dark:text-slate-200">
                  {label(variant)}
                </th>
                <td className="px-2 py-2 text-right text-slate-700 tabular-nums sm:px-3 dark:text-slate-300">{variant.aplicada}</td>
                <td
                  className={`px-2 py-2 text-right tabular-nums sm:px-3 ${changed ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
                >
                  {format(variant.cambio_maximo)}
                </td>
                <td
                  className={`py-2 pl-2 text-right tabular-nums sm:pl-3 ${changed ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
                >
                  {variant.con_cambios}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The last report: its state and progress while it runs, its figures once it ends. */
function ReportCard({ report }: { report: FairnessReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const running = report.estado === 'en_cola' || report.estado === 'en_proceso';
  const engine = report.motor_ia.startsWith('openai:') ? report.motor_ia.slice('openai:'.length) : t('fairness.report.embedded');
  const measured = report.total - report.fallidos;
  return (
    <section aria-labelledby="fairness-last" className={`${cardClasses} space-y-5 p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fairness-last" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('fairness.report.last')}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTones[report.estado]}`}>
          {t(`fairness.report.states.${report.estado}`)}
        </span>
      </div>
      <div className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <p>{t('fairness.report.engine', { engine })}</p>
        <p>
          {t('fairness.report.startedAt', { date: formatDateTime(report.fecha_inicio, language) })}
          {report.fecha_fin ? ` · ${t('fairness.report.finishedAt', { date: formatDateTime(report.fecha_fin, language) })}` : null}
        </p>
      </div>

      {running ? (
        <div role="status" className="space-y-2">
          {report.estado === 'en_proceso' && report.total > 0 ? (
            <>
              <progress
                className="h-2 w-full overflow-hidden rounded-full accent-indigo-600"
                max={report.total}
                value={report.procesados}
                aria-label={t('fairness.report.progress', { done: report.procesados, total: report.total })}
              />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('fairness.report.progress', { done: report.procesados, total: report.total })}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('fairness.report.waiting')}</p>
          )}
        </div>
      ) : null}

      {report.estado === 'fallido' ? <Alert>{t('fairness.report.failedAll')}</Alert> : null}

      {report.estado === 'terminado' && report.cambio_maximo !== null ? (
        report.total === 0 ? (
          <Alert tone="info">{t('fairness.report.empty')}</Alert>
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <Figure id="fairness-max-change" label={t('fairness.report.maxChange')} hint={t('fairness.report.maxChangeHint')}>
                {format(report.cambio_maximo)}
              </Figure>
              <Figure id="fairness-changed" label={t('fairness.report.changedApplicants')}>
                {t('fairness.report.changedOf', { count: report.postulantes_con_cambios ?? 0, total: measured })}
              </Figure>
            </div>
            {report.cambio_maximo === 0 && report.postulantes_con_cambios === 0 ? (
              <Alert tone="success">{t('fairness.report.fair')}</Alert>
            ) : (
              <Alert>{t('fairness.report.unfair')}</Alert>
            )}
            {report.fallidos > 0 ? <Alert tone="info">{t('fairness.report.failedSome', { count: report.fallidos })}</Alert> : null}
            <div className="space-y-2">
              <h3 id="fairness-variants" className="text-sm font-semibold text-slate-900 dark:text-white">
                {t('fairness.report.variants')}
              </h3>
              <VariantsTable variants={report.variantes} format={format} />
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('fairness.report.notApplied')}</p>
            </div>
          </>
        )
      ) : null}
    </section>
  );
}

/**
 * The fairness check of a posting (issue 19, decision 045): what it does, a button to start it, and the last
 * report, followed while it runs.
 */
export function FairnessReportView({ postingId, position }: { postingId: number; position: string | undefined }) {
  const { t } = useTranslation();
  const report = useFairnessReport(postingId);
  const start = useStartFairnessReport(postingId);
  const [problem, setProblem] = useState<string | null>(null);
  const last = report.data?.informe ?? null;
  const running = last?.estado === 'en_cola' || last?.estado === 'en_proceso';

  const onStart = () => {
    setProblem(null);
    start.mutate(undefined, { onError: (error) => setProblem(errorText(error, t('fairness.report.startError'))) });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`${t('fairness.report.pageTitle')}${position ? ` · ${position}` : ''} · ${PRODUCT_NAME}`}</title>
      <Link
        to={paths.jobApplicants(postingId)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('fairness.report.back')}
      </Link>

      <header className={`${cardClasses} space-y-4 p-5 sm:p-6`}>
        <div className="flex items-start gap-3">
          <span className="rounded-xl bg-indigo-50 p-2 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
            <ScaleIcon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('fairness.report.title')}</h1>
            {position ? <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{position}</p> : null}
          </div>
        </div>
        <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">{t('fairness.report.intro')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('fairness.report.limit', { limit: FAIRNESS_MAX_APPLICANTS })}</p>
        {problem ? <Alert>{problem}</Alert> : null}
        {report.isSuccess && !running ? (
          <div className="flex justify-end">
            <Button size="lg" loading={start.isPending} onClick={onStart}>
              {start.isPending ? null : <RefreshCwIcon className="size-4" />}
              {last ? t('fairness.report.again') : t('fairness.report.start')}
            </Button>
          </div>
        ) : null}
      </header>

      {report.isPending ? <div aria-hidden="true" className={`${cardClasses} h-48 animate-pulse`} /> : null}
      {report.isError ? (
        <div className="space-y-4">
          <Alert>{t('fairness.report.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : null}
      {report.isSuccess && !last ? <Alert tone="info">{t('fairness.report.none')}</Alert> : null}
      {last ? <ReportCard report={last} /> : null}
    </div>
  );
}
