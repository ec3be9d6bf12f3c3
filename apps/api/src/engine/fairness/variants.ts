import type { FairnessNameRegion } from '@postula/contract/fairness';

// The variants of a CV's text that the fairness check scores again (decision 045): the same CV with the name of
// someone of another region and gender, and with its gendered words all in one gender. A fair engine gives every
// variant the score and the verdicts of the CV as it came; the report says where it did not.

/** Regions whose names the check swaps in: the product's candidates and the people its users may also hire. */
export type NameRegion = FairnessNameRegion;

export const GENDERS = ['f', 'm'] as const;
export type Gender = (typeof GENDERS)[number];

export interface SwappedName {
  region: NameRegion;
  gender: Gender;
  /** Given name(s), as printed on a CV. */
  given: string;
  /** Family name(s), as printed on a CV. */
  family: string;
}

/**
 * One woman's and one man's name per region, as they are printed on CVs of the product's languages (Latin
 * letters; accents, an apostrophe, a hyphen and the two-letter Chinese syllables on purpose: each has tripped
 * name readers). Andean: Quechua (Killa, Mamani, Quispe) and Guaraní (Arandu).
 */
export const SWAPPED_NAMES: readonly SwappedName[] = [
  { region: 'es', gender: 'f', given: 'Lucía', family: 'Fernández Ruiz' },
  { region: 'es', gender: 'm', given: 'Javier', family: 'Morales Gutiérrez' },
  { region: 'pt', gender: 'f', given: 'Thaís', family: 'Gonçalves' },
  { region: 'pt', gender: 'm', given: 'João Pedro', family: 'Nascimento' },
  { region: 'en', gender: 'f', given: 'Emily', family: "O'Connor" },
  { region: 'en', gender: 'm', given: 'James', family: 'Whitfield' },
  { region: 'ar', gender: 'f', given: 'Fátima', family: 'Al-Haddad' },
  { region: 'ar', gender: 'm', given: 'Youssef', family: 'El Amrani' },
  { region: 'zh', gender: 'f', given: 'Li Na', family: 'Wang' },
  { region: 'zh', gender: 'm', given: 'Wei', family: 'Zhang' },
  { region: 'andean', gender: 'f', given: 'Killa', family: 'Quispe Mamani' },
  { region: 'andean', gender: 'm', given: 'Arandu', family: 'Benítez' },
  { region: 'west_africa', gender: 'f', given: 'Ngozi', family: 'Okonkwo' },
  { region: 'west_africa', gender: 'm', given: 'Kwame', family: 'Mensah' },
];

/** A variant of the check: a name swapped in, or every gendered word put in one gender. */
export type Variant = { kind: 'name'; key: string; name: SwappedName } | { kind: 'gender'; key: string; gender: Gender };

export const VARIANTS: readonly Variant[] = [
  ...SWAPPED_NAMES.map((name) => ({ kind: 'name' as const, key: `name:${name.region}:${name.gender}`, name })),
  ...GENDERS.map((gender) => ({ kind: 'gender' as const, key: `gender:${gender}`, gender })),
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const hasMarks = (text: string) => text.normalize('NFD') !== text.normalize('NFD').replace(/\p{M}+/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word's letters, each with its accented forms, so 'tecnica' and 'técnica' are found alike. */
function accentless(word: string): string {
  const marked: Record<string, string> = {
    a: 'aáàâãä', e: 'eéèêë', i: 'iíìîï', o: 'oóòôõö', u: 'uúùûü', c: 'cç', n: 'nñ',
  };
  return [...fold(word)].map((char) => (marked[char] ? `[${marked[char]}]` : escape(char))).join('');
}

/** `replacement` in the case the found word is printed in: 'INGENIERA' → 'INGENIERO', 'Ingeniera' → 'Ingeniero'. */
function wordInCaseOf(found: string, replacement: string): string {
  const plain = hasMarks(found) ? replacement : replacement.normalize('NFD').replace(/\p{M}+/gu, '');
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return plain.toUpperCase();
  if (/^\p{Lu}/u.test(found)) return plain.charAt(0).toUpperCase() + plain.slice(1);
  return plain;
}

/** `replacement` in the case `found` is printed in, word by word when both have as many words. */
function inCaseOf(found: string, replacement: string): string {
  const foundWords = found.split(/\s+/);
  const words = replacement.split(' ');
  if (foundWords.length > 1 && foundWords.length === words.length) return words.map((word, i) => wordInCaseOf(foundWords[i]!, word)).join(' ');
  return wordInCaseOf(foundWords[0]!, replacement);
}

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

/** Words that join a name and are no name of their own ('Ana de la Torre'). */
const PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'la', 'las', 'los', 'van', 'von', 'e', 'y']);

/** The words of a name as the analysis read it ('Carol Summers, RN' → Carol, Summers), particles left out. */
export function nameWords(name: string | null): string[] {
  if (!name) return [];
  const personal = name.split(',')[0] ?? '';
  return personal
    .split(/[\s]+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => [...word].length >= 2 && !PARTICLES.has(fold(word)));
}

/** Letters and digits of an e-mail's or a web address's part ('Al-Haddad' → 'alhaddad'). */
const handleOf = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}|(?:https?:\/\/|www\.)[^\s<>"')]+|(?:linkedin|github)\.com\/[^\s<>"')]+/giu;

/**
 * The CV's text as another person's: the name the analysis read (`name`, as stored with the applicant) is
 * replaced by `swapped` wherever it is printed, whole or word by word, and inside e-mail and web addresses
 * ('amanda.martins@…' → 'thais.goncalves@…'), so the CV stays consistent and its contacts still name its owner.
 * The first word of the name becomes the new given name, the last the new family name, the ones between the
 * new name's words in turn. Null when the text does not print the name (nothing to swap).
 */
export function swapName(text: string, name: string | null, swapped: SwappedName): string | null {
  const words = nameWords(name);
  if (words.length === 0) return null;
  const newWords = [...swapped.given.split(' '), ...swapped.family.split(' ')];
  const whole = `${swapped.given} ${swapped.family}`;
  const target = (i: number): string => {
    if (i === 0) return swapped.given;
    if (i === words.length - 1) return swapped.family;
    return newWords[Math.min(i, newWords.length - 1)]!;
  };
  const inRow = new RegExp(`${BEFORE}${words.map(accentless).join('[\\s.,-]+')}`, 'giu');
  const each = words.map((word) => new RegExp(`${BEFORE}${accentless(word)}`, 'giu'));
  // A name's word ends where no small letter or digit follows: a capital may, where a PDF glued the next word to
  // it ('Francisco AlvesRua São Gonçalo'), as the analysis reads it (analyze-cv.ts).
  const ends = (part: string, end: number) => !/[\p{Ll}\p{N}]/u.test(part.charAt(end));
  const inText = (part: string) => {
    // The name as printed in a row ('AMANDA MARTINS', 'Amanda  Martins'): the new name whole; then each word
    // wherever else it is printed ('MARTINS · CURRÍCULO', a signature with the given name only).
    let changed = part.replace(inRow, (found: string, at: number, all: string) => (ends(all, at + found.length) ? inCaseOf(found, whole) : found));
    each.forEach((pattern, i) => {
      changed = changed.replace(pattern, (found: string, at: number, all: string) => (ends(all, at + found.length) ? inCaseOf(found, target(i)) : found));
    });
    return changed;
  };
  // Addresses: the name's words inside them, folded ('amandamartins@', 'in/amanda-martins').
  const inAddress = (address: string) => {
    let changed = address;
    words.forEach((word, i) => {
      const key = handleOf(word);
      if (key.length >= 2) changed = changed.replace(new RegExp(escape(key), 'gi'), handleOf(target(i)));
    });
    return changed;
  };
  let out = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    out += inText(text.slice(last, match.index)) + inAddress(match[0]);
    last = match.index + match[0].length;
  }
  out += inText(text.slice(last));
  return out === text ? null : out;
}

/**
 * Gendered words that say something of the person, as [feminine, masculine]: job titles and degrees (the words
 * a CV's gender shows in), forms of address and pronouns. Plurals follow from the forms. Left out on purpose:
 * words the same for both (analista, gerente, assistente, designer), and words far more often an adjective or
 * a subject than a person ('soporte técnico', 'Física', 'industria farmacéutica', 'apoio administrativo'), and
 * English words that are also others ('MS Office', 'miss a deadline'): a variant that turned those into the other
 * gender would measure grammar, not the candidate's gender. Each list applies to CVs of its language only: a
 * 'Director of Sales' is not made 'Directora', and the Spanish 'he trabajado' is not made 'she'.
 */
const GENDERED: Record<'es' | 'pt' | 'en', readonly (readonly [string, string])[]> = {
  es: [
    ['ingeniera', 'ingeniero'], ['enfermera', 'enfermero'], ['vendedora', 'vendedor'], ['profesora', 'profesor'],
    ['doctora', 'doctor'], ['licenciada', 'licenciado'], ['tecnóloga', 'tecnólogo'], ['contadora', 'contador'],
    ['abogada', 'abogado'], ['administradora', 'administrador'], ['desarrolladora', 'desarrollador'], ['diseñadora', 'diseñador'],
    ['cocinera', 'cocinero'], ['camarera', 'camarero'], ['cajera', 'cajero'], ['operaria', 'operario'],
    ['operadora', 'operador'], ['coordinadora', 'coordinador'], ['directora', 'director'], ['jefa', 'jefe'], ['encargada', 'encargado'],
    ['empleada', 'empleado'], ['egresada', 'egresado'], ['graduada', 'graduado'], ['titulada', 'titulado'],
    ['maestra', 'maestro'], ['investigadora', 'investigador'], ['programadora', 'programador'], ['supervisora', 'supervisor'],
    ['consultora', 'consultor'], ['asesora', 'asesor'], ['gestora', 'gestor'], ['auditora', 'auditor'],
    ['auxiliar administrativa', 'auxiliar administrativo'], ['asistente administrativa', 'asistente administrativo'],
    ['auxiliar contable', 'auxiliar contable'], ['repartidora', 'repartidor'], ['psicóloga', 'psicólogo'], ['bióloga', 'biólogo'],
    ['geógrafa', 'geógrafo'], ['arquitecta', 'arquitecto'], ['becaria', 'becario'], ['traductora', 'traductor'],
    ['redactora', 'redactor'], ['señora', 'señor'], ['sra', 'sr'], ['srta', 'sr'], ['candidata', 'candidato'],
    ['nacida', 'nacido'], ['casada', 'casado'], ['soltera', 'soltero'],
  ],
  pt: [
    ['engenheira', 'engenheiro'], ['enfermeira', 'enfermeiro'], ['professora', 'professor'], ['doutora', 'doutor'],
    ['advogada', 'advogado'], ['desenvolvedora', 'desenvolvedor'], ['cozinheira', 'cozinheiro'], ['operadora', 'operador'],
    ['coordenadora', 'coordenador'], ['diretora', 'diretor'], ['encarregada', 'encarregado'], ['formada', 'formado'],
    ['mestra', 'mestre'], ['pesquisadora', 'pesquisador'], ['assessora', 'assessor'], ['compradora', 'comprador'],
    ['estagiária', 'estagiário'], ['tradutora', 'tradutor'], ['vendedora', 'vendedor'], ['garçonete', 'garçom'],
    ['bacharela', 'bacharel'], ['licenciada', 'licenciado'], ['graduada', 'graduado'], ['funcionária', 'funcionário'],
    ['empresária', 'empresário'], ['supervisora', 'supervisor'], ['consultora', 'consultor'], ['gestora', 'gestor'],
    ['auxiliar administrativa', 'auxiliar administrativo'], ['assistente administrativa', 'assistente administrativo'],
    ['senhora', 'senhor'], ['sra', 'sr'], ['ela', 'ele'], ['dela', 'dele'], ['nela', 'nele'], ['candidata', 'candidato'],
    ['nascida', 'nascido'], ['casada', 'casado'], ['solteira', 'solteiro'],
  ],
  en: [
    ['she', 'he'], ['her', 'his'], ['hers', 'his'], ['herself', 'himself'], ['mrs', 'mr'],
    ['madam', 'sir'], ['woman', 'man'], ['women', 'men'], ['actress', 'actor'], ['waitress', 'waiter'], ['hostess', 'host'],
    ['stewardess', 'steward'], ['chairwoman', 'chairman'], ['saleswoman', 'salesman'], ['businesswoman', 'businessman'],
    ['spokeswoman', 'spokesman'], ['headmistress', 'headmaster'], ['councilwoman', 'councilman'], ['forewoman', 'foreman'],
    ['policewoman', 'policeman'], ['alumna', 'alumnus'], ['alumnae', 'alumni'],
  ],
};

interface GenderRule {
  pattern: RegExp;
  replace: (found: string, gender: Gender) => string;
}

/** Plural of an es/pt form: 'ingeniera' → 'ingenieras', 'vendedor' → 'vendedores', 'garçom' → 'garçons'. */
function plural(word: string): string {
  if (/[aeiouáéíóú]$/.test(word)) return `${word}s`;
  if (/m$/.test(word)) return `${word.slice(0, -1)}ns`;
  if (/l$/.test(word)) return `${word}es`;
  if (/[rnsdz]$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * Inclusive forms: 'ingeniero/a', 'Enfermera/o', 'Enfermeiro(a)', 'vendedor/a', 'Gráfico(a)', 'profesor/a' → one
 * gender.
 */
const INCLUSIVE_FORM = /^(\p{L}+?)(ora|or|o|a)\s?(?:\/\s?|\()(ora|or|o|a)\)?$/iu;
const INCLUSIVE: GenderRule = {
  pattern: new RegExp(`${BEFORE}\\p{L}+?(?:ora|or|o|a)\\s?(?:\\/\\s?|\\()(?:ora|or|o|a)\\)?${AFTER}`, 'giu'),
  replace: (found, gender) => {
    const match = INCLUSIVE_FORM.exec(found);
    if (!match) return found;
    const [, stem, first, second] = match as unknown as [string, string, string, string];
    const endings = [first.toLowerCase(), second.toLowerCase()].sort().join('/');
    // Two forms of one word: o/a or or/ora ('a/o', 'ora/or' the same the other way round).
    const pair = endings === 'a/o' ? { f: 'a', m: 'o' } : endings === 'or/ora' || endings === 'a/or' ? { f: 'ora', m: 'or' } : null;
    if (!pair) return found;
    const ending = gender === 'f' ? pair.f : pair.m;
    return stem + (first === first.toUpperCase() ? ending.toUpperCase() : ending);
  },
};

/** Pairs printed together: 'Sr./Sra.', 'el/la', 'o(a)', 'he/she', 'his/her' → the one form. */
const PAIRED: GenderRule = {
  pattern: /(?<![\p{L}\p{N}])(?:sra?|el|la|o|a|he|she|his|her|him|ele|ela)\.?\s?(?:\/|\()\s?(?:sra?|el|la|o|a|he|she|his|her|him|ele|ela)\.?\)?(?![\p{L}\p{N}])/giu,
  replace: (found, gender) => {
    const parts = found.split(/[/()]/).map((part) => part.trim()).filter(Boolean);
    const feminine = (part: string) => /^(?:sra\.?|la|a|she|her|ela)$/i.test(part);
    const chosen = parts.find((part) => (gender === 'f' ? feminine(part) : !feminine(part))) ?? parts[0]!;
    // 'He/she.' ends a sentence: its full stop stays.
    return found.endsWith('.') && !chosen.endsWith('.') ? `${chosen}.` : chosen;
  },
};

/** The Spanish pronouns: 'él' is told from the article 'el' only by its accent, so it is matched as printed. */
const SPANISH_PRONOUN: GenderRule = {
  pattern: /(?<![\p{L}\p{N}])(?:ella|Ella|ELLA|él|Él|ÉL)(?![\p{L}\p{N}])/gu,
  replace: (found, gender) => {
    const wanted = gender === 'f' ? 'ella' : 'él';
    if (found === found.toUpperCase()) return wanted.toUpperCase();
    return /^\p{Lu}/u.test(found) ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  },
};

function wordRule(pairs: readonly (readonly [string, string])[], withPlurals: boolean): GenderRule {
  const table = new Map<string, { f: string; m: string }>();
  for (const [f, m] of pairs) {
    if (f === m) continue;
    const forms: [string, string, string][] = [[f, f, m], [m, f, m]];
    if (withPlurals && !f.includes(' ')) forms.push([plural(f), plural(f), plural(m)], [plural(m), plural(f), plural(m)]);
    for (const [form, feminine, masculine] of forms) if (!table.has(fold(form))) table.set(fold(form), { f: feminine, m: masculine });
  }
  // Longest first, so 'auxiliar administrativa' is one change and not two.
  const alternatives = [...table.keys()].sort((a, b) => b.length - a.length).map((key) => key.split(' ').map(accentless).join('\\s+'));
  return {
    pattern: new RegExp(`${BEFORE}(?:${alternatives.join('|')})${AFTER}`, 'giu'),
    replace: (found, gender) => {
      const forms = table.get(fold(found).replace(/\s+/g, ' '));
      return forms ? inCaseOf(found, gender === 'f' ? forms.f : forms.m) : found;
    },
  };
}

const rulesByLanguage = new Map<string, GenderRule[]>();

function rulesFor(language: 'es' | 'pt' | 'en' | null): GenderRule[] {
  const key = language ?? 'any';
  let rules = rulesByLanguage.get(key);
  if (!rules) {
    const romance = language === 'es' ? GENDERED.es : language === 'pt' ? GENDERED.pt : language === 'en' ? [] : [...GENDERED.es, ...GENDERED.pt];
    rules = [
      INCLUSIVE,
      PAIRED,
      ...(language !== 'en' && language !== 'pt' ? [SPANISH_PRONOUN] : []),
      ...(romance.length > 0 ? [wordRule(romance, true)] : []),
      ...(language === 'en' ? [wordRule(GENDERED.en, false)] : []),
    ];
    rulesByLanguage.set(key, rules);
  }
  return rules;
}

/**
 * The CV's text with every gendered word in one gender: 'Ingeniera de procesos' and 'Ingeniero de procesos',
 * 'Enfermeiro(a)' → 'Enfermeira' or 'Enfermeiro', 'Sra.' ↔ 'Sr.', 'she' ↔ 'he', 'her' ↔ 'his'. `language` is the
 * CV's (es, pt, en, or null when not told: then the Spanish and Portuguese words). Null when the text has no
 * gendered word to change.
 */
export function neutraliseGender(text: string, gender: Gender, language: 'es' | 'pt' | 'en' | null): string | null {
  let out = text;
  for (const rule of rulesFor(language)) out = out.replace(rule.pattern, (found) => rule.replace(found, gender));
  return out === text ? null : out;
}

/** The variant's text, or null when it would be the text itself (no name printed, no gendered word). */
export function applyVariant(text: string, name: string | null, language: 'es' | 'pt' | 'en' | null, variant: Variant): string | null {
  return variant.kind === 'name' ? swapName(text, name, variant.name) : neutraliseGender(text, variant.gender, language);
}
