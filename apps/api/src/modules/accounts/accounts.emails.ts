import type { Language } from '@postula/contract/constants';
import { composeMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import { interpolate } from '../../platform/i18n/language';

// Fixed words only: the sign-up form is filled in by anyone, for any address, so a company name in the
// e-mail would let a stranger write the headline of a message we send (decision 015).
const activationTexts = {
  es: {
    subject: 'Confirma tu cuenta de Postula',
    heading: 'Te damos la bienvenida a Postula',
    body: 'Para empezar a publicar avisos y recibir candidatos, confirma tu correo electrónico con el botón de abajo.',
    expiry: 'El enlace vence en {hours} horas.',
    action: 'Activar mi cuenta',
    footer: 'Si no creaste una cuenta en Postula, ignora este correo.',
  },
  en: {
    subject: 'Confirm your Postula account',
    heading: 'Welcome to Postula',
    body: 'To start publishing job postings and receiving candidates, confirm your e-mail address with the button below.',
    expiry: 'The link expires in {hours} hours.',
    action: 'Activate my account',
    footer: 'If you did not create a Postula account, ignore this e-mail.',
  },
  pt: {
    subject: 'Confirme sua conta da Postula',
    heading: 'Boas-vindas à Postula',
    body: 'Para começar a publicar vagas e receber candidatos, confirme seu e-mail com o botão abaixo.',
    expiry: 'O link expira em {hours} horas.',
    action: 'Ativar minha conta',
    footer: 'Se você não criou uma conta na Postula, ignore este e-mail.',
  },
} satisfies Record<Language, Record<string, string>>;

const resetTexts = {
  es: {
    subject: 'Cambia tu contraseña de Postula',
    heading: 'Recupera el acceso a tu cuenta',
    body: 'Recibimos un pedido para cambiar la contraseña de tu cuenta. Elige una nueva con el botón de abajo.',
    expiry: 'El enlace vence en {minutes} minutos y sirve una sola vez.',
    action: 'Elegir una nueva contraseña',
    footer: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  },
  en: {
    subject: 'Change your Postula password',
    heading: 'Get back into your account',
    body: 'We received a request to change the password of your account. Choose a new one with the button below.',
    expiry: 'The link expires in {minutes} minutes and works only once.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  pt: {
    subject: 'Troque sua senha da Postula',
    heading: 'Recupere o acesso à sua conta',
    body: 'Recebemos um pedido para trocar a senha da sua conta. Escolha uma nova com o botão abaixo.',
    expiry: 'O link expira em {minutes} minutos e só pode ser usado uma vez.',
    action: 'Escolher uma nova senha',
    footer: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
} satisfies Record<Language, Record<string, string>>;

export function activationMail(input: { to: string; language: Language; url: string; hours: number }): MailMessage {
  const t = activationTexts[input.language];
  return composeMail({
    to: input.to,
    subject: t.subject,
    heading: t.heading,
    paragraphs: [t.body, interpolate(t.expiry, { hours: input.hours })],
    action: { label: t.action, url: input.url },
    footer: t.footer,
  });
}

export function resetMail(input: { to: string; language: Language; url: string; minutes: number }): MailMessage {
  const t = resetTexts[input.language];
  return composeMail({
    to: input.to,
    subject: t.subject,
    heading: t.heading,
    paragraphs: [t.body, interpolate(t.expiry, { minutes: input.minutes })],
    action: { label: t.action, url: input.url },
    footer: t.footer,
  });
}
