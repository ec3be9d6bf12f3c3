import { describe, expect, it } from 'vitest';
import type { AnalyzeCvInput } from '../engine';
import { createEmbeddedEngine } from '../embedded/embedded-engine';
import { addMeasure, emptyTally, measureApplicant } from './measure';
import { neutraliseGender, swapName, SWAPPED_NAMES, VARIANTS, type SwappedName } from './variants';

const named = (region: string, gender: 'f' | 'm'): SwappedName => SWAPPED_NAMES.find((n) => n.region === region && n.gender === gender)!;

describe('swapping the name', () => {
  const cv = 'MARÍA LÓPEZ\nmaria.lopez@correo.com · linkedin.com/in/maria-lopez\nIngeniera de procesos.\nFirma: María';

  it('puts the new name wherever the old one is printed, in its case, and in the addresses', () => {
    expect(swapName(cv, 'María López', named('west_africa', 'm'))).toBe(
      'KWAME MENSAH\nkwame.mensah@correo.com · linkedin.com/in/kwame-mensah\nIngeniera de procesos.\nFirma: Kwame',
    );
  });

  it('keeps accents only where the CV prints them', () => {
    expect(swapName('Maria Lopez\nmaria@x.com', 'Maria Lopez', named('es', 'f'))).toBe('Lucia Fernandez Ruiz\nlucia@x.com');
  });

  it('swaps a surname a PDF glued to the next word, as the analysis reads it', () => {
    expect(swapName('Francisco AlvesRua São Gonçalo 1137', 'Francisco Alves', named('zh', 'f'))).toBe('Li Na WangRua São Gonçalo 1137');
  });

  it('leaves words that only start like the name', () => {
    expect(swapName('Ana Mar\nAnalista de datos, Mario Bros', 'Ana Mar', named('en', 'm'))).toBe('James Whitfield\nAnalista de datos, Mario Bros');
  });

  it('has nothing to swap without a name read, or when the text does not print it', () => {
    expect(swapName(cv, null, named('ar', 'f'))).toBeNull();
    expect(swapName(cv, 'Juan Pérez', named('ar', 'f'))).toBeNull();
  });

  it('names a woman and a man of each of the seven regions', () => {
    expect(SWAPPED_NAMES).toHaveLength(14);
    expect(new Set(SWAPPED_NAMES.map((n) => `${n.region}:${n.gender}`)).size).toBe(14);
    expect(VARIANTS.map((v) => v.key)).toEqual([...SWAPPED_NAMES.map((n) => `name:${n.region}:${n.gender}`), 'gender:f', 'gender:m']);
  });
});

describe('putting the gendered words in one gender', () => {
  const es = 'Ingeniera de procesos. Sra. López.\nHe trabajado como Enfermera/o y Vendedora; Profesor/a investigador/a.\nElla lidera el equipo. Asistente Administrativa. INGENIERAS.';

  it('Spanish, to the masculine and to the feminine', () => {
    expect(neutraliseGender(es, 'm', 'es')).toBe(
      'Ingeniero de procesos. Sr. López.\nHe trabajado como Enfermero y Vendedor; Profesor investigador.\nÉl lidera el equipo. Asistente Administrativo. INGENIEROS.',
    );
    expect(neutraliseGender(es, 'f', 'es')).toBe(
      'Ingeniera de procesos. Sra. López.\nHe trabajado como Enfermera y Vendedora; Profesora investigadora.\nElla lidera el equipo. Asistente Administrativa. INGENIERAS.',
    );
  });

  it('Portuguese, inclusive forms included', () => {
    expect(neutraliseGender('Bacharela em Estatística, Mestra em métodos. Ela foi Estagiária e Designer Gráfico(a).', 'm', 'pt')).toBe(
      'Bacharel em Estatística, Mestre em métodos. Ele foi Estagiário e Designer Gráfico.',
    );
    expect(neutraliseGender('Enfermeiro(a) e professor; ele coordenou pesquisadores.', 'f', 'pt')).toBe(
      'Enfermeira e professora; ela coordenou pesquisadoras.',
    );
  });

  it('English pronouns and titles, and nothing else', () => {
    expect(neutraliseGender('She led her team. He/she. Mrs. Smith. MS Office; never miss a deadline. Director.', 'm', 'en')).toBe(
      'He led his team. He. Mr. Smith. MS Office; never miss a deadline. Director.',
    );
  });

  it("leaves grammar that is not the person's: 'soporte técnico', 'Física', the article 'el', 'he trabajado'", () => {
    expect(neutraliseGender('Licenciatura en Física. Soporte técnico. El equipo. He trabajado.', 'f', 'es')).toBeNull();
  });
});

describe('the built-in engine reads a woman and a man alike', () => {
  const engine = createEmbeddedEngine({ now: () => new Date('2025-06-01T12:00:00Z') });

  // Degrees said in the feminine were not read as degrees: 'Bacharela', 'Mestra', 'Doctora en', 'Ingeniera Química'.
  const cases: Array<[string, string, AnalyzeCvInput['posting']]> = [
    [
      'a Brazilian statistician',
      'Guilherme Parreira\nguilherme@correo.com.br\nExperiência\nCientista de Dados, Banco XP, 2018 – 2024\nFormação\nBacharel em Estatística, UFPR, 2016\nMestre em Estatística, UFPR, 2018',
      {
        position: 'Analista de dados',
        tasks: 'Análises estatísticas e relatórios.',
        mandatory: ['Graduação em Estatística, Matemática ou áreas afins'],
        desirable: ['Mestrado em Estatística'],
        language: 'pt',
      },
    ],
    [
      'a Spanish chemical engineer and researcher',
      'Pedro Gómez\npedro@correo.es\nExperiencia\nIngeniero Químico de procesos, Repsol, 2015 – 2024\nFormación\nIngeniero Químico, Universidad de Sevilla, 2014\nDoctor en Química, Universidad de Sevilla, 2019',
      {
        position: 'Ingeniero/a de procesos',
        tasks: 'Optimizar procesos químicos en planta.',
        mandatory: ['Título de ingeniería química'],
        desirable: ['Doctorado en química'],
        language: 'es',
      },
    ],
  ];

  it.each(cases)('%s: the same score and verdicts in the feminine and in the masculine', async (_, text, posting) => {
    const measure = await measureApplicant(engine, { text, posting, storedName: null });
    const gender = measure.outcomes.filter((o) => o.key.startsWith('gender:'));
    expect(gender.some((o) => o.applied)).toBe(true);
    expect(gender.filter((o) => o.change > 0 || o.verdictsChanged)).toEqual([]);
    // Every degree asked for is read, whichever gender the CV is written in.
    expect(measure.baseline.conditions.map((c) => c.verdict)).toEqual(['met', 'met']);
    const feminine = neutraliseGender(text, 'f', posting.language)!;
    const asWoman = await engine.analyzeCv({ text: feminine, posting });
    expect(asWoman.conditions.map((c) => c.verdict)).toEqual(['met', 'met']);
  });

  it('adds the measures of several applicants per variant', async () => {
    const [, text, posting] = cases[0]!;
    const measure = await measureApplicant(engine, { text, posting, storedName: null });
    const tally = addMeasure(addMeasure(emptyTally(), measure), measure);
    expect(tally.maxChange).toBe(0);
    expect(tally.variants.find((v) => v.key === 'name:zh:f')).toEqual({ key: 'name:zh:f', applied: 2, changed: 0, maxChange: 0 });
    const changed = addMeasure(tally, { ...measure, outcomes: measure.outcomes.map((o) => (o.key === 'gender:f' ? { ...o, change: 0.4 } : o)) });
    expect(changed).toMatchObject({ maxChange: 0.4, changedApplicants: 1 });
    expect(changed.variants.find((v) => v.key === 'gender:f')).toMatchObject({ changed: 1, maxChange: 0.4 });
  });
});
