import { useTranslation } from 'react-i18next';
import { ActivationView } from '../../features/accounts/components/activation-view';
import { AuthShell } from '../../features/accounts/components/auth-shell';
import { MarketingPanel } from '../../features/accounts/components/marketing-panel';
import { PRODUCT_NAME } from '../../lib/links';

export function ActivateRoute() {
  const { t } = useTranslation();
  return (
    <AuthShell aside={<MarketingPanel />} languagePicker={false}>
      <title>{`${t('accounts.activate.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <ActivationView />
    </AuthShell>
  );
}
