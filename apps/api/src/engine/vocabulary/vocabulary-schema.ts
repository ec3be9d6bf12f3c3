import { LANGUAGES, type Language } from '@postula/contract/constants';
import { z } from 'zod';
import { mentionsProtectedTrait } from '../protected-traits';

// The vocabulary is data: these schemas are its rules, and every file of it is parsed with them when it
// loads (parseVocabulary), so a malformed entry stops the server at start, and every test, with a message
// that names the entry. Rules that relate entries to each other (unique ids, every sector covered, each
// name found by the matcher) are checked in vocabulary.test.ts.

export const SECTOR_IDS = [
  'technology', 'sales', 'retail', 'customer-service', 'administration', 'finance', 'health', 'logistics',
  'hospitality', 'education', 'trades', 'construction', 'manufacturing', 'security', 'cleaning', 'agriculture',
  'marketing', 'human-resources', 'legal', 'design', 'personal-care',
] as const;

export const sectorIdSchema = z.enum(SECTOR_IDS);
export type SectorId = z.infer<typeof sectorIdSchema>;

const PROTECTED = 'names a protected trait (protected-traits.ts): screening keeps off them, so the vocabulary never asks for one';

/** A whole short sentence: capital first letter, full stop at the end. */
const sentence = z.string().regex(/^\p{Lu}.*\.$/u, 'must start with a capital letter and end with a full stop');

/** A profile sentence, which names no protected trait. */
const profileSentence = sentence.refine((text) => !mentionsProtectedTrait(text), PROTECTED);

/** Completes "the main tasks are ___" and is listed with semicolons: lower-case start, no full stop, no semicolon. */
const task = z
  .string()
  .regex(/^\p{Ll}/u, 'must start with a lower-case letter')
  .regex(/^[^;]*[^.;]$/, 'must not end with a full stop nor hold a semicolon');

const condition = sentence.max(300, 'must be at most 300 characters');

/**
 * The phrases of a posting text name no protected trait. One look at them all, and a second only to name the
 * phrase when there is one: the vocabulary has some 5,000 phrases, and this keeps its parse to a few ms.
 */
function neutralText(text: { exp: string; tasks: string[]; must: string[]; nice: string[] }, issues: z.core.$RefinementCtx['issues']): void {
  if (!mentionsProtectedTrait([text.exp, ...text.tasks, ...text.must, ...text.nice].join('\n'))) return;
  const phrases: [PropertyKey[], string][] = [[['exp'], text.exp]];
  for (const key of ['tasks', 'must', 'nice'] as const) text[key].forEach((phrase, i) => phrases.push([[key, i], phrase]));
  for (const [path, phrase] of phrases) if (mentionsProtectedTrait(phrase)) issues.push({ code: 'custom', message: PROTECTED, input: phrase, path });
}

/** Each language's value of a record, all three required. */
const perLanguage = <T extends z.ZodType>(value: T) => z.strictObject(Object.fromEntries(LANGUAGES.map((language) => [language, value])) as Record<Language, T>);

/**
 * The writing of a posting in one language. The phrases are fragments that the templates of
 * draft-posting.ts assemble, so each one is written to fit its slot:
 * - `exp` completes "at least N years of experience ___" and carries its own preposition
 *   ('en ventas al público', 'in retail sales', 'em vendas no varejo');
 * - `tasks` complete "the main tasks are ___": infinitives in es/pt, gerunds in en, lower-case first letter,
 *   no final full stop;
 * - `must` and `nice` are whole short sentences with their full stop.
 */
const postingTextShape = {
  exp: z.string().regex(/\S/, 'must not be empty').regex(/[^.]$/, 'must not end with a full stop'),
  tasks: z.array(task),
  must: z.array(condition),
  nice: z.array(condition),
};

export const postingTextSchema = z.strictObject(postingTextShape).check((ctx) => neutralText(ctx.value, ctx.issues));
export type PostingText = z.infer<typeof postingTextSchema>;

/** An occupation's own text: three to five tasks, two to five conditions of each kind. */
const occupationTextSchema = z
  .strictObject({
    ...postingTextShape,
    /**
     * How recruiters write the position in this language. The first is the display name (the inclusive form
     * in es/pt, 'enfermero/a'); all are matched. One gender form is enough: matching folds 'enfermera' and
     * 'enfermero' together, but not 'enfermeira' (Portuguese spelling), which is listed under pt.
     */
    names: z.array(z.string().regex(/\S/, 'must not be empty')).min(1),
    tasks: z.array(task).min(3).max(5),
    must: z.array(condition).min(2).max(5),
    nice: z.array(condition).min(2).max(5),
  })
  .check((ctx) => neutralText(ctx.value, ctx.issues));
export type OccupationText = z.infer<typeof occupationTextSchema>;

export const occupationSchema = z.strictObject({
  /** Stable kebab-case key, used by tests and by technology hints. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case'),
  sector: sectorIdSchema,
  /** Years of experience asked when the position names no seniority; 0 makes experience only desirable. */
  years: z.number().int().min(0),
  /**
   * `must[0]` names a generic stack ("Java, C#, Python or Node.js"); when the position names its own
   * technologies ('Desarrollador Java') that condition gives way to them instead of contradicting them.
   */
  stackMust: z.boolean().optional(),
  /** Replaces the sector's profile sentence when it does not fit ('students and families' for a gym trainer). */
  profile: perLanguage(profileSentence).optional(),
  es: occupationTextSchema,
  en: occupationTextSchema,
  pt: occupationTextSchema,
});
export type Occupation = z.infer<typeof occupationSchema>;

export const sectorSchema = z.strictObject({
  id: sectorIdSchema,
  /** Words that place an unknown position in the sector ('ventas', 'logística'), any language. */
  keywords: z.array(z.string().regex(/\S/, 'must not be empty')).min(1),
  /** CamelCase, no accents, without '#'. */
  hashtags: perLanguage(z.array(z.string().regex(/^[A-Za-z0-9ñÑ]+$/, 'must be letters and digits only, without #')).min(1)),
  /** One sentence about the profile the sector values, shared by its occupations. */
  profile: perLanguage(profileSentence),
  /** The draft of a position of this sector that matches no occupation. */
  generic: perLanguage(postingTextSchema),
});
export type Sector = z.infer<typeof sectorSchema>;

/**
 * The entries parsed with their schema, or an error that names each bad entry (by its id, or by what `nameOf`
 * gives) and the path to the bad field ("'nurse' es.tasks[1]: must start with a lower-case letter").
 */
export function parseVocabulary<T>(what: string, schema: z.ZodType<T>, entries: readonly T[], nameOf: (entry: T) => unknown = (entry) => (entry as { id?: unknown }).id): readonly T[] {
  const result = z.array(schema).safeParse(entries);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [index, ...path] = issue.path;
    const entry = entries[index as number];
    const id = entry === undefined ? undefined : nameOf(entry);
    const name = typeof id === 'string' ? `'${id}'` : `entry ${String(index)}`;
    const field = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
    return `${name} ${field}: ${issue.message}`;
  });
  throw new Error(`The vocabulary's ${what} are malformed:\n${problems.join('\n')}`);
}
