import { describe, expect, it } from 'vitest';
import { readPosition } from './draft-posting';
import { correctWord, matchOccupation } from './match-occupation';
import { words } from '../normalize';
import { detectSeniority, detectTechnologies, detectWorkConditions } from './position-modifiers';

const matched = (position: string) => matchOccupation(words(position))?.occupation.id;

describe('matchOccupation', () => {
  it.each([
    ['vendedor', 'salesperson'],
    ['Vendedora', 'salesperson'],
    ['vendedor/a', 'salesperson'],
    ['Vendedor(a)', 'salesperson'],
    ['vendedor/ra', 'salesperson'],
    ['VENDEDORES', 'salesperson'],
    ['vended@r', 'salesperson'],
    ['vendedorx', 'salesperson'],
    ['vendedore', 'salesperson'],
    ['enfermero/a', 'nurse'],
    ['Enfermera', 'nurse'],
    ['enfermer@s', 'nurse'],
    ['enfermerxs', 'nurse'],
    ['enfermeira', 'nurse'],
    ['Enfermeiro(a)', 'nurse'],
  ])('reads gender and inclusive forms: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it.each([
    ['mesero', 'waiter'],
    ['camarera', 'waiter'],
    ['mozo', 'waiter'],
    ['garzón', 'waiter'],
    ['garcom', 'waiter'],
    ['waiter', 'waiter'],
    ['desarrollador', 'software-developer'],
    ['programadora', 'software-developer'],
    ['developer', 'software-developer'],
    ['programmer', 'software-developer'],
    ['software engineer', 'software-developer'],
    ['desenvolvedor', 'software-developer'],
    ['dev', 'software-developer'],
    ['repartidor', 'delivery-driver'],
    ['motoboy', 'delivery-driver'],
  ])('knows regional variants and synonyms: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it.each([
    ['QA', 'qa-tester'],
    ['RRHH', 'hr-generalist'],
    ['RH', 'hr-generalist'],
    ['HR', 'hr-generalist'],
    ['CFO', 'finance-manager'],
    ['KAM', 'key-account-manager'],
    ['SRE', 'devops-engineer'],
    ['DBA', 'database-administrator'],
  ])('knows common abbreviations: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it.each([
    ['MECÁNICO', 'auto-mechanic'],
    ['mecanico', 'auto-mechanic'],
    ['tecnico electronico', 'electronics-technician'],
    ['Técnico Electrónico', 'electronics-technician'],
    ['  médico   de   familia ', 'physician'],
  ])('ignores case, accents and spacing: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it.each([
    ['progamador', 'software-developer'],
    ['enfemera', 'nurse'],
    ['recepcionsta', 'receptionist'],
    ['accountnat', 'accountant'],
    ['electrisista', 'electrician'],
    ['carpintro', 'carpenter'],
    ['administartivo', 'administrative-assistant'],
  ])('tolerates typos: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it('tolerates one typo in words of 5 to 7 letters and two from 8 letters, never in short words', () => {
    expect(matched('moso')).toBeUndefined();
    expect(matched('cajro')).toBe('cashier');
    expect(matched('cajeor')).toBe('cashier');
    expect(matched('pntr')).toBeUndefined();
    expect(matched('recepcinsta')).toBe('receptionist');
  });

  it('does not take a correctly spelt word for a typo of another one', () => {
    expect(matched('Analista de riesgos')).toBeUndefined();
    expect(matched('Auxiliar medio tiempo')).toBeUndefined();
  });

  it.each([
    ['Ingeniero de datos', 'data-engineer'],
    ['Ingeniero civil', 'civil-engineer'],
    ['Analista de calidad de software', 'qa-tester'],
    ['Analista de calidad', 'quality-inspector'],
    ['Auxiliar de enfermería', 'nursing-assistant'],
    ['Chofer de camión', 'truck-driver'],
    ['Chofer', 'driver'],
    ['Recepcionista de hotel', 'hotel-receptionist'],
    ['Profesora de inglés', 'english-teacher'],
    ['Profesor', 'teacher'],
    ['Mozo de almacén', 'warehouse-worker'],
    ['Médico veterinario', 'veterinarian'],
    ['Pastry chef', 'pastry-chef'],
    ['Jefe de cocina', 'chef'],
    ['Arquitecto de software', 'software-architect'],
    ['Arquitecto', 'architect'],
    ['Maestra jardinera', 'preschool-teacher'],
    ['Jardinero', 'gardener'],
    ['Operador de grúa horquilla', 'forklift-operator'],
    ['Operador de grúa', 'crane-operator'],
  ])('prefers the most specific occupation: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it.each([
    ['Vendedor de mostrador para sucursal centro', 'salesperson'],
    ['Sr. Java Developer (remote)', 'software-developer'],
    ['Auxiliar administrativo/a - turno mañana', 'administrative-assistant'],
    ['enfermera para clínica', 'nurse'],
    ['Se busca cocinero con experiencia en parrilla', 'cook'],
  ])('ignores extra words: %s', (position, id) => {
    expect(matched(position)).toBe(id);
  });

  it('reports the words it used and the languages whose names matched', () => {
    const match = matchOccupation(words('Jefe de cocina Sr'));
    expect(match?.consumed).toEqual(new Set([0, 2]));
    expect(matchOccupation(words('vendedor'))?.languages).toEqual(new Set(['es', 'pt']));
  });

  it('gives the same answer every time', () => {
    expect(matched('Cajero vendedor')).toBe(matched('Cajero vendedor'));
  });
});

describe('readPosition', () => {
  it('specialises a developer by the stack the position names', () => {
    expect(readPosition('Programador React').occupation?.id).toBe('frontend-developer');
    expect(readPosition('Desarrollador Java').occupation?.id).toBe('backend-developer');
    expect(readPosition('Dev Flutter').occupation?.id).toBe('mobile-developer');
    expect(readPosition('Java Sr').occupation?.id).toBe('backend-developer');
    expect(readPosition('Desarrollador Full Stack React').occupation?.id).toBe('fullstack-developer');
  });

  it('falls back to the sector of an unknown position', () => {
    expect(readPosition('Analista de riesgos').sector?.id).toBe('finance');
    expect(readPosition('Responsable de logística').sector?.id).toBe('logistics');
    expect(readPosition('Domador de leones').sector).toBeUndefined();
  });
});

describe('correctWord', () => {
  it('keeps the gender, number and capitals the recruiter typed', () => {
    expect(correctWord('enfemera', 'enfermero')).toBe('enfermera');
    expect(correctWord('Progamadores', 'programador')).toBe('Programadores');
    expect(correctWord('RECEPCIONSTA', 'recepcionista')).toBe('RECEPCIONISTA');
  });
});

describe('detectSeniority', () => {
  const seniority = (position: string) => {
    const list = words(position);
    return detectSeniority(list, matchOccupation(list)?.consumed ?? new Set());
  };

  it.each([
    ['Contador trainee', 'trainee'],
    ['Pasante de contabilidad', 'trainee'],
    ['Estagiário de RH', 'trainee'],
    ['Electrician apprentice', 'trainee'],
    ['Contador Jr.', 'junior'],
    ['Junior accountant', 'junior'],
    ['Contador semi senior', 'mid'],
    ['Contador semi-senior', 'mid'],
    ['Contador SSR', 'mid'],
    ['Contador pleno', 'mid'],
    ['Contador Sr.', 'senior'],
    ['Senior accountant', 'senior'],
    ['Tech lead', 'lead'],
    ['Jefe de contabilidad', 'lead'],
    ['Head of accounting', 'lead'],
    ['Gerente general', 'lead'],
    ['Accounting manager', 'lead'],
    ['Sales coordinator', 'lead'],
    ['Contador', undefined],
  ])('%s -> %s', (position, level) => {
    expect(seniority(position)).toBe(level);
  });

  it('does not count the words of an occupation that is a leadership role by itself', () => {
    expect(seniority('Jefe de cocina')).toBeUndefined();
    expect(seniority('Gerente de ventas')).toBeUndefined();
    expect(seniority('Product manager')).toBeUndefined();
  });
});

describe('detectWorkConditions and detectTechnologies', () => {
  it('reads work modes and shifts', () => {
    expect(detectWorkConditions(words('Dev remoto part-time'))).toEqual({ modes: ['remote', 'partTime'], shifts: [] });
    expect(detectWorkConditions(words('Cajero turno mañana y fines de semana')).shifts).toEqual(['morning', 'weekends']);
    expect(detectWorkConditions(words('Operador de produção turno da noite')).shifts).toEqual(['night']);
  });

  it('reads technologies once, longest names first', () => {
    expect(detectTechnologies(words('React Native dev')).map((t) => t.label)).toEqual(['React Native']);
    expect(detectTechnologies(words('Full stack React + Node.js + C#')).map((t) => t.label)).toEqual(['Node.js', 'C#', 'React']);
  });
});
