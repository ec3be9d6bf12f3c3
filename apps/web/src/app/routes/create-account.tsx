import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/accounts/components/auth-shell';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { RegisterSuccess } from '../../features/accounts/components/register-success';
import { TestimonialsCarousel } from '../../features/accounts/components/testimonials-carousel';
import { WelcomePanel } from '../../features/accounts/components/welcome-panel';
import { PRODUCT_NAME } from '../../lib/links';

export function CreateAccountRoute() {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState(false);
  return (
    <AuthShell aside={registered ? <WelcomePanel /> : <TestimonialsCarousel />}>
      <title>{`${t('accounts.register.pageTitle')} · ${PRODUCT_NAME}`}</title>
      {registered ? <RegisterSuccess /> : <RegisterForm onRegistered={() => setRegistered(true)} />}
    </AuthShell>
  );
}
