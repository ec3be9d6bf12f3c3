import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@postula/contract/constants';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN, type PrivacyOverview } from '@postula/contract/privacy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { readPrivacyDraft, type PrivacyDraft, type PrivacyField } from '../utils/settings-form';

const FIELD_ERRORS = {
  politica_url: 'privacy.settings.policyInvalid',
  contacto_email: 'privacy.settings.contactInvalid',
  conservacion_meses: 'privacy.settings.monthsInvalid',
} as const satisfies Record<PrivacyField, string>;

const draftOf = (overview: PrivacyOverview): PrivacyDraft => ({
  politica_url: overview.politica_url,
  contacto_email: overview.contacto_email,
  conservacion_meses: String(overview.conservacion_meses),
});

/**
 * Settings → Privacidad (issue 19, decision 042): what the candidate's notice names (the company's privacy policy and
 * contact) and how many months applicants' data is kept after a posting closes; below, the postings the daily
 * retention run deletes next, and how many applicants it has deleted so far.
 */
export function PrivacySettingsView() {
  const { t } = useTranslation();
  const overview = usePrivacySettings();

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('privacy.settings.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('privacy.settings.subtitle')}</p>
      </div>
      {overview.isPending ? (
        <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
      ) : overview.isError ? (
        <div className="space-y-4">
          <Alert>{t('privacy.settings.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <SettingsForm overview={overview.data} />
          <RetentionDue overview={overview.data} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ overview }: { overview: PrivacyOverview }) {
  const { t } = useTranslation();
  const save = useSavePrivacySettings();
  const showToast = useToast(TIMINGS.markSavedToast);
  const [draft, setDraft] = useState<PrivacyDraft>(() => draftOf(overview));
  // Errors show once Save was pressed, and then follow the typing.
  const [checked, setChecked] = useState(false);
  const fields = useRef<Partial<Record<PrivacyField, HTMLInputElement | null>>>({});
  const read = readPrivacyDraft(draft);
  const invalid = checked && 'invalid' in read ? read.invalid : [];
  // A refusal by the server names its field: said there, in the user's language.
  const serverField = save.error instanceof ApiError && save.error.code === 'validation' ? (save.error.field as PrivacyField | undefined) : undefined;
  const errorOf = (field: PrivacyField) =>
    invalid.includes(field) || (serverField === field && !checked) ? t(FIELD_ERRORS[field]) : undefined;
  const set = (field: PrivacyField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if ('invalid' in read) {
      fields.current[read.invalid[0]!]?.focus();
      return;
    }
    save.mutate(read.settings, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setChecked(false);
        showToast({ tone: 'success', text: t('privacy.settings.saved') });
      },
      onError: () => setChecked(false),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <TextField
        ref={(input) => void (fields.current.politica_url = input)}
        label={t('privacy.settings.policyUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={draft.politica_url}
        onChange={set('politica_url')}
        error={errorOf('politica_url')}
        hint={t('privacy.settings.policyHint')}
      />
      <TextField
        ref={(input) => void (fields.current.contacto_email = input)}
        label={t('privacy.settings.contactEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.contacto_email}
        onChange={set('contacto_email')}
        error={errorOf('contacto_email')}
        hint={t('privacy.settings.contactHint')}
      />
      <TextField
        ref={(input) => void (fields.current.conservacion_meses = input)}
        label={t('privacy.settings.months')}
        type="number"
        inputMode="numeric"
        min={RETENTION_MONTHS_MIN}
        max={RETENTION_MONTHS_MAX}
        step={1}
        value={draft.conservacion_meses}
        onChange={set('conservacion_meses')}
        error={errorOf('conservacion_meses')}
        hint={t('privacy.settings.monthsHint')}
      />
      {save.error && !serverField && !(save.error instanceof ApiError && save.error.status === 403) ? (
        <Alert>{errorText(save.error, t('privacy.settings.saveError'))}</Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t('common.actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** "Próximos borrados": the closed postings whose applicants the retention run deletes next, and the total so far. */
function RetentionDue({ overview }: { overview: PrivacyOverview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const date = (value: string) => formatDateTime(value, language);
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('privacy.settings.due.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('privacy.settings.due.hint')}</p>
      {overview.proximos_borrados.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('privacy.settings.due.empty')}
        </p>
      ) : (
        <ul
          aria-labelledby={titleId}
          className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {overview.proximos_borrados.map((due) => (
            <li key={due.evaluacion_id} className="gap-6 px-4 py-3 sm:flex sm:items-baseline sm:justify-between">
              <p className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{due.puesto}</p>
              <dl className="mt-1 flex shrink-0 flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600 sm:mt-0 dark:text-slate-400">
                {(
                  [
                    ['closed', date(due.cierre)],
                    ['deleted', date(due.borrado)],
                    ['applicants', number.format(due.postulantes)],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="flex gap-1">
                    <dt>{t(`privacy.settings.due.${key}`)}:</dt>
                    <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('privacy.settings.due.total', { count: overview.borrados_total, formatted: number.format(overview.borrados_total) })}
      </p>
    </section>
  );
}
