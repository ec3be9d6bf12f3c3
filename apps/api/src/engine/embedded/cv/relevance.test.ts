import { describe, expect, it } from 'vitest';
import type { AnalyzeCvInput } from '../../engine';
import { scoreVerdicts } from '../../score';
import { readCv } from './analyze-cv';
import { yearsInPosition } from './relevance';

// The relevance signal: two CVs with the same verdicts are told apart by whether they do the posting's job.

const NOW = new Date('2026-11-23T12:00:00Z');
const COOK = {
  position: 'Cocinero/a',
  tasks: 'Preparar los platos de la carta, organizar la partida y controlar el stock de la cocina.',
  mandatory: ['Al menos 2 años de experiencia'],
  desirable: ['Certificado de manipulador de alimentos'],
  language: 'es' as const,
};

const relevanceOf = (text: string, posting: AnalyzeCvInput['posting'] = COOK) => readCv(text, posting, NOW).relevance;

describe('relevance of the whole CV to the position', () => {
  it('is higher for a CV whose jobs are the position, in another language too (Sbhawal 10889157, a lead cook)', () => {
    const cook = `Experience
Lead Cook 01/2012 to Current
Company Name City , State
Prepared menu items, trained kitchen staff and controlled inventory.`;
    const developer = `Experience
Software Developer 01/2012 to Current
Company Name City , State
Built REST APIs and maintained the inventory service of an online shop.`;
    expect(relevanceOf(cook)).toBeGreaterThan(relevanceOf(developer) + 0.3);
  });

  it('weighs the years spent in the position: four years at a call centre before four months (debora, romanoclaude)', () => {
    const posting: AnalyzeCvInput['posting'] = {
      position: 'Atendente de atendimento ao cliente e vendas',
      tasks: 'Atender clientes por telefone, WhatsApp e e-mail.',
      mandatory: ['Ensino médio completo'],
      desirable: [],
      language: 'pt',
    };
    const years = `Experiência Profissional
CCR Autoban, de 05/2019 a 04/2023
Função: Agente de atendimento`;
    const months = `Experiência Profissional
CCR Autoban, de 04/2023 a 08/2023
Função: Agente de atendimento`;
    expect(relevanceOf(years, posting)).toBeGreaterThan(relevanceOf(months, posting) + 0.15);
  });

  it('counts the field an occupation names: an "Analista Contable" has worked in what an "Auxiliar contable" does (ginpaz)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Auxiliar contable y administrativo/a', tasks: '', mandatory: [], desirable: [], language: 'es' };
    const cv = `Experiencia Laboral
1999 - 2001 | Auxiliar Contable
Tradequip, C.A.
2001 - 2011 | Analista Contable
Rodamientos y Sellos, C.A.
2012 - 2018 | Analista y Supervisión en facturación y cobranza.
Rofrer, S.A.`;
    const reading = readCv(cv, posting, NOW);
    expect(yearsInPosition(reading, posting.position)).toBeGreaterThanOrEqual(18);
  });

  it('reads the field an occupation names in any language: an "Account Executive" sells, so a sales associate’s years count', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Account Executive – Healthcare Revenue Cycle Services (Outside Sales)', tasks: '', mandatory: [], desirable: [], language: 'en' };
    const seller = `Experience
Sales Associate 01/2012 to 01/2018
`;
    expect(yearsInPosition(readCv(seller, posting, NOW), posting.position)).toBeGreaterThanOrEqual(6);
    const nurse = seller.replace('Sales Associate', 'Registered Nurse');
    expect(yearsInPosition(readCv(nurse, posting, NOW), posting.position)).toBe(0);
  });

  it('counts a bookkeeper’s years toward an administrative assistant’s: office routines are kept beside the ledger (ginpaz, x6)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Assistente Administrativo(a) Bilíngue – Espanhol', tasks: '', mandatory: [], desirable: [], language: 'pt' };
    const bookkeeper = `Experiencia Laboral
1999 - 2001 | Auxiliar Contable
2001 - 2011 | Analista Contable
`;
    expect(yearsInPosition(readCv(bookkeeper, posting, NOW), posting.position)).toBeGreaterThanOrEqual(12);
    const operator = bookkeeper.replace(/Auxiliar Contable|Analista Contable/g, 'Operadora de produção');
    expect(yearsInPosition(readCv(operator, posting, NOW), posting.position)).toBe(0);
  });

  it('reads the field past a gender ending in brackets: a supply chain manager has worked in what a "Coordenador(a) de Logística" does (Sbhawal 17152392)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Coordenador(a) de Logística', tasks: '', mandatory: [], desirable: [], language: 'pt' };
    const manager = `Experience
November 2011 to July 2014 Supply Chain Manager
Primarily, but not limited to activities relating to master planning, tactical purchasing, receiving, warehousing, and shipping.
`;
    expect(yearsInPosition(readCv(manager, posting, NOW), posting.position)).toBeGreaterThanOrEqual(2.5);
  });

  it('counts no years for a word many trades share: a software engineer is no civil engineer (deedy)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Ingeniero/a civil – obras y estructuras', tasks: '', mandatory: [], desirable: [], language: 'es' };
    const software = `Experience
Software Engineer 01/2014 to Current
Built the search backend of a photo-sharing site.
`;
    expect(yearsInPosition(readCv(software, posting, NOW), posting.position)).toBe(0);
    const civil = software.replace('Software Engineer', 'Civil Engineer').replace('Built the search backend of a photo-sharing site.', 'Site supervision of residential buildings.');
    expect(yearsInPosition(readCv(civil, posting, NOW), posting.position)).toBeGreaterThanOrEqual(12);
  });

  it('takes a bare role beside the field the title names as the role only: an "Operario/a de almacén" is no factory hand (debora, marcuscatan)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Operario/a de almacén y preparación de pedidos', tasks: '', mandatory: [], desirable: [], language: 'es' };
    const production = `Experiencia
2015 - 2022 | Operario de producción
Montaje de piezas en la línea.
`;
    expect(yearsInPosition(readCv(production, posting, NOW), posting.position)).toBe(0);
    const warehouse = production.replace('Operario de producción', 'Almacenista').replace('Montaje de piezas en la línea.', 'Recepción y preparación de pedidos.');
    expect(yearsInPosition(readCv(warehouse, posting, NOW), posting.position)).toBeGreaterThanOrEqual(7);
  });

  it('reads a British spelling as the American: a "Call centre agent" serves customers beside a seller (AntonioMendezRuiz, d2)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Vendedor de seguros', tasks: '', mandatory: [], desirable: [], language: 'es' };
    const agent = `WORK EXPERIENCE
21/11/2016–30/06/2019 Call centre agent
Orange, Jerez de la Frontera (Spain)
- Technical support call reception
`;
    expect(yearsInPosition(readCv(agent, posting, NOW), posting.position)).toBeGreaterThanOrEqual(2.5);
  });

  it('counts a title in a field related to the position as half the role: "Construcción" for a civil engineer, a web page\'s not at all (annavidaltur, y4)', () => {
    const posting: AnalyzeCvInput['posting'] = { position: 'Ingeniero/a civil – obras y estructuras', tasks: '', mandatory: [], desirable: [], language: 'es' };
    const engineer = `Ana Pérez
Ingeniera civil
Experiencia
Ingeniera civil, Constructora Andes, 2015 – 2020`;
    const foreman = `Ana Pérez
Jefa de obra
Experiencia
Jefa de obra, Constructora Andes, 2015 – 2020`;
    const web = `Ana Pérez
Construcción de la página web corporativa
Experiencia
Desarrolladora backend, BSG Ingenieros, 2015 – 2020`;
    const [civil, site, developer] = [relevanceOf(engineer, posting), relevanceOf(foreman, posting), relevanceOf(web, posting)];
    expect(site).toBeGreaterThan(developer + 0.15);
    expect(civil).toBeGreaterThan(site + 0.15);
    expect(developer).toBeLessThan(0.1);
  });

  it('orders candidates with the same verdicts, and never lifts one over the mandatory cap', () => {
    const verdicts = [
      { kind: 'mandatory' as const, verdict: 'met' as const },
      { kind: 'desirable' as const, verdict: 'unclear' as const },
    ];
    expect(scoreVerdicts(verdicts, 0.9).score).toBeGreaterThan(scoreVerdicts(verdicts, 0.1).score);
    const capped = [{ kind: 'mandatory' as const, verdict: 'not_met' as const }, ...verdicts];
    expect(scoreVerdicts(capped, 1).score).toBeLessThanOrEqual(4);
  });

  it('does not read the name: the same CV under another name is as relevant', () => {
    const cv = (name: string) => `${name}\nCocinera\nExperiencia\nCocinera, Restaurante El Puerto, 2016 – 2020\nPreparación de platos y control de stock.`;
    expect(relevanceOf(cv('María Cocinero Pérez'))).toBe(relevanceOf(cv('Juan Gómez')));
  });
});
