import type { Language } from '@postula/contract/constants';
import type { EmailPlaceholder, EmailTemplateKind } from '@postula/contract/mail';

interface EmailText {
  subject: string;
  body: string;
}

/** The built-in templates, until a company writes its own (settings → e-mail templates). */
export const DEFAULT_TEMPLATES: Record<EmailTemplateKind, Record<Language, EmailText>> = {
  entrevista: {
    es: {
      subject: 'Entrevista para {puesto} en {empresa}',
      body: 'Hola {nombre}:\n\nGracias por postularte a {puesto}. Queremos conocerte mejor: responde unas preguntas breves en este enlace, cuando te venga bien:\n\n{enlace_entrevista}\n\nSaludos,\n{empresa}',
    },
    en: {
      subject: 'Interview for {puesto} at {empresa}',
      body: 'Hello {nombre},\n\nThank you for applying for {puesto}. We would like to know you better: please answer a few short questions at this link, whenever suits you:\n\n{enlace_entrevista}\n\nBest regards,\n{empresa}',
    },
    pt: {
      subject: 'Entrevista para {puesto} na {empresa}',
      body: 'Olá {nombre},\n\nObrigado por se candidatar a {puesto}. Queremos conhecer você melhor: responda a algumas perguntas breves neste link, quando for conveniente:\n\n{enlace_entrevista}\n\nAtenciosamente,\n{empresa}',
    },
  },
  rechazo: {
    es: {
      subject: 'Tu postulación a {puesto}',
      body: 'Hola {nombre}:\n\nGracias por tu interés en {puesto}. Tras revisar las postulaciones, hemos decidido seguir con otras personas. Te deseamos mucho éxito.\n\nSaludos,\n{empresa}',
    },
    en: {
      subject: 'Your application for {puesto}',
      body: 'Hello {nombre},\n\nThank you for your interest in {puesto}. After reviewing the applications, we have decided to go ahead with other candidates. We wish you every success.\n\nBest regards,\n{empresa}',
    },
    pt: {
      subject: 'Sua candidatura a {puesto}',
      body: 'Olá {nombre},\n\nObrigado pelo seu interesse em {puesto}. Depois de analisar as candidaturas, decidimos seguir com outras pessoas. Desejamos muito sucesso.\n\nAtenciosamente,\n{empresa}',
    },
  },
  libre: {
    es: { subject: '{puesto} en {empresa}', body: 'Hola {nombre}:\n\n\n\nSaludos,\n{empresa}' },
    en: { subject: '{puesto} at {empresa}', body: 'Hello {nombre},\n\n\n\nBest regards,\n{empresa}' },
    pt: { subject: '{puesto} na {empresa}', body: 'Olá {nombre},\n\n\n\nAtenciosamente,\n{empresa}' },
  },
};

/**
 * The confirmation of a CV received through the public page. Fixed (not a company template): it is sent to
 * an address nobody verified, so it says only who received the CV, with nothing of the CV but the name and no
 * link (decisions 037, 050). `linkShown` tells the candidate where their private link was; `privateLink` introduces
 * the link itself, for the one address that may receive it: one the candidate typed (confirmation.ts).
 * `{contacto}` is the company's privacy contact; without one, `contactCompany` names the company.
 */
export const CONFIRMATION: Record<
  Language,
  {
    subject: string;
    greeting: string;
    greetingNoName: string;
    body: string;
    ai: string;
    linkShown: string;
    privateLink: string;
    contact: string;
    contactCompany: string;
    footer: string;
  }
> = {
  es: {
    subject: 'Recibimos tu CV para {puesto}',
    greeting: 'Hola {nombre}:',
    greetingNoName: 'Hola:',
    body: '{empresa} recibió tu CV para el puesto {puesto}. Si tu perfil encaja, la empresa se pondrá en contacto contigo.',
    ai: 'Un sistema automático ayuda a {empresa} a leer los CV; las decisiones las toma una persona.',
    linkShown:
      'El enlace privado para ver, descargar o borrar tus datos se mostró en la página al enviar el CV. Este e-mail no lo trae: su dirección se tomó del CV y nadie la verificó.',
    privateLink: 'En este enlace privado puedes ver los datos que {empresa} tiene de ti, descargarlos o borrar tu postulación (no lo compartas):',
    contact: 'Para cualquier consulta sobre tus datos, escribe a {contacto}.',
    contactCompany: 'Para cualquier consulta sobre tus datos, dirígete a {empresa}.',
    footer: 'Si no enviaste este CV, puedes ignorar este mensaje: no recibirás otro por esta postulación.',
  },
  en: {
    subject: 'We received your CV for {puesto}',
    greeting: 'Hello {nombre},',
    greetingNoName: 'Hello,',
    body: '{empresa} received your CV for the position {puesto}. If your profile is a fit, the company will get in touch with you.',
    ai: 'An automated system helps {empresa} read CVs; a person makes the decisions.',
    linkShown:
      'The private link to see, download or delete your data was shown on the page when you sent the CV. This e-mail does not carry it: its address was taken from the CV and nobody has verified it.',
    privateLink: 'At this private link you can see the data {empresa} holds about you, download it or delete your application (do not share it):',
    contact: 'For any question about your data, write to {contacto}.',
    contactCompany: 'For any question about your data, contact {empresa}.',
    footer: 'If you did not send this CV, you can ignore this message: you will not get another one for this posting.',
  },
  pt: {
    subject: 'Recebemos seu CV para {puesto}',
    greeting: 'Olá {nombre},',
    greetingNoName: 'Olá,',
    body: '{empresa} recebeu seu CV para a vaga {puesto}. Se o seu perfil se encaixar, a empresa entrará em contato com você.',
    ai: 'Um sistema automático ajuda {empresa} a ler os CVs; as decisões são tomadas por uma pessoa.',
    linkShown:
      'O link privado para ver, baixar ou apagar seus dados foi mostrado na página ao enviar o CV. Este e-mail não o traz: o endereço foi tirado do CV e ninguém o verificou.',
    privateLink: 'Neste link privado você pode ver os dados que {empresa} tem sobre você, baixá-los ou apagar sua candidatura (não o compartilhe):',
    contact: 'Para qualquer dúvida sobre seus dados, escreva para {contacto}.',
    contactCompany: 'Para qualquer dúvida sobre seus dados, fale com {empresa}.',
    footer: 'Se você não enviou este CV, pode ignorar esta mensagem: não receberá outra por esta candidatura.',
  },
};

/** Fills the known placeholders; an unknown one, or one without a value, is left as written. */
export function fillPlaceholders(template: string, values: Partial<Record<EmailPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? match : value;
  });
}

export const usesInterviewLink = (text: string) => text.includes('{enlace_entrevista}');

/** One line, no control characters: what may go in a subject header or a greeting. */
export const oneLine = (value: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are the point
  value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();

const NAME_MAX_LENGTH = 60;

/**
 * The name a CV printed, if it reads as a person's name: letters, spaces, apostrophes, dots and hyphens,
 * at most 60 characters. Anything else (a link, an address, digits, a sentence) is not put in an e-mail sent
 * to an unverified address: the confirmation then greets without a name.
 */
export function plainPersonName(value: string | null): string | null {
  if (!value) return null;
  const name = oneLine(value);
  if (name.length === 0 || name.length > NAME_MAX_LENGTH) return null;
  return /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name) ? name : null;
}
