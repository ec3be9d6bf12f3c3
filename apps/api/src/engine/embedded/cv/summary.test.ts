import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@postula/contract/constants';
import { extractText } from '../../../platform/documents/extract-text';
import { corpusFile } from '../../../testing/corpus';
import { cvSummaryFactsSchema, type AnalyzeCvInput, type CvAnalysis, type CvSummaryFacts } from '../../engine';
import { createEmbeddedEngine } from '../embedded-engine';
import { analyzeCvText } from './analyze-cv';
import { renderSummary } from './summary-text';

// The CV summary as a recruiter would write it (decision 020): read from real corpus CVs as production reads them
// (extractText, then the embedded engine), stored as facts and said in each reader's language. Years depend on the
// experience reader and on today's date, so sentences are compared with their numbers as '#', and the numbers apart.

const engine = createEmbeddedEngine({ now: () => new Date('2026-06-01T12:00:00Z') });

const NURSING: AnalyzeCvInput['posting'] = {
  position: 'Enfermero/a',
  tasks: 'Brindar cuidados de enfermería a pacientes internados.',
  mandatory: ['Título de Licenciatura en Enfermería', 'Al menos 3 años de experiencia en enfermería', 'Curso de RCP'],
  desirable: ['Manejo de historia clínica electrónica (Epic, Cerner)', 'Inglés avanzado'],
  language: 'es',
};

const DEVELOPER: AnalyzeCvInput['posting'] = {
  position: 'Software developer',
  tasks: 'Build and maintain web applications.',
  mandatory: ['3+ years of experience in software development', 'Java or Python', 'SQL databases'],
  desirable: ['Angular or React', 'Docker', 'Spanish'],
  language: 'en',
};

const CUSTOMER_SERVICE: AnalyzeCvInput['posting'] = {
  position: 'Atendente de atendimento ao cliente e vendas',
  tasks: 'Atender clientes por telefone e chat, registrar pedidos e oferecer produtos.',
  mandatory: ['Ensino médio completo', 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas'],
  desirable: ['Experiência com metas de vendas, cobrança ou televendas', 'Inglês ou espanhol intermediário'],
  language: 'pt',
};

async function analyse(file: string, posting: AnalyzeCvInput['posting']): Promise<CvAnalysis> {
  const extracted = await extractText(corpusFile(`cvs/${file}`));
  if (!extracted.ok) throw new Error(`${file}: no text (${extracted.reason})`);
  return engine.analyzeCv({ text: extracted.text, posting });
}

const shape = (text: string) => text.replace(/\d+(?:[.,]\d+)?/g, '#');

describe('the summary of real CVs, in the three languages', () => {
  const read = new Map<string, CvAnalysis>();
  beforeAll(async () => {
    read.set('nurse', await analyse('Honeegee__NCP__Med-Surg-Nurse-Resume.docx', NURSING));
    read.set('developer', await analyse('srbhr__Resume-Matcher__john_doe.pdf', DEVELOPER));
    read.set('agent', await analyse('andreterceiro__debora__cv.doc', CUSTOMER_SERVICE));
  }, 60_000);

  const facts = (key: string): CvSummaryFacts => {
    const analysis = read.get(key)!;
    // Stored as facts, valid for the contract; the stored text is the posting's language's rendering.
    const parsed = cvSummaryFactsSchema.parse(analysis.summaryFacts);
    return parsed;
  };

  it('a nurse: the current role and degree in the CV’s words, the decade the CV states, the skills asked for', () => {
    const nurse = facts('nurse');
    expect(nurse).toMatchObject({
      role: { title: 'Med-Surg Nurse', kind: 'current' },
      education: { level: 3, text: 'Bachelor of Science in Nursing' },
      studying: null,
      languages: ['en', 'fr'],
    });
    expect(nurse.skills).toEqual(expect.arrayContaining(['Epic', 'Cerner']));
    expect(nurse.fieldYears).toBe(10);
    const said: Record<Language, string> = {
      es:
        'Puesto actual: Med-Surg Nurse; unos # años de experiencia relacionada con el puesto (unos # años según las fechas del CV). ' +
        'Formación más alta completa: Bachelor of Science in Nursing. Menciona lo que pide la búsqueda: ',
      en:
        "Current role: Med-Surg Nurse; about # years of experience related to the position (about # years by the CV's dates). " +
        'Highest completed education: Bachelor of Science in Nursing. Names what the posting asks for: ',
      pt:
        'Cargo atual: Med-Surg Nurse; cerca de # anos de experiência relacionada à vaga (cerca de # anos pelas datas do currículo). ' +
        'Maior formação concluída: Bachelor of Science in Nursing. Menciona o que a vaga pede: ',
    };
    for (const language of LANGUAGES) expect(shape(renderSummary(nurse, language))).toContain(said[language]);
    expect(renderSummary(nurse, 'es')).toMatch(/; idiomas: inglés y francés\.$/);
    expect(renderSummary(nurse, 'en')).toMatch(/; languages: English and French\.$/);
    expect(renderSummary(nurse, 'pt')).toMatch(/; idiomas: inglês e francês\.$/);
    expect(read.get('nurse')!.summary).toBe(renderSummary(nurse, 'es'));
  });

  it('a developer: about ten years, all of them in the field, and what the posting asks for in the CV’s words', () => {
    const developer = facts('developer');
    expect(developer).toMatchObject({
      role: { title: 'Full Stack Java Developer', kind: 'current' },
      education: { level: 3, text: 'Bachelor of Science in Computer Science' },
      skills: ['software development', 'Java', 'databases', 'Angular', 'Docker'],
      languages: [],
    });
    expect(developer.totalYears).toBeGreaterThan(9);
    expect(developer.fieldYears).toBe(developer.totalYears);
    expect(shape(renderSummary(developer, 'en'))).toBe(
      "Current role: Full Stack Java Developer; about # years of experience by the CV's dates, all of it related to the position. " +
        'Highest completed education: Bachelor of Science in Computer Science. ' +
        'Names what the posting asks for: software development, Java, databases, Angular and Docker.',
    );
    expect(shape(renderSummary(developer, 'es'))).toBe(
      'Puesto actual: Full Stack Java Developer; unos # años de experiencia según las fechas del CV, todos relacionados con el puesto. ' +
        'Formación más alta completa: Bachelor of Science in Computer Science. ' +
        'Menciona lo que pide la búsqueda: software development, Java, databases, Angular y Docker.',
    );
    expect(shape(renderSummary(developer, 'pt'))).toBe(
      'Cargo atual: Full Stack Java Developer; cerca de # anos de experiência pelas datas do currículo, todos relacionados à vaga. ' +
        'Maior formação concluída: Bachelor of Science in Computer Science. ' +
        'Menciona o que a vaga pede: software development, Java, databases, Angular e Docker.',
    );
  });

  it('a customer-service agent: the last role of a CV in Portuguese, said in each language, without personal data', () => {
    const agent = facts('agent');
    expect(agent).toMatchObject({ role: { title: 'Agente de atendimento', kind: 'last' }, education: null, languages: ['en'] });
    // Customer service in the CV's words (a phone-service job), not the role said again.
    expect(agent.skills[0]).toMatch(/atendimento|telemarketing/);
    expect(agent.skills).not.toContain('Agente de atendimento');
    expect(agent.totalYears).toBeGreaterThan(9);
    expect(shape(renderSummary(agent, 'pt'))).toMatch(/^Último cargo: Agente de atendimento; cerca de # anos de experiência pelas datas do currículo(?:, cerca de # deles relacionados à vaga)?\. Menciona o que a vaga pede: .+; idiomas: inglês\.$/);
    expect(shape(renderSummary(agent, 'es'))).toMatch(/^Último puesto: Agente de atendimento; unos # años de experiencia según las fechas del CV(?:, unos # relacionados con el puesto)?\. Menciona lo que pide la búsqueda: .+; idiomas: inglés\.$/);
    expect(shape(renderSummary(agent, 'en'))).toMatch(/^Last role: Agente de atendimento; about # years of experience by the CV's dates(?:, about # of them related to the position)?\. Names what the posting asks for: .+; languages: English\.$/);
    // The CV prints the name, nationality, marital status, age, address and phones: none of it is summarised.
    for (const language of LANGUAGES) {
      expect(renderSummary(agent, language)).not.toMatch(/Débora|Milan|Reis|Brasileir|divorciad|47|Jundia|Eloy|\(11\)|@/);
    }
  });
});

describe('the role the summary names', () => {
  it('is the current job’s, read as its dates and title are grouped: dates over the title, a printed length beside them (marianemartins)', () => {
    const text = `Experiência

10/2020 - 12/2020 - 3 meses

Havn Super app, Londres UK - Designer UI UX

07/2019 - o momento - 1 ano e 6 meses

ACCT, Atibaia SP - Analista UI UX - Pleno
`;
    const posting: AnalyzeCvInput['posting'] = { position: 'Designer Gráfico(a)', tasks: '', mandatory: [], desirable: [], language: 'pt' };
    const facts = analyzeCvText({ text, posting }, new Date('2026-06-01T12:00:00Z')).summaryFacts;
    expect(facts?.role).toEqual({ title: 'Analista UI UX', kind: 'current' });
  });
});

describe('the skills the summary names', () => {
  it('are said in capitals where a small-caps font printed an "i" or "l" lowercase (CamposecoKevin: "ANÁLiSiS DE DATOS", "SQl")', async () => {
    const analysis = await analyse('CamposecoKevin__CV__cv_camposecokevin.pdf', {
      position: 'Data Analyst (Business Intelligence)',
      tasks: 'Build dashboards and reports.',
      mandatory: ['SQL plus Python or R for data work', '2+ years of professional experience analysing data or building reports'],
      desirable: ['Business intelligence'],
      language: 'en',
    });
    const skills = analysis.summaryFacts?.skills ?? [];
    expect(skills).toContain('SQL');
    expect(skills.join(' ')).not.toMatch(/\p{Lu}\p{Ll}?[il]\p{Lu}|SQl/u);
  });
});

describe('the education the summary names', () => {
  it('reads a degree as completed or still studied as the verdicts do: "Expected Graduation: May 2018" is completed by now (bjherger john_smith)', () => {
    const text = 'EDUCATION\nBachelor of Business Administration Expected Graduation: May 2018\nKent State University Kent, Ohio\n';
    const posting: AnalyzeCvInput['posting'] = { position: 'Account Executive', tasks: '', mandatory: [], desirable: [], language: 'en' };
    const facts = analyzeCvText({ text, posting }, new Date('2026-06-01T12:00:00Z')).summaryFacts;
    expect(facts?.education?.text).toBe('Bachelor of Business Administration');
    expect(facts?.studying).toBeNull();
    const coming = analyzeCvText({ text: text.replace('2018', '2028'), posting }, new Date('2026-06-01T12:00:00Z')).summaryFacts;
    expect(coming?.studying?.text).toBe('Bachelor of Business Administration');
  });
});

describe('the summary’s sentences', () => {
  const base: CvSummaryFacts = { role: null, totalYears: null, fieldYears: null, education: null, studying: null, skills: [], languages: [] };

  it('says years as a recruiter does: months under a year, halves under three', () => {
    expect(renderSummary({ ...base, totalYears: 0.5 }, 'es')).toBe('Unos 6 meses de experiencia según las fechas del CV.');
    expect(renderSummary({ ...base, totalYears: 1.3 }, 'en')).toBe("About 1.5 years of experience by the CV's dates.");
    expect(renderSummary({ ...base, totalYears: 1 }, 'pt')).toBe('Cerca de 1 ano de experiência pelas datas do currículo.');
    expect(renderSummary({ ...base, totalYears: 12.4, fieldYears: 4.2 }, 'es')).toBe(
      'Unos 12 años de experiencia según las fechas del CV, unos 4 relacionados con el puesto.',
    );
    expect(renderSummary({ ...base, fieldYears: 5 }, 'en')).toBe('About 5 years of experience related to the position.');
  });

  it('says months in the field within years of experience as months, and one year as one year (helenfernanda, Luisqb)', () => {
    expect(renderSummary({ ...base, totalYears: 6, fieldYears: 0.8 }, 'pt')).toBe('Cerca de 6 anos de experiência pelas datas do currículo, cerca de 10 meses na área da vaga.');
    expect(renderSummary({ ...base, totalYears: 6, fieldYears: 0.8 }, 'en')).toBe("About 6 years of experience by the CV's dates, about 10 months of it in the position's field.");
    expect(renderSummary({ ...base, totalYears: 14, fieldYears: 1 }, 'es')).toBe('Unos 14 años de experiencia según las fechas del CV, alrededor de 1 año en el área del puesto.');
  });

  it('says a degree in progress as such, and a headline as what the CV calls itself', () => {
    const student: CvSummaryFacts = {
      ...base,
      role: { title: 'Data Analyst', kind: 'headline' },
      education: { level: 1, text: 'Ensino médio' },
      studying: { level: 3, text: 'Bacharelado em Estatística' },
    };
    expect(renderSummary(student, 'pt')).toBe('Apresenta-se como Data Analyst. Maior formação concluída: Ensino médio. Em andamento: Bacharelado em Estatística.');
    expect(renderSummary(student, 'en')).toBe(
      'Describes themselves as Data Analyst. Highest completed education: Ensino médio. In progress: Bacharelado em Estatística.',
    );
    expect(renderSummary({ ...base, studying: { level: 3, text: 'Engenharia de Software' } }, 'es')).toBe('Formación en curso: Engenharia de Software.');
  });

  it('says so when nothing could be read', () => {
    expect(renderSummary(base, 'es')).toBe('El CV no deja leer un puesto, experiencia fechada, formación ni lo que pide la búsqueda.');
    expect(renderSummary(base, 'en')).toBe('Nothing in the CV could be read as a role, dated experience, education or what the posting asks for.');
  });

  it('names languages by code in each language, an unknown code as it is', () => {
    const speaker = { ...base, languages: ['es', 'it', 'xx'] };
    expect(renderSummary(speaker, 'es')).toBe('Idiomas: español, italiano y xx.');
    expect(renderSummary(speaker, 'en')).toBe('Languages: Spanish, Italian and xx.');
    expect(renderSummary(speaker, 'pt')).toBe('Idiomas: espanhol, italiano e xx.');
  });
});
