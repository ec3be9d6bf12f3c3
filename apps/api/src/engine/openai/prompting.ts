import type { z } from 'zod';
import type { Language } from '@postula/contract/constants';

// What every prompt to an OpenAI-compatible model shares: the language names, the fairness rule, and the
// call that completes a prompt into a checked answer.

export const languageNames: Record<Language, string> = {
  es: 'Spanish (Latin American, neutral)',
  en: 'English',
  pt: 'Portuguese (Brazilian)',
};

export const FAIRNESS_RULE =
  'Never state or imply requirements about gender, age, nationality, ethnicity, religion, marital status, ' +
  'disability, appearance or photos: only skills, experience, education, licences and availability.';

export type Complete = <S extends z.ZodType>(name: string, schema: S, system: string, user: string, temperature?: number) => Promise<z.output<S>>;

export const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
