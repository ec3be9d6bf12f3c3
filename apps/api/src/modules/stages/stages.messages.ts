import type { Language } from '@postula/contract/constants';
import type { StageKey } from '@postula/contract/stages';
import type { Translations } from '../../platform/i18n/language';

/** The default stages' names, said in the reader's language until the company renames one. */
export const defaultStageNames: Translations<StageKey | 'removed'> = {
  es: {
    new: 'Nuevo',
    shortlisted: 'Preseleccionado',
    interview: 'Entrevista',
    offer: 'Oferta',
    hired: 'Contratado',
    rejected: 'Descartado',
    removed: 'Etapa eliminada',
  },
  en: {
    new: 'New',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
    removed: 'Removed stage',
  },
  pt: {
    new: 'Novo',
    shortlisted: 'Pré-selecionado',
    interview: 'Entrevista',
    offer: 'Oferta',
    hired: 'Contratado',
    rejected: 'Descartado',
    removed: 'Etapa removida',
  },
};

/** A stage's name for the reader: the company's own, or the default's in the reader's language. */
export function stageName(stage: { key: string | null; name: string | null }, language: Language): string {
  if (stage.name) return stage.name;
  const names = defaultStageNames[language] as Record<string, string>;
  return (stage.key && names[stage.key]) || defaultStageNames[language].removed;
}

/** Whether `name` is what some reader sees for the default stage `key` (the company kept it as it was). */
export function isDefaultName(key: StageKey, name: string): boolean {
  const folded = name.trim().toLowerCase();
  return Object.values(defaultStageNames).some((names) => names[key].toLowerCase() === folded);
}
