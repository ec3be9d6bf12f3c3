import { describe, expect, it } from 'vitest';
import { MANDATORY_NOT_MET_MAX_SCORE } from '@postula/contract/constants';
import { cvAnalysisSchema, type AnalyzeCvInput, type CvAnalysis } from '../../engine';
import { createEmbeddedEngine } from '../embedded-engine';

// Synthetic CVs with known facts, one per language: the verdict and the evidence of each kind of
// condition the embedded engine reads, and the rules that protect candidates (name swap, the cap).

const engine = createEmbeddedEngine({ now: () => new Date('2025-06-01T12:00:00Z') });

async function analyse(text: string, posting: AnalyzeCvInput['posting']): Promise<CvAnalysis> {
  const analysis = await engine.analyzeCv({ text, posting });
  // Whatever the CV, the answer keeps the contract.
  expect(cvAnalysisSchema.safeParse(analysis).success).toBe(true);
  return analysis;
}

function byCondition(analysis: CvAnalysis, condition: string) {
  const found = analysis.conditions.find((entry) => entry.condition === condition);
  if (!found) throw new Error(`no assessment for ${condition}`);
  return found;
}

const CV_ES = `María Fernanda López
Av. Corrientes 1234, Buenos Aires, Argentina
Tel: +54 9 11 5555-1234 | maria.lopez@correo.com.ar

Perfil
Enfermera con 6 años de experiencia en terapia intensiva y guardia. Trabajo en equipo y buena comunicación.

Experiencia laboral
Hospital Central — Enfermera de terapia intensiva, marzo 2019 – actualidad
Administración de medicación, control de signos vitales y curaciones.
Clínica del Sol — Enfermera de guardia, 2017 – 2019

Formación
Licenciatura en Enfermería, Universidad de Buenos Aires, 2016

Idiomas
Inglés avanzado (C1), portugués básico

Otros
Licencia de conducir clase B
Curso de RCP y soporte vital básico (2023)

Referencias
Dra. Ana Gómez — ana.gomez@hospital.com — +54 11 4444-5555
`;

const POSTING_ES: AnalyzeCvInput['posting'] = {
  position: 'Enfermero/a',
  tasks: 'Brindar cuidados de enfermería, administrar medicación y controlar signos vitales.',
  mandatory: ['Licencia de conducir B', 'Título de Licenciatura en Enfermería', 'Al menos 3 años de experiencia en enfermería'],
  desirable: ['Inglés avanzado', 'Alemán intermedio', 'Curso de RCP', 'Disponibilidad para trabajar fines de semana', 'Manejo de SAP'],
  language: 'es',
};

const CV_EN = `JAMES O'NEILL
12 High Street, Leeds | james.oneill@mail.co.uk | 07700 900123

Summary
Backend developer with over 5 years of experience building REST APIs in Java and Spring Boot.

Experience
Senior Developer, Acme Ltd — Jan 2020 – Present
Built microservices with Java, Spring Boot and PostgreSQL; deployed them with Docker.
Developer, Beta Corp — Jun 2017 – Dec 2019
Maintained web applications in PHP and MySQL.

Education
BSc (Hons) Computer Science, University of Leeds, 2017

Languages
English (native), Spanish (B1)
`;

const POSTING_EN: AnalyzeCvInput['posting'] = {
  position: 'Backend developer',
  tasks: 'Building and maintaining APIs.',
  mandatory: ['At least 4 years of experience in software development', "Bachelor's degree in Computer Science"],
  desirable: ['Intermediate Spanish (B1)', 'Fluent German', 'Experience with Kubernetes', 'Strong Java skills', 'Willingness to travel'],
  language: 'en',
};

const CV_PT = `Ana Beatriz Souza
Rua das Flores, 100 – Belo Horizonte/MG – Brasil
(31) 98765-4321 · ana.souza@email.com.br

Resumo
Desenvolvedora full stack com experiência em React, Node.js e TypeScript.

Experiência profissional
Empresa X — Desenvolvedora Front-end, fev. 2021 – atual
Desenvolvimento de aplicações web com React e TypeScript.
Empresa Y — Estagiária de desenvolvimento de software, 2019 – 2020

Formação acadêmica
Bacharelado em Ciência da Computação, UFMG, 2020

Idiomas
Inglês intermediário, espanhol fluente

CNH categoria B
`;

const POSTING_PT: AnalyzeCvInput['posting'] = {
  position: 'Desenvolvedor(a) front-end',
  tasks: 'Desenvolver interfaces web.',
  mandatory: ['Experiência de pelo menos 3 anos com desenvolvimento de software', 'Conhecimentos sólidos de React e TypeScript'],
  desirable: ['Graduação em Ciência da Computação', 'Inglês intermediário', 'Carteira de habilitação', 'Conhecimento de Kubernetes', 'Disponibilidade para viagens'],
  language: 'pt',
};

describe('a Spanish CV', () => {
  it('reads contacts, skipping the referee', async () => {
    const analysis = await analyse(CV_ES, POSTING_ES);
    expect(analysis.language).toBe('es');
    expect(analysis.name).toBe('María Fernanda López');
    expect(analysis.email).toBe('maria.lopez@correo.com.ar');
    expect(analysis.phone).toBe('+5491155551234');
  });

  it('gives a verdict with the CV line as evidence for each condition, and reasons in Spanish', async () => {
    const analysis = await analyse(CV_ES, POSTING_ES);
    expect(analysis.conditions.map((entry) => [entry.kind, entry.condition])).toEqual([
      ...POSTING_ES.mandatory.map((condition) => ['mandatory', condition]),
      ...POSTING_ES.desirable.map((condition) => ['desirable', condition]),
    ]);
    const licence = byCondition(analysis, 'Licencia de conducir B');
    expect(licence).toMatchObject({ verdict: 'met', evidence: 'Licencia de conducir clase B' });
    expect(byCondition(analysis, 'Título de Licenciatura en Enfermería')).toMatchObject({ verdict: 'met' });
    expect(byCondition(analysis, 'Título de Licenciatura en Enfermería').evidence).toContain('Licenciatura en Enfermería');
    const years = byCondition(analysis, 'Al menos 3 años de experiencia en enfermería');
    expect(years.verdict).toBe('met');
    expect(years.evidence).toMatch(/6 años de experiencia|marzo 2019/);
    expect(byCondition(analysis, 'Inglés avanzado')).toMatchObject({ verdict: 'met', evidence: 'Inglés avanzado (C1), portugués básico' });
    expect(byCondition(analysis, 'Curso de RCP').verdict).toBe('met');
    // A CV that lists its languages and not this one does not show it: not met, no evidence.
    expect(byCondition(analysis, 'Alemán intermedio')).toMatchObject({ verdict: 'not_met', evidence: null });
    expect(byCondition(analysis, 'Disponibilidad para trabajar fines de semana')).toMatchObject({ verdict: 'unclear', evidence: null });
    // A named tool the CV never mentions: the CV says nothing about it, so unclear (to ask), not a guess.
    expect(byCondition(analysis, 'Manejo de SAP')).toMatchObject({ verdict: 'unclear', evidence: null });
    expect(byCondition(analysis, 'Manejo de SAP').reason).toMatch(/^El CV no menciona/);
    expect(analysis.mandatoryNotMet).toBe(false);
    expect(analysis.score).toBeGreaterThan(6);
    // The referee's details are never evidence.
    expect(analysis.conditions.some((entry) => entry.evidence?.includes('Gómez'))).toBe(false);
  });

  it('summarises without the name or contact data', async () => {
    const { summary, summaryFacts } = await analyse(CV_ES, POSTING_ES);
    // Dated jobs from 2017 to June 2025, all of them nursing: the summary says the CV's own role and degree.
    expect(summary).toBe(
      'Puesto actual: Enfermera de terapia intensiva; unos 8 años de experiencia según las fechas del CV, todos relacionados con el puesto. ' +
        'Formación más alta completa: Licenciatura en Enfermería. Menciona lo que pide la búsqueda: Enfermería y RCP; idiomas: inglés y portugués.',
    );
    expect(summaryFacts).toMatchObject({ role: { title: 'Enfermera de terapia intensiva', kind: 'current' }, languages: ['en', 'pt'] });
    expect(summary).not.toMatch(/María|López|maria\.lopez|5555/);
    expect(summary.length).toBeLessThanOrEqual(1200);
  });
});

describe('an English CV', () => {
  it('reads years, degree, language levels and skills', async () => {
    const analysis = await analyse(CV_EN, POSTING_EN);
    expect(analysis.language).toBe('en');
    expect(analysis.name).toBe("James O'Neill");
    expect(analysis.email).toBe('james.oneill@mail.co.uk');
    expect(analysis.phone?.replace(/\D/g, '')).toMatch(/7700900123$/);
    const years = byCondition(analysis, 'At least 4 years of experience in software development');
    expect(years.verdict).toBe('met');
    expect(years.reason).toMatch(/years of related experience/);
    const degree = byCondition(analysis, "Bachelor's degree in Computer Science");
    expect(degree).toMatchObject({ verdict: 'met', evidence: 'BSc (Hons) Computer Science, University of Leeds, 2017' });
    expect(byCondition(analysis, 'Intermediate Spanish (B1)')).toMatchObject({ verdict: 'met', evidence: 'English (native), Spanish (B1)' });
    expect(byCondition(analysis, 'Fluent German')).toMatchObject({ verdict: 'not_met', evidence: null });
    expect(byCondition(analysis, 'Experience with Kubernetes').verdict).toBe('unclear');
    const java = byCondition(analysis, 'Strong Java skills');
    expect(java.verdict).toBe('met');
    expect(java.evidence).toContain('Java');
    expect(byCondition(analysis, 'Willingness to travel').verdict).toBe('unclear');
  });

  it('counts fewer years when the CV has fewer, and says so', async () => {
    const junior = CV_EN.replace('over 5 years of experience', 'experience').replace('Jun 2017 – Dec 2019', 'Jun 2019 – Dec 2019').replace('Jan 2020 – Present', 'Jan 2024 – Present');
    const years = byCondition(await analyse(junior, POSTING_EN), 'At least 4 years of experience in software development');
    expect(years.verdict).toBe('partly');
    expect(years.evidence).toMatch(/2024|2019/);
  });
});

describe('a Portuguese CV', () => {
  it('reads years, degree, languages, licence and skills', async () => {
    const analysis = await analyse(CV_PT, POSTING_PT);
    expect(analysis.language).toBe('pt');
    expect(analysis.name).toBe('Ana Beatriz Souza');
    expect(analysis.phone).toBe('+5531987654321');
    const years = byCondition(analysis, 'Experiência de pelo menos 3 anos com desenvolvimento de software');
    expect(years.verdict).toBe('met');
    expect(years.reason).toMatch(/^O currículo soma/);
    const react = byCondition(analysis, 'Conhecimentos sólidos de React e TypeScript');
    expect(react.verdict).toBe('met');
    expect(react.evidence).toMatch(/React.*TypeScript/);
    expect(byCondition(analysis, 'Graduação em Ciência da Computação')).toMatchObject({
      verdict: 'met',
      evidence: 'Bacharelado em Ciência da Computação, UFMG, 2020',
    });
    expect(byCondition(analysis, 'Inglês intermediário')).toMatchObject({ verdict: 'met', evidence: 'Inglês intermediário, espanhol fluente' });
    expect(byCondition(analysis, 'Carteira de habilitação')).toMatchObject({ verdict: 'met', evidence: 'CNH categoria B' });
    expect(byCondition(analysis, 'Conhecimento de Kubernetes').verdict).toBe('unclear');
    expect(byCondition(analysis, 'Disponibilidade para viagens').verdict).toBe('unclear');
  });
});

describe('experience whose years the CV states in words', () => {
  const contact = 'José Núñez\njose.nunez@example.com\n+54 9 11 5555-0101\n';
  const posting = (mandatory: string, language: AnalyzeCvInput['posting']['language']): AnalyzeCvInput['posting'] => ({
    position: 'Vendedor/a',
    tasks: 'Atender clientes y vender.',
    mandatory: [mandatory],
    desirable: [],
    language,
  });
  const ES = 'Experiencia en ventas de 5 años en salón comercial.';
  const EN = '3 years of experience in sales at a department store.';
  const PT = 'Experiência de 4 anos em vendas no varejo.';

  it('meets a condition that asks for no number of years, with the line as evidence (es, en, pt)', async () => {
    const cases: [string, string, AnalyzeCvInput['posting']['language']][] = [
      [`${ES}\nInglés avanzado (C1).`, 'Experiencia en ventas', 'es'],
      [EN, 'Experience in sales', 'en'],
      [EN, 'Sales experience', 'en'],
      [PT, 'Experiência em vendas', 'pt'],
    ];
    for (const [cv, condition, language] of cases) {
      const analysis = await analyse(contact + cv, posting(condition, language));
      expect(byCondition(analysis, condition), condition).toMatchObject({ verdict: 'met', evidence: cv.split('\n')[0] });
      expect(byCondition(analysis, condition).reason).not.toMatch(/años pedidos|years asked|anos pedidos/);
      expect(analysis.mandatoryNotMet).toBe(false);
    }
  });

  it('meets a condition that asks for fewer years than the CV states (es, en, pt)', async () => {
    const cases: [string, string, AnalyzeCvInput['posting']['language']][] = [
      [ES, 'Experiencia mínima de 2 años en ventas', 'es'],
      [EN, 'At least 2 years of experience in sales', 'en'],
      [PT, 'Experiência mínima de 2 anos em vendas', 'pt'],
      ['Trabajé en ventas durante 5 años.', 'Experiencia mínima de 2 años en ventas', 'es'],
      ['Worked in retail sales for 3 years.', 'At least 2 years of sales experience', 'en'],
      ['Sales experience: 30 months at a bakery.', 'At least 2 years of sales experience', 'en'],
      ['Experiencia en ventas de 1 año en salón comercial.', 'Experiencia mínima de 6 meses en ventas', 'es'],
    ];
    for (const [cv, condition, language] of cases) {
      const analysis = await analyse(contact + cv, posting(condition, language));
      expect(byCondition(analysis, condition), condition).toMatchObject({ verdict: 'met', evidence: cv });
    }
  });

  it('does not meet it when the CV states fewer years, and the cap applies when it is far below', async () => {
    const short = await analyse(`${contact}Experiencia en ventas de 1 año en salón comercial.`, posting('Experiencia mínima de 2 años en ventas', 'es'));
    expect(byCondition(short, 'Experiencia mínima de 2 años en ventas').verdict).toBe('partly');
    expect(byCondition(short, 'Experiencia mínima de 2 años en ventas').reason).toBe(
      'El CV reúne alrededor de 1 año de experiencia relacionada, menos de lo pedido (2 años).',
    );
    for (const [cv, condition, language] of [
      ['Experiencia en ventas de 1 año en salón comercial.', 'Experiencia mínima de 5 años en ventas', 'es'],
      ['1 year of experience in sales.', 'At least 5 years of experience in sales', 'en'],
      ['Experiência de 6 meses em vendas.', 'Experiência mínima de 2 anos em vendas', 'pt'],
    ] as const) {
      const analysis = await analyse(contact + cv, posting(condition, language));
      expect(byCondition(analysis, condition).verdict, condition).toBe('not_met');
      expect(analysis.mandatoryNotMet).toBe(true);
      expect(analysis.score).toBeLessThanOrEqual(MANDATORY_NOT_MET_MAX_SCORE);
    }
  });

  it('still counts years from dated jobs, and years stated for another field do not count', async () => {
    const dated = (from: string) => `${contact}Experiencia laboral\nVendedor, Tienda Sol, ${from} – actualidad\nVentas en salón y atención al cliente.`;
    const condition = 'Experiencia mínima de 2 años en ventas';
    expect(byCondition(await analyse(dated('marzo 2019'), posting(condition, 'es')), condition)).toMatchObject({
      verdict: 'met',
      evidence: 'Vendedor, Tienda Sol, marzo 2019 – actualidad',
    });
    expect(byCondition(await analyse(dated('marzo 2024'), posting(condition, 'es')), condition).verdict).toBe('partly');
    const nurse = await analyse(`${contact}Experiencia en enfermería de 5 años.`, posting(condition, 'es'));
    expect(byCondition(nurse, condition).verdict).toBe('unclear');
  });

  it('counts a job line that says how long the role was held, in an experience section or the profile (es, en, pt)', async () => {
    const cook = (language: AnalyzeCvInput['posting']['language'], mandatory: string): AnalyzeCvInput['posting'] => ({
      position: { es: 'Cocinero/a', en: 'Cook', pt: 'Cozinheiro/a' }[language],
      tasks: '',
      mandatory: [mandatory],
      desirable: [],
      language,
    });
    const cases: [string, string, AnalyzeCvInput['posting']['language'], string][] = [
      ['Experiencia\nCocinera en restaurante durante 4 años.', 'Al menos 1 año de experiencia en cocina', 'es', 'El CV reúne unos 4 años de experiencia relacionada (lo pedido: 1 año).'],
      ['Experience\nCook at a restaurant for 4 years.', 'At least 2 years of experience in a kitchen', 'en', 'The CV shows about 4 years of related experience (asked for: 2 years).'],
      ['Perfil\nCozinheira em restaurante por mais de 3 anos.', 'Experiência de 1 ano em cozinha', 'pt', 'O currículo soma cerca de 3 anos de experiência relacionada (pedido: 1 ano).'],
    ];
    for (const [cv, condition, language, reason] of cases) {
      const analysis = await analyse(contact + cv, cook(language, condition));
      expect(byCondition(analysis, condition), condition).toMatchObject({ verdict: 'met', evidence: cv.split('\n')[1], reason });
    }
    // A course's length is not work.
    const course = await analyse(`${contact}Formación\nCurso de cocina durante 2 años.`, cook('es', 'Al menos 1 año de experiencia en cocina'));
    expect(byCondition(course, 'Al menos 1 año de experiencia en cocina').verdict).not.toBe('met');
  });

  it('without years asked, a skills list that names the field is only partly, and says why without speaking of years', async () => {
    const analysis = await analyse(`${contact}Habilidades\nVentas, atención al cliente`, posting('Experiencia en ventas', 'es'));
    expect(byCondition(analysis, 'Experiencia en ventas')).toMatchObject({ verdict: 'partly', evidence: 'Ventas, atención al cliente' });
    expect(byCondition(analysis, 'Experiencia en ventas').reason).not.toMatch(/años/);
  });
});

describe('the name does not change the score', () => {
  const cases: [string, string, string, AnalyzeCvInput['posting']][] = [
    ['es', CV_ES, 'María Fernanda López|Juan Carlos Pérez', POSTING_ES],
    ['pt', CV_PT, 'Ana Beatriz Souza|João Pedro Almeida', POSTING_PT],
    ['en', CV_EN, "JAMES O'NEILL|SARAH KOWALSKI", POSTING_EN],
  ];
  it.each(cases)('%s: swapping a name for one of another gender gives the same verdicts and score', async (_, text, swap, posting) => {
    const [from, to] = swap.split('|') as [string, string];
    const original = await analyse(text, posting);
    const swapped = await analyse(text.replace(from, to), posting);
    expect(swapped.name?.toLowerCase()).toBe(to.toLowerCase());
    expect(swapped.score).toBe(original.score);
    expect(swapped.conditions).toEqual(original.conditions);
    expect(swapped.summary).toBe(original.summary);
  });
});

describe('a mandatory condition not met caps the score; one the CV is silent on does not (decision 057)', () => {
  const posting: AnalyzeCvInput['posting'] = { ...POSTING_ES, desirable: ['Inglés avanzado', 'Curso de RCP'] };

  it('scores above the cap with the licence; without it, lower, to be confirmed, and not capped', async () => {
    const withLicence = await analyse(CV_ES, posting);
    expect(byCondition(withLicence, 'Licencia de conducir B').verdict).toBe('met');
    expect(withLicence.score).toBeGreaterThan(MANDATORY_NOT_MET_MAX_SCORE);

    const withoutLicence = await analyse(CV_ES.replace('Licencia de conducir clase B\n', ''), posting);
    expect(byCondition(withoutLicence, 'Licencia de conducir B')).toMatchObject({
      verdict: 'unclear',
      evidence: null,
      reason: 'El CV no menciona una licencia de conducir; a confirmar.',
    });
    expect(withoutLicence.mandatoryNotMet).toBe(false);
    expect(withoutLicence.score).toBeLessThan(withLicence.score);
  });

  it('caps the score when the CV shows less than asked: years in the field well short', async () => {
    const short = await analyse(`José Núñez\njose.nunez@example.com\nExperiencia\nVendedora, Tienda Sol, enero 2025 – junio 2025`, {
      ...posting,
      mandatory: ['Al menos 5 años de experiencia en ventas'],
    });
    expect(byCondition(short, 'Al menos 5 años de experiencia en ventas')).toMatchObject({ verdict: 'not_met', reasonKey: 'experience.notMet' });
    expect(short.mandatoryNotMet).toBe(true);
    expect(short.score).toBeLessThanOrEqual(MANDATORY_NOT_MET_MAX_SCORE);
  });
});

describe('a posting without conditions', () => {
  it('is judged on its position, as one desirable condition', async () => {
    const posting = { ...POSTING_PT, mandatory: [], desirable: [] };
    const analysis = await analyse(CV_PT, posting);
    expect(analysis.conditions).toHaveLength(1);
    expect(analysis.conditions[0]).toMatchObject({ condition: posting.position, kind: 'desirable' });
    expect(analysis.conditions[0]!.verdict).not.toBe('not_met');
    expect(analysis.score).toBeGreaterThan(0);
    const unrelated = await analyse(CV_ES, posting);
    expect(unrelated.score).toBeLessThan(analysis.score);
  });
});

describe('degrees in computing and languages beyond the usual ones', () => {
  const cv = `Lucas Benítez
lucas.benitez@example.com

Education
B.Tech (Pursuing) in Computer Science Engineering, 2022 – Present

Languages
Korean (B1), Guarani native, Russian basic
`;
  const posting: AnalyzeCvInput['posting'] = {
    position: 'Desarrollador/a',
    tasks: 'Desarrollo de software.',
    mandatory: ['Título en Ingeniería en Sistemas o afín'],
    desirable: ['Coreano intermedio', 'Guaraní', 'Ruso avanzado', 'Árabe'],
    language: 'es',
  };

  it('reads computer science as a systems engineering field, still in progress', async () => {
    const analysis = await analyse(cv, posting);
    expect(byCondition(analysis, 'Título en Ingeniería en Sistemas o afín')).toMatchObject({
      verdict: 'partly',
      evidence: 'B.Tech (Pursuing) in Computer Science Engineering, 2022 – Present',
      reason: 'El CV indica esa formación, pero todavía en curso.',
    });
  });

  it('reads Korean, Guarani and Russian with their levels, and names Arabic as missing', async () => {
    const analysis = await analyse(cv, posting);
    expect(byCondition(analysis, 'Coreano intermedio').verdict).toBe('met');
    expect(byCondition(analysis, 'Guaraní').verdict).toBe('met');
    expect(byCondition(analysis, 'Ruso avanzado')).toMatchObject({ verdict: 'not_met', reason: 'El CV indica un nivel de ruso inferior al pedido.' });
    expect(byCondition(analysis, 'Árabe')).toMatchObject({ verdict: 'not_met', reason: 'El CV no muestra árabe: no lo menciona entre sus idiomas ni está escrito en él.' });
  });
});

describe('one-letter programming languages', () => {
  const cv = (skills: string) => `Ana Souza\nana.souza@example.com\n\nHabilidades\n${skills}\n`;
  const posting = (condition: string): AnalyzeCvInput['posting'] => ({
    position: 'Analista de dados',
    tasks: 'Análise de dados.',
    mandatory: [condition],
    desirable: [],
    language: 'pt',
  });

  it('finds R and C named in a list, as alternatives or alone', async () => {
    const r = await analyse(cv('Computação: R, git, SQL'), posting('Experiência com Python ou R'));
    expect(byCondition(r, 'Experiência com Python ou R')).toMatchObject({ verdict: 'met', evidence: 'Computação: R, git, SQL' });
    const c = await analyse(cv('Java, C, Python'), posting('Conhecimento de C'));
    expect(byCondition(c, 'Conhecimento de C').verdict).toBe('met');
  });

  it('does not take an initial, a currency or another word for them', async () => {
    for (const skills of ['Paulo R. Lima, Java', 'Pretensão salarial R$ 3.000', 'Vitamin C research, Java']) {
      const analysis = await analyse(cv(skills), posting('Conhecimento de R e C'));
      // Neither is taken: the CV does not name the languages, so the verdict stays unclear with no evidence.
      expect(byCondition(analysis, 'Conhecimento de R e C'), skills).toMatchObject({ verdict: 'unclear', evidence: null });
    }
  });
});

describe('protected traits', () => {
  it('never quotes age, marital status or nationality as evidence, and they do not change the score', async () => {
    const withTraits = CV_ES.replace('Perfil\n', 'Perfil\nEdad: 34 años. Estado civil: casada. Nacionalidad: argentina.\n');
    const plain = await analyse(CV_ES, POSTING_ES);
    const traits = await analyse(withTraits, POSTING_ES);
    expect(traits.score).toBe(plain.score);
    expect(traits.conditions.some((entry) => /Edad|casada|Nacionalidad/.test(entry.evidence ?? ''))).toBe(false);
    expect(traits.summary).not.toMatch(/Edad|casada|Nacionalidad/);
  });
});
