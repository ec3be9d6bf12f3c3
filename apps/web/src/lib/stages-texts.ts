import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type esStages from '../locales/es/stages.json';

/** Every dotted path to a text of the stages texts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A plural text is asked for by its base key, with `count`. */
type Base<K> = K extends `${infer B}_${'zero' | 'one' | 'other'}` ? B : K;
export type StagesKey = Base<Leaves<typeof esStages>>;

/**
 * t() for the stages texts (locales/<lang>/stages.json, bundled under `stages` like every feature's), with keys
 * checked against Spanish's by StagesKey instead of i18next's own types (lib/translations.ts says why).
 */
export function useStagesT() {
  const { t } = useTranslation();
  return useCallback(
    (key: StagesKey, options?: Record<string, unknown>) =>
      (t as unknown as (key: string, options?: Record<string, unknown>) => string)(`stages.${key}`, options),
    [t],
  );
}
