import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { LoginForm } from '../../features/auth/components/login-form';
import { MarketingPanel } from '../../features/auth/components/marketing-panel';
import { useLangParam } from '../../features/auth/hooks/use-lang-param';
import { PRODUCT_NAME } from '../../lib/links';

export function LoginRoute() {
  const { t } = useTranslation();
  useLangParam();
  return (
    <AuthShell aside={<MarketingPanel />}>
      <title>{`${t('auth.login.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <LoginForm />
    </AuthShell>
  );
}
