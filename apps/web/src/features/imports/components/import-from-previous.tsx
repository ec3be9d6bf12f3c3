import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_IMPORT_BEST, IMPORT_BEST_CHOICES } from '@postula/contract/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon, ListIcon } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { PRODUCT_NAME } from '../../../lib/links';
import { useImportablePostings, useImportProcess } from '../api/previous';
import { paths } from '../../../lib/paths';

type BestCount = (typeof IMPORT_BEST_CHOICES)[number];

const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * Spec §2 "/job/{id}/import-from-previous-jobsearchs": the best N (50, 100 or 200) of the chosen earlier
 * postings, with their notes and marks when the toggles say so (off at first, spec §9). At least one posting
 * must be chosen (spec §5).
 */
export function ImportFromPrevious({ postingId, position }: { postingId: number; position: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const postings = useImportablePostings();
  const importing = useImportProcess();
  const [count, setCount] = useState<BestCount>(DEFAULT_IMPORT_BEST);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState(false);
  const [marks, setMarks] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const legendId = useId();
  const listRef = useRef<HTMLFieldSetElement>(null);
  const numberFormat = new Intl.NumberFormat(language);
  const sources = (postings.data?.evaluaciones ?? []).filter((p) => p.evaluacion_id !== postingId);
  const applicantsPath = paths.jobApplicants(postingId);

  const toggle = (id: number) => {
    setProblem(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setProblem(t('imports.previous.selectOne'));
      listRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setProblem(null);
    importing.mutate(
      {
        evaluaciones: [...chosen].map((evaluacion_id) => ({ evaluacion_id })),
        evaluacion_id_destino: postingId,
        cantidad_postulantes: count,
        importar_notas: notes,
        importar_marcas: marks,
      },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => setProblem(errorText(error, t('imports.previous.processError'))),
      },
    );
  };

  let body;
  if (postings.isPending) {
    body = <div aria-hidden="true" className={`${cardClasses} h-64 animate-pulse`} />;
  } else if (postings.isError) {
    body = (
      <div className="space-y-4">
        <Alert>{t('imports.previous.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void postings.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  } else if (sources.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
          <ListIcon className="size-7" />
        </span>
        <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t('imports.previous.empty')}</p>
        <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{t('imports.previous.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate className="space-y-6">
        <section className={`${cardClasses} space-y-5 p-5 sm:p-6`}>
          <SelectField
            label={t('imports.previous.count')}
            value={String(count)}
            onChange={(event) => setCount(Number(event.target.value) as BestCount)}
            className="max-w-xs"
          >
            {IMPORT_BEST_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('imports.previous.countOption', { count: n })}
              </option>
            ))}
          </SelectField>
          <Switch label={t('imports.previous.importNotes')} hint={t('imports.previous.importNotesHint')} checked={notes} onChange={setNotes} />
          <Switch label={t('imports.previous.importMarks')} hint={t('imports.previous.importMarksHint')} checked={marks} onChange={setMarks} />
        </section>

        <fieldset ref={listRef} aria-labelledby={legendId} aria-invalid={problem ? true : undefined} className={`${cardClasses} p-5 sm:p-6`}>
          <legend id={legendId} className="float-left mb-3 w-full text-base font-semibold text-slate-900 dark:text-white">
            {t('imports.previous.postings')}
          </legend>
          <ul className="clear-both divide-y divide-slate-100 dark:divide-slate-800">
            {sources.map((source) => (
              <li key={source.evaluacion_id}>
                <label className="flex cursor-pointer items-start gap-3 py-3">
                  <input
                    type="checkbox"
                    checked={chosen.has(source.evaluacion_id)}
                    onChange={() => toggle(source.evaluacion_id)}
                    className="mt-1 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-slate-900 dark:text-white">{source.puesto}</span>
                    <span className="block text-sm text-slate-500 dark:text-slate-400">
                      {t('imports.previous.applicants', {
                        count: source.cantidad_postulantes,
                        formatted: numberFormat.format(source.cantidad_postulantes),
                      })}{' '}
                      · {t('imports.previous.createdAt', { date: formatDateTime(source.fecha_creacion, language) })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        {problem ? <Alert>{problem}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={importing.isPending}>
            {importing.isPending ? t('imports.previous.processing') : t('imports.previous.process')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{`${t('imports.previous.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <Link
        to={paths.importApplicants(postingId)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('imports.previous.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('imports.previous.title')}</h1>
        {position ? <p className="mt-2 text-slate-600 dark:text-slate-400">{t('imports.previous.subtitle', { position })}</p> : null}
      </header>
      {body}
      <Dialog
        open={done !== null}
        tone="success"
        title={t('imports.previous.doneTitle')}
        onClose={() => void navigate(applicantsPath)}
        actions={<Button onClick={() => void navigate(applicantsPath)}>{t('imports.previous.toApplicants')}</Button>}
      >
        {done}
      </Dialog>
    </div>
  );
}
