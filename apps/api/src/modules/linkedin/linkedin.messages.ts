import type { Language } from '@postula/contract/constants';
import type { Translations } from '../../platform/i18n/language';

type Key = 'published' | 'linkedNotPublished';

const texts: Translations<Key> = {
  es: {
    published: 'Publicado correctamente en LinkedIn',
    linkedNotPublished: 'Tu cuenta de LinkedIn quedó conectada, pero no se pudo publicar. Vuelve a intentarlo.',
  },
  en: {
    published: 'Successfully published on LinkedIn',
    linkedNotPublished: 'Your LinkedIn account is now connected, but the post could not be published. Please try again.',
  },
  pt: {
    published: 'Publicado com sucesso no LinkedIn',
    linkedNotPublished: 'Sua conta do LinkedIn foi conectada, mas não foi possível publicar. Tente novamente.',
  },
};

export const linkedinText = (language: Language, key: Key) => texts[language][key];
