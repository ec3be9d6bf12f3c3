import { describe, expect, it } from 'vitest';
import type { AnalyzeCvInput, CvAnalysis } from '../../engine';
import { analyzeCvText } from './analyze-cv';

// The verdicts a recruiter found wrong (issue 14), each on the lines of a real CV of the corpus (or, where
// the corpus has none, as CVs print it): the verdict a careful reader gives, and the line that decides it.

const NOW = new Date('2026-11-23T12:00:00Z');

function analyse(text: string, posting: Partial<AnalyzeCvInput['posting']> & { mandatory: string[] }): CvAnalysis {
  return analyzeCvText({ text, posting: { position: 'Puesto', tasks: '', desirable: [], language: 'es', ...posting } }, NOW);
}

function verdictOf(analysis: CvAnalysis, condition: string) {
  const found = analysis.conditions.find((entry) => entry.condition === condition);
  if (!found) throw new Error(`no assessment for ${condition}`);
  return found;
}

// AmandaMartinsDev/curriculo: a software developer.
const DEVELOPER = `Amanda Martins Xavier
Desenvolvedora de Software
Experiência
Application Developer (Remoto) 2022 – Presente
Desenvolvimento de aplicações web com React, Node.js e TypeScript.
Manutenção de APIs REST e integração com bancos de dados.
Estagiária em Associate Application Developer (Remoto) 2021-2022
Testes automatizados e documentação técnica.
Formação
Bacharelado em Ciência da Computação 2017 – 2021
`;

// Honeegee/NCP Graduate-Resume-Example-Nursing: a final-year nursing student.
const NURSING_STUDENT = `Amelia Chen
Graduate Registered Nurse
Professional and empathetic final year nursing student passionate about delivering exceptional patient
centred care in the public health system. Seeking a graduate Registered Nurse position in the Cairns
Hospital and Health Service.
Education
Bachelor of Nursing Science James Cook University, Cairns 2023 – Present
Clinical Placements
Cairns Hospital – Surgical Ward (320 hours) August – October 2025
• Provided post-operative care, monitored vital signs and administered medications under supervision.
Mental Health Unit (160 hours) March – April 2025
• Supported patients with mental health conditions.
Work Experience
Assistant in Nursing – Bupa Aged Care, Cairns (Part-time) February 2022 – Present
• Assisted residents with activities of daily living.
Memberships
AHPRA – Student Membership
JCU Nursing Students Association – Committee Member
`;

// Sbhawal/resumeScraper 14062078: a registered nurse with ten years in acute care.
const ACUTE_CARE_NURSE = `REGISTERED NURSE
Summary
Registered Nurse with 10 years of experience in acute care hospital settings.
Licenses
Registered Nurse, State Board of Nursing, active
Experience
Registered Nurse 01/2012 to Current
Company Name City , State
Provided care to patients on a 32-bed medical-surgical acute care unit, administered medications and monitored telemetry.
Registered Nurse 05/2009 to 12/2011
Company Name City , State
Cared for post-operative patients and coordinated discharge plans.
Education
Associate of Science : Nursing , 2009 Community College
`;

const POSTING_NURSE = {
  position: 'Registered Nurse',
  language: 'en' as const,
  mandatory: ['At least 2 years of clinical nursing experience', 'Current professional registration'],
  desirable: ['Inpatient care'],
};

describe('experience is counted in roles of the condition’s field, with the role’s dates', () => {
  it('a developer does not meet a year in sales or customer service from "Application Developer (Remoto)"', () => {
    const condition = 'Al menos 1 año de experiencia en ventas o atención al cliente';
    const verdict = verdictOf(analyse(DEVELOPER, { mandatory: [condition] }), condition);
    expect(verdict.verdict).not.toBe('met');
    expect(verdict.evidence ?? '').not.toContain('Application Developer');
  });

  it('a telemarketing job whose dates are written in words counts for customer service (helenfernanda)', () => {
    const cv = `Helen Fernanda
Experiência

Teleoperadora - primeiro emprego em carteira
Onde: Atento - Vivo
Função: Atendimento e realização de serviços a clientes da operadora Vivo
Quando: De 4 de junho de 2004 a 1º de março de 2005 (9 meses)

Professora particular - autônoma
Onde: À domicílio
Quando: De janeiro de 1999 a dezembro de 2001 (3 anos)
`;
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toMatch(/Atendimento|Teleoperadora|Atento/);
  });

  it('a data scientist who predicted sales is not a salesperson (guilhermeparreira)', () => {
    const cv = `Guilherme
EXPERIÊNCIA
Cientista de Dados
Furukawa Electric LatAm
Fev 2023 - Julho 2024
• Otimizei um projeto de previsão de demanda, reduzindo o tempo de computação em 50%.
• Utilização de modelo de aprendizado de máquina para prever a probabilidade de clientes comprarem, contribuindo para um crescimento de receita de vendas.
• Desenvolvi um modelo preditivo para prever o fluxo de caixa.
• Construí um modelo de previsão de sentimento.
`;
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('a job counts by what its lines say was done: a materials manager who ran inventory, receiving and shipping worked in a warehouse (Sbhawal 17152392)', () => {
    const cv = `Experience
Company Name November 2010 to October 2013 Materials Manager
Controlled $1.5 million in component parts inventory while maintaining 12 inventory turns annually.
Oversaw inventory management and the receiving and shipping of parts.
Directed all purchasing activities and decisions (estimated annual volume $2 million).
`;
    const condition = 'Experiência mínima de 2 anos em operações de armazém e/ou transporte';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    // Without the lines that say what was done, the title alone shows nothing of a warehouse: nothing against it either.
    const titleOnly = cv.split('\n').slice(0, 2).join('\n');
    expect(verdictOf(analyse(titleOnly, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('a head of finance and a financial controller kept the books: their years count toward accounting, in any language', () => {
    const cv = `Professional Experience
Head of Finance, Baxter Holdings, 2015 - 2025
Led a team of six; monthly close, group consolidation, statutory accounts and audit liaison.
Financial Controller, Merton Foods, 2005 - 2015
Prepared management accounts and budgets; managed payables, receivables and VAT returns.
`;
    for (const condition of ['Experiência mínima de 5 anos em contabilidade', 'Al menos 5 años de experiencia en contabilidad o finanzas']) {
      const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
      expect(verdict.verdict, condition).toBe('met');
      expect(verdict.reason).toMatch(/20 anos|20 años/);
    }
  });

  it('a Bachelor of Accountancy meets a degree in "Ciências Contábeis": the word before a university is its name only without a comma or a line between', () => {
    const condition = 'Graduação em Ciências Contábeis, Finanças ou Administração';
    for (const cv of [
      'Education\nBachelor of Accountancy, University of Glasgow, 2001 - 2004\n',
      'Education\nBachelor of Accountancy\nUniversity of Glasgow, 2001 - 2004\n',
    ]) {
      expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict, cv).toBe('met');
    }
    // 'Cook' right before 'University' is still the university's name, no cook.
    const cook = 'Al menos 2 años de experiencia como cocinero';
    expect(verdictOf(analyse('Education\nBachelor of Nursing, James Cook University, 2015 - 2018\n', { mandatory: [cook] }), cook).verdict).not.toBe('met');
  });

  it('the quoted line is the job’s own, not glued to what is left of a link under it (debora)', () => {
    const cv = `Experiência Profissional
CCR Autoban, de 05/2022 a 04/2023
Função: Agente de atendimento
OBS: Tenho uma carta de recomendação (http://terceiro.com.br/debora/carta-
recomendacao.png) da Autoban.
`;
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toBe('Função: Agente de atendimento');
  });

  it('a student whose CV lists no work does not meet six months of customer service (mmaniezo)', () => {
    const cv = `RAFAEL
Cursando Engenharia de Software
OBJETIVO PROFISSIONAL
Atualmente cursando Engenharia de Software, busco oportunidades para aplicar meus conhecimentos em desenvolvimento web.
FORMAÇÃO ACADÊMICA
FIAP - Faculdade de Informática e Administração Paulista 2024 - 2027
Bacharelado em Engenharia de Software
IDIOMAS
Português: Nativo
`;
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('"to support common goals" is no IT support, so a student society’s publicity officer has no customer-service experience (Nursing_Resume_Example)', () => {
    const cv = `VOLUNTEER EXPERIENCE
Hospital Volunteer, Peterborough Regional Health Centre Aug. 2019 – Sep. 2021
• Aided in basic administrative duties such as filing, placing phone calls, and responding to emails
• Directed patients and visitors to the appropriate units in the hospital
Pre-Medical Society Publicity Officer, Trent University May 2019 – May 2020
• Communicated society events and campaigns through posters, social media, and email
• Worked in a team environment to support common goals and promote collective success
Pre-Medical Society Vice President, Trent University May 2019 – Apr. 2020
• Managed a team of volunteers to facilitate student programming and community events
`;
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
    const helpDesk = 'EXPERIENCE\nIT Support Technician, Acme Ltd. Jan 2020 – Dec 2022\n• Help desk for 300 users\n';
    expect(verdictOf(analyse(helpDesk, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
  });

  it('a job printed under the wrong heading by a two-column layout still counts (Luisqb: "Cargo: Auxiliar de Tesorería")', () => {
    const cv = `LUIS
EXPERIENCIAS LABORALES
Responsable.
Honesto.
HABILIDADES Y DESTREZAS
Agosto 2011 – Diciembre 2013 Administradora de Planes Integrales de Salud Planinsa, C.A. (Venezuela)
Cargo: Auxiliar de Tesorería.
Funciones: Manejo del sistema ACSEL, imprimir retenciones y comprobantes de IVA, ISLR, emisión de cheques de grandes
cantidades, armar cartas de reembolsos, realizar depósito.
`;
    const condition = 'Experiencia en tesorería o nómina';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toMatch(/Auxiliar de Tesorería/);
  });

  it('dates joined by an arrow, "Diciembre 2018 –> Presente", are a job of eight years (CamposecoKevin)', () => {
    const cv = `KEVIN
EXPERIENCIA
Analista de Datos Quetzaltenango ‑ Guatemala
AGROPECUARIA POPOYÁN‑PROINNOVA Diciembre 2018 –> Presente
Elaboración, actualización, distribución de reportes y seguimiento de indicadores.
Explorar los datos para comprenderlos.
`;
    const condition = 'Al menos 2 años de experiencia en análisis de datos';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.reasonParams).toMatchObject({ years: 7.9 });
  });

  it('Europass dates with the day, "21/11/2016–30/06/2019", are a job of two and a half years (AntonioMendezRuiz)', () => {
    const cv = `WORK EXPERIENCE
04/09/2015–30/07/2016 Kitchen assistant
McMullen & Sons, Cambridge (United Kingdom)
- Full time job
21/11/2016–30/06/2019 Call centre agent
Orange, Jerez de la Frontera (Spain)
- Customer Support
`;
    const service = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    const verdict = verdictOf(analyse(cv, { mandatory: [service], language: 'pt' }), service);
    expect(verdict.verdict).toBe('met');
    expect(verdict.reasonParams).toMatchObject({ years: 2.7 });
    // A kitchen assistant's ten months are a cook's experience, at half: not two years as a cook.
    const cook = 'Al menos 2 años de experiencia como cocinero/a en restaurante, hotel, crucero o colectividades';
    const kitchen = verdictOf(analyse(cv, { mandatory: [cook] }), cook);
    expect(kitchen).toMatchObject({ verdict: 'not_met', reasonParams: { years: 0.5 } });
    expect(kitchen.evidence).toContain('Kitchen assistant');
  });

  it('a designer’s jobs printed as dates over titles, with blank lines between, are read whole (marianemartins)', () => {
    const cv = `Experiência

03/2018 08/2018

Silk Plac, Atibaia SP - Designer Gráfico

08/2018 - 07/2019 - 1 ano e 1 mês

ACCT, Atibaia SP - Designer de interface UI - Junior

07/2019 - o momento - 1 ano e 6 meses

ACCT, Atibaia SP - Analista UI UX - Pleno
`;
    const condition = 'Pelo menos 2 anos de experiência como designer (agência, editora, estúdio ou marketing)';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    // March 2018 to the year and a half the CV prints for the current job (not the years since it was written).
    expect(verdict).toMatchObject({ verdict: 'met', reasonParams: { years: 2.8 } });
    expect(verdict.evidence).toBe('Silk Plac, Atibaia SP - Designer Gráfico');
  });

  it('an employer’s name is not the job’s field: IT support at a "…de Administración" institute is no administrative work (Luisqb)', () => {
    const cv = `Experiencia Laboral
Marzo 2017 – febrero 2018 Instituto de Estudios Superiores de Administración IESA (Venezuela)
Cargo: Analista de Apoyo Tecnológico Junior
Funciones: Administración de Active Directory y soporte a usuarios.
Agosto 2011 – Diciembre 2013 Administradora de Planes Integrales
Cargo: Auxiliar de Tesorería.
Funciones: Emisión de cheques a proveedores, realizar depósitos bancarios.
`;
    const condition = 'Al menos 2 años de experiencia en tareas contables o administrativas';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    // The treasury assistant's two years and four months count, at half for an assistant's role; the IT job not at all.
    expect(verdict).toMatchObject({ verdict: 'partly', evidence: 'Cargo: Auxiliar de Tesorería.', reasonParams: { years: 1.2 } });
  });

  it('"2015 - ahora" is a job that goes on today (chucheria)', () => {
    const cv = `Beatriz
experiencia
2015 - ahora Havas Media, Madrid Data Scientist
Minería y representación de datos con herramientas como R, PHP y Tableau.
`;
    const condition = 'Al menos 2 años de experiencia en análisis de datos';
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('met');
  });

  it('a job titled by its BI tool is data work: "Power BI Freelancer and Consultant" (marcuscatan)', () => {
    const cv = `Since 2020 - Power BI Freelancer and Consultant

Building Power BI reports and creating SQL views to use as a source for those reports in different enterprises.
`;
    const condition = '2+ years of professional experience analysing data or building reports';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('met');
  });

  it('two years of technical support and a waiter’s job are serving customers (AntonioMendezRuiz, bjherger john_smith)', () => {
    const condition = 'Pelo menos 6 meses de experiência em atendimento ao cliente, telemarketing ou vendas';
    const support = `ANTONIO
Experiencias
He trabajado dos años como soporte técnico en una importante empresa internacional de telecomunicaciones.
`;
    expect(verdictOf(analyse(support, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
    const waiter = `EXPERIENCE
Panini’s Bar and Grill, Cleveland, Ohio August 2014 - May 2015
Server
• Worked independently in a fast-paced environment while developing customer service skills with each guest.
• Optimized persuasive skills to highlight nightly specials and engage each table’s attention.
• Fostered cooperation within a staff of 7 to maintain a pleasant atmosphere.
`;
    expect(verdictOf(analyse(waiter, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
  });

  it('a 320-hour placement is not two years of clinical nursing, and "2023 – Present" under education is not experience', () => {
    const analysis = analyse(NURSING_STUDENT, POSTING_NURSE);
    const verdict = verdictOf(analysis, 'At least 2 years of clinical nursing experience');
    expect(verdict.verdict).not.toBe('met');
    expect(verdict.reason).not.toMatch(/4\.8|3\.\d years/);
  });

  it('the nurse with ten years in acute care meets the years and inpatient care, and ranks above the student', () => {
    const nurse = analyse(ACUTE_CARE_NURSE, POSTING_NURSE);
    expect(verdictOf(nurse, 'At least 2 years of clinical nursing experience').verdict).toBe('met');
    expect(verdictOf(nurse, 'Inpatient care').verdict).toBe('met');
    expect(verdictOf(nurse, 'Inpatient care').evidence).toMatch(/acute care|medical-surgical/);
    expect(nurse.score).toBeGreaterThan(analyse(NURSING_STUDENT, POSTING_NURSE).score);
  });

  it('a student’s "August 2015 - Present" at university is not years of experience (bjherger john_smith)', () => {
    const cv = `John Smith
EDUCATION
Kent State University, Kent, Ohio August 2015 - Present
Bachelor of Business Administration, expected May 2019
EXPERIENCE
Sales Associate, Target, Kent, Ohio May 2017 - August 2017
`;
    const condition = 'At least 2 years of sales experience';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(verdict.verdict).not.toBe('met');
    expect(verdict.evidence).toMatch(/Sales Associate/);
  });

  it('the quoted line is the role, not a stray line a two-column layout printed above it (marcuscatan)', () => {
    const cv = `Business Intelligence
Analyst & Productivity
Engineer
CONTACT
Brazil, Sao Paulo – SP.
Rua João Lourenço, 763.
✓ Spanish: Intermediate
Since 2020 - Power BI Freelancer and Consultant
Building Power BI reports and creating SQL views to use as a source
for those reports in different enterprises, advising best data hierarchy,
`;
    const condition = '2+ years of professional experience analysing data or building reports';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toBe('Since 2020 - Power BI Freelancer and Consultant');
  });
});

describe('education is read as completed, in progress or left, and levels are ordered', () => {
  const condition = 'Educación secundaria completa';

  it('"Secundario incompleto" does not meet a completed secondary school', () => {
    const cv = `Juan Pérez
Estudios
Secundario incompleto – Escuela Técnica N° 5, 2010 – 2013
Experiencia
Ayudante de cocina, Restaurante El Puerto, 2016 – 2020
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(verdict.verdict).toBe('not_met');
    expect(verdict.evidence).toContain('Secundario incompleto');
  });

  it('a completed master’s meets a bachelor’s requirement in its field, and any degree meets secondary school', () => {
    const cv = `Guilherme
FORMAÇÃO
Mestre em métodos numéricos
Universidade Federal do Paraná, 2016 – 2018
Bacharel em Estatística
Universidade Federal do Paraná, 2011 – 2015
`;
    const bachelor = 'Licenciatura en Estadística o Matemática';
    const analysis = analyse(cv, { mandatory: [bachelor, condition] });
    expect(verdictOf(analysis, bachelor).verdict).toBe('met');
    expect(verdictOf(analysis, condition).verdict).toBe('met');
  });

  it('a higher technology degree meets "Ensino médio completo" and one "Cursado até o 2° período" is left (romanoclaude)', () => {
    const cv = `Claudemir
Formação Acadêmica:

Superior de Tecnologia em Sistemas para Internet / 2021 - 2022 FIAP - Faculdade de Informática e Administração Paulista

Curso Superior de Tecnologia em Gestão de Marketing / 2018 USCS - Universidade Municipal de São Caetano do Sul / Cursado até o 2° período
`;
    const medio = 'Ensino médio completo';
    const marketing = 'Graduação em Marketing';
    const analysis = analyse(cv, { mandatory: [medio, marketing], language: 'pt' });
    expect(verdictOf(analysis, medio).verdict).toBe('met');
    expect(verdictOf(analysis, marketing).verdict).not.toBe('met');
  });

  it('the school level a teacher will teach at is not the degree asked: "Ensino Médio completo" does not meet a teaching title "para la enseñanza de inglés en el nivel secundario" (marianemartins)', () => {
    const cv = `Mariane Martins Almeida
Formação e certificações
2016
Colégio Vanguarda, Atibaia - Ensino Médio completo
2017 - 2019
ETEC - Técnico em Design de Interiores
`;
    const title = 'Título de Profesor/a de Inglés o título docente habilitante para la enseñanza de inglés en el nivel secundario.';
    const analysis = analyse(cv, { mandatory: [title] });
    expect(verdictOf(analysis, title).verdict).toBe('not_met');
    // Where the level is the degree asked, secondary school still meets it.
    const secondary = 'Ensino médio completo';
    expect(verdictOf(analyse(cv, { mandatory: [secondary], language: 'pt' }), secondary).verdict).toBe('met');
  });

  it('a profile paragraph a two-column layout printed under "EDUCATION" is no degree in design (marcuscatan)', () => {
    const cv = `Marcus Catan
[Mechanical Engineering] 2011 – 2017
at Anhembi Morumbi University
Bachelor of Science Degree in:
EDUCATION
I am passionate about business intelligence and design. I will always do my best to understand my client’s
problem and build a tailored solution. I am curious and I like learning things by myself.
`;
    const degree = 'Formação técnica ou superior completa em Design Gráfico, Comunicação Visual, Publicidade, Artes Visuais ou áreas afins';
    const found = verdictOf(analyse(cv, { mandatory: [degree], language: 'pt' }), degree);
    expect(found.verdict).toBe('not_met');
    expect(found.evidence).not.toContain('passionate');
  });

  it('a degree in progress meets secondary school and only partly the degree', () => {
    const degree = 'Bachelor of Nursing';
    const analysis = analyse(NURSING_STUDENT, { mandatory: [degree, 'Completed secondary school'], language: 'en' });
    expect(verdictOf(analysis, degree).verdict).toBe('partly');
    expect(verdictOf(analysis, 'Completed secondary school').verdict).toBe('met');
  });

  it('a Colombian "Bachiller académico" has finished secondary school (jersonguarin3105)', () => {
    const cv = `Jerson
Formación Académica
BACHILLER ACADÉMICO
Aprendiz SENA
Análisis y Desarrollo de Software
`;
    const verdict = verdictOf(analyse(cv, { mandatory: ['Ensino médio completo'], language: 'pt' }), 'Ensino médio completo');
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toBe('BACHILLER ACADÉMICO');
  });

  it('a commerce degree is related to accounting or administration, so partly meets it (NORISYANETH)', () => {
    const cv = `Formación académica
Licenciada en Comercio, Universidad de Pamplona
`;
    const condition = 'Título técnico, tecnólogo o profesional en contabilidad, finanzas o administración';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(verdict.verdict).toBe('partly');
    expect(verdict.evidence).toContain('Licenciada en Comercio');
    // A field outside business is still not related.
    const other = verdictOf(analyse(cv.replace('Comercio', 'Biología'), { mandatory: [condition] }), condition);
    expect(other.verdict).toBe('not_met');
  });

  it('"Education and Training" holds the degrees, and a job’s "statistical reports" is not a degree (Sbhawal 14062078)', () => {
    const cv = `REGISTERED NURSE
Professional Experience
Medical Technician/ Healthcare Specialist Company Name
HEALTH CARE STATISTICS / REPORTING: Extracted medical statistical reports from Composite Health Care System (CHCS).
Education and Training
HS : General Studies Bainbridge High School
A.S : Nursing Columbus Technical College BSN. South University
`;
    const condition = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(verdict.verdict).toBe('not_met');
    expect(verdict.evidence).not.toContain('STATISTICS');
  });

  it('a "High School Diploma" is secondary school, not a technical diploma (Sbhawal 10464113)', () => {
    const cv = `Education
High School Diploma : Required and Business 1977 Suncoast City , State , United States
`;
    const technical = 'Título técnico, tecnólogo o profesional en contabilidad, finanzas o administración';
    const analysis = analyse(cv, { mandatory: [technical, 'Educación secundaria completa'] });
    expect(verdictOf(analysis, technical).verdict).toBe('not_met');
    expect(verdictOf(analysis, 'Educación secundaria completa').verdict).toBe('met');
  });

  it('the degree quoted is the degree, not a description that mentions "pós-graduação" (guilhermeparreira)', () => {
    const cv = `FORMAÇÃO ACADÊMICA
Bacharel em Estatística
UFPR
Jan 2010 – Dez 2015
Voluntário no projeto Laboratório de Estatística Aplicada (LEA) que oferece consultoria/acessoria estatística para alunos de graduação e pós-graduação da UFPR.
`;
    const condition = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toBe('Bacharel em Estatística');
  });

  it('under "Graduação", the block after a blank line is not that degree’s field (helenfernanda: "Informática" courses)', () => {
    const cv = `Graduação

Comunicação Social - Jornalismo
Onde: Faculdade de Comunicação e Biblioteconomia (Facomb) da Universidade Federal de Goiás (UFG)
Quando: De 2002 a 2005 (4 anos)

Informática

Web Design MX: Dreamweaver, Fireworks, Flash
`;
    const condition = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition).verdict).not.toBe('met');
  });

  const accounting = 'Título técnico, tecnólogo o profesional en contabilidad, finanzas o administración';

  it('the institution’s name is not the degree’s field: "FIAP - Faculdade de Informática e Administração" (romanoclaude, mmaniezo)', () => {
    const sameLine = `Formação Acadêmica:
Superior de Tecnologia em Sistemas para Internet / 2021 - 2022 FIAP - Faculdade de Informática e Administração Paulista
`;
    expect(verdictOf(analyse(sameLine, { mandatory: [accounting] }), accounting).verdict).toBe('not_met');
    const lineAbove = `FORMAÇÃO ACADÊMICA
FIAP - Faculdade de Informática e Administração Paulista 2024 - 2027
Bacharelado em Engenharia de Software
`;
    const verdict = verdictOf(analyse(lineAbove, { mandatory: [accounting] }), accounting);
    expect(verdict.verdict).toBe('not_met');
    expect(verdict.evidence).toBe('Bacharelado em Engenharia de Software');
    // The same degree in administration meets it, and where only the faculty says what was studied, it counts.
    const administration = lineAbove.replace('Engenharia de Software', 'Administração');
    expect(verdictOf(analyse(administration, { mandatory: ['Ensino médio completo', accounting] }), accounting).verdict).toBe('partly');
    const facultyOnly = `Educación
Facultad de Ciencias Económicas, Contabilidad – Universidad de Buenos Aires, 2010 – 2015
`;
    expect(verdictOf(analyse(facultyOnly, { mandatory: [accounting] }), accounting).verdict).toBe('met');
  });

  it('"Expected Graduation: May 2018" is a degree completed by now (bjherger john_smith)', () => {
    const cv = `EDUCATION
Bachelor of Business Administration Expected Graduation: May 2018
Kent State University Kent, Ohio
Major: Business Management GPA: 3.6
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [accounting] }), accounting);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toContain('Bachelor of Business Administration');
    const coming = verdictOf(analyse(cv.replace('2018', '2028'), { mandatory: [accounting] }), accounting);
    expect(coming).toMatchObject({ verdict: 'partly', reason: expect.stringContaining('en curso') });
  });

  it('"FP grado medio en administración" is a technical degree in administration, not the "Bachillerato" after it (AntonioMendezRuiz, Europass)', () => {
    const cv = `EDUCATION AND TRAINING
2004–2009 Educación Secundaria Obligatoria EQF level 3
Colegio Hijas de San José., Jerez de la Frontera (Spain)
2010–2011 FP grado medio en administración EQF level 3
IES Padre Luis Coloma., Jerez de la Frontera (Spain)
Administrative and management knowledge
2012–2014 Bachillerato EQF level 4
IES Padre Luis Coloma, Jerez de la Frontera (Spain)
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [accounting] }), accounting);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toContain('FP grado medio en administración');
    // 'FP' names the kind of degree, not its field: an FP in administration is no training in cooking.
    const cooking = 'Formación en cocina u hostelería (FP de Cocina y Gastronomía o similar)';
    expect(verdictOf(analyse(cv, { mandatory: [cooking] }), cooking).verdict).toBe('not_met');
  });

  it('a degree "Pausado (7mo. Semestre)" is not completed, the institution’s "Informática" is not its field, and a completed technical one still counts (Luisqb)', () => {
    const cv = `FORMACION ACADÉMICA
Institución: CIDEI “Consultora Interamericana de Informática (INCE)
Título Obtenido: Técnico en Asistente administrativo.
Año: 2009.
Institución: UNIVERSIDAD NACIONAL EXPERIMENTAL SIMON RODRIGUEZ. (Venezuela)
Título Obtenido: Licenciado en Administración mención Informática.
Año: Pausado (7mo. Semestre).
`;
    const superior = 'Ensino superior completo em Administração, Engenharia, Logística, Comércio Exterior ou áreas afins';
    const verdict = verdictOf(analyse(cv, { mandatory: [superior], language: 'pt' }), superior);
    expect(verdict.verdict).toBe('partly');
    expect(verdict.evidence).toBe('Título Obtenido: Técnico en Asistente administrativo.');
    const quantitative = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    expect(verdictOf(analyse(cv, { mandatory: [quantitative], language: 'en' }), quantitative).verdict).toBe('not_met');
  });

  it('a professor’s CV: "Ph.D in Physical Geography" is a doctorate in geography, "Electrical Engineer" under education an engineering degree, and a funder under "Works" no degree (geofis)', () => {
    const cv = `Employments
2004 - Present Profesor / Investigador Universidad Autónoma de Santo Domingo
Education
1999 - 2012 Ph.D in Physical Geography Universidad de Sevilla
Sevilla
1990 - 1994 Electrical Engineer Instituto Tecnológico de Santo Domingo
Santo Domingo
Works
1. Martínez-Batlle, J. R. (2021). Deforestación y fuego en República Dominicana. In XX Jornada de Investigación Científica.
Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT).
`;
    const doctorate = 'Doctorado en Geografía, Geología, Geofísica, Ciencias de la Tierra o afín';
    const teaching = 'Al menos 3 años de experiencia docente universitaria';
    const engineering = 'Ensino superior completo em Administração, Engenharia, Logística, Comércio Exterior ou áreas afins';
    const analysis = analyse(cv, { mandatory: [doctorate, teaching, engineering] });
    expect(verdictOf(analysis, doctorate)).toMatchObject({ verdict: 'met', evidence: '1999 - 2012 Ph.D in Physical Geography Universidad de Sevilla' });
    expect(verdictOf(analysis, teaching).verdict).toBe('met');
    expect(verdictOf(analysis, engineering).evidence).toContain('Electrical Engineer');
    // A private tutor is no university teacher.
    const tutor = cv.replace('Profesor / Investigador Universidad Autónoma de Santo Domingo', 'Professora particular - autônoma');
    expect(verdictOf(analyse(tutor, { mandatory: [teaching] }), teaching).verdict).not.toBe('met');
  });

  it('an electronics engineering degree is related to "ingeniero/a de sistemas, software, telecomunicaciones o afín"; a geography doctorate is not (annavidaltur)', () => {
    const condition = 'Título de ingeniero/a de sistemas, software, telecomunicaciones o afín, o tecnólogo/a en desarrollo de software';
    const cv = `Formación
2014 - 2018
Universitat Politècnica de València (ETSID)
Grado en Ingeniería Electrónica Industrial y Automática
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition)).toMatchObject({
      verdict: 'partly',
      evidence: 'Grado en Ingeniería Electrónica Industrial y Automática',
    });
    const geography = 'Formación\n1999 - 2012 Doctorado en Geografía Física, Universidad de Sevilla\n';
    expect(verdictOf(analyse(geography, { mandatory: [condition] }), condition).verdict).toBe('not_met');
  });

  it('"BSN, or enrolled in an RN-to-BSN program" is a nursing degree: met by a Bachelor of Science in Nursing, partly while studying it, not by another field (Med-Surg nurse)', () => {
    const condition = 'BSN, or enrolled in an RN-to-BSN program';
    const graduate = `Education
Florida Nursing University, Palm Tree Street, FL, 2015
Bachelor of Science in Nursing
`;
    expect(verdictOf(analyse(graduate, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('met');
    expect(verdictOf(analyse(NURSING_STUDENT, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('partly');
    const safety = 'Formación académica\nTitulación: Tecnólogo en Gestión de la seguridad y salud en el trabajo\n';
    expect(verdictOf(analyse(safety, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('not_met');
  });

  it('a course is no degree ("Informática na SOS Computadores" under "Cursos"), but under "Formação e certificações" a design course is related to a design degree (debora, marianemartins)', () => {
    const quantitative = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    const courses = 'Cursos\nInformática na SOS Computadores\n';
    expect(verdictOf(analyse(courses, { mandatory: [quantitative], language: 'en' }), quantitative).verdict).toBe('unclear');
    const design = 'Formação técnica ou superior completa em Design Gráfico, Comunicação Visual, Publicidade, Artes Visuais ou áreas afins';
    const art = 'Formação e certificações\n2016\nColégio Vanguarda, Atibaia - Ensino Médio completo\n2019 - 2019\nUdemy - Online - UX & Design Thinking\n';
    expect(verdictOf(analyse(art, { mandatory: [design], language: 'pt' }), design).verdict).toBe('partly');
  });

  it('a Venezuelan "T.S.U en Administración" is higher education in administration (ginpaz)', () => {
    const cv = `Formación Académica
2001-2005 | Instituto Universitario de Tecnología de Maracaibo
T.S.U en Administración.
2007-2010 | Universidad Rafael Belloso Chacín
Licenciada en Contaduría Pública.
`;
    const condition = 'Ensino superior completo em Administração, Engenharia, Logística, Comércio Exterior ou áreas afins';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toBe('T.S.U en Administración.');
  });
});

describe('a course at a university is no degree', () => {
  it('"Arte da Poesia em Boston University" under "Cursos livres" is a course; the journalism faculty is the degree (marcelscog)', () => {
    const cv = `EDUCAÇÃO
JORNALISMO - Faculdade Paulus de Tecnologia e Comunicação
Comunicação, Jornalismo e Filosofia — 2009-2013
CURSOS LIVRES
Literatura Electrónica em Davidson University
Arte da Poesia em Boston University
`;
    const condition = 'Ensino superior completo';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toContain('JORNALISMO');
  });
});

describe('a template’s advice is not the candidate’s words', () => {
  it('the lines a "TIP:" wraps onto are advice too (Honeegee Graduate-Resume-Example)', () => {
    const cv = `Experience
Retail Assistant, Alive Pharmacy Smithfield (Part-time) February 2020 – January 2022
TIP: Commence the bullet points about your experiences and achievements with verbs such as ‘Developed’,
‘Organised’, ‘Delivered’. Use key words mentioned in the job advertisement and tailor your bullet points to reflect the
specific skills and experience required.
`;
    const condition = 'Informática básica: pacote Office, e-mail e sistemas de atendimento';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.evidence ?? '').not.toContain('key words');
    expect(verdict.verdict).not.toBe('partly');
  });
});

describe('a registration or licence is met only when held', () => {
  it('"Seeking a graduate Registered Nurse position" and "AHPRA – Student Membership" do not meet a current registration', () => {
    const verdict = verdictOf(analyse(NURSING_STUDENT, POSTING_NURSE), 'Current professional registration');
    expect(verdict.verdict).not.toBe('met');
    expect(verdict.evidence ?? '').not.toMatch(/Seeking|Student/);
  });

  it('a registered nurse’s licence meets it (Sbhawal 14062078)', () => {
    const verdict = verdictOf(analyse(ACUTE_CARE_NURSE, POSTING_NURSE), 'Current professional registration');
    expect(verdict.verdict).toBe('met');
  });
});

describe('availability and schedule phrases', () => {
  const weekends = 'Disponibilidad para trabajar fines de semana';

  it('"Trabajo sábados y domingos" meets weekend availability', () => {
    const cv = `Rosa Castro
Perfil
Cocinera con experiencia en restaurantes. Trabajo sábados y domingos y en turnos rotativos.
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [weekends] }), weekends);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toContain('sábados y domingos');
  });

  it('"seeking a new opportunity due to relocation" says nothing about weekends (Med-Surg nurse)', () => {
    const cv = `Carol Summers
Summary
Med-surg nurse with 7 years of experience at Mercy General Hospital, seeking a new opportunity at your facility due to relocation.
`;
    const condition = 'Available to work weekends';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(verdict.verdict).toBe('unclear');
    expect(verdict.evidence).toBeNull();
  });

  it('"escala 6x1" is a work schedule, and a biologist’s "escalas espaciais" is not one (Tai-Rocha)', () => {
    const condition = 'Disponibilidade para escala 6x1';
    const biologist = `Tainá Rocha
Doutorado em Zoologia
Pesquisa sobre as mudanças climáticas e suas implicações para conservação da diversidade diante dessas mudanças, em diferentes escalas espaciais.
`;
    const verdict = verdictOf(analyse(biologist, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('unclear');
    const attendant = `Experiência
Operadora de caixa, Supermercado Dia, 2019 – 2021: atendimento ao cliente em escala 6x1.
`;
    const met = verdictOf(analyse(attendant, { mandatory: [condition], language: 'pt' }), condition);
    expect(met.verdict).toBe('met');
    expect(met.evidence).toContain('escala 6x1');
    // Shifts of any kind are not that schedule (Sbhawal 10464113: 'able to work a part time job… shifts').
    const shifts = 'Experience\nCashier, worked rotating shifts and a part time job for school credits.\n';
    expect(verdictOf(analyse(shifts, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });
});

describe('a language’s level where the CV prints it', () => {
  it('on the line under the language (renatogcruz: "ENGLISH" / "Basic level")', () => {
    const cv = `IDIOMAS
ESPAÑOL
Nivel avanzado
ENGLISH
Basic level
`;
    const english = 'Inglês intermediário para contato com fornecedores estrangeiros';
    const spanish = 'Espanhol intermediário ou fluente';
    const analysis = analyse(cv, { mandatory: [english, spanish], language: 'pt' });
    expect(verdictOf(analysis, english).verdict).not.toBe('met');
    expect(verdictOf(analysis, spanish).verdict).toBe('met');
  });

  it('a level after the second of two languages on a line is the second’s: "Español Ingles (B1)" (stephaniac-06)', () => {
    const cv = `IDIOMAS
Español Ingles (B1)
`;
    const spanish = 'Español nativo o fluido';
    const english = 'Inglés intermedio';
    const analysis = analyse(cv, { mandatory: [spanish, english] });
    expect(verdictOf(analysis, spanish).reasonKey).not.toBe('language.notMet');
    expect(verdictOf(analysis, english).verdict).toBe('met');
  });

  it('as a label before it (Europass: "Mother tongue(s) Español")', () => {
    const cv = `Mother tongue(s) Español
Other language(s)
English B2 B2 B2 B1 B2
`;
    const condition = 'Espanhol fluente, falado e escrito';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
  });

  it('as a CEFR code, which says it more exactly than the word beside it (DavidDq11: "Intermedio (A2)")', () => {
    const cv = `Idiomas
Español: Nativo
Inglés: Intermedio (A2)
`;
    const condition = 'Inglés B1 o superior';
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).not.toBe('met');
  });
});

describe('language levels as recruiters weigh them', () => {
  it('"nativo o fluido" accepts the lower of the two, and "Alto" is an advanced level (CamposecoKevin: "Español Alto", "SPANiSH Hight")', () => {
    const condition = 'Español nativo o fluido';
    expect(verdictOf(analyse('Idiomas\nEspañol Alto\nInglés Intermedio\n', { mandatory: [condition] }), condition).verdict).toBe('met');
    expect(verdictOf(analyse('LANGUAGES\nSPANiSH Hight\n', { mandatory: [condition] }), condition).verdict).toBe('met');
    // 'Intermedio-alto' is upper intermediate, not advanced.
    expect(verdictOf(analyse('Idiomas\nEspañol intermedio-alto\n', { mandatory: [condition] }), condition).verdict).toBe('partly');
  });

  it('a beginner has a basic level, and an intermediate speaker part of a professional one (ginpaz, CamposecoKevin)', () => {
    const basic = 'Inglés básico';
    expect(verdictOf(analyse('Cursos\n2022 English Dot Works Beginner 1 / 2\n', { mandatory: [basic] }), basic).verdict).toBe('met');
    const professional = 'Professional working English';
    expect(verdictOf(analyse('Idiomas\nInglés Intermedio\n', { mandatory: [professional], language: 'en' }), professional).verdict).toBe('partly');
    expect(verdictOf(analyse('Idiomas\nInglés Básico\n', { mandatory: [professional], language: 'en' }), professional).verdict).toBe('not_met');
  });
});

describe('a language the CV does not show', () => {
  it('an English CV that lists its languages without Portuguese does not meet fluent Portuguese', () => {
    const cv = `Amelia Chen
Experience
Retail Assistant, Alive Pharmacy Smithfield (Part-time) February 2020 – January 2022
Languages
English (native), Mandarin (conversational)
`;
    const condition = 'Português fluente, falado e escrito';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('not_met');
  });

  it('of alternatives ("Inglês ou espanhol intermediário") the one the CV shows is enough', () => {
    const cv = `Helen
Idiomas estrangeiros
Inglês avançado
`;
    const condition = 'Inglês ou espanhol intermediário';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
  });

  it('"Excellent spoken and written English" asks for a level, and "Inglês: básico" is below it (debora)', () => {
    const condition = 'Excellent spoken and written English';
    const basic = verdictOf(analyse('Idiomas\nInglês: básico\n', { mandatory: [condition], language: 'en' }), condition);
    expect(basic.verdict).toBe('not_met');
    expect(basic.evidence).toBe('Inglês: básico');
    const fluent = verdictOf(analyse('Idiomas\nInglês: fluente\n', { mandatory: [condition], language: 'en' }), condition);
    expect(fluent.verdict).toBe('met');
  });
});

describe('skills are the skills asked for, not words that look like them', () => {
  it('"landing page" is not collections (marcelscog: "pagos" and "page" share a stem)', () => {
    const cv = `DESENVOLVEDOR WEB - NÚCLEO 137
A Loja 137, um ecommerce para os produtos oferecidos pelo portal, o portal Núcleo 137 e o site landing page Confraria 137.
`;
    const condition = 'Experiência com metas de vendas, cobrança ou televendas';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('a shop’s "pedidos y pagos" or a survey’s "Data Collection" is not debt collection, and calling debtors is (DavidDq11, sb2nov, debora)', () => {
    const condition = 'Experiência com metas de vendas, cobrança ou televendas';
    const developer = `PostgreSQL para gestionar inventarios, pedidos y pagos.
Data Collection: Designed the internal survey and crowdsourcing platform.
`;
    expect(verdictOf(analyse(developer, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
    const operator = verdictOf(analyse('Função: Operadora de telemarketing (cobrança)\n', { mandatory: [condition], language: 'pt' }), condition);
    expect(operator.verdict).toBe('met');
  });

  it('calling debtors is not keeping accounts: "Operadora de telemarketing (cobrança)" has no accounts receivable (debora)', () => {
    const cv = `Experiência profissional
Atento, de 06/2004 a 03/2005
Função: Operadora de telemarketing (cobrança)
CCR Autoban, de 04/2017 a 12/2018
Função: Agente de atendimento
`;
    const ledger = 'Experiencia en facturación, cuentas por pagar o por cobrar, o conciliaciones bancarias';
    const years = 'Al menos 2 años de experiencia en tareas contables o administrativas';
    const analysis = analyse(cv, { mandatory: [ledger, years] });
    expect(verdictOf(analysis, ledger).verdict).toBe('unclear');
    expect(verdictOf(analysis, years).verdict).toBe('unclear');
  });

  it('"Office of the Comptroller General" is a government office, not Microsoft Office (fjuniorr)', () => {
    const condition = 'Pacote Office, com Excel intermediário';
    const cv = 'State of Minas Gerais Office of the Comptroller General Belo Horizonte, Brazil\n';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
    expect(verdictOf(analyse(`${cv}Microsoft Office (Word, PowerPoint)\n`, { mandatory: [condition], language: 'pt' }), condition).verdict).not.toBe('unclear');
  });

  it('software tests are named as such: a nurse’s glucose "testing" is no unit test, "Wrote unit tests using Junit" is (srbhr john_doe)', () => {
    const condition = 'Pruebas unitarias (xUnit o NUnit) y metodologías ágiles';
    const nurse = 'Performed blood glucose testing and ECG tests for post-operative patients.\n';
    expect(verdictOf(analyse(nurse, { mandatory: [condition] }), condition).verdict).toBe('unclear');
    const developer = verdictOf(analyse('Wrote unit tests using Junit and Mockito for robust testing of application components.\n', { mandatory: [condition] }), condition);
    expect(developer.verdict).not.toBe('unclear');
    expect(developer.evidence).toContain('unit tests');
  });

  it('"Domínio de Adobe Photoshop e Illustrator" asks for both tools by name: the word "Design" is neither (marianemartins)', () => {
    const condition = 'Domínio de Adobe Photoshop e Illustrator';
    const cv = `Competências
- Design de interface B2B e B2C;
Ferramentas e programas que domino:
- Figma;
- Photoshop;
- Illustrator;
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toMatch(/Photoshop|Illustrator/);
    expect(verdictOf(analyse('Competências\n- Design de interface B2B e B2C;\n- Photoshop;\n', { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('partly');
    expect(verdictOf(analyse('Competências\n- Design de interface B2B e B2C;\n', { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('a first-aid course is no BLS certification (Graduate nursing resume: "Mental Health First Aid")', () => {
    const condition = 'Current BLS certification (American Heart Association)';
    const cv = 'Certifications\n2023 Mental Health First Aid for University Students (12 hours)\n';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('unclear');
    const nurse = verdictOf(analyse('Certifications\nBLS – American Heart Association, exp. 2027\n', { mandatory: [condition], language: 'en' }), condition);
    expect(nurse.verdict).toBe('met');
  });

  it('IFRS spelled out is NIIF, and a treasury assistant’s supplier payments are accounts payable (ginpaz, Luisqb)', () => {
    const taxes = 'Conocimiento de impuestos (IVA, retenciones) y normas NIIF';
    const ginpaz = `Cualificaciones
Declaraciones de Impuestos Nacionales y Municipales.
Libros y registros especiales del Impuesto al Valor Agregado (IVA). Régimen de retención de impuesto.
Aplicación de las normas internacionales de información financiera.
`;
    expect(verdictOf(analyse(ginpaz, { mandatory: [taxes] }), taxes).verdict).toBe('met');
    const payables = 'Experiencia en facturación, cuentas por pagar o por cobrar, o conciliaciones bancarias';
    const luis = `Experiencia
Agosto 2011 – Diciembre 2013 Administradora de Planes Integrales
Cargo: Auxiliar de Tesorería.
Funciones: Emisión de cheques a proveedores, realizar depósitos bancarios a diversos proveedores.
`;
    const verdict = verdictOf(analyse(luis, { mandatory: [payables] }), payables);
    expect(verdict.verdict).toBe('met');
    expect(verdict.evidence).toContain('Tesorería');
  });

  it('MySQL is SQL, and a course’s link does not hide the course (chucheria, debora)', () => {
    const sql = 'SQL plus Python or R for data work';
    const scientist = 'Experience\n2015 - 2020 Data Scientist, Havas Media\nSkills\nMySQL, VBA\nPython (numpy, pandas), R\n';
    expect(verdictOf(analyse(scientist, { mandatory: [sql], language: 'en' }), sql).verdict).toBe('met');
    const office = 'Pacote Office, com Excel intermediário';
    const courses = 'Cursos\nWord e Excel na Soft Mania ( http://terceiro.com.br/debora/certificados/excel-word.jpg )\n';
    const verdict = verdictOf(analyse(courses, { mandatory: [office], language: 'pt' }), office);
    expect(verdict.verdict).toBe('partly');
    expect(verdict.evidence).toBe('Word e Excel na Soft Mania');
  });

  it('"customer retention" is no tax withholding and "stock prices" no inventory (srbhr resume_1)', () => {
    const cv = `Built and deployed a machine learning pipeline for a customer retention model using Python.
Developed a time-series forecasting model for predicting stock prices using Prophet and ARIMA.
`;
    const taxes = 'Conocimiento de impuestos (IVA, retenciones) y normas NIIF';
    const stock = 'Gestão de estoques e inventário cíclico';
    const analysis = analyse(cv, { mandatory: [taxes, stock] });
    expect(verdictOf(analysis, taxes).verdict).toBe('unclear');
    expect(verdictOf(analysis, stock).verdict).toBe('unclear');
    const clerk = analyse('Liquidación de retenciones de IVA y control de stock del depósito.\n', { mandatory: [taxes, stock] });
    expect(verdictOf(clerk, taxes).verdict).not.toBe('unclear');
    expect(verdictOf(clerk, stock).verdict).not.toBe('unclear');
  });

  it('an "Account Manager" sells: accounts are not accounting (Sbhawal 10464113)', () => {
    const cv = `SALES EXECUTIVE
Experience
Regional Account Manager 10/2012 to 03/2013 Company Name City , State
Account Manager 04/2012 to 02/2015 Company Name City , State
`;
    const condition = 'Al menos 2 años de experiencia en tareas contables o administrativas';
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('unclear');
    const bookkeeper = verdictOf(analyse(cv.replace(/Account Manager/g, 'Accounting Clerk'), { mandatory: [condition] }), condition);
    expect(bookkeeper.verdict).toBe('met');
  });

  it('"James Cook University" is a university, not a cook (Graduate nursing resume)', () => {
    const condition = 'Formación en cocina u hostelería (FP de Cocina y Gastronomía o similar)';
    const analysis = analyse(NURSING_STUDENT, { mandatory: [condition] });
    expect(['unclear', 'not_met']).toContain(verdictOf(analysis, condition).verdict);
    // Nor does the summary say the CV names what the posting asks for ('Menciona lo que pide la búsqueda: Cook').
    expect(analysis.summary).not.toMatch(/Menciona[^.]*Cook/);
  });

  it('"Excel a nivel intermedio" takes its level from the Excel line, not from "English Intermediate" (Kevin Camposeco)', () => {
    const cv = `Main tools —> R, Tidyverse, Rmarkdown, Rstudio, Excel, Sheet, PowerPoint, Github
LANGUAGES
SPANISH Hight
ENGLISH Intermediate
`;
    const condition = 'Manejo de Excel a nivel intermedio';
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('partly');
    const stated = verdictOf(analyse('Excel intermedio, Word, PowerPoint\n', { mandatory: [condition] }), condition);
    expect(stated.verdict).toBe('met');
  });

  it('"Open Source" is not sourcing: a developer has no purchasing experience (deedy)', () => {
    const cv = `Experience
PHABRICATOR | OPEN SOURCE CONTRIBUTOR & TEAM LEADER  July 2012 – May 2014
Open Source Software Engineering
`;
    const condition = 'Mínimo de 3 anos de experiência em compras, suprimentos ou planejamento de materiais';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });

  it('"Informática básica: pacote Office, e-mail e sistemas de atendimento" is met when every item is named (romanoclaude)', () => {
    const cv = `Operador de atendimento ao cliente – SulAmérica (04.2018 – 08.2018):
Atender aos clientes da empresa de forma receptiva, através de canais de comunicação como sistemas de telefonia, sites e e-mail.
Informática
Pacote Office (Word, Excel, PowerPoint) – intermediário
`;
    const condition = 'Informática básica: pacote Office, e-mail e sistemas de atendimento';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('met');
  });

  it('"SQL plus Python or R" asks for SQL, and a hospital "database" is not SQL (Sbhawal 14062078)', () => {
    const condition = 'SQL plus Python or R for data work';
    const nurse = `Extracted physician orders from a hospital database such as the Composite Health Care System (CHCS).
Completed coursework in Anatomy and Physiology.
`;
    expect(verdictOf(analyse(nurse, { mandatory: [condition], language: 'en' }), condition).verdict).not.toBe('met');
    const sqlOnly = `Skills
SQL, Excel
`;
    expect(verdictOf(analyse(sqlOnly, { mandatory: [condition], language: 'en' }), condition).verdict).not.toBe('met');
    const analyst = `Skills
SQL, Python, Power BI
`;
    expect(verdictOf(analyse(analyst, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('met');
  });

  it('"Cloud data platforms (Azure, AWS or GCP)" is not partly met by the word "data", nor a background by "diverse backgrounds"', () => {
    const cv = `Interpreted data and ensured that the data utilized to compile academic reports were authentic.
Able to communicate with other team members from diverse backgrounds.
`;
    const cloud = 'Cloud data platforms (Azure, AWS or GCP)';
    const background = 'Statistics or machine-learning background';
    const analysis = analyse(cv, { mandatory: [cloud, background], language: 'en' });
    expect(verdictOf(analysis, cloud).verdict).toBe('unclear');
    expect(verdictOf(analysis, background).verdict).toBe('unclear');
  });

  it('a report is not a dashboard: "report them in a timely manner" and a magazine’s reports say nothing of BI (Sbhawal 14062078, fjuniorr)', () => {
    const condition = 'Dashboards in Power BI, Tableau, Looker Studio or similar';
    const cv = `Able to recognize abnormalities and report them in a timely and efficient manner.
Drafted reports about IT trends and Security issues on AhnLab Company magazine.
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('unclear');
    const analyst = verdictOf(analyse(`${cv}Built sales dashboards for the finance team.\n`, { mandatory: [condition], language: 'en' }), condition);
    expect(analyst.verdict).toBe('partly');
    expect(analyst.evidence).toContain('dashboards');
  });

  it('"Grado en matemáticas" meets a bachelor’s in a quantitative field "(statistics, maths, engineering, economics, CS)" (chucheria)', () => {
    const cv = `educación
2015 Grado en matemáticas Universidad Complutense de Madrid
`;
    const condition = 'Bachelor’s degree in a quantitative field (statistics, maths, engineering, economics, CS)';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition).verdict).toBe('met');
  });
});

describe('lists of alternatives', () => {
  it('one accounting package of "(SAP, Siigo, A2, SAINT u otro)" is enough (ginpaz)', () => {
    const cv = `Gineth Paz
Habilidades
Manejo de sistemas administrativos SAINT y Profit Plus.
`;
    const condition = 'Manejo de un software contable (SAP, Siigo, A2, SAINT u otro)';
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('met');
  });

  it('a reason names what the condition asks in its own words: "impuestos (IVA, retenciones)", "Control de versiones con Git", not "impuestos IVA retenciones"', () => {
    const taxes = 'Conocimiento de impuestos (IVA, retenciones) y normas NIIF';
    const git = 'Control de versiones con Git';
    expect(verdictOf(analyse('Habilidades\nWord, Outlook\n', { mandatory: [taxes] }), taxes).reason).toBe('El CV no menciona impuestos (IVA, retenciones) ni NIIF.');
    expect(verdictOf(analyse('Habilidades\nGit, GitHub\n', { mandatory: [git] }), git).reason).toBe('El CV menciona Control de versiones con Git.');
  });

  it('the examples in brackets stand for the words before them: AWS meets "Cloud data platforms (Azure, AWS or GCP)", "data" alone or "platforms … data" do not', () => {
    const condition = 'Cloud data platforms (Azure, AWS or GCP)';
    const posting = { mandatory: [condition], language: 'en' as const };
    expect(verdictOf(analyse('Skills\nTools: AWS (S3, Redshift), Python, SQL\n', posting), condition).verdict).toBe('met');
    expect(verdictOf(analyse('Skills\nData analysis and data entry\n', posting), condition).verdict).not.toBe('met');
    // Part of the words in one line is no part of the condition: nothing to list as mentioned (fjuniorr).
    const platforms = 'Experience\nDevelopment of projects aiming to improve the platforms and processes used for budgetary data analysis.\n';
    expect(verdictOf(analyse(platforms, posting), condition).verdict).toBe('unclear');
  });

  it('an example of several words is one item: "Library" alone is not "React Testing Library", nor a UI lead here and A/B testing there front-end testing (liantze)', () => {
    const condition = 'Front-end testing (Jest, React Testing Library, Cypress or Playwright)';
    const posting = { mandatory: [condition], language: 'en' as const };
    const cv = `Experience
Product Manager & UI Lead 2002 – 2005
Ran A/B testing of search results pages.
Skills
TensorFlow is an open source software library for numerical computation
`;
    expect(verdictOf(analyse(cv, posting), condition).verdict).not.toBe('met');
    expect(verdictOf(analyse('Skills\nReact, Jest, React Testing Library\n', posting), condition).verdict).toBe('met');
  });

  it('the package A2 is not the language level A2: "Inglés: Intermedio (A2)" (DavidDq11, Europass)', () => {
    const condition = 'Manejo de un software contable (SAP, Siigo, A2, SAINT u otro)';
    const cv = `Idiomas
Inglés: Intermedio (A2)
Levels: A1 and A2: Basic user - B1 and B2: Independent user
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('unclear');
    const bookkeeper = verdictOf(analyse(`${cv}Registro de facturas en A2 Softway.\n`, { mandatory: [condition] }), condition);
    expect(bookkeeper.verdict).toBe('met');
    expect(bookkeeper.evidence).toContain('A2 Softway');
  });
});

describe('a design posting reads design work, not the word', () => {
  const experience = 'Pelo menos 2 anos de experiência como designer (agência, editora, estúdio ou marketing)';
  const degree = 'Formação técnica ou superior completa em Design Gráfico, Comunicação Visual, Publicidade, Artes Visuais ou áreas afins';

  it('a database designer is no designer, nor is a diploma in information and communication technology a visual communication degree (NORISYANETH)', () => {
    const cv = `Perfil
Ingeniera de Sistemas, con conocimientos de Ofimática, Mantenimiento y reparación de equipos de cómputo, diseñadora de base de datos, manejo de redes.
Formación
Licenciada en Comercio, Universidad de Pamplona
Diplomado en Tecnologías de la Información y Comunicación para instituciones educativas.
Experiencia
Docente de aula 2005 – 2020
`;
    const analysis = analyse(cv, { mandatory: [degree, experience], language: 'pt' });
    expect(verdictOf(analysis, experience).verdict).toBe('unclear');
    expect(verdictOf(analysis, degree).verdict).toBe('not_met');
  });

  it('"designing, building, testing" web applications is a developer’s work (srbhr john_doe)', () => {
    const cv = `Summary
Highly skilled Full Stack Developer with over 5 years of experience in Java and Angular development, specializing in designing, building, testing, and maintaining web applications.
`;
    expect(verdictOf(analyse(cv, { mandatory: [experience], language: 'pt' }), experience).verdict).toBe('unclear');
  });

  it('the places in brackets after the role are not the role: "editores de texto" is no publisher’s designer (Tai-Rocha)', () => {
    const cv = `Perfil
Ministro cursos de LaTeX: arquivos .bib e gestores de bibliografia, formatação e integração com editores de texto.
Experiência
Bióloga pesquisadora 2018 – 2024
`;
    expect(verdictOf(analyse(cv, { mandatory: [experience], language: 'pt' }), experience).verdict).toBe('unclear');
  });

  it('an audit’s "Planificación, Diseño y Ejecución" and the "design of investment portfolios" are no design work, nor a portfolio to show (CamposecoKevin)', () => {
    const portfolio = 'Portfólio online com trabalhos recentes';
    const cv = `Perfil
Me gustaría ser un CFA para tener habilidades internacionales para la gestión de portafolios y análisis financiero.
Experiencia
Analista financiero 2019 – 2023
• Analysis and design of investment portfolios
Competencias
AUDITORÍA
• Preplanificación, Planificación, Diseño y Ejecución, Finalización e Informe
`;
    const analysis = analyse(cv, { mandatory: [experience, portfolio], language: 'pt' });
    expect(verdictOf(analysis, experience).verdict).toBe('unclear');
    expect(verdictOf(analysis, portfolio).verdict).toBe('unclear');
  });

  it('a degree in Comunicação Visual is a design degree (melynasouza)', () => {
    const cv = `Formação
Escola Técnica Estadual Carlos de Campos
Técnico em Comunicação Visual – São Paulo, SP 2011–2012
`;
    expect(verdictOf(analyse(cv, { mandatory: [degree], language: 'pt' }), degree).verdict).toBe('met');
  });
});

describe('a portfolio is shown by its link', () => {
  const condition = 'Portfólio online com trabalhos recentes';

  it('a link to a portfolio site under "Portfólio" meets it, and the reason gives the link (marianemartins)', () => {
    const cv = `Experiência
Analista UI UX 2021 – Atual
Portfólio e Linkedin
https://readymag.com/u3237312409/1948210/6/
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('met');
    expect(verdict.reason).toContain('readymag.com/u3237312409/1948210/6');
  });

  it('a designer’s own website in the header is part of it, for the recruiter to open (melynasouza)', () => {
    const cv = `Melyna Souza
São Paulo, SP
melyniies@gmail.com
melynasouza.com
Formação
Bacharelado em Design Gráfico 2013–2018
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('partly');
    expect(verdict.reason).toContain('melynasouza.com');
  });

  it('a LinkedIn profile, an e-mail’s domain or a certificate’s link in the body is no portfolio (debora, romanoclaude)', () => {
    const cv = `Claudemir Romano
claudemir@gmail.com
linkedin.com/in/claudemir-romano
Certificados
terceiro.com.br/debora/certificados/excel
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition).verdict).toBe('unclear');
  });
});

describe('reasons and quoted lines that support the verdict (read on real CVs, 2026-11-25)', () => {
  it('a denied list reads "ni", "nem", "or", and the reader of another language gets their own joiner (andreterceiro/luciana)', () => {
    const condition = 'Experiência com metas de vendas, cobrança ou televendas';
    const verdict = verdictOf(analyse('Experiência\nAuxiliar de serviços gerais\n', { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.reason).toBe('O currículo não menciona cobrança nem metas de vendas.');
    expect(verdict.reasonParams).toMatchObject({ what: ['cobrança', 'metas de vendas'] });
  });

  it('a condition met in part names what the CV does not show: "mas não sistemas" (helenfernanda)', () => {
    const condition = 'Informática básica: pacote Office, e-mail e sistemas de atendimento';
    const cv = `Experiência
Teleoperadora - primeiro emprego em carteira
Atendimento por telefone e e-mail
Conhecimentos
Informática: Word, Excel, PowerPoint (pacote Office)
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('partly');
    expect(verdict.reason).toMatch(/^O currículo menciona .+, mas não sistemas\.$/);
  });

  it('Excel named without a level is asked its level, not "not everything the condition asks for" (Luisqb)', () => {
    const condition = 'Manejo de Excel a nivel intermedio';
    const verdict = verdictOf(analyse('Cursos\nCurso: Diplomado en Excel - Virtual\n', { mandatory: [condition] }), condition);
    expect(verdict).toMatchObject({ verdict: 'partly', evidence: 'Curso: Diplomado en Excel - Virtual' });
    expect(verdict.reason).toBe('El CV menciona Excel, pero no indica el nivel (lo pedido: intermedio).');
  });

  it('of two languages offered, a CV showing neither is told so of both: "não mostra inglês nem espanhol" (andreterceiro/luciana)', () => {
    const condition = 'Inglês ou espanhol intermediário';
    const cv = 'Idiomas\nPortuguês nativo\nExperiência\nAuxiliar de serviços gerais\n';
    const verdict = verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict.verdict).toBe('not_met');
    expect(verdict.reason).toBe('O currículo não mostra inglês nem espanhol: não os cita entre os idiomas nem está escrito neles.');
  });

  it('"Ensino médio completo" quotes the line that says so, not a higher course below it (marianemartins)', () => {
    const condition = 'Ensino médio completo';
    const cv = `Formação e certificações
2016
Colégio Vanguarda, Atibaia - Ensino Médio completo
2017 - 2019
Escola Panamericana - São Paulo - Artes plásticas
2017 - 2018
Escola de artes Beth&Bittencourt - Atibaia - Desenho técnico
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition)).toMatchObject({
      verdict: 'met',
      evidence: 'Colégio Vanguarda, Atibaia - Ensino Médio completo',
    });
  });

  it('schooling below secondary is quoted as the reason secondary school is not met (geanramos/robsonmiranda)', () => {
    const condition = 'Ensino médio completo';
    const cv = '🎓 Formação Acadêmica\n8ª série do Ensino Fundamental\n\n🌟 Experiência Profissional\nServente: Assistência aos pedreiros na construção de estruturas.\n';
    expect(verdictOf(analyse(cv, { mandatory: [condition], language: 'pt' }), condition)).toMatchObject({
      verdict: 'not_met',
      evidence: '8ª série do Ensino Fundamental',
    });
  });

  it('a university whose city ran onto its own line is where a degree was studied, not a degree (ValeriaOspina04)', () => {
    const condition = 'Título técnico, tecnólogo o profesional en contabilidad, finanzas o administración';
    const cv = `Educación
01-2009 – 12-2022
I.E.D Divino Maestro, Bogotá D.C
Bachillerato
02-2023 – Actualmente
Universidad de san Buenaventura, Bogotá
D.C
Tecnología en desarrollo de software
`;
    const verdict = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(verdict.verdict).toBe('not_met');
    expect(verdict.evidence).not.toMatch(/Universidad/);
  });

  it('a kitchen assistant has been neither a chef de partie nor the one who trains kitchen assistants (AntonioMendezRuiz, Europass)', () => {
    const condition = 'Experiencia como jefe/a de partida o formando a ayudantes de cocina';
    const cv = `WORK EXPERIENCE
04/09/2015–30/07/2016 Kitchen assistant
McMullen & Sons, Cambridge (United Kingdom)
- Cooking experience
- Full time job
21/11/2016–30/06/2019 Call centre agent
Orange, Jerez de la Frontera (Spain)
`;
    expect(verdictOf(analyse(cv, { mandatory: [condition] }), condition).verdict).toBe('unclear');
    const chef = cv.replace('Kitchen assistant', 'Chef de partie').replace('- Cooking experience', '- Trained two kitchen assistants');
    expect(verdictOf(analyse(chef, { mandatory: [condition] }), condition).verdict).toBe('met');
  });

  it('a language listed without its level is said to be listed, not to be at a sufficient level (guilhermeparreira: "Inglês ○ ○ ○ ○ ○")', () => {
    const condition = 'Inglês intermediário para contato com fornecedores estrangeiros';
    const verdict = verdictOf(analyse('Idiomas\nInglês ○ ○ ○ ○ ○\n', { mandatory: [condition], language: 'pt' }), condition);
    expect(verdict).toMatchObject({ verdict: 'met', reasonKey: 'language.listed', evidence: 'Inglês ○ ○ ○ ○ ○' });
    expect(verdict.reason).toBe('O currículo inclui inglês entre os idiomas, sem indicar o nível.');
  });

  it('a condition’s list is named with its commas and its own "or", without the small words between (andreterceiro/debora, Awesome-CV)', () => {
    const office = 'Pacote Office, com Excel intermediário';
    expect(verdictOf(analyse('Cursos\nWord e Excel na Soft Mania\n', { mandatory: [office], language: 'pt' }), office).reason).toBe(
      'O currículo menciona Pacote Office, Excel, mas não indica o nível (pedido: intermediário).',
    );
    const cloud = 'Cloud data platforms (Azure, AWS or GCP)';
    expect(verdictOf(analyse('Skills\nExcel, SQL\n', { mandatory: [cloud], language: 'en' }), cloud).reason).toBe('The CV does not mention Cloud or Azure, AWS or GCP.');
  });
});

// Issue 34: judgement on postings it was never tuned on. Each on the lines of a real CV of the corpus.
describe('conditions read as concepts', () => {
  // marcuscatan/Curriculum (as printed): an engineer who builds BI reports on SQL views.
  const BI_ENGINEER = `PROFESSIONAL EXPERIENCE
LANGUAGES
✓ English: Fluent
✓ French: Fluent
EDUCATION
Bachelor of Science Degree in: [Mechanical Engineering] 2011 – 2017
Business Intelligence Analyst, 2019 – Present
Building Power BI reports and creating SQL views to use as a source
SKILLS
JavaScript (Courses only) SQL (2 year experience)
`;

  it('a language asked for a use, worded in Portuguese, is about the language, not a degree (marcuscatan)', () => {
    const condition = 'Inglês para leitura de documentação técnica.';
    const assessment = verdictOf(analyse(BI_ENGINEER, { mandatory: [condition], language: 'pt' }), condition);
    expect(assessment.verdict).toBe('met');
    expect(assessment.reasonKey).toMatch(/^language\./);
  });

  it('"en los últimos 5 años" is a window of time, not five years of experience asked (geofis)', () => {
    const condition = 'Publicaciones en revistas científicas indexadas en los últimos 5 años';
    const cv = `Publicaciones
18. Martínez-Batlle, J. R., & van-der-Hoek, Y. (2018). Clusters of high abundance of plants detected from local
indicators of spatial association (LISA) in a semi-deciduous tropical forest. PLOS ONE, 13(12), e0208780.
`;
    const assessment = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(assessment.reasonKey).not.toMatch(/^experience\./);
    expect(assessment.verdict).not.toBe('not_met');
  });

  it('"A.S : Nursing" is an associate degree in nursing (Sbhawal 14062078)', () => {
    const condition = 'Graduate of an accredited nursing program (ADN/ASN or BSN)';
    const cv = `Education and Training
Diploma
May 2004
HS : General Studies Bainbridge High School ï¼ City , State General Studies
December2015
A.S : Nursing Columbus Technical College BSN. South University ï¼ City , State Nursing
`;
    const assessment = verdictOf(analyse(cv, { mandatory: [condition], language: 'en' }), condition);
    expect(assessment.verdict).toBe('met');
    expect(assessment.evidence).toMatch(/^A\.S : Nursing/);
  });

  it('years in the field a condition names first count, whatever its detail says (ginpaz)', () => {
    const condition = 'Trayectoria de al menos 5 años en contabilidad o finanzas, con participación directa en cierres contables.';
    const cv = `Experiencia
1999 - 2001 | Auxiliar Contable
Tradequip, C.A. | Maracaibo-Estado Zulia.
2001 - 2011 | Analista Contable
Rodamientos y Sellos, C.A.| Maracaibo-Estado Zulia.
2012 - 2018 | Analista y Supervisión en facturación y cobranza.
Rofrer, S.A.| Caracas - Distrito Capital.
`;
    const assessment = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(assessment).toMatchObject({ verdict: 'met', reasonKey: 'experience.met' });
    expect(assessment.evidence).toMatch(/Contable/);
  });

  it('a skill asked for a purpose is the skill: SQL work meets "SQL para extração de dados" (marcuscatan)', () => {
    const condition = 'SQL para extração de dados.';
    const assessment = verdictOf(analyse(BI_ENGINEER, { mandatory: [condition], language: 'pt' }), condition);
    expect(assessment.verdict).toBe('met');
    expect(assessment.evidence).toMatch(/SQL/);
    // What is asked is still asked: a purpose with no skill before it keeps its words.
    const travel = 'Disponibilidad para viajar';
    expect(verdictOf(analyse(BI_ENGINEER, { mandatory: [travel] }), travel).verdict).not.toBe('met');
  });
});

describe('a language’s level is the one printed with it', () => {
  // renatogcruz: each language over its level, on a line of its own.
  const LANGUAGES = `Renato Godoi da Cruz
LÍNGUAS (Português língua nativa)
ESPAÑOL
Nivel avanzado
ENGLISH
Basic level
`;
  const english = 'Inglês intermediário';
  const spanish = 'Espanhol avançado';

  it('"ENGLISH" over "Basic level" run onto the next lines is basic, not the "Nivel avanzado" of the Spanish above it (renatogcruz)', () => {
    const cv = `${LANGUAGES}abril 2014 - fevereiro 2015
grupo de pesquisa e mídia cênica.
`;
    const analysis = analyse(cv, { mandatory: [english, spanish], language: 'pt' });
    expect(verdictOf(analysis, english).verdict).toBe('partly');
    expect(verdictOf(analysis, spanish).verdict).toBe('met');
  });

  it('the quote shows the line that states the level, not the language’s name alone (renatogcruz)', () => {
    const analysis = analyse(LANGUAGES, { mandatory: [english, spanish], language: 'pt' });
    expect(verdictOf(analysis, english).evidence).toMatch(/ENGLISH.*Basic level/);
    expect(verdictOf(analysis, spanish).evidence).toMatch(/ESPAÑOL.*Nivel avanzado/);
  });
});

describe('work shows the skills it needs without naming them', () => {
  const condition = 'Orientación al cliente y habilidades de comunicación.';

  it('a call-centre agent with good communication skills shows customer orientation (AntonioMendezRuiz, Europass)', () => {
    const cv = `Antonio Méndez Ruiz
WORK EXPERIENCE
21/11/2016–30/06/2019 Call centre agent
Technical support for a telecommunications company.
PERSONAL SKILLS
Communication skills - Good communication skills acquired through my experience as technical support.
`;
    const found = verdictOf(analyse(cv, { mandatory: [condition] }), condition);
    expect(found.verdict).toBe('met');
    expect(found.evidence).toMatch(/Call centre agent|technical support/);
    // The reason says the work shows customer orientation: the CV never names it.
    expect(found.reasonParams).toEqual({ what: ['comunicación'], shown: ['Orientación al cliente'] });
    expect(found.reason).toBe('El CV menciona comunicación, y la experiencia que describe muestra Orientación al cliente.');
  });

  it('claiming customer orientation is no customer service, and a bank called "Caixa" is no till (geofis)', () => {
    const experience = 'Experiencia de al menos 1 año en atención al público.';
    const claims = `Ana Ruiz
PERFIL
Persona orientada al cliente y con buena comunicación.
EXPERIENCIA
2019 - 2023 Investigadora, Fundació Catalunya Caixa
`;
    const analysis = analyse(claims, { mandatory: [condition, experience] });
    expect(verdictOf(analysis, condition).verdict).toBe('met');
    expect(verdictOf(analysis, experience).verdict).not.toBe('met');
    const bank = `Jordi Puig
2010 - 2015 Investigador, Fundació Catalunya Caixa
`;
    expect(verdictOf(analyse(bank, { mandatory: [condition] }), condition).verdict).toBe('unclear');
  });
});

describe('a branch of engineering is a field of its own', () => {
  const degree = 'Graduação completa em Logística, Administração, Engenharia de Produção ou áreas afins.';

  it('"Engenharia de Produção ou áreas afins": production engineering meets it; electrical engineering, another branch, is related, so partly (sb2nov)', () => {
    const electrical = `Sourabh Bajaj
Education
Bachelor of Engineering in Electrical and Electronics; GPA: 3.66 Aug 2008 – July 2012
`;
    expect(verdictOf(analyse(electrical, { mandatory: [degree], language: 'pt' }), degree).verdict).toBe('partly');
    const production = `Ana Souza
Formação
Engenharia de Produção – Universidade Federal de Minas Gerais, 2012 – 2017
`;
    expect(verdictOf(analyse(production, { mandatory: [degree], language: 'pt' }), degree).verdict).toBe('met');
  });

  it('a species’ distribution is no logistics, so a biologist’s research title is no degree in it (Tai-Rocha)', () => {
    const cv = `Tainá Rocha
Formação
Bacharelado em Ciências Biológicas – Universidade Federal de Pernambuco, 2010 – 2014
2- Variação climática na distribuição de Syzygiella rubricaulis (Briófitas).
`;
    const found = verdictOf(analyse(cv, { mandatory: [degree], language: 'pt' }), degree);
    expect(found.verdict).toBe('not_met');
    expect(found.evidence).not.toContain('distribuição');
  });

  it('a civil engineer’s title names the civil-engineering field, not any engineering (renatogcruz, geofis)', () => {
    const title = 'Título de Ingeniero/a Civil (o de Caminos, Canales y Puertos) con colegiatura o matrícula profesional vigente.';
    const civil = `Laura Gómez
Formación
Ingeniería Civil, Universidad Nacional de Colombia, 2008 – 2013
`;
    const electrical = `Pedro Díaz
Formación
Ingeniería Eléctrica, Universidad Nacional de Colombia, 2008 – 2013
`;
    expect(verdictOf(analyse(civil, { mandatory: [title] }), title).verdict).not.toBe('not_met');
    expect(verdictOf(analyse(electrical, { mandatory: [title] }), title).verdict).not.toBe('met');
  });
});

describe('a rank is not an assistant’s job', () => {
  it('an "Assistant Professor of Practice" for two years taught two years, not one (santisoler)', () => {
    const cv = `Dr. Santiago Rubén Soler
Professional Appointments
2022–on Postdoctoral Research Fellow
University of British Columbia
2017–2019 Assistant Professor of Practice
Facultad de Ciencias Exactas, Físicas y Naturales, Universidad Nacional de San Juan
Education
2017–2022 PhD in Geophysics
`;
    const teaching = 'Al menos 3 años de experiencia docente universitaria';
    const found = verdictOf(analyse(cv, { mandatory: [teaching] }), teaching);
    expect(found.reasonParams?.years).toBeGreaterThanOrEqual(1.9);
    expect(found.verdict).toBe('partly');
  });
});

describe('a bullet under a degree describes it', () => {
  it('"• Ranked 04 out of 60 in class" under a maths degree makes it no teaching degree (JoaoZeviani)', () => {
    const cv = `Joao Vitor Zeviani
Education
UNICAMP Campinas, SP
Bachelor of Applied and Computational Mathematics 2017 - 2021
• Ranked 04 out of 60 in class
• Yield Coefficient: 8.4
`;
    const title = 'Título de Profesor/a de Inglés o título docente habilitante para la enseñanza de inglés en el nivel secundario.';
    expect(verdictOf(analyse(cv, { mandatory: [title] }), title).verdict).toBe('not_met');
  });
});
