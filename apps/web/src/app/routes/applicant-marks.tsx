import { useTranslation } from 'react-i18next';
import { MarkList } from '../../features/marks/components/mark-list';
import { PRODUCT_NAME } from '../../lib/links';

export function ApplicantMarksRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('marks.list.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <MarkList />
    </>
  );
}
