import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { MarketingPanel } from '../../features/auth/components/marketing-panel';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { useLangParam } from '../../features/auth/hooks/use-lang-param';
import { PRODUCT_NAME } from '../../lib/links';

export function PasswordNewRecoveryRoute() {
  const { t } = useTranslation();
  // The e-mailed link carries the language the reset was requested in.
  useLangParam();
  return (
    <AuthShell aside={<MarketingPanel />} languagePicker={false}>
      <title>{`${t('auth.newPassword.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <NewPasswordForm />
    </AuthShell>
  );
}
