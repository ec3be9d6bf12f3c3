import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CpuIcon } from 'lucide-react';
import type { AnalysisLogEntry } from '@postula/contract/audit';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { useAnalysisLog } from '../api/get-analysis-log';
import { useAuditFilters } from '../api/get-audit-filters';
import { EntrySubjects } from './entry-subjects';
import { LogPage } from './log-page';

/** The analysis log's tab: every CV analysis stored, with its engine, version, input fingerprint and score. */
export function AnalysisList() {
  const { t } = useTranslation();
  const [posting, setPosting] = useState('');
  const [page, setPage] = useState(1);
  const log = useAnalysisLog(posting ? Number(posting) : null, page);
  const options = useAuditFilters();
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('audit.analyses.subtitle')}</p>
      <div className="mt-4 max-w-sm">
        <SelectField
          label={t('audit.filters.posting')}
          value={posting}
          onChange={(event) => {
            setPosting(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('audit.filters.anyPosting')}</option>
          {options.data?.avisos.map((p) => (
            <option key={p.evaluacion_id} value={p.evaluacion_id}>
              {p.puesto}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-6">
        <LogPage
          query={log}
          items={log.data?.analisis}
          label={t('audit.analyses.label')}
          loadError={t('audit.analyses.loadError')}
          empty={{ icon: <CpuIcon className="size-8 text-slate-400" />, text: t('audit.analyses.empty') }}
          renderItem={(entry) => <AnalysisItem key={entry.analisis_id} entry={entry} />}
          page={page}
          onPage={setPage}
        />
      </div>
    </div>
  );
}

const ENGINES = ['embedded', 'openai'] as const;

function AnalysisItem({ entry }: { entry: AnalysisLogEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const score = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const engine = (ENGINES as readonly string[]).includes(entry.motor) ? t(`audit.analyses.engines.${entry.motor as (typeof ENGINES)[number]}`) : entry.motor;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <EntrySubjects {...entry} aviso_existe={entry.puesto !== null} />
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>{t('audit.analyses.engine')}:</dt>
            <dd className="text-slate-700 dark:text-slate-300">{engine}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('audit.analyses.version')}:</dt>
            <dd className="font-mono text-slate-700 dark:text-slate-300">{entry.version_motor}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('audit.analyses.hash')}:</dt>
            <dd className="font-mono text-slate-700 dark:text-slate-300" title={t('audit.analyses.hashFull', { hash: entry.hash_entrada })}>
              {entry.hash_entrada.slice(0, 12)}…
            </dd>
          </div>
          <div>
            <time dateTime={entry.fecha}>{when.format(new Date(entry.fecha))}</time>
          </div>
        </dl>
      </div>
      <div className="flex items-center gap-2 sm:flex-col sm:items-end">
        <span className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
          <span className="sr-only">{t('audit.analyses.score')}: </span>
          {score.format(entry.calificacion)}
        </span>
        {entry.condicion_necesaria_incumplida ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-200">
            {t('audit.analyses.mandatoryNotMet')}
          </span>
        ) : null}
      </div>
    </li>
  );
}
