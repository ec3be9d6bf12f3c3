import { useTranslation } from 'react-i18next';
import { PrivacySettingsView } from '../../features/privacy/components/privacy-settings-view';
import { PRODUCT_NAME } from '../../lib/links';

export function PrivacySettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('privacy.settings.title')} · ${PRODUCT_NAME}`}</title>
      <PrivacySettingsView />
    </>
  );
}
