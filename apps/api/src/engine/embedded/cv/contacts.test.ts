import { describe, expect, it } from 'vitest';
import { extractContacts } from './contacts';
import { normalisePhone } from './phones';
import { readLines } from './cv-document';

const contacts = (text: string) => extractContacts(readLines(text));

describe('contact extraction', () => {
  it("takes the candidate's details, not an agency's printed above them", () => {
    const found = contacts(`Presented by TalentCo Recruitment Agency — jobs@talentco.com — +1 212 555 0100
Lucía Fernández Ruiz
Madrid, España · lucia.fernandez@correo.es · 612 345 678
Experiencia
Camarera, Bar Sol, 2019 – 2023`);
    expect(found).toMatchObject({ name: 'Lucía Fernández Ruiz', email: 'lucia.fernandez@correo.es', phone: '+34612345678' });
  });

  it("never takes a referee's or a template site's details, even when the candidate gives none", () => {
    const found = contacts(`Pedro Gómez
Perfil
Cocinero con experiencia.
Referencias
Carlos Díaz, jefe de cocina — carlos@restaurante.com — 11 4444-5555
Template by CVMaker — support@cvmaker.com`);
    expect(found).toMatchObject({ name: 'Pedro Gómez', email: null, phone: null });
  });

  it('does not read dates, years, postcodes or identity numbers as phones', () => {
    const found = contacts(`JOÃO DA SILVA
CEP 30130-110, Belo Horizonte · CPF 123.456.789-09
Nascimento: 12.03.1990
Experiência
Analista, 2015 - 2019 · 2019 – 2024`);
    expect(found.name).toBe('João da Silva');
    expect(found.phone).toBeNull();
    for (const notPhone of ['2015 - 2019', '12.03.1990', '2019 2020 2021']) expect(normalisePhone(notPhone)).toBeUndefined();
  });

  it('normalises phones: E.164 when the country is written or clear, digits otherwise', () => {
    expect(normalisePhone('(+55) 31 98463 6402')).toBe('+5531984636402');
    expect(normalisePhone('0054 9 11 5555-1234')).toBe('+5491155551234');
    expect(normalisePhone('(31) 98765-4321', 'BR')).toBe('+5531987654321');
    expect(normalisePhone('(999) 876-5432')).toBe('9998765432');
  });

  it('reads names with credentials, on a line with an address, glued to the next word, or in capitals', () => {
    expect(contacts('Carol Summers, RN, MEDSURG-BC\nPalm Tree Street, FL | carol@x.com').name).toBe('Carol Summers, RN, MEDSURG-BC');
    expect(contacts('Jaya Chaudhari Nurse City, ON Z9Y 8X7\n(999) 876-5432 | Jayachaudhari1@trentu.ca').name).toBe('Jaya Chaudhari');
    expect(contacts('Francisco AlvesRua São Gonçalo 1137, Belo Horizonte\nfjunior@gmail.com').name).toBe('Francisco Alves');
    expect(contacts('Claud D. ParkSOFTWARE ENGINEER · SECURITY EXPERT\nx@y.com').name).toBe('Claud D. Park');
    expect(contacts('MARÍA JOSÉ NÚÑEZ\nSevilla').name).toBe('María José Núñez');
    expect(contacts('Nombre: Ana de la Torre\nTeléfono: 600 123 456').name).toBe('Ana de la Torre');
  });

  it("reads the candidate's own data after a references column that interleaves with it", () => {
    const found = contacts(`DATOS PERSONALES
REFERENCIAS PERSONALES
Ernesto Mijares
Teleperformance
301 5372617
Fecha de Nacimiento:
24/04/1991
Teléfonos:
301 4198118
E-mail:
lq@correo.co`);
    expect(found).toMatchObject({ email: 'lq@correo.co', phone: '3014198118' });
  });

  it('reads no identity number, month-year range or postcode block as a phone', () => {
    const spanish = contacts(`ROSA CASTRO PERLAZA
Cédula: 1004536036
Cali – Valle
Móvil: 3216037553
Experiencia
01-2009 – 12-2022 Colegio
Firma
1004536036 de Cali`);
    expect(spanish.phone).toBe('3216037553');
    expect(contacts('ANA LÓPEZ\nC.C. 52.123.456\n3001234567').phone).toBe('3001234567');
    expect(contacts('Ana López Ruiz\nEducación\n01-2009 – 12-2022 Colegio').phone).toBeNull();
    expect(normalisePhone('05/2019 - 12/2023')).toBeUndefined();
    // A bare block of 8 digits at the end of an address loses to a number written in a phone's groups; a
    // surname that is also a city ('Lima') says nothing of the country.
    expect(contacts('Mariana Souza Lima\nAlameda Jundiaí, 628\nAtibaia - SP - 12947260\n(11) 94468-1895').phone).toBe('11944681895');
    expect(contacts('Mary Ann Lopes\nSpringfield 62704\n(217) 555-0134').phone).toBe('2175550134');
  });

  it('reads a number its label introduces on the line before, after an identity label on the line before', () => {
    expect(contacts('Luis Quintana Bolívar\nCE:\n810981234\nTeléfonos:\n301 4198118\nlq@correo.co').phone).toBe('+573014198118');
    expect(contacts('Ana Clara Souza\nRG:\n123456789\nTelefones:\n(11) 91234-5678').phone).toBe('11912345678');
    expect(contacts('Mary Ann Lopes\nPassport:\n987654321\nPhone:\n614-555-0100').phone).toBe('6145550100');
  });

  it("never takes a number followed by someone else's name, and keeps one followed by its kind", () => {
    expect(contacts('Débora Reis\nTelefones: (11) 99215-1170 – recados no (11) 98289-9112 (André)').phone).toBe('11992151170');
    expect(contacts('Mary Lopes\nSummary\nCook. Galley Steward (305) 436-4000 (Ronald Strode, supervisor).').phone).toBeNull();
    expect(contacts('Pedro Gómez Ruiz\nContacto: 600 123 456 (Móvil) · pedro@correo.es').phone).toBe('+34600123456');
    expect(contacts('Ana Clara Souza\n(11) 91234-5678 (Celular)').phone).toBe('11912345678');
  });

  it('keeps a placeholder number a template prints, and a number without its extension (a chat link takes digits only)', () => {
    expect(contacts('MARY ANN LOPES\nmary@lopes.dev 000-00-0000 # Street, 00000 County').phone).toBe('000000000');
    expect(normalisePhone('00/00/0000')).toBeUndefined();
    expect(contacts('José Ramón Martínez\n+1809 535 8273 ext 4281').phone).toBe('+18095358273');
    expect(contacts('Ana Clara Souza\n+55 11 3541-4627 ramal 12').phone).toBe('+551135414627');
    expect(contacts('Pedro Gómez\n+34 912 345 678 extensión 305').phone).toBe('+34912345678');
  });

  it('takes a job-title headline for no name (en, es, pt), and a capitalised sentence neither', () => {
    expect(contacts('SALES EXECUTIVE\nSummary\nTen years selling to businesses.').name).toBeNull();
    expect(contacts('LEAD COOK (COOK III)\nSummary\nNine years in kitchens.').name).toBeNull();
    expect(contacts('AUXILIAR ADMINISTRATIVO\nPerfil\nOrganizada y puntual.').name).toBeNull();
    expect(contacts('TÉCNICO DE ENFERMAGEM\nResumo\nPlantões noturnos.').name).toBeNull();
    expect(contacts('Last Updated on 21st January 2015\nMary Ann Lopes\nmary@lopes.dev').name).toBe('Mary Ann Lopes');
    expect(contacts('Última Actualización en enero de 2024\nLucía Pérez Gil\nlucia@correo.es').name).toBe('Lucía Pérez Gil');
  });

  it('reads no name from a label, and a name followed by a labelled field', () => {
    expect(contacts('Fecha de Nacimiento:\n24/04/1991\nEstado Civil:\nSoltero').name).toBeNull();
    expect(contacts('Data de Nascimento: 12/03/1990\nEstado Civil: Casada').name).toBeNull();
    expect(contacts('Mary Ann Lopes Email: mary@lopes.dev\nlopes.dev Mobile: +1-555-010-2030').name).toBe('Mary Ann Lopes');
  });

  it("reads the name after the Europass label (en, es, pt) and keeps a 'Curriculum-Vitae' title out of it", () => {
    expect(contacts('Curriculum vitae\nPERSONAL INFORMATION Lucía Pérez Gil\nC/ Mayor 3, Jerez (Spain)').name).toBe('Lucía Pérez Gil');
    expect(contacts('Curriculum vitae\nINFORMACIÓN PERSONAL Lucía Pérez Gil\nC/ Mayor 3, Jerez').name).toBe('Lucía Pérez Gil');
    expect(contacts('Curriculum vitae\nINFORMAÇÃO PESSOAL Ana Clara Souza\nRua das Flores 10').name).toBe('Ana Clara Souza');
    expect(contacts('Curriculum-Vitae\nNORA INÉS CASTRO\nnora.castro@correo.co').name).toBe('Nora Inés Castro');
  });

  it('reads a name a PDF printed without spaces, or over two lines', () => {
    expect(contacts('LucíaPérez\nintereses\nlucia@correo.es').name).toBe('Lucía Pérez');
    // 'Anna VidalTur': the glued word is taken when the e-mail spells it…
    expect(contacts('Anna VidalTur\nC/ Cuba 36, Valencia\nannavidaltur@correo.es').name).toBe('Anna Vidal Tur');
    // …and left as another field when nothing does.
    expect(contacts('Francisco AlvesBelo Horizonte\nfj@correo.br').name).toBe('Francisco Alves');
    expect(contacts('Marcel\nLourenço\nRua das Tuias, 131\nmarcel@correo.br').name).toBe('Marcel Lourenço');
    expect(contacts('STEPHANÍA\nCASTAÑO\nCali, Colombia').name).toBe('Stephanía Castaño');
    expect(contacts('ANA DE LA\nTORRE\nMadrid').name).toBe('Ana de la Torre');
    // Capitalised lines that follow each other are not a name unless the CV opens with them or a handle spells them.
    expect(contacts('Desarrolladora\nAna Gómez\nMadrid').name).toBe('Ana Gómez');
    expect(contacts('Ana Gómez\nSANTA\nMARTA').name).toBe('Ana Gómez');
    expect(contacts('Experiencia\nVendedor\nSANTA\nMARTA').name).toBeNull();
    // A capitalised particle ending the name is a surname.
    expect(contacts('Debarghya Das\nx@y.com').name).toBe('Debarghya Das');
    expect(contacts('JOÃO DA\nSILVA\nSão Paulo').name).toBe('João da Silva');
  });

  it("finds the name a two-column layout prints anywhere, when the candidate's e-mail or link spells it", () => {
    const spanish = contacts(`HABILIDADES
Trabajo en equipo
EXPERIENCIA PROFESIONAL
Desarrollador | Acme S.A.S.
https://co.linkedin.com/in/jesú
s-david-duque-ossa-
a88650236
dqo123@correo.co
JESÚS DAVID DUQUE OSSA
INGENIERO DE SISTEMAS
Gestión De Proyectos`);
    expect(spanish).toMatchObject({ name: 'Jesús David Duque Ossa', email: 'dqo123@correo.co' });
    const english = contacts('PROFESSIONAL EXPERIENCE\nPROFILE\nMarcus Catan\nLanguages\nEnglish Fluent\nmarcuscatan@correo.com');
    expect(english.name).toBe('Marcus Catan');
    // A handle that shortens the given name still confirms it: 'stepha' for Stephanía, 'vale' for Valeria.
    const portuguese = contacts('Educação\nEscola Estadual\nIdiomas\nValéria Ospina Chiquillo\nvale-ospina2005@correo.com.br\n(11) 99999-0000');
    expect(portuguese).toMatchObject({ name: 'Valéria Ospina Chiquillo', phone: '+5511999990000' });
    // Without a handle that spells it, a capitalised line in the middle of a CV is not taken for a name.
    expect(contacts('Educación\nUniversidad Nacional\nIdiomas\nGestión Comercial\nx99@correo.com').name).toBeNull();
  });

  it('reads the name from a summary written in the third person when no line is a name', () => {
    expect(contacts('LEAD COOK\nSummary\nCharles Hundley has well over nine years of cooking experience.').name).toBe('Charles Hundley');
    expect(contacts('AUXILIAR DE COCINA\nPerfil\nMaría Gómez tiene cinco años de experiencia en cocinas.').name).toBe('María Gómez');
    expect(contacts('AUXILIAR DE COZINHA\nResumo\nAna Paula Lima é cozinheira há dez anos.').name).toBe('Ana Paula Lima');
    expect(contacts('SALES EXECUTIVE\nSummary\nSales and Customer Service Professional with a record of growth.').name).toBeNull();
  });
});
