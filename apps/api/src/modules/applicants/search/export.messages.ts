import type { Translations } from '../../../platform/i18n/language';

/** The exported file's column headers and values, in the reader's language (Accept-Language). */
type Key =
  | 'file'
  | 'name'
  | 'email'
  | 'phone'
  | 'score'
  | 'mark'
  | 'state'
  | 'appliedAt'
  | 'summary'
  | 'notes'
  | 'mandatory'
  | 'desirable'
  | 'pending'
  | 'done'
  | 'failed'
  | 'met'
  | 'partly'
  | 'not_met'
  | 'unclear';

export const exportTexts: Translations<Key> = {
  es: {
    file: 'Postulantes',
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    score: 'Calificación',
    mark: 'Marca',
    state: 'Estado del análisis',
    appliedAt: 'Fecha de postulación',
    summary: 'Resumen',
    notes: 'Notas',
    mandatory: 'Excluyente: {condition}',
    desirable: 'Deseable: {condition}',
    pending: 'Analizando',
    done: 'Analizado',
    failed: 'No se pudo leer',
    met: 'Cumple',
    partly: 'Cumple en parte',
    not_met: 'No cumple',
    unclear: 'Sin datos',
  },
  en: {
    file: 'Applicants',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    score: 'Score',
    mark: 'Mark',
    state: 'Analysis state',
    appliedAt: 'Applied on',
    summary: 'Summary',
    notes: 'Notes',
    mandatory: 'Mandatory: {condition}',
    desirable: 'Desirable: {condition}',
    pending: 'Being analysed',
    done: 'Analysed',
    failed: 'Could not be read',
    met: 'Met',
    partly: 'Partly met',
    not_met: 'Not met',
    unclear: 'No information',
  },
  pt: {
    file: 'Candidatos',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    score: 'Nota',
    mark: 'Marca',
    state: 'Estado da análise',
    appliedAt: 'Data da candidatura',
    summary: 'Resumo',
    notes: 'Notas',
    mandatory: 'Obrigatória: {condition}',
    desirable: 'Desejável: {condition}',
    pending: 'Em análise',
    done: 'Analisado',
    failed: 'Não foi possível ler',
    met: 'Atende',
    partly: 'Atende em parte',
    not_met: 'Não atende',
    unclear: 'Sem informação',
  },
};
