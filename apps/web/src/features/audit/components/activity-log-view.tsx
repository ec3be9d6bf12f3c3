import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from './activity-list';
import { AnalysisList } from './analysis-list';

type Tab = 'activity' | 'analyses';

const tabClasses = (selected: boolean) =>
  'inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ' +
  (selected
    ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-800 dark:text-white'
    : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white');

/**
 * Settings → Activity log (issue 19, decision 044): the company's audit trail, filtered and exported as CSV, and
 * beside it the log of CV analyses (engine, version, input hash, score).
 */
export function ActivityLogView() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('activity');
  const tabs: Array<[Tab, string]> = [
    ['activity', t('audit.page.activity')],
    ['analyses', t('audit.page.analyses')],
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('audit.page.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-400">{t('audit.page.subtitle')}</p>

      <div
        role="tablist"
        aria-label={t('audit.page.tabs')}
        className="mt-6 inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
        onKeyDown={(event) => {
          // Arrows move between the two tabs, as a tab list does.
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const next: Tab = tab === 'activity' ? 'analyses' : 'activity';
          setTab(next);
          document.getElementById(`${id}-${next}-tab`)?.focus();
        }}
      >
        {tabs.map(([key, label]) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            className={tabClasses(tab === key)}
          >
            {label}
          </button>
        ))}
      </div>

      <div id={`${id}-${tab}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`} className="mt-6">
        {tab === 'activity' ? <ActivityList /> : <AnalysisList />}
      </div>
    </div>
  );
}
