import type { Language } from '@postula/contract/constants';

export type SectorId =
  | 'technology'
  | 'sales'
  | 'retail'
  | 'customer-service'
  | 'administration'
  | 'finance'
  | 'health'
  | 'logistics'
  | 'hospitality'
  | 'education'
  | 'trades'
  | 'construction'
  | 'manufacturing'
  | 'security'
  | 'cleaning'
  | 'agriculture'
  | 'marketing'
  | 'human-resources'
  | 'legal'
  | 'design'
  | 'personal-care';

/**
 * The writing of a posting in one language. The phrases are fragments that the templates of
 * draft-posting.ts assemble, so each one is written to fit its slot:
 * - `exp` completes "at least N years of experience ___" and carries its own preposition
 *   ('en ventas al público', 'in retail sales', 'em vendas no varejo');
 * - `tasks` complete "the main tasks are ___": infinitives in es/pt, gerunds in en, lower-case first letter,
 *   no final full stop;
 * - `must` and `nice` are whole short sentences with their full stop.
 */
export interface PostingText {
  exp: string;
  tasks: readonly string[];
  must: readonly string[];
  nice: readonly string[];
}

export interface OccupationText extends PostingText {
  /**
   * How recruiters write the position in this language. The first is the display name (the inclusive form
   * in es/pt, 'enfermero/a'); all are matched. One gender form is enough: matching folds 'enfermera' and
   * 'enfermero' together, but not 'enfermeira' (Portuguese spelling), which is listed under pt.
   */
  names: readonly string[];
}

export interface Occupation {
  /** Stable kebab-case key, used by tests and by technology hints. */
  id: string;
  sector: SectorId;
  /** Years of experience asked when the position names no seniority; 0 makes experience only desirable. */
  years: number;
  /**
   * `must[0]` names a generic stack ("Java, C#, Python or Node.js"); when the position names its own
   * technologies ('Desarrollador Java') that condition gives way to them instead of contradicting them.
   */
  stackMust?: boolean;
  /** Replaces the sector's profile sentence when it does not fit ('students and families' for a gym trainer). */
  profile?: Record<Language, string>;
  es: OccupationText;
  en: OccupationText;
  pt: OccupationText;
}

export interface Sector {
  id: SectorId;
  /** Words that place an unknown position in the sector ('ventas', 'logística'), any language. */
  keywords: readonly string[];
  /** CamelCase, no accents, without '#'. */
  hashtags: Record<Language, readonly string[]>;
  /** One sentence about the profile the sector values, shared by its occupations. */
  profile: Record<Language, string>;
  /** The draft of a position of this sector that matches no occupation. */
  generic: Record<Language, PostingText>;
}
