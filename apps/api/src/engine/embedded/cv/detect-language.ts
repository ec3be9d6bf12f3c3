import type { Language } from '@postula/contract/constants';
import { foldText } from './tokens';

// The language a CV is written in, by its function words: the ones that differ between Spanish, English
// and Portuguese vote, shared ones ('de', 'a', 'para') do not. CVs are terse, so common CV words
// ('experiencia', 'experience', 'experiência') vote too.

const VOTERS: Record<Language, ReadonlySet<string>> = {
  es: new Set(['el', 'la', 'los', 'las', 'del', 'y', 'en', 'con', 'un', 'una', 'al', 'su', 'sus', 'es', 'lo', 'como', 'mi', 'mis', 'desde', 'hasta', 'actualidad', 'presente', 'idiomas', 'formacion', 'educacion', 'habilidades', 'conocimientos', 'experiencia', 'empresa', 'ano', 'anos', 'trabajo', 'nivel', 'puesto', 'tareas', 'cursos', 'universidad', 'responsable']),
  en: new Set(['the', 'and', 'of', 'to', 'in', 'for', 'with', 'an', 'is', 'are', 'our', 'we', 'on', 'or', 'my', 'at', 'who', 'this', 'from', 'as', 'by', 'skills', 'experience', 'education', 'present', 'university', 'years', 'team', 'including', 'developed', 'managed', 'work']),
  pt: new Set(['do', 'da', 'dos', 'das', 'e', 'em', 'no', 'na', 'nos', 'nas', 'com', 'um', 'uma', 'ao', 'aos', 'sua', 'seu', 'pela', 'pelo', 'meu', 'minha', 'atualmente', 'presente', 'idiomas', 'formacao', 'educacao', 'habilidades', 'conhecimentos', 'experiencia', 'empresa', 'trabalho', 'cursos', 'universidade', 'responsavel', 'desenvolvimento', 'nao', 'tambem']),
};

export function detectCvLanguage(text: string): Language | null {
  const votes: Record<Language, number> = { es: 0, en: 0, pt: 0 };
  let total = 0;
  for (const token of foldText(text.slice(0, 20_000)).split(/[^a-z]+/)) {
    if (!token) continue;
    total++;
    for (const language of ['es', 'en', 'pt'] as const) if (VOTERS[language].has(token)) votes[language]++;
  }
  const ranked = (Object.entries(votes) as [Language, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  // Too few votes, or a tie: another language, or too little text to say.
  if (!first || first[1] < 5 || first[1] < total * 0.03 || (second && first[1] < second[1] * 1.25)) return null;
  return first[0];
}
