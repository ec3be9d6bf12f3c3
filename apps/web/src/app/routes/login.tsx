import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/accounts/components/auth-shell';
import { LoginForm } from '../../features/accounts/components/login-form';
import { MarketingPanel } from '../../features/accounts/components/marketing-panel';
import { useLangParam } from '../../features/accounts/hooks/use-lang-param';
import { PRODUCT_NAME } from '../../lib/links';

export function LoginRoute() {
  const { t } = useTranslation();
  useLangParam();
  return (
    <AuthShell aside={<MarketingPanel />}>
      <title>{`${t('accounts.login.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <LoginForm />
    </AuthShell>
  );
}
