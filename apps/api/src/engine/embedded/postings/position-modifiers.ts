import { stem, type Word } from '../normalize';

// What a position says besides the occupation: its seniority ('Sr.', 'pleno', 'jefe'), how and when the
// work happens ('remoto', 'turno mañana') and the technologies it names ('Java', 'SAP'). Each becomes a
// sentence or a condition of the draft, so the recruiter's words are not lost.

export type Seniority = 'trainee' | 'junior' | 'mid' | 'senior' | 'lead';

export const SENIORITY_WORDS: Readonly<Record<Seniority, readonly string[]>> = {
  trainee: ['trainee', 'pasante', 'pasantia', 'practicante', 'becario', 'intern', 'internship', 'estagiario', 'estagio', 'aprendiz', 'apprentice'],
  junior: ['junior', 'jr'],
  mid: ['semisenior', 'ssr', 'pleno', 'mid'],
  senior: ['senior', 'sr'],
  // 'responsable' is left out on purpose: "vendedor responsable" describes a person, not a rank.
  lead: ['lead', 'lider', 'leader', 'jefe', 'head', 'gerente', 'manager', 'coordinador', 'coordinator', 'coordenador', 'supervisor', 'encargado', 'encarregado', 'director', 'diretor', 'chief', 'gestor'],
};

const RANK: Record<Seniority, number> = { trainee: 1, junior: 2, mid: 3, senior: 4, lead: 5 };

const SENIORITY_BY_STEM = new Map<string, Seniority>(
  (Object.entries(SENIORITY_WORDS) as [Seniority, readonly string[]][]).flatMap(([level, list]) =>
    list.map((word): [string, Seniority] => [stem(word), level]),
  ),
);

/**
 * The highest seniority among the words the occupation did not use: 'Jefe de cocina' names the chef and
 * says nothing more, while 'Jefe de ventas' found no 'jefe' in any name and is a lead. 'Semi senior' is
 * one level, not a senior.
 */
export function detectSeniority(words: readonly Word[], consumed: ReadonlySet<number>): Seniority | undefined {
  let found: Seniority | undefined;
  const consider = (level: Seniority) => {
    if (!found || RANK[level] > RANK[found]) found = level;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word || consumed.has(i)) continue;
    if (word.key === 'semi' && words[i + 1]?.key === 'senior') {
      consider('mid');
      i++;
      continue;
    }
    for (const s of word.stems) {
      const level = SENIORITY_BY_STEM.get(s);
      if (level) consider(level);
    }
  }
  return found;
}

/** How the work is organised: a sentence of the description. */
export type WorkMode = 'remote' | 'hybrid' | 'onsite' | 'partTime' | 'fullTime' | 'temporary';
/** When the work happens: a mandatory availability condition. */
export type Shift = 'morning' | 'afternoon' | 'night' | 'weekends' | 'rotating';

// Phrases are matched on the folded words joined by single spaces, so 'Part-time', 'part time' and
// 'PART TIME' are one phrase, and 'Mañana' is 'manana'.
const WORK_MODE_PHRASES: Record<WorkMode, readonly string[]> = {
  remote: ['remoto', 'remota', 'remote', 'teletrabajo', 'home office', 'homeoffice', 'trabajo a distancia', 'wfh'],
  hybrid: ['hibrido', 'hibrida', 'hybrid'],
  onsite: ['presencial', 'on site', 'onsite', 'in office', 'in person'],
  partTime: ['part time', 'parttime', 'medio tiempo', 'media jornada', 'tiempo parcial', 'jornada parcial', 'meio periodo', 'meio expediente'],
  fullTime: ['full time', 'fulltime', 'tiempo completo', 'jornada completa', 'periodo integral', 'tempo integral'],
  temporary: ['temporal', 'temporario', 'temporaria', 'temporary', 'eventual', 'por temporada', 'seasonal'],
};

const SHIFT_PHRASES: Record<Shift, readonly string[]> = {
  morning: ['manana', 'morning', 'matutino', 'manha'],
  afternoon: ['turno tarde', 'turno de la tarde', 'afternoon', 'vespertino', 'turno da tarde', 'tarde'],
  night: ['noche', 'nocturno', 'nocturna', 'night', 'overnight', 'noturno', 'noturna', 'noite'],
  weekends: ['fines de semana', 'fin de semana', 'weekend', 'weekends', 'fim de semana', 'fins de semana', 'sabados', 'domingos'],
  rotating: ['rotativo', 'rotativos', 'rotativa', 'rotativas', 'rotating', 'revezamento'],
};

function found<K extends string>(table: Record<K, readonly string[]>, padded: string): K[] {
  return (Object.keys(table) as K[]).filter((key) => table[key].some((phrase) => padded.includes(` ${phrase} `)));
}

export function detectWorkConditions(words: readonly Word[]): { modes: WorkMode[]; shifts: Shift[] } {
  const padded = ` ${words.map((word) => word.key).join(' ')} `;
  return { modes: found(WORK_MODE_PHRASES, padded), shifts: found(SHIFT_PHRASES, padded) };
}

export interface Technology {
  label: string;
  /** Folded word sequences that name it ('node js' for 'Node.js'). */
  keys: readonly string[];
  /** The occupation it points to when the position says no more than 'Programador' or nothing at all. */
  hint?: string;
}

// Longer keys first: 'react native' must be read before 'react', 'sql server' before 'sql'.
export const TECHNOLOGIES: readonly Technology[] = [
  { label: 'React Native', keys: ['react native'], hint: 'mobile-developer' },
  { label: 'Node.js', keys: ['node js', 'nodejs', 'node'], hint: 'backend-developer' },
  { label: 'Vue.js', keys: ['vue js', 'vuejs', 'vue'], hint: 'frontend-developer' },
  { label: 'Ruby on Rails', keys: ['ruby on rails', 'rails'], hint: 'backend-developer' },
  { label: 'Spring Boot', keys: ['spring boot', 'spring'], hint: 'backend-developer' },
  { label: 'SQL Server', keys: ['sql server'] },
  { label: 'Power BI', keys: ['power bi', 'powerbi'], hint: 'data-analyst' },
  { label: '.NET', keys: ['asp net', 'dotnet', 'net'], hint: 'backend-developer' },
  { label: 'C#', keys: ['c#', 'csharp'], hint: 'backend-developer' },
  { label: 'C++', keys: ['c++'], hint: 'software-developer' },
  { label: 'Java', keys: ['java'], hint: 'backend-developer' },
  { label: 'JavaScript', keys: ['javascript', 'js'], hint: 'frontend-developer' },
  { label: 'TypeScript', keys: ['typescript', 'ts'], hint: 'frontend-developer' },
  { label: 'Python', keys: ['python'], hint: 'backend-developer' },
  { label: 'PHP', keys: ['php'], hint: 'backend-developer' },
  { label: 'Go', keys: ['golang'], hint: 'backend-developer' },
  { label: 'Ruby', keys: ['ruby'], hint: 'backend-developer' },
  { label: 'Rust', keys: ['rust'], hint: 'backend-developer' },
  { label: 'Scala', keys: ['scala'], hint: 'data-engineer' },
  { label: 'Laravel', keys: ['laravel'], hint: 'backend-developer' },
  { label: 'Django', keys: ['django'], hint: 'backend-developer' },
  { label: 'React', keys: ['react', 'reactjs'], hint: 'frontend-developer' },
  { label: 'Angular', keys: ['angular'], hint: 'frontend-developer' },
  { label: 'Flutter', keys: ['flutter'], hint: 'mobile-developer' },
  { label: 'Kotlin', keys: ['kotlin'], hint: 'mobile-developer' },
  { label: 'Swift', keys: ['swift'], hint: 'mobile-developer' },
  { label: 'Android', keys: ['android'], hint: 'mobile-developer' },
  { label: 'iOS', keys: ['ios'], hint: 'mobile-developer' },
  { label: 'AWS', keys: ['aws'], hint: 'devops-engineer' },
  { label: 'Azure', keys: ['azure'], hint: 'devops-engineer' },
  { label: 'Google Cloud', keys: ['google cloud', 'gcp'], hint: 'devops-engineer' },
  { label: 'Docker', keys: ['docker'], hint: 'devops-engineer' },
  { label: 'Kubernetes', keys: ['kubernetes', 'k8s'], hint: 'devops-engineer' },
  { label: 'Terraform', keys: ['terraform'], hint: 'devops-engineer' },
  { label: 'Linux', keys: ['linux'], hint: 'sysadmin' },
  { label: 'Selenium', keys: ['selenium'], hint: 'qa-tester' },
  { label: 'Cypress', keys: ['cypress'], hint: 'qa-tester' },
  { label: 'Playwright', keys: ['playwright'], hint: 'qa-tester' },
  { label: 'PostgreSQL', keys: ['postgresql', 'postgres'] },
  { label: 'MySQL', keys: ['mysql'] },
  { label: 'Oracle', keys: ['oracle'] },
  { label: 'MongoDB', keys: ['mongodb', 'mongo'] },
  { label: 'SQL', keys: ['sql', 'mysql', 'postgresql', 'sqlite', 't-sql', 'pl/sql'] },
  { label: 'Tableau', keys: ['tableau'], hint: 'data-analyst' },
  { label: 'Looker Studio', keys: ['looker studio', 'looker', 'google data studio', 'data studio'], hint: 'data-analyst' },
  { label: 'Qlik', keys: ['qlik sense', 'qlikview', 'qlik'], hint: 'data-analyst' },
  { label: 'SAP', keys: ['sap'], hint: 'erp-consultant' },
  { label: 'Salesforce', keys: ['salesforce'] },
  { label: 'HubSpot', keys: ['hubspot'] },
  { label: 'Excel', keys: ['excel'] },
  { label: 'AutoCAD', keys: ['autocad'], hint: 'cad-drafter' },
  { label: 'Revit', keys: ['revit'], hint: 'cad-drafter' },
  { label: 'SolidWorks', keys: ['solidworks'], hint: 'mechanical-engineer' },
  { label: 'Figma', keys: ['figma'], hint: 'ux-ui-designer' },
  { label: 'Photoshop', keys: ['photoshop'], hint: 'graphic-designer' },
  { label: 'Illustrator', keys: ['illustrator'], hint: 'graphic-designer' },
  { label: 'InDesign', keys: ['indesign'], hint: 'graphic-designer' },
  { label: 'CorelDRAW', keys: ['coreldraw', 'corel draw', 'corel'], hint: 'graphic-designer' },
  { label: 'Adobe XD', keys: ['adobe xd'], hint: 'ux-ui-designer' },
  { label: 'After Effects', keys: ['after effects'], hint: 'graphic-designer' },
  { label: 'Premiere', keys: ['premiere pro', 'premiere'], hint: 'graphic-designer' },
  { label: 'WordPress', keys: ['wordpress'], hint: 'web-designer' },
  { label: 'Shopify', keys: ['shopify'] },
  { label: 'Unity', keys: ['unity'], hint: 'software-developer' },
];

/**
 * Every word the modifiers read. They are real words, so matching never takes them for a typo of an
 * occupation ('medio tiempo' is not a misspelt 'médico').
 */
export const MODIFIER_WORDS: readonly string[] = [
  ...Object.values(SENIORITY_WORDS).flat(),
  ...[...Object.values(WORK_MODE_PHRASES), ...Object.values(SHIFT_PHRASES)].flat().flatMap((phrase) => phrase.split(' ')),
  ...TECHNOLOGIES.flatMap((technology) => technology.keys.flatMap((key) => key.split(' '))),
  'semi',
];

/** The technologies a position names, in the order the table lists them, each once. */
export function detectTechnologies(words: readonly Word[]): Technology[] {
  let padded = ` ${words.map((word) => word.key).join(' ')} `;
  const out: Technology[] = [];
  for (const technology of TECHNOLOGIES) {
    for (const key of technology.keys) {
      const needle = ` ${key} `;
      if (!padded.includes(needle)) continue;
      out.push(technology);
      // Blank it out so that 'react native' is not read again as 'react'.
      padded = padded.split(needle).join(' ');
      break;
    }
  }
  return out;
}
