import type { Language } from '@postula/contract/constants';
import type { Translations } from '../../platform/i18n/language';

type Key = 'registered' | 'activated' | 'resetRequested' | 'passwordChanged' | 'preferencesSaved' | 'signedOut';

/** Success texts of the accounts calls, in the caller's language. */
const texts: Translations<Key> = {
  es: {
    registered: 'Cuenta creada. Revisa tu correo electrónico para confirmarla.',
    activated: 'Tu cuenta fue activada. Ya puedes iniciar sesión.',
    resetRequested: 'Se ha enviado un correo con las instrucciones para recuperar tu contraseña',
    passwordChanged: 'Contraseña actualizada exitosamente',
    preferencesSaved: 'Preferencias guardadas.',
    signedOut: 'Sesión cerrada.',
  },
  en: {
    registered: 'Account created. Check your e-mail to confirm it.',
    activated: 'Your account is activated. You can sign in now.',
    resetRequested: 'We have sent an e-mail with instructions to recover your password',
    passwordChanged: 'Password updated successfully',
    preferencesSaved: 'Preferences saved.',
    signedOut: 'Signed out.',
  },
  pt: {
    registered: 'Conta criada. Verifique seu e-mail para confirmá-la.',
    activated: 'Sua conta foi ativada. Você já pode entrar.',
    resetRequested: 'Enviamos um e-mail com as instruções para recuperar sua senha',
    passwordChanged: 'Senha atualizada com sucesso',
    preferencesSaved: 'Preferências salvas.',
    signedOut: 'Sessão encerrada.',
  },
};

export const accountsText = (language: Language, key: Key): string => texts[language][key];
