import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTING_OPEN, type PublicUploadInfo, type UploadResult } from '@postula/contract/applicants/intake';
import { PostingHero } from '../../../../components/public/posting-hero';
import { PublicPage } from '../../../../components/public/public-page';
import { Alert } from '../../../../components/ui/alert';
import { errorText } from '../../../../lib/error-text';
import { isPostingClosed, useUploadCv } from '../api/upload-cv';
import { PostingTexts } from './posting-texts';
import { PrivateLink } from './private-link';
import { TasksDisclosure } from './tasks-disclosure';
import { TasksPreview } from './tasks-preview';
import { UploadForm } from './upload-form';

export type TasksDisplay = 'collapsible' | 'preview';

interface PublicUploadScreenProps {
  info: PublicUploadInfo;
  /** /applicant_old folds the tasks; /applicant cuts them short with a 'Ver más...' drawer (spec §2). */
  tasks: TasksDisplay;
}

/**
 * A loaded posting: the upload while it is 'vigente', else its closing texts; the thank-you texts once sent, with the
 * candidate's private link to their data (issue 19).
 */
export function PublicUploadScreen({ info, tasks }: PublicUploadScreenProps) {
  const { t } = useTranslation();
  const upload = useUploadCv();
  const [result, setResult] = useState<UploadResult | null>(null);

  function uploaded(texts: UploadResult) {
    setResult(texts);
    // On a phone the form is below the fold; the thanks are at the top.
    window.scrollTo({ top: 0 });
  }

  let body;
  if (result) {
    body = (
      <>
        <PostingTexts tone="thanks" texts={result} focusOnShow />
        <PrivateLink link={result.enlace_datos} />
      </>
    );
  } else if (info.estado !== POSTING_OPEN) {
    // It closed while the candidate was sending: say the CV did not go, above the closing texts.
    const notice = isPostingClosed(upload.error) ? (
      <Alert>
        <strong className="font-semibold">{t('applicants.intake.errors.notSent')}</strong>{' '}
        {errorText(upload.error, t('applicants.intake.errors.upload'))}
      </Alert>
    ) : undefined;
    body = <PostingTexts tone="closed" texts={info} notice={notice} focusOnShow={Boolean(notice)} />;
  } else {
    body = (
      <>
        {tasks === 'collapsible' ? (
          <TasksDisclosure tasks={info.tareas_a_realizar} />
        ) : (
          <TasksPreview tasks={info.tareas_a_realizar} position={info.puesto} />
        )}
        <UploadForm info={info} upload={upload} onUploaded={uploaded} />
      </>
    );
  }

  return (
    <PublicPage
      hero={
        <PostingHero company={info.nombre_empresa} position={info.puesto} eyebrow={t('applicants.intake.posting.eyebrow')} />
      }
    >
      <title>{`${info.puesto} · ${info.nombre_empresa}`}</title>
      {body}
    </PublicPage>
  );
}
