import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MARK_COLOR } from '@postula/contract/constants';
import { MARK_NAME_MAX_LENGTH, type Mark } from '@postula/contract/marks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MarkChip } from '../../../components/ui/mark-chip';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCreateMark } from '../api/create-mark';
import { useUpdateMark } from '../api/update-mark';
import {
  MARK_FORM_ERRORS,
  markFormDefaults,
  markFormSchema,
  pickerColor,
  type MarkFormInput,
  type MarkFormValues,
} from '../utils/mark-form';

interface MarkFormDialogProps {
  /** The mark to edit; null to create one. */
  mark: Mark | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A 403 already opens the session-expired dialog (spec §4): no second message for it. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === 403;
const isFormField = (field: string | undefined): field is keyof MarkFormInput => field === 'nombre' || field === 'color';
/** Errors shown in the box above the fields: those about one field are shown under it instead. */
const isFormError = (error: unknown) =>
  error !== null && !isSessionExpiry(error) && !(error instanceof ApiError && isFormField(error.field));

/**
 * The add/edit mark modal (spec §2 "/applicant-marks", §5 Mark): a required name and a colour given with the
 * picker or as #RRGGBB text. Save stays disabled while the form is invalid or the call is running. Mount it
 * with a key per mark, so each opening starts from that mark's values.
 */
export function MarkFormDialog({ mark, onClose, onSaved }: MarkFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const creation = useCreateMark();
  const update = useUpdateMark();
  const saving = creation.isPending || update.isPending;
  const saveError = mark ? update.error : creation.error;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isValid },
  } = useForm<MarkFormInput, unknown, MarkFormValues>({
    resolver: zodResolver(markFormSchema),
    defaultValues: markFormDefaults(mark),
    mode: 'onChange',
  });
  const [nombre, color] = useWatch({ control, name: ['nombre', 'color'] });
  const swatch = pickerColor(color, mark?.color.toLowerCase() ?? DEFAULT_MARK_COLOR);

  function onSubmit(values: MarkFormValues) {
    const done = {
      onSuccess: onSaved,
      // A refusal about one field (a name already in use) is shown under that field.
      onError: (error: unknown) => {
        if (error instanceof ApiError && isFormField(error.field)) {
          setError(error.field, { type: 'server', message: errorText(error, t('marks.form.saveError')) }, { shouldFocus: true });
        }
      },
    };
    if (mark) update.mutate({ marca_id: mark.marca_id, ...values }, done);
    else creation.mutate(values, done);
  }

  const fieldError = (error: { message?: string | undefined; type: string } | undefined) => {
    const message = error?.message;
    if (!message) return undefined;
    if (error.type === 'server') return message;
    if (message === MARK_FORM_ERRORS.tooLong) return t('marks.form.errors.tooLong', { max: MARK_NAME_MAX_LENGTH });
    if (message === MARK_FORM_ERRORS.color) return t('marks.form.errors.color');
    return t('marks.form.errors.required');
  };

  return (
    <Dialog
      open
      title={mark ? t('marks.form.editTitle') : t('marks.form.createTitle')}
      onClose={saving ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!isValid} loading={saving}>
            {t('common.actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-2 space-y-4">
        {isFormError(saveError) ? (
          <Alert>{errorText(saveError, t('marks.form.saveError'))}</Alert>
        ) : null}
        <TextField
          label={t('marks.form.name')}
          placeholder={t('marks.form.namePlaceholder')}
          autoComplete="off"
          maxLength={MARK_NAME_MAX_LENGTH + 20}
          // The Dialog would focus its first button; typing the name is what the user came for.
          autoFocus
          error={fieldError(errors.nombre)}
          {...register('nombre')}
        />
        <div className="flex items-start gap-3">
          <label className="mt-[26px] shrink-0">
            <span className="sr-only">{t('marks.form.colorPicker')}</span>
            <input
              type="color"
              value={swatch}
              onChange={(event) => setValue('color', event.target.value, { shouldValidate: true, shouldDirty: true })}
              className="block size-11 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus:outline-none focus-visible:ring-4 focus-visible:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
          <TextField
            label={t('marks.form.color')}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1"
            error={fieldError(errors.color)}
            // The error says the same as the hint: one of them is enough.
            hint={errors.color ? undefined : t('marks.form.colorHint')}
            {...register('color')}
          />
        </div>
        <div className="flex min-w-0 items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
          <span className="shrink-0 text-xs font-medium text-slate-500 dark:text-slate-400">{t('marks.form.preview')}</span>
          <MarkChip name={nombre.trim() || t('marks.form.previewEmpty')} color={swatch} />
        </div>
      </form>
    </Dialog>
  );
}
