import type { Language } from '@postula/contract/constants';
import type { Segment } from './cv-document';

// Languages spoken and their level: 'inglés avanzado', 'fluent English', 'English (C1)', 'proficiência
// profissional em inglês'. Levels are read on the CEFR scale (A1 = 1 … C2 = 6).

export interface SpokenLanguage {
  id: string;
  pattern: RegExp;
  names: Record<Language, string>;
  /** The language a CV written in it shows, if it is one the engine detects. */
  writes?: Language;
}

export const SPOKEN: readonly SpokenLanguage[] = [
  { id: 'en', pattern: /\b(ingles|english|inglesa)\b/, names: { es: 'inglés', en: 'English', pt: 'inglês' }, writes: 'en' },
  { id: 'es', pattern: /\b(espanol|spanish|castellano|espanhol)\b/, names: { es: 'español', en: 'Spanish', pt: 'espanhol' }, writes: 'es' },
  { id: 'pt', pattern: /\b(portugues|portuguese|portuguesa)\b/, names: { es: 'portugués', en: 'Portuguese', pt: 'português' }, writes: 'pt' },
  { id: 'fr', pattern: /\b(frances|french|francesa)\b/, names: { es: 'francés', en: 'French', pt: 'francês' } },
  { id: 'de', pattern: /\b(aleman|german|alemao|alema|deutsch)\b/, names: { es: 'alemán', en: 'German', pt: 'alemão' } },
  { id: 'it', pattern: /\b(italiano|italian|italiana)\b/, names: { es: 'italiano', en: 'Italian', pt: 'italiano' } },
  { id: 'zh', pattern: /\b(chino|chinese|mandarin|mandarim|chines)\b/, names: { es: 'chino', en: 'Chinese', pt: 'chinês' } },
  { id: 'ja', pattern: /\b(japones|japanese|japonesa)\b/, names: { es: 'japonés', en: 'Japanese', pt: 'japonês' } },
  { id: 'ko', pattern: /\b(coreano|korean|coreana)\b/, names: { es: 'coreano', en: 'Korean', pt: 'coreano' } },
  { id: 'ru', pattern: /\b(ruso|russian|russo|rusa|russa)\b/, names: { es: 'ruso', en: 'Russian', pt: 'russo' } },
  { id: 'ar', pattern: /\b(arabe|arabic)\b/, names: { es: 'árabe', en: 'Arabic', pt: 'árabe' } },
  { id: 'nl', pattern: /\b(neerlandes|holandes|dutch|neerlandesa|holandesa)\b/, names: { es: 'neerlandés', en: 'Dutch', pt: 'neerlandês' } },
  { id: 'ca', pattern: /\b(catalan|catala|catalao)\b/, names: { es: 'catalán', en: 'Catalan', pt: 'catalão' } },
  { id: 'gn', pattern: /\b(guarani)\b/, names: { es: 'guaraní', en: 'Guarani', pt: 'guarani' } },
  { id: 'qu', pattern: /\b(quechua|quichua)\b/, names: { es: 'quechua', en: 'Quechua', pt: 'quíchua' } },
  { id: 'hi', pattern: /\b(hindi)\b/, names: { es: 'hindi', en: 'Hindi', pt: 'híndi' } },
  { id: 'he', pattern: /\b(hebreo|hebrew|hebraico)\b/, names: { es: 'hebreo', en: 'Hebrew', pt: 'hebraico' } },
  { id: 'pl', pattern: /\b(polaco|polish|polones|polonesa)\b/, names: { es: 'polaco', en: 'Polish', pt: 'polonês' } },
  { id: 'tr', pattern: /\b(turco|turkish|turca)\b/, names: { es: 'turco', en: 'Turkish', pt: 'turco' } },
  { id: 'sv', pattern: /\b(sueco|swedish|sueca)\b/, names: { es: 'sueco', en: 'Swedish', pt: 'sueco' } },
  { id: 'el', pattern: /\b(griego|greek|grego|griega|grega)\b/, names: { es: 'griego', en: 'Greek', pt: 'grego' } },
  { id: 'lsa', pattern: /\b(lengua de senas|sign language|lingua de sinais|libras)\b/, names: { es: 'lengua de señas', en: 'sign language', pt: 'língua de sinais' } },
];

const LEVELS: readonly [number, RegExp][] = [
  [6, /\b(c2|nativ[oa]|native|materna|mother tongue|bilingue|bilingual)\b/],
  [5.5, /\b(fluent|fluently|fluid[oa]|fluente|fluency|fluidez)\b/],
  [5, /\b(c1|advanced|avanzad[oa]|avancad[oa]|proficient|proficiency|proficiencia|profesional|professional|profissional|dominio|excellent|excelente|very good|muy buen[oa]|muito bo[am])\b|(?<!intermedio[- ]|intermediate[- ]|intermediario[- ])\b(?:alto|alta|high|hight)\b/],
  [4, /\b(b2|upper[- ]intermediate|intermedio[- ]alto|intermediario[- ]avancado|first certificate|fce)\b/],
  [3, /\b(b1|intermediate|intermedi[oa]|intermediari[oa]|conversational|conversacional|good|bueno|buen|bom)\b/],
  [2, /\b(a2|basic|basico|basica|elementary|elemental)\b/],
  [1, /\b(a1|beginner|principiante|iniciante)\b/],
];

/** A CEFR code says the level more exactly than the words around it ('Intermedio (A2)' is A2). */
const CEFR = /\b([abc])([12])\b/;

/**
 * The least level a condition accepts: 'nativo o fluido' is met by a fluent speaker, 'nativo o nivel C1' by C1.
 * Each level's words are read once, highest first ('intermedio-alto' is not also 'intermedio').
 */
export function requiredLevelIn(folded: string): number | undefined {
  let rest = folded;
  const levels: number[] = [];
  for (const [level, pattern] of LEVELS) {
    const global = new RegExp(pattern.source, 'g');
    if (!global.test(rest)) continue;
    levels.push(level);
    rest = rest.replace(global, ' ');
  }
  return levels.length > 0 ? Math.min(...levels) : undefined;
}

export function levelIn(folded: string): number | undefined {
  const code = CEFR.exec(folded);
  if (code) return LEVELS.find(([, pattern]) => pattern.test(code[0]))?.[0];
  for (const [level, pattern] of LEVELS) if (pattern.test(folded)) return level;
  return undefined;
}

export function languagesIn(folded: string): SpokenLanguage[] {
  return SPOKEN.filter((language) => language.pattern.test(folded));
}

/** Clauses of a line, so 'Fluente em português e proficiência profissional em inglês' gives each its level. */
function clauses(folded: string): string[] {
  return folded.split(/[,;|•/]|\s(?:and|y|e|und)\s|\)\s*/);
}

export interface SpokenReading {
  /** Level stated next to the language, if any. */
  level: number | undefined;
  segment: Segment;
  /** The line above or below that states the level ('ENGLISH' / 'Basic level'), for the quote to show it. */
  levelSegment?: Segment;
}

/** Where the CV names the language, with the highest level it states for it. */
export function readSpoken(segments: readonly Segment[], language: SpokenLanguage): SpokenReading | undefined {
  let found: SpokenReading | undefined;
  segments.forEach((segment, index) => {
    if (!language.pattern.test(segment.folded)) return;
    // 'Bachelor of Arts in English' is a degree, not a spoken language.
    if (segment.section === 'education' && !/idioma|language|lingua/.test(segment.folded)) return;
    const parts = clauses(segment.folded);
    let level: number | undefined;
    parts.forEach((part, i) => {
      if (!language.pattern.test(part)) return;
      let here = levelIn(ownWords(part, language));
      // 'Inglés: | avanzado' or 'English (C1)': the level in the next clause, if it names no language; or in
      // the one before, as a label ('Mother tongue(s) | Español').
      for (const beside of [parts[i + 1], parts[i - 1]]) {
        if (here === undefined && beside !== undefined && languagesIn(beside).length === 0) here = levelIn(beside);
      }
      if (here !== undefined && (level === undefined || here > level)) level = here;
    });
    // A level on its own line, under the language ('ESPAÑOL' / 'Nivel avanzado') or above it, as a label
    // ('Mother tongue(s)' / 'Spanish').
    // A level above that is the level of the language above it ('ESPAÑOL' / 'Nivel avanzado' / 'ENGLISH') is not this one's.
    let levelSegment: Segment | undefined;
    if (level === undefined && languagesIn(segment.folded).length === 1) {
      const above = segments[index - 2] && languagesIn(segments[index - 2]!.folded).length > 0 ? undefined : segments[index - 1];
      levelSegment = [segments[index + 1], above].find((beside) => levelBeside(beside) !== undefined);
      level = levelBeside(levelSegment);
    }
    if (!found || (level ?? 0) > (found.level ?? 0)) found = { level, segment, ...(levelSegment ? { levelSegment } : {}) };
  });
  return found;
}

/**
 * The words of a clause that are this language's when it names several: from its name to the next language's
 * ('Español Inglés (B1)': B1 is English's).
 */
function ownWords(part: string, language: SpokenLanguage): string {
  const start = part.search(language.pattern);
  const others = SPOKEN.filter((other) => other !== language).map((other) => {
    const at = part.slice(start + 1).search(other.pattern);
    return at < 0 ? Infinity : start + 1 + at;
  });
  return part.slice(start, Math.min(part.length, ...others));
}

/** The level a short line states without naming a language ('Nivel avanzado', 'Basic level', 'Mother tongue(s)'). */
function levelBeside(segment: Segment | undefined): number | undefined {
  if (!segment || segment.heading || languagesIn(segment.folded).length > 0) return undefined;
  // A layout that ran the next lines onto it ('Basic level abril 2014 - fevereiro 2015 grupo de pesquisa…'): its first words.
  const words = segment.folded.split(/\s+/);
  return levelIn(words.slice(0, words.length > 4 ? 2 : 4).join(' '));
}
