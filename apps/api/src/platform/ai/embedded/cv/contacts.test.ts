import { describe, expect, it } from 'vitest';
import { extractContacts, normalisePhone } from './contacts';
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
});
