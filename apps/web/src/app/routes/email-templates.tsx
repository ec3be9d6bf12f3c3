import { useTranslation } from 'react-i18next';
import { EmailTemplatesView } from '../../features/mail/components/email-templates-view';
import { PRODUCT_NAME } from '../../lib/links';

export function EmailTemplatesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('mail.templates.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <EmailTemplatesView />
    </>
  );
}
