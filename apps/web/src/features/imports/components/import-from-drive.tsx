import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DriveImport } from '@postula/contract/imports';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon, CheckIcon } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { PRODUCT_NAME } from '../../../lib/links';
import { useDriveImports, useStartDriveImport } from '../api/drive';
import { paths } from '../../../lib/paths';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
const CONDITIONS = ['public', 'limit', 'types', 'time'] as const;

/** Spec §5: the link is required and must be a URL; whether it is a Drive folder the server says. */
function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const stateTones: Record<DriveImport['estado'], string> = {
  en_cola: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  en_proceso: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
  terminada: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  fallida: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** One import of the list, with its progress while it runs. */
function ImportProgress({ item }: { item: DriveImport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const running = item.estado === 'en_cola' || item.estado === 'en_proceso';
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900 dark:text-white">
          {item.carpeta ? t('imports.drive.folder', { name: item.carpeta }) : t('imports.drive.unknownFolder')}
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTones[item.estado]}`}>
          {t(`imports.drive.states.${item.estado}`)}
        </span>
      </div>
      {running && item.archivos > 0 ? (
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-indigo-600"
          max={item.archivos}
          value={item.procesados}
          aria-label={t('imports.drive.progress', { done: item.procesados, total: item.archivos })}
        />
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('imports.drive.progress', { done: item.procesados, total: item.archivos })} ·{' '}
        {t('imports.drive.counts', { imported: item.importados, skipped: item.omitidos, failed: item.fallidos })}
      </p>
      {item.motivo ? <p className="text-sm text-red-700 dark:text-red-400">{item.motivo}</p> : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('imports.drive.startedAt', { date: formatDateTime(item.fecha_inicio, language) })}
      </p>
    </li>
  );
}

/**
 * Spec §2 "/job/{id}/import-google-drive": the folder link, the conditions the folder must meet, and the
 * process button (disabled while the field is empty). The import runs in the background: the screen shows
 * its progress, and success closes to /dashboard (an e-mail says when it ends).
 */
export function ImportFromDrive({ postingId, position }: { postingId: number; position: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imports = useDriveImports(postingId);
  const start = useStartDriveImport(postingId);
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const trimmed = url.trim();
  const fieldError = touched && !isUrl(trimmed) ? t('imports.drive.invalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setProblem(null);
    if (!isUrl(trimmed)) return;
    start.mutate(trimmed, {
      onSuccess: (answer) => setStarted(answer.message),
      onError: (error) => setProblem(errorText(error, t('imports.drive.processError'))),
    });
  };

  let body;
  if (imports.isPending) body = <div aria-hidden="true" className={`${cardClasses} h-64 animate-pulse`} />;
  else if (imports.isError)
    body = (
      <div className="space-y-4">
        <Alert>{t('imports.drive.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void imports.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  else if (!imports.data.configurado) body = <Alert tone="info">{t('imports.drive.notConfigured')}</Alert>;
  else
    body = (
      <>
        <form onSubmit={submit} noValidate className={`${cardClasses} space-y-5 p-5 sm:p-6`}>
          <TextField
            label={t('imports.drive.url')}
            type="url"
            inputMode="url"
            value={url}
            placeholder={t('imports.drive.urlPlaceholder')}
            error={fieldError}
            maxLength={2000}
            onChange={(event) => setUrl(event.target.value)}
            onBlur={() => setTouched(trimmed !== '')}
          />
          <section aria-labelledby="drive-conditions">
            <h2 id="drive-conditions" className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('imports.drive.conditionsTitle')}
            </h2>
            <ul className="mt-2 space-y-1.5">
              {CONDITIONS.map((key) => (
                <li key={key} className="flex gap-2 text-sm text-slate-600 dark:text-slate-400">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-indigo-500" />
                  {t(`imports.drive.conditions.${key}`)}
                </li>
              ))}
            </ul>
          </section>
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={trimmed === ''} loading={start.isPending}>
              {start.isPending ? t('imports.drive.processing') : t('imports.drive.process')}
            </Button>
          </div>
        </form>
        {imports.data.importaciones.length > 0 ? (
          <section aria-labelledby="drive-recent" className={`${cardClasses} p-5 sm:p-6`}>
            <h2 id="drive-recent" className="text-base font-semibold text-slate-900 dark:text-white">
              {t('imports.drive.recent')}
            </h2>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {imports.data.importaciones.map((item) => (
                <ImportProgress key={item.importacion_id} item={item} />
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{`${t('imports.drive.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <Link
        to={paths.importApplicants(postingId)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('imports.drive.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('imports.drive.title')}</h1>
        {position ? <p className="mt-2 text-slate-600 dark:text-slate-400">{t('imports.drive.subtitle', { position })}</p> : null}
      </header>
      {body}
      <Dialog
        open={started !== null}
        tone="success"
        title={t('imports.drive.startedTitle')}
        onClose={() => void navigate(paths.dashboard())}
        actions={<Button onClick={() => void navigate(paths.dashboard())}>{t('imports.drive.accept')}</Button>}
      >
        {started}
      </Dialog>
    </div>
  );
}
