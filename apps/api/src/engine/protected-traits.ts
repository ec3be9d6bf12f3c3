// Words of protected traits in es/en/pt (DESIGN.md "The AI engine"; spec §5: sexo is always "indistinto").
// Both engines use them to keep screening questions off these subjects: a condition that asks for one
// (a recruiter may still type 'Edad: 25 a 35 años') is never turned into a question, evidence that
// mentions one is never quoted, and a model's question that names one is dropped. Words that name jobs
// as well are left out on purpose: 'sector salud', 'experience with children', 'trabajo en altura',
// 'levantar peso'.

const TRAITS = [
  // sex and gender
  'sexo', 'genero', 'gender', 'sex', 'masculino', 'femenino', 'male', 'female', 'hombres?', 'mujer(?:es)?', 'homem', 'homens', 'mulher(?:es)?',
  // age
  'edad', 'age', 'aged', 'idade', 'anos de edad', 'years old', 'joven(?:es)?', 'young', 'jovem', 'jovens', 'fecha de nacimiento', 'date of birth', 'data de nascimento',
  // nationality and origin
  'nacionalidad', 'nationality', 'nacionalidade', 'etnia', 'ethnicity', 'ethnic', 'raza', 'race', 'raca', 'origen etnico',
  // family
  'estado civil', 'marital', 'casad[oa]s?', 'solter[oa]s?', 'married', 'divorciad[oa]s?', 'divorced', 'hijos', 'hijas', 'filhos', 'filhas', 'embarazo', 'embarazada', 'pregnant', 'pregnancy', 'gravidez', 'gravida', 'maternidad', 'maternidade', 'maternity',
  // religion, politics, health
  'religion', 'religiao', 'religious', 'religios[oa]', 'afiliacion politica', 'political affiliation', 'filiacao partidaria',
  'estado de salud', 'health condition', 'estado de saude', 'discapacidad', 'disability', 'deficiencia', 'incapacidad',
  // appearance
  'foto', 'fotos', 'photo', 'photos', 'buena presencia', 'boa aparencia', 'good appearance', 'apariencia', 'aparencia', 'appearance'
];

const PATTERN = new RegExp(`\\b(?:${TRAITS.join('|')})\\b`, 'i');

/** True when the text names a protected trait (accents and case ignored). */
export function mentionsProtectedTrait(text: string): boolean {
  return PATTERN.test(text.normalize('NFD').replace(/\p{M}+/gu, ''));
}
