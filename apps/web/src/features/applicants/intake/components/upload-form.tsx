import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_VERSION, type PublicUploadInfo, type UploadResult } from '@postula/contract/applicants/intake';
import { PublicCard } from '../../../../components/public/public-page';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { isConsentMissing, type useUploadCv } from '../api/upload-cv';
import { checkCvFile } from '../utils/cv-file';
import { CvPicker } from './cv-picker';
import { PrivacyNotice } from './privacy-notice';
import { UploadingOverlay } from './uploading-overlay';

type FileProblem = NonNullable<ReturnType<typeof checkCvFile>>;

/** Server answers that mean the chosen file itself will not do: it is dropped, as when the client refuses it. */
const fileFaults: readonly string[] = ['file_required', 'file_type', 'file_too_large', 'document_too_large'];

interface UploadFormProps {
  info: PublicUploadInfo;
  upload: ReturnType<typeof useUploadCv>;
  onUploaded: (result: UploadResult) => void;
}

/**
 * The upload of spec §4 "Candidate upload": choose a file (checked here as spec §5 says), read the privacy notice and
 * accept it (issue 19), send, and hand the thank-you texts up. Send stays disabled without a file and while sending;
 * sending without the consent box ticked sends nothing and says so on the box, which takes the focus.
 */
export function UploadForm({ info, upload, onUploaded }: UploadFormProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const noticeId = useId();
  const consentErrorId = useId();
  const consentRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  // Each refusal moves the focus to the box once it is rendered as invalid, so a screen reader reads the error too.
  const [consentAsked, setConsentAsked] = useState(0);
  const { reset, mutate, isPending } = upload;

  useEffect(() => {
    if (consentAsked > 0) consentRef.current?.focus();
  }, [consentAsked]);

  const askConsent = () => {
    setConsentMissing(true);
    setConsentAsked((asked) => asked + 1);
  };

  const choose = useCallback(
    (chosen: File) => {
      reset();
      const fault = checkCvFile(chosen);
      setProblem(fault);
      setFile(fault ? null : chosen);
    },
    [reset],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || isPending) return;
    if (!consent) {
      askConsent();
      return;
    }
    mutate(
      { empresa_id: info.empresa_id, evaluacion_id: info.evaluacion_id, consentimiento: CONSENT_VERSION, file },
      {
        onSuccess: onUploaded,
        onError: (error) => {
          if (error instanceof ApiError && error.code && fileFaults.includes(error.code)) setFile(null);
          if (isConsentMissing(error)) {
            setConsent(false);
            askConsent();
          }
        },
      },
    );
  }

  // The server's refusal of a missing consent is said on the box, as the page's own check says it.
  const message = problem
    ? t(`errors.${problem}`)
    : upload.error && !isConsentMissing(upload.error)
      ? errorText(upload.error, t('applicants.intake.errors.upload'))
      : null;

  return (
    <PublicCard>
      <form onSubmit={submit} noValidate>
        <h2 className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl dark:text-white">{t('applicants.intake.form.title')}</h2>
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t('applicants.intake.form.subtitle', { company: info.nombre_empresa })}
        </p>
        <div className="mt-5">
          <CvPicker file={file} onChoose={choose} disabled={isPending} errorId={message ? errorId : undefined} />
        </div>
        {message ? (
          <div id={errorId} className="mt-4">
            <Alert>{message}</Alert>
          </div>
        ) : null}
        <div className="mt-5">
          <PrivacyNotice company={info.nombre_empresa} privacy={info.privacidad} headingId={noticeId} />
        </div>
        <Checkbox
          ref={consentRef}
          className="mt-4"
          checked={consent}
          required
          disabled={isPending}
          onChange={(event) => {
            setConsent(event.currentTarget.checked);
            if (event.currentTarget.checked) setConsentMissing(false);
          }}
          aria-invalid={consentMissing || undefined}
          aria-describedby={consentMissing ? consentErrorId : undefined}
          label={t('applicants.intake.privacy.consent', { company: info.nombre_empresa })}
        />
        {consentMissing ? (
          <p id={consentErrorId} className="mt-2 ml-7 text-sm font-medium text-red-700 dark:text-red-300">
            {t('errors.consent_required')}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth className="mt-5 h-12 rounded-xl" disabled={!file} loading={isPending}>
          {t('applicants.intake.form.send')}
        </Button>
      </form>
      {isPending && file ? <UploadingOverlay fileName={file.name} /> : null}
    </PublicCard>
  );
}
