import { useTranslation } from 'react-i18next';
import { ActivityLogView } from '../../features/audit/components/activity-log-view';
import { PRODUCT_NAME } from '../../lib/links';

export function ActivityLogRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('audit.page.title')} · ${PRODUCT_NAME}`}</title>
      <ActivityLogView />
    </>
  );
}
