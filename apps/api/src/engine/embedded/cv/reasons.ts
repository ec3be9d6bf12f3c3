import type { Language } from '@postula/contract/constants';
import type { StoredReasonParams } from '../../engine';
import { SPOKEN } from './spoken-languages';

// The one sentence that says why a verdict was given. It is stored as a key and parameters with the analysis
// and said in each reader's language when the recruiter's screens read it (decision 020); the sentence in the
// posting's language is stored too, for readers that take text. Every sentence speaks of "the CV", never of the
// person, so none assumes a gender.

export type ReasonKey =
  | 'experience.met'
  | 'experience.metAny'
  | 'experience.partly'
  | 'experience.mentioned'
  | 'experience.mentionedAny'
  | 'experience.notMet'
  | 'experience.notMetAny'
  | 'experience.unclear'
  | 'experience.notShown'
  | 'experience.notShownAny'
  | 'degree.met'
  | 'degree.progress'
  | 'degree.unfinished'
  | 'degree.partly'
  | 'degree.notMet'
  | 'degree.unclear'
  | 'language.met'
  | 'language.listed'
  | 'language.written'
  | 'language.noLevel'
  | 'language.partly'
  | 'language.notMet'
  | 'language.unclear'
  | 'language.notShown'
  | 'licence.met'
  | 'licence.otherCategory'
  | 'licence.notMet'
  | 'licence.notShown'
  | 'portfolio.link'
  | 'portfolio.website'
  | 'generic.met'
  | 'generic.partly'
  | 'generic.notMet'
  | 'generic.unclear'
  | 'position.met'
  | 'position.partly'
  | 'position.notMet';

export interface ReasonParams {
  years?: number;
  required?: number;
  /**
   * The condition's own words for what was found or missed: a list is joined in the reader's language ('SAP y
   * Siigo'; 'ni' where the sentence denies it: 'no menciona SAP ni Siigo').
   */
  what?: string | readonly string[];
  /** The condition's words the CV does not name, beside those it names (`what`) in a verdict met in part. */
  missing?: readonly string[];
  /** The level the condition asks of what the CV names without one ('intermedio' of 'Excel a nivel intermedio'). */
  level?: string;
  /**
   * The condition's words the CV shows by the work it describes, never by name (customer orientation by years at a
   * call centre: vocabulary SHOWN_BY); `what` then holds only those it names.
   */
  shown?: readonly string[];
  /** A spoken language's code ('en': spoken-languages.ts), said by its name in the reader's language; several when the condition offers alternatives and none is shown. */
  spoken?: string | readonly string[];
}

/** What the sentence function reads: every parameter said as text in the reader's language. */
interface SaidParams {
  years?: number;
  required?: number;
  what?: string;
  missing?: string;
  level?: string;
  shown?: string;
  spoken?: string;
  /** `spoken` names more than one language. */
  several?: boolean;
}

type Sentences = Record<ReasonKey, (p: SaidParams) => string>;

const rounded = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
const comma = (value: number | undefined) => String(rounded(value)).replace('.', ',');

/** '1 año', '2,5 años', and 'about' before them: never 'unos 1 años'. */
/** Under a year, months: '6 meses', not '0,5 años'. */
const months = (n: number | undefined) => Math.max(1, Math.round((n ?? 0) * 12));
const YEARS: Record<Language, { count: (n?: number) => string; about: (n?: number) => string }> = {
  es: {
    count: (n) => ((n ?? 0) < 1 ? `${months(n)} ${months(n) === 1 ? 'mes' : 'meses'}` : rounded(n) === 1 ? '1 año' : `${comma(n)} años`),
    about: (n) => ((n ?? 0) < 1 ? `${months(n) === 1 ? 'alrededor de' : 'unos'} ${YEARS.es.count(n)}` : rounded(n) === 1 ? 'alrededor de 1 año' : `unos ${comma(n)} años`),
  },
  en: {
    count: (n) => ((n ?? 0) < 1 ? `${months(n)} ${months(n) === 1 ? 'month' : 'months'}` : rounded(n) === 1 ? '1 year' : `${rounded(n)} years`),
    about: (n) => `about ${YEARS.en.count(n)}`,
  },
  pt: {
    count: (n) => ((n ?? 0) < 1 ? `${months(n)} ${months(n) === 1 ? 'mês' : 'meses'}` : rounded(n) === 1 ? '1 ano' : `${comma(n)} anos`),
    about: (n) => `cerca de ${YEARS.pt.count(n)}`,
  },
};

export function aboutYears(language: Language, years: number): string {
  return YEARS[language].about(years);
}

/**
 * What a word-by-word reading found: the words the CV names ('El CV menciona comunicación') and those the work it
 * describes shows without naming them ('la experiencia que describe muestra orientación al cliente').
 */
const SHOWS: Record<Language, (p: SaidParams) => string> = {
  es: (p) =>
    p.shown
      ? p.what
        ? `El CV menciona ${p.what}, y la experiencia que describe muestra ${p.shown}`
        : `La experiencia que describe el CV muestra ${p.shown}`
      : `El CV menciona ${p.what}`,
  en: (p) =>
    p.shown
      ? p.what
        ? `The CV mentions ${p.what}, and the work it describes shows ${p.shown}`
        : `The work the CV describes shows ${p.shown}`
      : `The CV mentions ${p.what}`,
  pt: (p) =>
    p.shown
      ? p.what
        ? `O currículo menciona ${p.what}, e a experiência que descreve mostra ${p.shown}`
        : `A experiência que o currículo descreve mostra ${p.shown}`
      : `O currículo menciona ${p.what}`,
};

const ES: Sentences = {
  'experience.met': (p) => `El CV reúne ${YEARS.es.about(p.years)} de experiencia relacionada (lo pedido: ${YEARS.es.count(p.required)}).`,
  'experience.metAny': () => 'El CV muestra experiencia previa relacionada con lo pedido.',
  'experience.partly': (p) => `El CV reúne ${YEARS.es.about(p.years)} de experiencia relacionada, menos de lo pedido (${YEARS.es.count(p.required)}).`,
  'experience.mentioned': () => 'El CV menciona experiencia en el área, pero sus fechas no alcanzan para calcular los años pedidos.',
  'experience.mentionedAny': () => 'El CV menciona el área, pero no muestra experiencia de trabajo en ella.',
  'experience.notMet': (p) =>
    (p.years ?? 0) > 0
      ? `El CV reúne solo ${YEARS.es.about(p.years)} de experiencia relacionada, muy por debajo de lo pedido (${YEARS.es.count(p.required)}).`
      : `El CV no muestra experiencia relacionada (lo pedido: ${YEARS.es.count(p.required)}).`,
  'experience.notMetAny': () => 'El CV no muestra experiencia previa relacionada con lo pedido.',
  'experience.unclear': () => 'El CV no indica fechas ni años de experiencia que permitan valorarlo.',
  'experience.notShown': (p) => `El CV no muestra experiencia en el área (lo pedido: ${YEARS.es.count(p.required)}); a confirmar.`,
  'experience.notShownAny': () => 'El CV no muestra experiencia en el área; a confirmar.',
  'degree.met': () => 'El CV indica una formación acorde a la pedida.',
  'degree.progress': () => 'El CV indica esa formación, pero todavía en curso.',
  'degree.unfinished': () => 'El CV indica esa formación, pero sin terminar.',
  'degree.partly': () => 'El CV indica una formación relacionada, pero de otro nivel o de otra área.',
  'degree.notMet': () => 'La formación que indica el CV no corresponde a la pedida.',
  'degree.unclear': () => 'El CV no detalla su formación.',
  'language.met': (p) => `El CV indica ${p.spoken} con un nivel suficiente.`,
  'language.listed': (p) => `El CV incluye ${p.spoken} entre sus idiomas, sin indicar el nivel.`,
  'language.written': (p) => `El CV está escrito en ${p.spoken}.`,
  'language.noLevel': (p) => `El CV menciona ${p.spoken} sin indicar el nivel.`,
  'language.partly': (p) => `El CV menciona ${p.spoken}, pero con un nivel algo menor al pedido.`,
  'language.notMet': (p) => `El CV indica un nivel de ${p.spoken} inferior al pedido.`,
  'language.unclear': (p) => `El CV no menciona ${p.spoken}.`,
  'language.notShown': (p) =>
    p.several
      ? `El CV no muestra ${p.spoken}: no los menciona entre sus idiomas ni está escrito en ellos.`
      : `El CV no muestra ${p.spoken}: no lo menciona entre sus idiomas ni está escrito en él.`,
  'licence.met': () => 'El CV indica una licencia de conducir.',
  'licence.otherCategory': () => 'El CV indica una licencia de conducir, pero de otra categoría.',
  'licence.notMet': () => 'El CV no menciona una licencia de conducir.',
  'licence.notShown': () => 'El CV no menciona una licencia de conducir; a confirmar.',
  'portfolio.link': (p) => `El CV enlaza un portfolio: ${p.what}.`,
  'portfolio.website': (p) => `El CV da un sitio web propio (${p.what}); conviene abrirlo para ver si muestra trabajos.`,
  'generic.met': (p) => `${SHOWS.es(p)}.`,
  'generic.partly': (p) =>
    p.missing
      ? `${SHOWS.es(p)}, pero no ${p.missing}.`
      : p.level
        ? `${SHOWS.es(p)}, pero no indica el nivel (lo pedido: ${p.level}).`
        : `${SHOWS.es(p)}, pero no todo lo que pide la condición.`,
  'generic.notMet': (p) => `El CV no menciona ${p.what}.`,
  'generic.unclear': () => 'El CV no dice nada que permita valorar esta condición.',
  'position.met': () => 'El CV muestra experiencia o formación en el puesto buscado.',
  'position.partly': () => 'El CV muestra parte de las tareas del puesto buscado.',
  'position.notMet': () => 'El CV no muestra relación con el puesto buscado.',
};

const EN: Sentences = {
  'experience.met': (p) => `The CV shows ${YEARS.en.about(p.years)} of related experience (asked for: ${YEARS.en.count(p.required)}).`,
  'experience.metAny': () => 'The CV shows previous experience related to what is asked for.',
  'experience.partly': (p) => `The CV shows ${YEARS.en.about(p.years)} of related experience, less than asked for (${YEARS.en.count(p.required)}).`,
  'experience.mentioned': () => 'The CV mentions experience in the field, but its dates do not add up to the years asked for.',
  'experience.mentionedAny': () => 'The CV mentions the field, but shows no work experience in it.',
  'experience.notMet': (p) =>
    (p.years ?? 0) > 0
      ? `The CV shows only ${YEARS.en.about(p.years)} of related experience, well below what is asked for (${YEARS.en.count(p.required)}).`
      : `The CV shows no related experience (asked for: ${YEARS.en.count(p.required)}).`,
  'experience.notMetAny': () => 'The CV shows no previous experience related to what is asked for.',
  'experience.unclear': () => 'The CV gives no dates or years of experience to judge this by.',
  'experience.notShown': (p) => `The CV shows no experience in the field (asked for: ${YEARS.en.count(p.required)}); to be confirmed.`,
  'experience.notShownAny': () => 'The CV shows no experience in the field; to be confirmed.',
  'degree.met': () => 'The CV lists a qualification that matches the one asked for.',
  'degree.progress': () => 'The CV lists that qualification, but still in progress.',
  'degree.unfinished': () => 'The CV lists that qualification, but not completed.',
  'degree.partly': () => 'The CV lists a related qualification, but of another level or field.',
  'degree.notMet': () => 'The qualifications in the CV do not match the one asked for.',
  'degree.unclear': () => 'The CV does not detail its education.',
  'language.met': (p) => `The CV states ${p.spoken} at a sufficient level.`,
  'language.listed': (p) => `The CV lists ${p.spoken} among its languages, without stating the level.`,
  'language.written': (p) => `The CV is written in ${p.spoken}.`,
  'language.noLevel': (p) => `The CV mentions ${p.spoken} without stating the level.`,
  'language.partly': (p) => `The CV mentions ${p.spoken}, at a level somewhat below the one asked for.`,
  'language.notMet': (p) => `The CV states a level of ${p.spoken} below the one asked for.`,
  'language.unclear': (p) => `The CV does not mention ${p.spoken}.`,
  'language.notShown': (p) =>
    p.several
      ? `The CV does not show ${p.spoken}: none is among its languages or the language it is written in.`
      : `The CV does not show ${p.spoken}: it is neither among its languages nor the language it is written in.`,
  'licence.met': () => 'The CV mentions a driving licence.',
  'licence.otherCategory': () => 'The CV mentions a driving licence, but of another category.',
  'licence.notMet': () => 'The CV does not mention a driving licence.',
  'licence.notShown': () => 'The CV does not mention a driving licence; to be confirmed.',
  'portfolio.link': (p) => `The CV links a portfolio: ${p.what}.`,
  'portfolio.website': (p) => `The CV gives a website of its own (${p.what}); worth opening to see whether it shows work.`,
  'generic.met': (p) => `${SHOWS.en(p)}.`,
  'generic.partly': (p) =>
    p.missing
      ? `${SHOWS.en(p)}, but not ${p.missing}.`
      : p.level
        ? `${SHOWS.en(p)}, but not at what level (asked for: ${p.level}).`
        : `${SHOWS.en(p)}, but not everything the condition asks for.`,
  'generic.notMet': (p) => `The CV does not mention ${p.what}.`,
  'generic.unclear': () => 'The CV says nothing that allows this condition to be judged.',
  'position.met': () => 'The CV shows experience or training in the position offered.',
  'position.partly': () => 'The CV shows some of the tasks of the position offered.',
  'position.notMet': () => 'The CV shows no link with the position offered.',
};

const PT: Sentences = {
  'experience.met': (p) => `O currículo soma ${YEARS.pt.about(p.years)} de experiência relacionada (pedido: ${YEARS.pt.count(p.required)}).`,
  'experience.metAny': () => 'O currículo mostra experiência anterior relacionada ao que se pede.',
  'experience.partly': (p) => `O currículo soma ${YEARS.pt.about(p.years)} de experiência relacionada, menos do que o pedido (${YEARS.pt.count(p.required)}).`,
  'experience.mentioned': () => 'O currículo menciona experiência na área, mas as datas não somam os anos pedidos.',
  'experience.mentionedAny': () => 'O currículo menciona a área, mas não mostra experiência de trabalho nela.',
  'experience.notMet': (p) =>
    (p.years ?? 0) > 0
      ? `O currículo soma apenas ${YEARS.pt.about(p.years)} de experiência relacionada, bem abaixo do pedido (${YEARS.pt.count(p.required)}).`
      : `O currículo não mostra experiência relacionada (pedido: ${YEARS.pt.count(p.required)}).`,
  'experience.notMetAny': () => 'O currículo não mostra experiência anterior relacionada ao que se pede.',
  'experience.unclear': () => 'O currículo não indica datas nem anos de experiência que permitam avaliar.',
  'experience.notShown': (p) => `O currículo não mostra experiência na área (o pedido: ${YEARS.pt.count(p.required)}); a confirmar.`,
  'experience.notShownAny': () => 'O currículo não mostra experiência na área; a confirmar.',
  'degree.met': () => 'O currículo indica uma formação compatível com a pedida.',
  'degree.progress': () => 'O currículo indica essa formação, mas ainda em andamento.',
  'degree.unfinished': () => 'O currículo indica essa formação, mas não concluída.',
  'degree.partly': () => 'O currículo indica uma formação relacionada, mas de outro nível ou de outra área.',
  'degree.notMet': () => 'A formação indicada no currículo não corresponde à pedida.',
  'degree.unclear': () => 'O currículo não detalha a formação.',
  'language.met': (p) => `O currículo indica ${p.spoken} com nível suficiente.`,
  'language.listed': (p) => `O currículo inclui ${p.spoken} entre os idiomas, sem indicar o nível.`,
  'language.written': (p) => `O currículo está escrito em ${p.spoken}.`,
  'language.noLevel': (p) => `O currículo menciona ${p.spoken} sem indicar o nível.`,
  'language.partly': (p) => `O currículo menciona ${p.spoken}, com nível um pouco abaixo do pedido.`,
  'language.notMet': (p) => `O currículo indica um nível de ${p.spoken} abaixo do pedido.`,
  'language.unclear': (p) => `O currículo não menciona ${p.spoken}.`,
  'language.notShown': (p) =>
    p.several
      ? `O currículo não mostra ${p.spoken}: não os cita entre os idiomas nem está escrito neles.`
      : `O currículo não mostra ${p.spoken}: não o cita entre os idiomas nem está escrito nele.`,
  'licence.met': () => 'O currículo indica carteira de habilitação.',
  'licence.otherCategory': () => 'O currículo indica carteira de habilitação, mas de outra categoria.',
  'licence.notMet': () => 'O currículo não menciona carteira de habilitação.',
  'licence.notShown': () => 'O currículo não menciona carteira de habilitação; a confirmar.',
  'portfolio.link': (p) => `O currículo traz o link de um portfólio: ${p.what}.`,
  'portfolio.website': (p) => `O currículo indica um site próprio (${p.what}); vale abri-lo para ver se mostra trabalhos.`,
  'generic.met': (p) => `${SHOWS.pt(p)}.`,
  'generic.partly': (p) =>
    p.missing
      ? `${SHOWS.pt(p)}, mas não ${p.missing}.`
      : p.level
        ? `${SHOWS.pt(p)}, mas não indica o nível (pedido: ${p.level}).`
        : `${SHOWS.pt(p)}, mas não tudo o que a condição pede.`,
  'generic.notMet': (p) => `O currículo não menciona ${p.what}.`,
  'generic.unclear': () => 'O currículo não diz nada que permita avaliar esta condição.',
  'position.met': () => 'O currículo mostra experiência ou formação na vaga oferecida.',
  'position.partly': () => 'O currículo mostra parte das tarefas da vaga oferecida.',
  'position.notMet': () => 'O currículo não mostra relação com a vaga oferecida.',
};

const SENTENCES: Record<Language, Sentences> = { es: ES, en: EN, pt: PT };

/** Sentences that deny what they list: their lists join with 'ni', 'nem', 'or' ('no menciona SAP ni Siigo'). */
const DENIED: ReadonlySet<ReasonKey> = new Set(['generic.notMet', 'language.unclear', 'language.notShown']);

const clipped = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

export function reason(language: Language, key: ReasonKey, params: ReasonParams = {}): string {
  const join = (items: string | readonly string[]) => (typeof items === 'string' ? items : DENIED.has(key) ? noneOf(items, language) : listOf(items, language));
  const what = params.what === undefined ? undefined : clipped(join(params.what));
  const missing = params.missing && params.missing.length > 0 ? clipped(noneOf(params.missing, language)) : undefined;
  const shown = params.shown && params.shown.length > 0 ? clipped(listOf(params.shown, language)) : undefined;
  const names = params.spoken === undefined ? undefined : (typeof params.spoken === 'string' ? [params.spoken] : params.spoken).map((code) => spokenName(code, language));
  const spoken = names && join(names);
  return SENTENCES[language][key]({ years: params.years, required: params.required, what: what || undefined, missing, level: params.level, shown, spoken, several: (names?.length ?? 0) > 1 });
}

/** A spoken language's code said by its name in `language`; anything else (a name already) as it is. */
export function spokenName(code: string, language: Language): string {
  return SPOKEN.find((spoken) => spoken.id === code)?.names[language] ?? code;
}

/** Every key there is a sentence for, in the three languages. */
export const REASON_KEYS = Object.keys(ES) as ReasonKey[];

export function isReasonKey(key: string): key is ReasonKey {
  return Object.hasOwn(ES, key);
}

/** A spoken language given by its code or by its name in any of the three languages, as its code. */
function spokenCode(value: string): string {
  return SPOKEN.find((spoken) => spoken.id === value || Object.values(spoken.names).includes(value))?.id ?? value;
}

/**
 * The parameters as they are stored with the analysis: plain values that mean the same in every language. A
 * spoken language given by its name (in any of the three languages) is stored as its code.
 */
export function storedParams(params: ReasonParams | undefined): StoredReasonParams | undefined {
  if (!params) return undefined;
  const out: StoredReasonParams = {};
  for (const [name, value] of Object.entries(params) as [string, unknown][]) {
    if (name === 'spoken' && (typeof value === 'string' || Array.isArray(value))) {
      const codes = (typeof value === 'string' ? [value] : (value as string[])).map(spokenCode);
      out[name] = typeof value === 'string' ? codes[0]! : codes;
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[name] = value;
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      out[name] = value as string[];
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * A stored reason said in `language`, or undefined when it cannot be (a key this version does not know, or
 * parameters that leave a gap): the reader then gets the sentence stored with it. A list is joined in the
 * reader's language.
 */
export function renderStoredReason(language: Language, key: string, params: StoredReasonParams = {}): string | undefined {
  if (!isReasonKey(key)) return undefined;
  const text = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined);
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const sentence = reason(language, key, {
    years: number(params.years),
    required: number(params.required),
    what: text(params.what),
    missing: Array.isArray(params.missing) ? params.missing : undefined,
    level: typeof params.level === 'string' ? params.level : undefined,
    shown: Array.isArray(params.shown) ? params.shown : undefined,
    spoken: text(params.spoken),
  });
  return /\bundefined\b|\bNaN\b|\$\{/.test(sentence) ? undefined : sentence;
}

/**
 * 'a, b y c' in `language` ('español e inglés': Spanish says 'e' before an i sound); with `joiner` 'or', 'a, b o
 * c'; with 'nor', the list a denial names ('no menciona SAP ni Siigo', 'não menciona SAP nem Siigo', 'does not
 * mention SAP or Siigo').
 */
export function listOf(items: readonly string[], language: Language, joiner: 'and' | 'or' | 'nor' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1]!;
  const word =
    joiner === 'and'
      ? { es: /^h?[iíIÍ](?![aeouáéó])/.test(last) ? 'e' : 'y', en: 'and', pt: 'e' }[language]
      : joiner === 'or'
        ? { es: 'o', en: 'or', pt: 'ou' }[language]
        : { es: 'ni', en: 'or', pt: 'nem' }[language];
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}

/** The list a denial names: `listOf` with 'ni', 'nem', 'or'. */
export const noneOf = (items: readonly string[], language: Language) => listOf(items, language, 'nor');
