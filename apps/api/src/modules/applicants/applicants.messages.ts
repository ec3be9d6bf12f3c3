import type { Language } from '@postula/contract/constants';
import { interpolate, type Translations } from '../../platform/i18n/language';

/** The three texts of the candidate's page (spec §3: texto_1, texto_2, texto_3), by situation. */
type Key =
  | 'thanksTitle'
  | 'thanksReceived'
  | 'thanksNext'
  | 'expiredTitle'
  | 'expiredBody'
  | 'fullTitle'
  | 'fullBody'
  | 'closedTitle'
  | 'closedBody'
  | 'closedNext';

const texts: Translations<Key> = {
  es: {
    thanksTitle: '¡Gracias por postularte!',
    thanksReceived: 'Recibimos tu CV para el puesto de {position} en {company}.',
    thanksNext: 'El equipo de selección lo revisará y, si tu perfil se ajusta a la búsqueda, te contactará por correo o por teléfono.',
    expiredTitle: 'Esta búsqueda ya cerró',
    expiredBody: '{company} recibió CVs para el puesto de {position} hasta el {date}.',
    fullTitle: 'Esta búsqueda ya no recibe CVs',
    fullBody: '{company} ya recibió todos los CVs que necesitaba para el puesto de {position}.',
    closedTitle: 'Esta búsqueda está cerrada',
    closedBody: '{company} cerró la búsqueda para el puesto de {position} y ya no recibe CVs.',
    closedNext: 'Gracias por tu interés. Te invitamos a estar atento a sus próximas búsquedas.',
  },
  en: {
    thanksTitle: 'Thank you for applying!',
    thanksReceived: 'We received your CV for the {position} position at {company}.',
    thanksNext: 'The hiring team will review it and, if your profile fits, will contact you by e-mail or phone.',
    expiredTitle: 'This job posting has closed',
    expiredBody: '{company} accepted CVs for the {position} position until {date}.',
    fullTitle: 'This job posting is no longer receiving CVs',
    fullBody: '{company} has received all the CVs it needed for the {position} position.',
    closedTitle: 'This job posting is closed',
    closedBody: '{company} has closed the {position} position and is no longer receiving CVs.',
    closedNext: 'Thank you for your interest. Keep an eye out for their next openings.',
  },
  pt: {
    thanksTitle: 'Obrigado por se candidatar!',
    thanksReceived: 'Recebemos o seu currículo para a vaga de {position} na {company}.',
    thanksNext: 'A equipe de seleção vai analisá-lo e, se o seu perfil for compatível, entrará em contato por e-mail ou telefone.',
    expiredTitle: 'Esta vaga foi encerrada',
    expiredBody: 'A {company} recebeu currículos para a vaga de {position} até {date}.',
    fullTitle: 'Esta vaga não está mais recebendo currículos',
    fullBody: 'A {company} já recebeu todos os currículos de que precisava para a vaga de {position}.',
    closedTitle: 'Esta vaga está fechada',
    closedBody: 'A {company} fechou a vaga de {position} e não está mais recebendo currículos.',
    closedNext: 'Obrigado pelo seu interesse. Fique atento às próximas vagas.',
  },
};

export const applicantsText = (language: Language, key: Key, params: Record<string, string> = {}) =>
  interpolate(texts[language][key], params);
