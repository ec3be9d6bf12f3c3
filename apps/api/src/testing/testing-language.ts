import type { Language } from '@postula/contract/constants';
import { stripAccents } from '../engine/embedded/normalize';

// Test helpers: which language a text is written in, and whether it mentions a protected trait. They live
// beside the engine because several test files share them; the engine itself never needs them.

/**
 * Function words that tell the three languages apart. Words the languages share ('de', 'a', 'para',
 * 'que', 'por', 'se') are left out: only the ones that differ vote.
 */
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  es: new Set(['el', 'la', 'los', 'las', 'del', 'y', 'en', 'con', 'un', 'una', 'al', 'su', 'sus', 'es', 'lo', 'le', 'como', 'quien', 'nuestro', 'nuestra']),
  en: new Set(['the', 'and', 'of', 'to', 'in', 'for', 'with', 'an', 'is', 'are', 'our', 'we', 'on', 'or', 'your', 'at', 'who', 'this', 'from', 'as']),
  pt: new Set(['do', 'da', 'dos', 'das', 'e', 'em', 'no', 'na', 'nos', 'nas', 'com', 'um', 'uma', 'ao', 'aos', 'sua', 'seu', 'pela', 'pelo', 'nossa', 'voce']),
};

export function languageVotes(text: string): Record<Language, number> {
  const tokens = stripAccents(text.toLowerCase()).split(/[^a-z]+/).filter(Boolean);
  const votes: Record<Language, number> = { es: 0, en: 0, pt: 0 };
  for (const token of tokens) {
    for (const language of ['es', 'en', 'pt'] as const) if (FUNCTION_WORDS[language].has(token)) votes[language]++;
  }
  return votes;
}

/** The language with the most function words; undefined on a tie for the first place. */
export function detectLanguage(text: string): Language | undefined {
  const votes = languageVotes(text);
  const ranked = (Object.entries(votes) as [Language, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && first[1] === second[1])) return undefined;
  return first[0];
}

/**
 * Words of protected traits the product forbids as conditions (spec §5: sexo is always "indistinto"):
 * sex and gender, age, nationality, marital status, photos, looks, religion.
 */
const PROTECTED = [
  'sexo', 'genero', 'gender', 'sex', 'masculino', 'femenino', 'male', 'female', 'hombre', 'mujer', 'homem', 'mulher',
  'edad', 'age', 'idade', 'anos de edad', 'years old', 'joven', 'young', 'jovem',
  'nacionalidad', 'nationality', 'nacionalidade', 'estado civil', 'marital', 'casado', 'soltero', 'married', 'single',
  'foto', 'fotos', 'photo', 'photos', 'buena presencia', 'boa aparencia', 'good appearance', 'religion', 'religiao',
];
const PROTECTED_PATTERN = new RegExp(`\\b(${PROTECTED.join('|')})\\b`, 'i');

export function protectedTrait(text: string): string | undefined {
  return PROTECTED_PATTERN.exec(stripAccents(text))?.[1];
}

export function fold(text: string): string {
  return stripAccents(text.toLowerCase());
}
