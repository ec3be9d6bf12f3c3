import { useTranslation } from 'react-i18next';
import { JobList } from '../../features/postings/components/job-list';
import { PRODUCT_NAME } from '../../lib/links';

export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('postings.jobs.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <JobList />
    </>
  );
}
