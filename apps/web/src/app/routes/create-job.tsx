import { useTranslation } from 'react-i18next';
import { CreateJobForm } from '../../features/postings/components/create-job-form';
import { PRODUCT_NAME } from '../../lib/links';

export function CreateJobRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('postings.create.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <CreateJobForm />
    </>
  );
}
