import { describe, expect, test } from 'vitest';
import { detectCvLanguage } from './detect-language';

// The real CVs of the corpus are checked in corpus.test.ts; these are the cases the corpus lacks.

describe('detectCvLanguage', () => {
  test.each([
    ['es', 'Auxiliar contable con cinco años de experiencia en liquidación de sueldos y conciliaciones bancarias. Manejo de Tango Gestión y Excel avanzado. Estudiante de Contador Público en la Universidad de Buenos Aires.'],
    ['pt', 'Atendente de telemarketing com dois anos de experiência em cobrança e atendimento ao cliente. Ensino médio completo. Conhecimentos em pacote Office e sistemas de CRM.'],
    ['en', 'Registered nurse with ten years of experience in acute care and emergency departments. Bachelor of Science in Nursing. Current BLS and ACLS certifications.'],
  ] as const)('a short %s profile', (language, text) => {
    expect(detectCvLanguage(text)).toBe(language);
  });

  test.each([
    ['French', "Ingénieur logiciel avec dix ans d'expérience dans le développement d'applications web. Compétences : Java, Python, gestion de projet. Formation : Master en informatique, Université de Lyon."],
    ['German', 'Softwareentwickler mit zehn Jahren Berufserfahrung in der Entwicklung von Webanwendungen. Kenntnisse: Java, Python, Projektmanagement. Ausbildung: Master in Informatik, Universität München.'],
    ['Italian', 'Sviluppatore software con dieci anni di esperienza nello sviluppo di applicazioni web. Competenze: Java, Python, gestione dei progetti. Formazione: Laurea magistrale in informatica.'],
    ['Catalan', "Enginyer de programari amb deu anys d'experiència en el desenvolupament d'aplicacions web. Competències: Java, Python, gestió de projectes. Formació: Màster en informàtica."],
  ])('a CV in %s is in none of our languages', (_, text) => {
    expect(detectCvLanguage(text)).toBeNull();
  });

  test('a letter-spaced text layer is read as the words it spells', () => {
    expect(detectCvLanguage('S o y  e s t u d i a n t e  d e  D i s e ñ o  G r á f i c o ,  e m p r e n d e d o r a ,  c o n  a l t a  c a p a c i d a d\nI D I O M A S\nEspañol, Inglés (B1)')).toBe('es');
  });

  test('too little text to tell', () => {
    expect(detectCvLanguage('')).toBeNull();
    expect(detectCvLanguage('Java, SQL')).toBeNull();
  });
});
