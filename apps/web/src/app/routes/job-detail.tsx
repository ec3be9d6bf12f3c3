import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { JobDetailView } from '../../features/postings/components/job-detail-view';
import { PRODUCT_NAME } from '../../lib/links';

export function JobDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <title>{`${t('postings.detail.pageTitle')} · ${PRODUCT_NAME}`}</title>
      {/* A new id is a new page: nothing of the previous posting's screen state carries over. */}
      <JobDetailView key={id} id={id} />
    </>
  );
}
