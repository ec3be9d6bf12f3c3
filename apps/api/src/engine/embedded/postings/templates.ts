import type { Language } from '@postula/contract/constants';
import type { Seniority, Shift, WorkMode } from './position-modifiers';
import type { PostingText } from '../../vocabulary/vocabulary-schema';

// The sentences that frame a draft and a social post, one set per language. They take fragments of the
// vocabulary (see PostingText) and the position as the recruiter typed it. Everything here stays neutral:
// "una persona", "alguien", "uma pessoa", never an article or adjective that assumes a gender.

export interface Phrases {
  intro: (position: string) => string;
  tasks: (list: string) => string;
  /** "and" of a list; Spanish turns it into "e" before an /i/ sound (see joinList). */
  and: string;
  seniority: Record<Seniority, string>;
  leadTask: string;
  experience: {
    atLeast: (years: number, exp: string) => string;
    previous: (exp: string) => string;
    junior: (exp: string) => string;
    mid: (exp: string) => string;
    senior: (exp: string) => string;
    lead: (exp: string) => string;
  };
  trainee: { must: string; nice: (exp: string) => string };
  technologies: (list: string) => string;
  workMode: Record<WorkMode, string>;
  shift: Record<Shift, string>;
  /** Conditions that ask for rotating shifts, dropped when the position names a fixed one. */
  rotating: RegExp;
  /** How a condition of the vocabulary already mentions a shift, so it is not asked for twice. */
  shiftMention: Record<Shift, RegExp>;
  unnamedPosition: string;
  general: { profile: string; text: PostingText; years: number };
  post: {
    headline: (company: string, position: string) => string;
    headlineWithoutCompany: (position: string) => string;
    apply: (link: string) => string;
    /** First one always goes; the others fill up to three hashtags. */
    hashtags: readonly string[];
  };
}

const ES: Phrases = {
  intro: (position) => `Buscamos incorporar a una persona para el puesto de ${position}.`,
  tasks: (list) => `Sus principales tareas serán: ${list}.`,
  and: 'y',
  seniority: {
    trainee: 'Se trata de una posición de nivel inicial (trainee), pensada para quien busca su primera experiencia y quiere aprender en el puesto.',
    junior: 'Se trata de una posición de nivel junior, con acompañamiento del equipo para crecer en el rol.',
    mid: 'Se trata de una posición de nivel semi senior, con autonomía en las tareas habituales del puesto.',
    senior: 'Se trata de una posición de nivel senior, con autonomía para tomar decisiones y acompañar a colegas con menos experiencia.',
    lead: 'Se trata de una posición de liderazgo, con un equipo a cargo y responsabilidad sobre los resultados del área.',
  },
  leadTask: 'coordinar y acompañar al equipo a cargo',
  experience: {
    atLeast: (years, exp) => `Experiencia comprobable de al menos ${years} ${years === 1 ? 'año' : 'años'} ${exp}.`,
    previous: (exp) => `Experiencia previa ${exp}.`,
    junior: (exp) => `Experiencia de 0 a 1 año ${exp}; se consideran las prácticas profesionales.`,
    mid: (exp) => `Experiencia comprobable de 2 a 3 años ${exp}.`,
    senior: (exp) => `Experiencia comprobable de al menos 5 años ${exp}.`,
    lead: (exp) => `Experiencia comprobable de al menos 5 años ${exp}, incluida la coordinación de equipos.`,
  },
  trainee: {
    must: 'Disponibilidad para aprender y formarse en el puesto.',
    nice: (exp) => `Prácticas o una primera experiencia ${exp}.`,
  },
  technologies: (list) => `Conocimientos sólidos de ${list}.`,
  workMode: {
    remote: 'La modalidad de trabajo es remota.',
    hybrid: 'La modalidad de trabajo es híbrida, con días presenciales y días remotos.',
    onsite: 'La modalidad de trabajo es presencial.',
    partTime: 'La jornada es de medio tiempo.',
    fullTime: 'La jornada es de tiempo completo.',
    temporary: 'Se trata de una contratación temporal.',
  },
  shift: {
    morning: 'Disponibilidad para trabajar en el turno mañana.',
    afternoon: 'Disponibilidad para trabajar en el turno tarde.',
    night: 'Disponibilidad para trabajar en el turno noche.',
    weekends: 'Disponibilidad para trabajar fines de semana.',
    rotating: 'Disponibilidad para trabajar en turnos rotativos.',
  },
  rotating: /turnos rotativos/i,
  shiftMention: { morning: /mañana/i, afternoon: /\btarde\b/i, night: /noche|nocturn/i, weekends: /fines de semana/i, rotating: /turnos rotativos/i },
  unnamedPosition: 'puesto vacante',
  general: {
    profile: 'Valoramos la responsabilidad, la buena comunicación y las ganas de sumarse a un equipo de trabajo.',
    years: 1,
    text: {
      exp: 'en puestos similares',
      tasks: ['llevar adelante las tareas propias del puesto con autonomía y orden', 'coordinar el trabajo diario con el equipo y con otras áreas', 'registrar y reportar avances, incidencias y resultados', 'proponer mejoras en la forma de trabajo'],
      must: ['Buena comunicación oral y escrita.', 'Responsabilidad y compromiso con los plazos y la calidad del trabajo.'],
      nice: ['Formación relacionada con el puesto.', 'Manejo de herramientas informáticas de uso habitual (correo, hojas de cálculo).'],
    },
  },
  post: {
    headline: (company, position) => `📢 ¡Estamos contratando! ${company} busca ${position}`,
    headlineWithoutCompany: (position) => `📢 ¡Estamos contratando! Buscamos ${position}`,
    apply: (link) => `👉 Postúlate aquí: ${link}`,
    hashtags: ['Empleo', 'OfertaLaboral', 'BusquedaLaboral'],
  },
};

const EN: Phrases = {
  intro: (position) => `We are looking for someone to join our team as ${position}.`,
  tasks: (list) => `The main responsibilities include: ${list}.`,
  and: 'and',
  seniority: {
    trainee: 'This is an entry-level trainee position for someone looking for a first experience and keen to learn on the job.',
    junior: 'This is a junior position, with support from the team to grow in the role.',
    mid: 'This is a mid-level position, with autonomy over the day-to-day work of the role.',
    senior: 'This is a senior position, with autonomy to make decisions and mentor less experienced colleagues.',
    lead: 'This is a leadership position, managing a team and accountable for the results of the area.',
  },
  leadTask: 'leading and supporting the team',
  experience: {
    atLeast: (years, exp) => `At least ${years} ${years === 1 ? 'year' : 'years'} of proven experience ${exp}.`,
    previous: (exp) => `Previous experience ${exp}.`,
    junior: (exp) => `0 to 1 year of experience ${exp}; internships count.`,
    mid: (exp) => `2 to 3 years of proven experience ${exp}.`,
    senior: (exp) => `At least 5 years of proven experience ${exp}.`,
    lead: (exp) => `At least 5 years of proven experience ${exp}, including leading teams.`,
  },
  trainee: {
    must: 'Willingness to learn and be trained on the job.',
    nice: (exp) => `An internship or first experience ${exp}.`,
  },
  technologies: (list) => `Solid knowledge of ${list}.`,
  workMode: {
    remote: 'This is a remote position.',
    hybrid: 'This is a hybrid position, combining office and remote days.',
    onsite: 'This is an on-site position.',
    partTime: 'This is a part-time position.',
    fullTime: 'This is a full-time position.',
    temporary: 'This is a temporary position.',
  },
  shift: {
    morning: 'Availability to work the morning shift.',
    afternoon: 'Availability to work the afternoon shift.',
    night: 'Availability to work the night shift.',
    weekends: 'Availability to work weekends.',
    rotating: 'Availability to work rotating shifts.',
  },
  rotating: /rotating shifts/i,
  shiftMention: { morning: /morning/i, afternoon: /afternoon/i, night: /\bnights?\b|night shift/i, weekends: /weekends/i, rotating: /rotating shifts/i },
  unnamedPosition: 'open position',
  general: {
    profile: 'We value reliability, good communication and a willingness to be part of a team.',
    years: 1,
    text: {
      exp: 'in a similar role',
      tasks: ['carrying out the core duties of the role with autonomy and attention to detail', 'coordinating day-to-day work with the team and other departments', 'recording and reporting progress, issues and results', 'suggesting improvements to the way work is done'],
      must: ['Good verbal and written communication.', 'Reliability and commitment to deadlines and quality.'],
      nice: ['Training or studies related to the role.', 'Comfortable with everyday office software (email, spreadsheets).'],
    },
  },
  post: {
    headline: (company, position) => `📢 We're hiring! ${company} is looking for: ${position}`,
    headlineWithoutCompany: (position) => `📢 We're hiring: ${position}`,
    apply: (link) => `👉 Apply here: ${link}`,
    hashtags: ['Hiring', 'JobOpening', 'NowHiring'],
  },
};

const PT: Phrases = {
  intro: (position) => `Estamos em busca de uma pessoa para a vaga de ${position}.`,
  tasks: (list) => `Entre as principais atividades estão: ${list}.`,
  and: 'e',
  seniority: {
    trainee: 'Trata-se de uma vaga de nível inicial (estágio/trainee), pensada para quem busca a primeira experiência e quer aprender na prática.',
    junior: 'Trata-se de uma vaga de nível júnior, com acompanhamento do time para crescer na função.',
    mid: 'Trata-se de uma vaga de nível pleno, com autonomia nas atividades do dia a dia da função.',
    senior: 'Trata-se de uma vaga de nível sênior, com autonomia para tomar decisões e orientar profissionais com menos experiência.',
    lead: 'Trata-se de uma posição de liderança, com equipe sob sua gestão e responsabilidade pelos resultados da área.',
  },
  leadTask: 'coordenar e apoiar a equipe',
  experience: {
    atLeast: (years, exp) => `Experiência comprovada de pelo menos ${years} ${years === 1 ? 'ano' : 'anos'} ${exp}.`,
    previous: (exp) => `Experiência anterior ${exp}.`,
    junior: (exp) => `De 0 a 1 ano de experiência ${exp}; estágios também contam.`,
    mid: (exp) => `Experiência comprovada de 2 a 3 anos ${exp}.`,
    senior: (exp) => `Experiência comprovada de pelo menos 5 anos ${exp}.`,
    lead: (exp) => `Experiência comprovada de pelo menos 5 anos ${exp}, incluindo a liderança de equipes.`,
  },
  trainee: {
    must: 'Disponibilidade para aprender e se desenvolver na função.',
    nice: (exp) => `Estágio ou primeira experiência ${exp}.`,
  },
  technologies: (list) => `Conhecimento sólido de ${list}.`,
  workMode: {
    remote: 'O trabalho é remoto.',
    hybrid: 'O modelo de trabalho é híbrido, com dias presenciais e dias remotos.',
    onsite: 'O trabalho é presencial.',
    partTime: 'A jornada é de meio período.',
    fullTime: 'A jornada é em período integral.',
    temporary: 'Trata-se de uma contratação temporária.',
  },
  shift: {
    morning: 'Disponibilidade para trabalhar no turno da manhã.',
    afternoon: 'Disponibilidade para trabalhar no turno da tarde.',
    night: 'Disponibilidade para trabalhar no turno da noite.',
    weekends: 'Disponibilidade para trabalhar aos fins de semana.',
    rotating: 'Disponibilidade para trabalhar em escala de revezamento.',
  },
  rotating: /em turnos|em escala|revezamento/i,
  shiftMention: { morning: /manhã/i, afternoon: /\btarde\b/i, night: /noite|noturn/i, weekends: /fins de semana/i, rotating: /em turnos|em escala|revezamento/i },
  unnamedPosition: 'vaga em aberto',
  general: {
    profile: 'Valorizamos responsabilidade, boa comunicação e vontade de fazer parte de uma equipe.',
    years: 1,
    text: {
      exp: 'em funções semelhantes',
      tasks: ['executar as atividades próprias da função com autonomia e organização', 'alinhar o trabalho do dia a dia com a equipe e com outras áreas', 'registrar e reportar andamento, ocorrências e resultados', 'propor melhorias na forma de trabalhar'],
      must: ['Boa comunicação oral e escrita.', 'Responsabilidade e compromisso com prazos e qualidade.'],
      nice: ['Formação relacionada à função.', 'Familiaridade com ferramentas de escritório (e-mail, planilhas).'],
    },
  },
  post: {
    headline: (company, position) => `📢 Vaga aberta! ${company} contrata ${position}`,
    headlineWithoutCompany: (position) => `📢 Vaga aberta: ${position}`,
    apply: (link) => `👉 Candidate-se aqui: ${link}`,
    hashtags: ['Vagas', 'Emprego', 'OportunidadeDeEmprego'],
  },
};

export const PHRASES: Record<Language, Phrases> = { es: ES, en: EN, pt: PT };

/** "a, b y c" in the language; Spanish "y" becomes "e" before a word that starts with an /i/ sound. */
export function joinList(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  let and = PHRASES[language].and;
  if (language === 'es' && /^(i|hi)(?![aeiouáéó])/i.test(last)) and = 'e';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * Tasks carry their own commas and "and"s ("cerrar ventas y gestionar cobros, cambios y devoluciones"),
 * so three or more of them are separated by semicolons, as style guides of the three languages advise
 * for complex enumerations.
 */
export function joinTasks(items: readonly string[], language: Language): string {
  if (items.length <= 2) return joinList(items, language);
  const last = items[items.length - 1] ?? '';
  const and = joinList(['', last], language).trimStart();
  return `${items.slice(0, -1).join('; ')}; ${and}`;
}
