import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MAX_CV_CHOICES, TIMINGS } from '@postula/contract/constants';
import { CONDITION_MAX_LENGTH, POSITION_MAX_LENGTH, TASKS_MAX_LENGTH, type AiPreviewResponse, type JobDetail } from '@postula/contract/postings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { InfoIcon, SparklesIcon, XIcon } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { localIsoDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/manage-job';
import { usePreviewJobDraft } from '../api/preview-job-draft';
import { useTimedValue } from '../../../lib/use-timed-value';
import {
  FORM_ERRORS,
  applyDraft,
  blankJobForm,
  jobFormFromDetail,
  jobFormSchema,
  toCreateJobRequest,
  type CreateJobFormInput,
  type CreateJobFormValues,
} from '../utils/job-form';
import { ConditionRows } from './condition-rows';
import { JobCreatedDialog, type CreatedJob } from './job-created-dialog';
import { paths } from '../../../lib/paths';

const formFields = ['puesto', 'tareas_a_realizar', 'maxima_cant_cv', 'valido_hasta'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (field: string | undefined): field is FormField =>
  formFields.includes(field as FormField);

/** A 403 already opens the session-expired dialog (spec §4): no second message for it. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === 403;

const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const cardTitleClasses = 'text-base font-semibold text-slate-900 dark:text-white';

/**
 * The create-job screen (spec §2 "/create-job", §5): the form, its AI draft and the success dialog. Given a
 * published posting (`job`), the same form edits it (decision 035) and goes back to the posting when saved.
 */
export function CreateJobForm({ job }: { job?: JobDetail } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const creationCall = useCreateJob();
  const update = useUpdateJob(job?.evaluacion_id ?? 0);
  const creation = job ? update : creationCall;
  const texts = job ? 'postings.edit' : 'postings.create';
  const preview = usePreviewJobDraft();
  const [aiHint, showAiHint] = useTimedValue<true>(TIMINGS.aiRequiredHint);
  // The rows the draft filled are tinted for a moment; the note that the AI wrote them stays.
  const [aiFilled, showAiFilled] = useTimedValue<true>(TIMINGS.sectionHighlight);
  // Whether a draft filled the form, and whether the position was understood (else the draft is generic).
  const [drafted, setDrafted] = useState<'understood' | 'generic' | null>(null);
  const [filling, setFilling] = useState(false);
  const [aiError, setAiError] = useState<unknown>(null);
  const [created, setCreated] = useState<CreatedJob | null>(null);
  const fillTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Today's defaults, taken once when the form opens.
  const [defaultValues] = useState(() => (job ? jobFormFromDetail(job) : blankJobForm()));

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<CreateJobFormInput, unknown, CreateJobFormValues>({
    resolver: zodResolver(jobFormSchema(job?.valido_hasta)),
    defaultValues,
  });
  const necesarias = useFieldArray({ control, name: 'condiciones_necesarias' });
  const deseables = useFieldArray({ control, name: 'condiciones_deseables' });

  useEffect(() => () => clearTimeout(fillTimer.current), []);

  const toDashboard = () => void navigate(job ? paths.job(job.evaluacion_id) : paths.dashboard());

  const fillWithDraft = (draft: AiPreviewResponse) => {
    const next = applyDraft(getValues(), draft);
    setValue('tareas_a_realizar', next.tareas_a_realizar, { shouldDirty: true, shouldValidate: isSubmitted });
    necesarias.replace(next.condiciones_necesarias);
    deseables.replace(next.condiciones_deseables);
    setFilling(false);
    setDrafted(draft.puesto_reconocido ? 'understood' : 'generic');
    showAiFilled(true);
  };

  // Spec §5: the AI needs the position; without it a hint shows for 5 s. The draft fills the form after a
  // short pause (spec §9), so the change is seen once the loading overlay is gone.
  const generateDraft = () => {
    const puesto = getValues('puesto').trim();
    if (puesto === '') {
      showAiHint(true);
      setFocus('puesto');
      return;
    }
    preview.mutate(puesto, {
      onSuccess: (draft) => {
        setFilling(true);
        clearTimeout(fillTimer.current);
        fillTimer.current = setTimeout(() => fillWithDraft(draft), TIMINGS.aiFillDelay);
      },
      onError: (error) => {
        if (!isSessionExpiry(error)) setAiError(error);
      },
    });
  };

  const submit = handleSubmit((values) => {
    const request = toCreateJobRequest(values);
    if (job) {
      update.mutate(request, { onSuccess: toDashboard, onError: showServerError });
      return;
    }
    creationCall.mutate(request, {
      onSuccess: (result) =>
        setCreated({ ...result, puesto: request.puesto, tareas_a_realizar: request.tareas_a_realizar }),
      onError: showServerError,
    });
  });

  // A validation error that names one of the form's fields is shown beside that field.
  function showServerError(error: unknown) {
    if (error instanceof ApiError && error.code === 'validation' && error.serverMessage && isFormField(error.field)) {
      setError(error.field, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
    }
  }

  const fieldError = (error: FieldError | undefined, label: string): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.message === FORM_ERRORS.past) return t('postings.create.pastDate');
    return t('common.validation.required', { field: label });
  };

  const submitError = (() => {
    const error = creation.error;
    if (!error || isSessionExpiry(error)) return null;
    if (error instanceof ApiError && error.code === 'validation' && error.serverMessage && !isFormField(error.field)) {
      return error.serverMessage;
    }
    return t('postings.create.error');
  })();

  const aiErrorText =
    aiError instanceof ApiError && aiError.code === 'ai_unavailable'
      ? t('errors.ai_unavailable')
      : t('postings.create.ai.error');

  const positionLabel = t('postings.create.position');
  const descriptionLabel = t('postings.create.description');
  const validUntilLabel = t('postings.create.validUntil');
  const numberFormat = new Intl.NumberFormat(language);
  const aiBusy = preview.isPending || filling;

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t(`${texts}.title`)}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`${texts}.subtitle`)}</p>
        </div>
        <IconButton label={t(`${texts}.close`)} icon={<XIcon className="size-5" />} onClick={toDashboard} className="-mr-2 shrink-0" />
      </div>

      <form className="mt-8 space-y-6" noValidate onSubmit={submit}>
        <section aria-labelledby="create-job-position" className={cardClasses}>
          <h2 id="create-job-position" className={cardTitleClasses}>
            {t('postings.create.sections.position')}
          </h2>
          <div className="mt-5 space-y-5">
            <div>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <TextField
                  label={positionLabel}
                  className="min-w-0 flex-1"
                  placeholder={t('postings.create.positionPlaceholder')}
                  maxLength={POSITION_MAX_LENGTH}
                  autoComplete="off"
                  error={fieldError(errors.puesto, positionLabel)}
                  {...register('puesto')}
                />
                <Button
                  variant="secondary"
                  size="lg"
                  className="shrink-0 border-indigo-200! text-indigo-700! hover:bg-indigo-50! sm:mt-7 dark:border-indigo-500/40! dark:text-indigo-300! dark:hover:bg-indigo-500/10!"
                  loading={aiBusy}
                  onClick={generateDraft}
                >
                  {aiBusy ? null : <SparklesIcon className="size-4" />}
                  {aiBusy ? t('postings.create.ai.generating') : t('postings.create.ai.generate')}
                </Button>
              </div>
              <div aria-live="polite">
                {aiHint ? (
                  <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200">
                    <InfoIcon className="mt-0.5 size-4 shrink-0" />
                    {t('postings.create.ai.hint')}
                  </p>
                ) : null}
                {drafted && !aiHint ? (
                  <p
                    className={`mt-2 flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
                      drafted === 'understood'
                        ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-500/10 dark:text-indigo-200'
                        : 'bg-amber-50 text-amber-900 dark:bg-amber-500/10 dark:text-amber-100'
                    }`}
                  >
                    <SparklesIcon className="mt-0.5 size-4 shrink-0" />
                    {drafted === 'understood' ? t('postings.create.ai.done') : t('postings.create.ai.generic')}
                  </p>
                ) : null}
              </div>
            </div>
            <TextAreaField
              label={descriptionLabel}
              rows={8}
              placeholder={t('postings.create.descriptionPlaceholder')}
              maxLength={TASKS_MAX_LENGTH}
              error={fieldError(errors.tareas_a_realizar, descriptionLabel)}
              {...register('tareas_a_realizar')}
            />
          </div>
        </section>

        <section aria-labelledby="create-job-conditions" className={cardClasses}>
          <h2 id="create-job-conditions" className={cardTitleClasses}>
            {t('postings.create.sections.conditions')}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('postings.create.conditionsNote')}</p>
          {job ? (
            <p className="mt-3 flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-800 dark:bg-indigo-500/10 dark:text-indigo-200">
              <InfoIcon className="mt-0.5 size-4 shrink-0" />
              {t('postings.edit.rescoreNote')}
            </p>
          ) : null}
          <div className="mt-5 space-y-8">
            <ConditionRows
              legend={t('postings.create.necessary.legend')}
              hint={t('postings.create.necessary.hint')}
              placeholder={t('postings.create.necessary.placeholder')}
              rowLabel={(number) => t('postings.create.necessary.row', { number })}
              removeLabel={(number) => t('postings.create.necessary.remove', { number })}
              addLabel={t('postings.create.necessary.add')}
              emptyText={t('postings.create.emptyList')}
              rows={necesarias.fields}
              registerRow={(index) => register(`condiciones_necesarias.${index}.texto`)}
              onAdd={() => necesarias.append({ texto: '' })}
              onRemove={necesarias.remove}
              maxLength={CONDITION_MAX_LENGTH}
              highlighted={aiFilled === true}
            />
            <ConditionRows
              legend={t('postings.create.desirable.legend')}
              hint={t('postings.create.desirable.hint')}
              placeholder={t('postings.create.desirable.placeholder')}
              rowLabel={(number) => t('postings.create.desirable.row', { number })}
              removeLabel={(number) => t('postings.create.desirable.remove', { number })}
              addLabel={t('postings.create.desirable.add')}
              emptyText={t('postings.create.emptyList')}
              rows={deseables.fields}
              registerRow={(index) => register(`condiciones_deseables.${index}.texto`)}
              onAdd={() => deseables.append({ texto: '' })}
              onRemove={deseables.remove}
              maxLength={CONDITION_MAX_LENGTH}
              highlighted={aiFilled === true}
            />
          </div>
        </section>

        <section aria-labelledby="create-job-publication" className={cardClasses}>
          <h2 id="create-job-publication" className={cardTitleClasses}>
            {t('postings.create.sections.publication')}
          </h2>
          <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
            <SelectField label={t('postings.create.maxCv')} {...register('maxima_cant_cv')}>
              {MAX_CV_CHOICES.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {numberFormat.format(choice)}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={validUntilLabel}
              min={job && job.valido_hasta < localIsoDate() ? job.valido_hasta : localIsoDate()}
              hint={t('postings.create.validUntilHint')}
              error={fieldError(errors.valido_hasta, validUntilLabel)}
              {...register('valido_hasta')}
            />
          </div>
        </section>

        {submitError ? <Alert>{submitError}</Alert> : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={job ? paths.job(job.evaluacion_id) : paths.dashboard()} className={buttonClasses('secondary', 'lg')}>
            {t('common.actions.cancel')}
          </Link>
          <Button type="submit" size="lg" loading={creation.isPending}>
            {t(`${texts}.submit`)}
          </Button>
        </div>
      </form>

      <Dialog
        open={aiError !== null}
        tone="error"
        title={t('common.dialog.errorTitle')}
        onClose={() => setAiError(null)}
        actions={<Button onClick={() => setAiError(null)}>{t('common.actions.accept')}</Button>}
      >
        {aiErrorText}
      </Dialog>

      {created ? <JobCreatedDialog job={created} onClose={toDashboard} /> : null}
    </div>
  );
}
