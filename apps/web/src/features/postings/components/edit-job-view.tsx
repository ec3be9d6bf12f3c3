import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { paths } from '../../../lib/paths';
import { useJobDetail } from '../api/get-job-detail';
import { CreateJobForm } from './create-job-form';

/** Loads the posting and opens it in the create form; says so when it cannot (another company's: 404). */
export function EditJobView({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useJobDetail(id);
  if (detail.isPending) {
    return <div aria-hidden="true" className="mx-auto h-96 max-w-3xl animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />;
  }
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <Alert>{t('postings.detail.error')}</Alert>
        <Link to={paths.dashboard()} className={buttonClasses('primary', 'md')}>
          <ArrowLeftIcon className="size-4" />
          {t('postings.detail.errorBack')}
        </Link>
      </div>
    );
  }
  return <CreateJobForm job={detail.data} />;
}
