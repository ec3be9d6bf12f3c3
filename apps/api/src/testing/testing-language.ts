import { isLanguage, type Language } from '@postula/contract/constants';
import { eld } from 'eld/extrasmall';
import { stripAccents } from '../engine/embedded/normalize';

// Test helpers: which language a text is written in, and whether it mentions a protected trait. They live
// beside the engine because several test files share them. The language is told by the same maintained
// detector the engine reads CVs with, rather than by counting function words the engine itself may write.

/** The language a text is written in, by the detector the engine uses (ELD); undefined when it is none of ours. */
export function detectLanguage(text: string): Language | undefined {
  const language = eld.detect(text).language;
  return isLanguage(language) ? language : undefined;
}

/** What the detector made of a text, for failure messages. */
export function languageScores(text: string): Record<string, number> {
  return eld.detect(text).getScores();
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
