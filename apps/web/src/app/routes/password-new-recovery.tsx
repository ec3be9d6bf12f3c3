import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/accounts/components/auth-shell';
import { MarketingPanel } from '../../features/accounts/components/marketing-panel';
import { NewPasswordForm } from '../../features/accounts/components/new-password-form';
import { useLangParam } from '../../features/accounts/hooks/use-lang-param';
import { PRODUCT_NAME } from '../../lib/links';

export function PasswordNewRecoveryRoute() {
  const { t } = useTranslation();
  // The e-mailed link carries the language the reset was requested in.
  useLangParam();
  return (
    <AuthShell aside={<MarketingPanel />} languagePicker={false}>
      <title>{`${t('accounts.newPassword.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <NewPasswordForm />
    </AuthShell>
  );
}
