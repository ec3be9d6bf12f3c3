import type { Language } from '@postula/contract/constants';
import type { GeneralQuestionsInput } from '../../engine';
import { mentionsProtectedTrait } from '../../protected-traits';
import type { SectorId } from '../../vocabulary/vocabulary-schema';
import { foldText } from '../cv/tokens';
import { readPosition } from '../postings/draft-posting';
import { words as toWords } from '../normalize';
import { detectWorkConditions } from '../postings/position-modifiers';
import { taskItems } from '../postings/social-post';
import { PHRASES } from '../postings/templates';
import { cutAtWord, lowerFirst, quoted } from './text';

// The general questions of a posting's screening interview: the starting point the recruiter edits, the
// same for every applicant. Motivation, experience for one of the position's own tasks (never the sentence
// that presents the posting), availability, the shift the position or its conditions name, the work
// arrangement the position names (a choice among them only where the work can be done remotely), and pay
// expectations asked neutrally.

const POSITION_MAX = 80;
const TASK_MAX = 100;

interface GeneralPhrases {
  motivation: (position: string | undefined) => string;
  /** `task` as the recruiter wrote it, first letter lowered; `gerund` when it starts with one ('analysing…'). */
  experienceFor: (task: string, gerund: boolean) => string;
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
  experienceFor: (task) => `El puesto incluye ${task}. ¿Qué experiencia tienes en tareas como esa?`,
  experience: (position) => `¿Qué experiencia previa tienes que se relacione con ${position ? `el puesto de ${position}` : 'este puesto'}?`,
  availability: '¿Cuál es tu disponibilidad para empezar y qué días y horarios podrías cubrir?',
  shift: (availability) => `¿Tienes ${availability}?`,
  namedMode: (sentence) => `${sentence} ¿Te resulta conveniente esa modalidad?`,
  anyMode: '¿Qué modalidad de trabajo te resulta más conveniente: presencial, híbrida o remota?',
  pay: '¿Cuáles son tus expectativas de remuneración para este puesto?',
};

const EN: GeneralPhrases = {
  motivation: (position) => `Why are you interested in ${position ? `the ${position} position` : 'this position'}?`,
  experienceFor: (task, gerund) =>
    `${gerund ? `The job includes ${task}.` : `Among the job's tasks: ${task}.`} What experience do you have with tasks like that?`,
  experience: (position) => `What previous experience do you have that relates to ${position ? `the ${position} position` : 'this position'}?`,
  availability: 'When could you start, and which days and hours could you work?',
  shift: (availability) => `Do you have ${availability}?`,
  namedMode: (sentence) => `${sentence} Does that arrangement suit you?`,
  anyMode: 'Which work arrangement suits you best: on-site, hybrid or remote?',
  pay: 'What are your pay expectations for this position?',
};

const PT: GeneralPhrases = {
  motivation: (position) => `Por que você tem interesse ${position ? `na vaga de ${position}` : 'nesta vaga'}?`,
  experienceFor: (task) => `A vaga inclui ${task}. Que experiência você tem em tarefas como essa?`,
  experience: (position) => `Que experiência prévia você tem relacionada ${position ? `à vaga de ${position}` : 'a esta vaga'}?`,
  availability: 'Qual é a sua disponibilidade para começar e quais dias e horários você poderia cumprir?',
  shift: (availability) => `Você tem ${availability}?`,
  namedMode: (sentence) => `${sentence} Esse modelo de trabalho é conveniente para você?`,
  anyMode: 'Qual modelo de trabalho é mais conveniente para você: presencial, híbrido ou remoto?',
  pay: 'Quais são as suas expectativas de remuneração para esta vaga?',
};

const GENERAL_PHRASES: Record<Language, GeneralPhrases> = { es: ES, en: EN, pt: PT };

/** Sectors whose work can be done away from the workplace: only there is the arrangement a choice to ask about. */
const REMOTE_CAPABLE: ReadonlySet<SectorId> = new Set(['technology', 'marketing', 'design', 'finance', 'administration', 'human-resources', 'legal', 'customer-service']);
/** A position named by where it is done ('Atendente de balcão', 'Recepcionista de sucursal') is done there. */
const PLACE = /\b(?:balcao|balcon|mostrador|counter|front desk|recepcion|recepcao|reception|tienda|loja|store|shop|salon|salao|sucursal|agencia|branch|local|caja|caixa|checkout)\b/;

/** The first task the posting's tasks name, as the recruiter wrote it (social-post.ts taskItems). */
export const firstTask = (tasks: string): string | undefined => taskItems(tasks, 1)[0];

/**
 * The general questions. `conditions` (the posting's, any kind) add the shift they name when the position
 * names none.
 */
export function generalQuestions({ position, tasks, language, conditions = [] }: GeneralQuestionsInput): string[] {
  const phrases = GENERAL_PHRASES[language];
  const templates = PHRASES[language];
  const reading = readPosition(position);
  const cleaned = cutAtWord(reading.cleaned, POSITION_MAX);
  const named = cleaned && /\p{L}/u.test(cleaned) && !mentionsProtectedTrait(cleaned) ? quoted(cleaned, language) : undefined;
  const found = firstTask(tasks);
  const task = found && !mentionsProtectedTrait(found) ? lowerFirst(cutAtWord(found, TASK_MAX)) : undefined;
  const { modes, shifts } = detectWorkConditions(reading.words);
  const mode = modes.find((entry) => entry === 'remote' || entry === 'hybrid' || entry === 'onsite');
  const shift = shifts[0] ?? conditions.map((condition) => detectWorkConditions(toWords(condition)).shifts[0]).find(Boolean);
  const remoteCapable = reading.sector !== undefined && REMOTE_CAPABLE.has(reading.sector.id) && !PLACE.test(foldText(position));

  return [
    phrases.motivation(named),
    task ? phrases.experienceFor(task, /^\p{L}+ing\b/u.test(task)) : phrases.experience(named),
    phrases.availability,
    ...(shift ? [phrases.shift(lowerFirst(templates.shift[shift].replace(/[.]$/, '')))] : []),
    ...(mode ? [phrases.namedMode(templates.workMode[mode])] : remoteCapable ? [phrases.anyMode] : []),
    phrases.pay,
  ];
}
