import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, HistoryIcon } from 'lucide-react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditFilterInput } from '@postula/contract/audit';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { exportAudit } from '../api/export-audit';
import { useAuditFilters } from '../api/get-audit-filters';
import { useAuditLog } from '../api/get-audit-log';
import { entryActor, entrySentence, localDayRange } from '../utils/entry-text';
import { EntrySubjects } from './entry-subjects';
import { LogPage } from './log-page';

interface Choices {
  action: AuditAction | '';
  user: string;
  posting: string;
  from: string;
  to: string;
}

const NO_CHOICES: Choices = { action: '', user: '', posting: '', from: '', to: '' };

function filterOf(choices: Choices): AuditFilterInput {
  return {
    ...(choices.action ? { accion: choices.action } : {}),
    ...(choices.user ? { usuario_id: Number(choices.user) } : {}),
    ...(choices.posting ? { evaluacion_id: Number(choices.posting) } : {}),
    ...localDayRange(choices.from, choices.to),
  };
}

/** The activity log's tab: filters, "Export CSV" of what they match, and the entries, newest first. */
export function ActivityList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [page, setPage] = useState(1);
  const [exportFailed, setExportFailed] = useState(false);
  const badRange = choices.from !== '' && choices.to !== '' && choices.to < choices.from;
  const filter = filterOf(badRange ? { ...choices, from: '', to: '' } : choices);
  const log = useAuditLog(filter, page);
  const options = useAuditFilters();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const choose = (changes: Partial<Choices>) => {
    setChoices((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const onExport = () => {
    setExportFailed(false);
    exportAudit(filter).catch(() => setExportFailed(true));
  };

  return (
    <div>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
        <SelectField label={t('audit.filters.action')} value={choices.action} onChange={(event) => choose({ action: event.target.value as AuditAction | '' })}>
          <option value="">{t('audit.filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audit.filters.user')} value={choices.user} onChange={(event) => choose({ user: event.target.value })}>
          <option value="">{t('audit.filters.anyUser')}</option>
          {options.data?.usuarios.map((user) => (
            <option key={user.usuario_id} value={user.usuario_id}>
              {user.correo}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audit.filters.posting')} value={choices.posting} onChange={(event) => choose({ posting: event.target.value })}>
          <option value="">{t('audit.filters.anyPosting')}</option>
          {options.data?.avisos.map((posting) => (
            <option key={posting.evaluacion_id} value={posting.evaluacion_id}>
              {posting.puesto}
            </option>
          ))}
        </SelectField>
        <TextField type="date" label={t('audit.filters.from')} value={choices.from} max={choices.to || undefined} onChange={(event) => choose({ from: event.target.value })} />
        <TextField
          type="date"
          label={t('audit.filters.to')}
          value={choices.to}
          min={choices.from || undefined}
          error={badRange ? t('audit.filters.badRange') : undefined}
          onChange={(event) => choose({ to: event.target.value })}
        />
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" onClick={onExport} disabled={badRange}>
            <DownloadIcon className="size-4" />
            {t('audit.export.csv')}
          </Button>
          <Button variant="ghost" onClick={() => choose(NO_CHOICES)} disabled={JSON.stringify(choices) === JSON.stringify(NO_CHOICES)}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      </div>
      {exportFailed ? (
        <div className="mt-4">
          <Alert>{t('audit.export.failed')}</Alert>
        </div>
      ) : null}

      <div className="mt-6">
        <LogPage
          query={log}
          items={log.data?.registros}
          label={t('audit.list.label')}
          loadError={t('audit.list.loadError')}
          empty={{ icon: <HistoryIcon className="size-8 text-slate-400" />, text: t('audit.list.empty') }}
          renderItem={(entry) => <EntryItem key={entry.registro_id} entry={entry} when={when} />}
          page={page}
          onPage={setPage}
        />
      </div>
    </div>
  );
}

function EntryItem({ entry, when }: { entry: AuditEntry; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:px-5">
      <p className="font-medium break-words text-slate-900 dark:text-white">{entrySentence(entry, t, language)}</p>
      <EntrySubjects {...entry} />
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
        <span className="break-all">{entryActor(entry, t)}</span>
        <time dateTime={entry.fecha}>{when.format(new Date(entry.fecha))}</time>
        <span className="font-mono">{entry.ip ? t('audit.entry.from', { ip: entry.ip }) : t('audit.entry.noAddress')}</span>
      </p>
    </li>
  );
}
