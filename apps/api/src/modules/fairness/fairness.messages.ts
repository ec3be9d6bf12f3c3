import type { Language } from '@postula/contract/constants';
import type { Translations } from '../../platform/i18n/language';

const texts: Translations<'started'> = {
  es: { started: 'Estamos calificando de nuevo a los postulantes con otros nombres y con las palabras con género cambiadas. Puede tardar unos minutos.' },
  en: { started: 'We are scoring the applicants again with other names and with their gendered words changed. It may take a few minutes.' },
  pt: { started: 'Estamos avaliando os candidatos de novo com outros nomes e com as palavras com gênero trocadas. Pode levar alguns minutos.' },
};

export const startedMessage = (language: Language) => texts[language].started;
