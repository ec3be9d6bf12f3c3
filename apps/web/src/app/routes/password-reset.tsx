import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/accounts/components/auth-shell';
import { MarketingPanel } from '../../features/accounts/components/marketing-panel';
import { PasswordResetForm } from '../../features/accounts/components/password-reset-form';
import { useLangParam } from '../../features/accounts/hooks/use-lang-param';
import { PRODUCT_NAME } from '../../lib/links';

export function PasswordResetRoute() {
  const { t } = useTranslation();
  useLangParam();
  return (
    <AuthShell aside={<MarketingPanel />} languagePicker={false}>
      <title>{`${t('accounts.passwordReset.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <PasswordResetForm />
    </AuthShell>
  );
}
