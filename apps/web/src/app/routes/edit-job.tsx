import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditJobView } from '../../features/postings/components/edit-job-view';
import { PRODUCT_NAME } from '../../lib/links';

/** A published posting in the create form, to change any field (decision 035). */
export function EditJobRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <title>{`${t('postings.edit.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <EditJobView key={id} id={id} />
    </>
  );
}
