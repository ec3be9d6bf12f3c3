import type { Language } from '@postula/contract/constants';
import type { GeneralQuestionsInput } from '../../engine';
import { mentionsProtectedTrait } from '../../protected-traits';
import { readPosition } from '../draft-posting';
import { detectWorkConditions } from '../position-modifiers';
import { extractPitch } from '../social-post';
import { PHRASES } from '../templates';
import { cutAtWord, lowerFirst, quoted } from './text';

// The general questions of a posting's screening interview: the starting point the recruiter edits, the
// same for every applicant. Motivation, experience for the position's own tasks, availability, the work
// arrangement the position names (or a choice among them), and pay expectations asked neutrally.

const POSITION_MAX = 80;
const TASK_MAX = 100;

interface GeneralPhrases {
  motivation: (position: string | undefined) => string;
  experienceFor: (task: string) => string;
  experience: (position: string | undefined) => string;
  availability: string;
  /** The shift the position names, as the vocabulary states it ('Disponibilidad para…'), turned into a question. */
  shift: (availability: string) => string;
  /** The arrangement the position names, as the draft states it ('La modalidad de trabajo es remota.'). */
  namedMode: (sentence: string) => string;
  anyMode: string;
  pay: string;
}

const ES: GeneralPhrases = {
  motivation: (position) => `¿Por qué te interesa ${position ? `el puesto de ${position}` : 'este puesto'}?`,
  experienceFor: (task) => `Una de las tareas del puesto es ${task}. ¿Qué experiencia tienes en tareas como esa?`,
  experience: (position) => `¿Qué experiencia previa tienes que se relacione con ${position ? `el puesto de ${position}` : 'este puesto'}?`,
  availability: '¿Cuál es tu disponibilidad para empezar y qué días y horarios podrías cubrir?',
  shift: (availability) => `¿Tienes ${availability}?`,
  namedMode: (sentence) => `${sentence} ¿Te resulta conveniente esa modalidad?`,
  anyMode: '¿Qué modalidad de trabajo te resulta más conveniente: presencial, híbrida o remota?',
  pay: '¿Cuáles son tus expectativas de remuneración para este puesto?',
};

const EN: GeneralPhrases = {
  motivation: (position) => `Why are you interested in ${position ? `the ${position} position` : 'this position'}?`,
  experienceFor: (task) => `One of the tasks of the job is ${task}. What experience do you have with tasks like that?`,
  experience: (position) => `What previous experience do you have that relates to ${position ? `the ${position} position` : 'this position'}?`,
  availability: 'When could you start, and which days and hours could you work?',
  shift: (availability) => `Do you have ${availability}?`,
  namedMode: (sentence) => `${sentence} Does that arrangement suit you?`,
  anyMode: 'Which work arrangement suits you best: on-site, hybrid or remote?',
  pay: 'What are your pay expectations for this position?',
};

const PT: GeneralPhrases = {
  motivation: (position) => `Por que você tem interesse ${position ? `na vaga de ${position}` : 'nesta vaga'}?`,
  experienceFor: (task) => `Uma das tarefas da vaga é ${task}. Que experiência você tem em tarefas como essa?`,
  experience: (position) => `Que experiência prévia você tem relacionada ${position ? `à vaga de ${position}` : 'a esta vaga'}?`,
  availability: 'Qual é a sua disponibilidade para começar e quais dias e horários você poderia cumprir?',
  shift: (availability) => `Você tem ${availability}?`,
  namedMode: (sentence) => `${sentence} Esse modelo de trabalho é conveniente para você?`,
  anyMode: 'Qual modelo de trabalho é mais conveniente para você: presencial, híbrido ou remoto?',
  pay: 'Quais são as suas expectativas de remuneração para esta vaga?',
};

const GENERAL_PHRASES: Record<Language, GeneralPhrases> = { es: ES, en: EN, pt: PT };

export function generalQuestions({ position, tasks, language }: GeneralQuestionsInput): string[] {
  const phrases = GENERAL_PHRASES[language];
  const templates = PHRASES[language];
  const reading = readPosition(position);
  const cleaned = cutAtWord(reading.cleaned, POSITION_MAX);
  const named = cleaned && /\p{L}/u.test(cleaned) && !mentionsProtectedTrait(cleaned) ? quoted(cleaned, language) : undefined;
  const task = cutAtWord(extractPitch(tasks).split(/(?<=[.!?])\s+/)[0] ?? '', TASK_MAX);
  const { modes, shifts } = detectWorkConditions(reading.words);
  const mode = modes.find((entry) => entry === 'remote' || entry === 'hybrid' || entry === 'onsite');
  const shift = shifts[0];

  return [
    phrases.motivation(named),
    task && !mentionsProtectedTrait(task) ? phrases.experienceFor(quoted(lowerFirst(task), language)) : phrases.experience(named),
    phrases.availability,
    ...(shift ? [phrases.shift(lowerFirst(templates.shift[shift].replace(/[.]$/, '')))] : []),
    mode ? phrases.namedMode(templates.workMode[mode]) : phrases.anyMode,
    phrases.pay,
  ];
}
