import type { Language } from '@postula/contract/constants';
import { SCREENING_QUESTIONS_MAX, type ConditionAssessment, type ScreeningQuestionsInput } from '../../engine';
import { mentionsProtectedTrait } from '../../protected-traits';
import { extractPitch } from '../postings/social-post';
import { joinList } from '../postings/templates';
import { listOf } from '../cv/reasons';
import { conditionTopic, cutAtWord, lowerFirst, oneLine, quoted, type ConditionTopic } from './text';

// CV-specific screening questions (issue 6): first the gaps of the analysis, mandatory before desirable,
// each asked in the way its topic calls for (years and places for experience, level and use for a
// language, whether they hold a licence); then the strengths, asking for a concrete example of what the
// CV shows. Every sentence is the engine's own wording around the recruiter's condition and the CV's
// evidence: nothing in it names or addresses the candidate, and conditions or evidence that touch a
// protected trait are never asked about nor quoted.

/** Enough of a condition to recognise it inside a question. */
const CONDITION_MAX = 90;
/** A brief quotation of the CV (the brief of issue 6: about 80 characters). */
const EVIDENCE_MAX = 80;

type Gap = 'missing' | 'partly';

interface ScreeningPhrases {
  /** Opening that quotes the condition; `partly` when the CV shows part of it. */
  asks: (condition: string, gap: Gap) => string;
  question: Record<Exclude<ConditionTopic['kind'], 'language'>, Record<Gap, string>>;
  language: (names: string) => string;
  /**
   * A degree the CV shows in part, by why (the analysis' reason): still studying it, left unfinished, or a
   * related one of another level or field (nothing is missing from a completed master's).
   */
  degreeGap: { progress: string; unfinished: string; related: string };
  strength: (evidence: string, condition: string) => string;
  /** A licence, registration or certification the CV lists: checked, not asked for an example. */
  credentialCheck: (evidence: string, condition: string) => string;
  /**
   * A skill the CV shows in part, when the analysis named what it lacks (cv/reasons.ts 'generic.partly'): the
   * words of the condition it does not mention, or the level it does not state.
   */
  skillGap: { missing: (words: string) => string; level: (what: string) => string };
  /** `position` is undefined when the posting names none. */
  fallback: { experience: (position: string | undefined) => string; task: (task: string) => string; motivation: string };
}

const ES: ScreeningPhrases = {
  asks: (condition, gap) => (gap === 'partly' ? `El aviso pide ${condition} y tu CV lo muestra en parte.` : `El aviso pide ${condition}.`),
  question: {
    availability: {
      missing: '¿Tienes esa disponibilidad? Si no es completa, ¿qué días u horarios podrías cubrir?',
      partly: '¿Podrías contarnos con precisión qué disponibilidad tienes y qué días u horarios podrías cubrir?',
    },
    experience: {
      missing: '¿Tienes esa experiencia? Si es así, ¿podrías contarnos en qué trabajos la adquiriste y durante cuánto tiempo?',
      partly: '¿Podrías contarnos en qué trabajos adquiriste esa experiencia y durante cuánto tiempo?',
    },
    licence: {
      missing: '¿Tienes esa licencia vigente? Si es así, ¿de qué categoría es y desde cuándo la tienes?',
      partly: '¿Qué categoría de licencia tienes, está vigente y desde cuándo la tienes?',
    },
    certification: {
      missing: '¿Cuentas con esa certificación o matrícula? Si es así, ¿está vigente y dónde la obtuviste?',
      partly: '¿Podrías contarnos qué certificación o matrícula tienes exactamente y si está vigente?',
    },
    degree: {
      missing: '¿Podrías contarnos sobre tu formación en esa área: qué estudiaste, dónde y si la completaste?',
      partly: '¿En qué punto está tu formación en esa área y qué te falta para completarla, si es el caso?',
    },
    skill: {
      missing: '¿Tienes experiencia con esto? Si es así, ¿podrías contarnos dónde y cómo lo aplicaste?',
      partly: '¿Podrías darnos un ejemplo concreto de cómo lo aplicaste en un trabajo o proyecto?',
    },
  },
  language: (names) => `¿Qué nivel de ${names} tienes y en qué situaciones de trabajo lo has usado?`,
  degreeGap: {
    progress: '¿En qué año o semestre estás y cuándo esperas terminar?',
    unfinished: '¿Qué te faltó para terminarla y piensas retomarla?',
    related: '¿Qué estudiaste exactamente y qué parte de esa formación te prepara para este puesto?',
  },
  strength: (evidence, condition) =>
    `Tu CV menciona ${evidence}, en relación con ${condition}. ¿Podrías darnos un ejemplo concreto de una situación en la que lo aplicaste y cuál fue el resultado?`,
  credentialCheck: (evidence, condition) => `Tu CV menciona ${evidence}, en relación con ${condition}. ¿Está vigente? ¿Cuál es su número o categoría?`,
  skillGap: {
    missing: (words) => `¿Qué experiencia tienes con ${words}? Si la tienes, ¿dónde y cómo la aplicaste?`,
    level: (what) => `¿Qué nivel de ${what} tienes y en qué tareas lo usas habitualmente?`,
  },
  fallback: {
    experience: (position) => `¿Qué experiencia tienes que se relacione con ${position ? `el puesto de ${position}` : 'este puesto'}?`,
    task: (task) => `Una de las tareas del puesto es ${task}. ¿Podrías contarnos una situación concreta en la que hiciste algo parecido?`,
    motivation: '¿Qué parte de este trabajo te resulta más interesante y en cuál crees que tendrías más para aprender?',
  },
};

const EN: ScreeningPhrases = {
  asks: (condition, gap) => (gap === 'partly' ? `The posting asks for ${condition}, and your CV shows part of it.` : `The posting asks for ${condition}.`),
  question: {
    availability: {
      missing: 'Do you have that availability? If not fully, which days or hours could you cover?',
      partly: 'Could you tell us exactly what availability you have and which days or hours you could cover?',
    },
    experience: {
      missing: 'Do you have that experience? If so, could you tell us in which jobs you gained it and for how long?',
      partly: 'Could you tell us in which jobs you gained that experience and for how long?',
    },
    licence: {
      missing: 'Do you hold that licence, and is it current? If so, which category is it and since when have you held it?',
      partly: 'Which licence category do you hold, is it current, and since when have you held it?',
    },
    certification: {
      missing: 'Do you hold that certification or registration? If so, is it current and where did you obtain it?',
      partly: 'Could you tell us exactly which certification or registration you hold and whether it is current?',
    },
    degree: {
      missing: 'Could you tell us about your education in that area: what you studied, where, and whether you completed it?',
      partly: 'Where do your studies in that area stand, and what is left to complete them, if anything?',
    },
    skill: {
      missing: 'Do you have experience with this? If so, could you tell us where and how you applied it?',
      partly: 'Could you give us a concrete example of how you applied it in a job or project?',
    },
  },
  language: (names) => `What is your level of ${names}, and in which work situations have you used it?`,
  degreeGap: {
    progress: 'Which year or term are you in, and when do you expect to finish?',
    unfinished: 'What was left to complete it, and do you plan to go back to it?',
    related: 'What exactly did you study, and which part of it prepares you for this job?',
  },
  strength: (evidence, condition) =>
    `Your CV mentions ${evidence}, related to ${condition}. Could you give us a concrete example of a situation where you applied it, and what the result was?`,
  credentialCheck: (evidence, condition) => `Your CV mentions ${evidence}, related to ${condition}. Is it current? What is its number or category?`,
  skillGap: {
    missing: (words) => `What experience do you have with ${words}? If you have some, where and how did you apply it?`,
    level: (what) => `What is your level of ${what}, and for which tasks do you usually use it?`,
  },
  fallback: {
    experience: (position) => `What experience do you have that relates to ${position ? `the ${position} position` : 'this position'}?`,
    task: (task) => `One of the tasks of the job is ${task}. Could you tell us about a concrete situation in which you did something similar?`,
    motivation: 'Which part of this job do you find most interesting, and in which one do you think you would have the most to learn?',
  },
};

const PT: ScreeningPhrases = {
  asks: (condition, gap) => (gap === 'partly' ? `A vaga pede ${condition}, e seu currículo mostra isso em parte.` : `A vaga pede ${condition}.`),
  question: {
    availability: {
      missing: 'Você tem essa disponibilidade? Se não for total, quais dias ou horários poderia cumprir?',
      partly: 'Você poderia nos contar com precisão qual disponibilidade tem e quais dias ou horários poderia cumprir?',
    },
    experience: {
      missing: 'Você tem essa experiência? Se sim, poderia nos contar em quais trabalhos a adquiriu e por quanto tempo?',
      partly: 'Você poderia nos contar em quais trabalhos adquiriu essa experiência e por quanto tempo?',
    },
    licence: {
      missing: 'Você tem essa habilitação válida? Se sim, de qual categoria é e desde quando a tem?',
      partly: 'Qual categoria de habilitação você tem, ela está válida e desde quando a tem?',
    },
    certification: {
      missing: 'Você possui essa certificação ou registro? Se sim, está em dia e onde o obteve?',
      partly: 'Você poderia nos contar exatamente qual certificação ou registro possui e se está em dia?',
    },
    degree: {
      missing: 'Você poderia nos contar sobre sua formação nessa área: o que estudou, onde e se a concluiu?',
      partly: 'Em que ponto está a sua formação nessa área e o que falta para concluí-la, se for o caso?',
    },
    skill: {
      missing: 'Você tem experiência com isso? Se sim, poderia nos contar onde e como aplicou?',
      partly: 'Você poderia nos dar um exemplo concreto de como aplicou isso em um trabalho ou projeto?',
    },
  },
  language: (names) => `Qual é o seu nível de ${names} e em quais situações de trabalho você já o usou?`,
  degreeGap: {
    progress: 'Em que ano ou semestre você está e quando espera concluir?',
    unfinished: 'O que faltou para concluí-la e você pretende retomá-la?',
    related: 'O que exatamente você estudou e que parte dessa formação prepara você para esta vaga?',
  },
  strength: (evidence, condition) =>
    `Seu currículo menciona ${evidence}, em relação a ${condition}. Você poderia nos dar um exemplo concreto de uma situação em que aplicou isso e qual foi o resultado?`,
  credentialCheck: (evidence, condition) => `Seu currículo menciona ${evidence}, em relação a ${condition}. Está válido? Qual é o número ou a categoria?`,
  skillGap: {
    missing: (words) => `Que experiência você tem com ${words}? Se tiver, onde e como a aplicou?`,
    level: (what) => `Qual é o seu nível de ${what} e em quais tarefas você costuma usá-lo?`,
  },
  fallback: {
    experience: (position) => `Que experiência você tem relacionada ${position ? `à vaga de ${position}` : 'a esta vaga'}?`,
    task: (task) => `Uma das tarefas da vaga é ${task}. Você poderia nos contar uma situação concreta em que fez algo parecido?`,
    motivation: 'Qual parte deste trabalho você acha mais interessante e em qual acredita que teria mais a aprender?',
  },
};

export const SCREENING_PHRASES: Record<Language, ScreeningPhrases> = { es: ES, en: EN, pt: PT };

export function screeningQuestions(input: ScreeningQuestionsInput): string[] {
  const { language } = input.posting;
  const phrases = SCREENING_PHRASES[language];
  const askable = input.conditions.filter((entry) => oneLine(entry.condition).length > 0 && !mentionsProtectedTrait(entry.condition));
  const byKind = (entries: ConditionAssessment[]) => [
    ...entries.filter((entry) => entry.kind === 'mandatory'),
    ...entries.filter((entry) => entry.kind === 'desirable'),
  ];
  const gaps = byKind(askable.filter((entry) => entry.verdict !== 'met'));
  const strengths = byKind(askable.filter((entry) => entry.verdict === 'met' && usableEvidence(entry.evidence)));

  const questions: string[] = [];
  const seen = new Set<string>();
  const add = (question: string) => {
    const key = question.toLowerCase();
    if (questions.length >= SCREENING_QUESTIONS_MAX || seen.has(key)) return;
    seen.add(key);
    questions.push(question);
  };
  for (const entry of gaps) add(gapQuestion(entry, language, phrases));
  for (const entry of strengths) {
    const condition = quoted(cutAtWord(entry.condition, CONDITION_MAX), language);
    const evidence = quoted(cutAtWord(entry.evidence ?? '', EVIDENCE_MAX), language);
    const topic = entry.reasonKey === 'degree.met' ? 'degree' : conditionTopic(entry.condition).kind;
    // A degree held needs no question, nor a language shown at its level (one listed without a level is asked
    // it); a credential is checked; the rest asks for an example.
    if (topic === 'language' && entry.reasonKey === 'language.listed') add(gapQuestion({ ...entry, verdict: 'partly' }, language, phrases));
    if (topic === 'degree' || topic === 'language') continue;
    add(topic === 'licence' || topic === 'certification' ? phrases.credentialCheck(evidence, condition) : phrases.strength(evidence, condition));
  }
  if (questions.length === 0) for (const question of fallbackQuestions(input, phrases, language)) add(question);
  return questions;
}

/** Evidence worth quoting: some words of the CV, none about a protected trait. */
function usableEvidence(evidence: string | null): evidence is string {
  return evidence !== null && /\p{L}{2}/u.test(evidence) && !mentionsProtectedTrait(evidence);
}

/**
 * The degree reasons of the analysis (cv/reasons.ts) that say why a degree is only part of what is asked; they
 * decide the question whatever the condition's wording suggests ('Postgraduate certificate' is a degree here).
 */
const DEGREE_GAPS: Partial<Record<string, keyof ScreeningPhrases['degreeGap']>> = {
  'degree.progress': 'progress',
  'degree.unfinished': 'unfinished',
  'degree.partly': 'related',
};

function gapQuestion(entry: ConditionAssessment, language: Language, phrases: ScreeningPhrases): string {
  const gap: Gap = entry.verdict === 'partly' ? 'partly' : 'missing';
  const opening = phrases.asks(quoted(cutAtWord(entry.condition, CONDITION_MAX), language), gap);
  const topic = conditionTopic(entry.condition);
  const question =
    topic.kind === 'language'
      ? phrases.language(joinList(topic.spoken.map((spoken) => spoken.names[language]), language))
      : gap === 'partly' && entry.reasonKey && entry.reasonKey in DEGREE_GAPS
        ? phrases.degreeGap[DEGREE_GAPS[entry.reasonKey]!]
        : (skillGapQuestion(entry, topic, phrases, language) ?? phrases.question[topic.kind][gap]);
  return `${opening} ${question}`;
}

/** What a skill shown in part lacks, asked by its own words ('NIIF'), or its level, when the analysis named it. */
function skillGapQuestion(entry: ConditionAssessment, topic: ConditionTopic, phrases: ScreeningPhrases, language: Language): string | undefined {
  if (topic.kind !== 'skill' || entry.verdict !== 'partly' || entry.reasonKey !== 'generic.partly') return undefined;
  const missing = entry.reasonParams?.missing;
  const words = Array.isArray(missing) ? missing.map(oneLine).filter((word) => word.length > 0 && !mentionsProtectedTrait(word)) : [];
  if (words.length > 0) return phrases.skillGap.missing(cutAtWord(listOf(words, language, 'or'), CONDITION_MAX));
  const what = entry.reasonParams?.what;
  const named = (Array.isArray(what) ? what : typeof what === 'string' ? [what] : []).map(oneLine).filter((word) => word.length > 0 && !mentionsProtectedTrait(word));
  return typeof entry.reasonParams?.level === 'string' && named.length > 0 ? phrases.skillGap.level(cutAtWord(joinList(named, language), CONDITION_MAX)) : undefined;
}

/** With nothing to ask about the analysis: the position and the first of its tasks. */
function fallbackQuestions(input: ScreeningQuestionsInput, phrases: ScreeningPhrases, language: Language): string[] {
  const position = cutAtWord(input.posting.position, CONDITION_MAX);
  const task = cutAtWord(extractPitch(input.posting.tasks).split(/(?<=[.!?])\s+/)[0] ?? '', CONDITION_MAX);
  return [
    phrases.fallback.experience(position && !mentionsProtectedTrait(position) ? quoted(position, language) : undefined),
    ...(task && !mentionsProtectedTrait(task) ? [phrases.fallback.task(quoted(lowerFirst(task), language))] : []),
    phrases.fallback.motivation,
  ];
}
