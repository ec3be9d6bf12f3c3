import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@postula/contract/constants';
import { conditionAssessmentSchema } from '../../engine';
import { listOf, REASON_KEYS, reason, renderStoredReason, storedParams } from './reasons';

// Reasons are stored as a key and parameters and said in the reader's language (decision 020): every key must
// read as a whole sentence in es, en and pt whatever parameters it was stored with.

/** Every parameter a reader gives today, as the analysis stores it. */
const STORED = storedParams({ years: 2.5, required: 3, what: 'ventas y atención al cliente', spoken: 'inglés' })!;

const OPENING: Record<Language, RegExp> = {
  es: /^(?:El CV|La formación)\s/,
  en: /^(?:The CV|The qualifications)\s/,
  pt: /^(?:O currículo|A formação)\s/,
};

describe('reasons said in the reader’s language', () => {
  it.each(LANGUAGES)('every key reads as a full sentence in %s, with no placeholder left', (language) => {
    expect(REASON_KEYS.length).toBeGreaterThan(25);
    for (const key of REASON_KEYS) {
      const sentence = renderStoredReason(language, key, STORED);
      expect(sentence, key).toBeDefined();
      expect(sentence, key).toMatch(OPENING[language]);
      expect(sentence, key).toMatch(/[.)]$/);
      expect(sentence, key).not.toMatch(/undefined|NaN|\{|\}|\$/);
    }
  });

  it('says every key in each language differently: nothing stays in the posting’s language', () => {
    for (const key of REASON_KEYS) {
      const [es, en, pt] = LANGUAGES.map((language) => renderStoredReason(language, key, STORED));
      expect(new Set([es, en, pt]).size, key).toBe(3);
    }
  });

  it('stores a spoken language as its code, and names it in each language', () => {
    expect(storedParams({ spoken: 'inglés' })).toEqual({ spoken: 'en' });
    expect(storedParams({ spoken: 'Portuguese' })).toEqual({ spoken: 'pt' });
    expect(storedParams({ spoken: 'alemão' })).toEqual({ spoken: 'de' });
    expect(storedParams({ spoken: 'lengua de señas' })).toEqual({ spoken: 'lsa' });
    expect(storedParams({ spoken: 'de' })).toEqual({ spoken: 'de' });
    expect(renderStoredReason('es', 'language.met', { spoken: 'pt' })).toBe('El CV indica portugués con un nivel suficiente.');
    expect(renderStoredReason('en', 'language.met', { spoken: 'pt' })).toBe('The CV states Portuguese at a sufficient level.');
    expect(renderStoredReason('pt', 'language.met', { spoken: 'pt' })).toBe('O currículo indica português com nível suficiente.');
    expect(renderStoredReason('en', 'language.unclear', { spoken: 'ar' })).toBe('The CV does not mention Arabic.');
    expect(renderStoredReason('pt', 'language.written', { spoken: 'es' })).toBe('O currículo está escrito em espanhol.');
    // The sentence stored in the posting's language reads the same as before.
    expect(reason('es', 'language.notMet', { spoken: 'ruso' })).toBe('El CV indica un nivel de ruso inferior al pedido.');
    expect(reason('es', 'language.notMet', { spoken: 'ru' })).toBe('El CV indica un nivel de ruso inferior al pedido.');
  });

  it('keeps the condition’s own words, and says numbers the reader’s way', () => {
    expect(renderStoredReason('en', 'generic.met', { what: 'ventas y atención al cliente' })).toBe('The CV mentions ventas y atención al cliente.');
    expect(renderStoredReason('en', 'experience.partly', { years: 1.5, required: 3 })).toBe(
      'The CV shows about 1.5 years of related experience, less than asked for (3 years).',
    );
    expect(renderStoredReason('es', 'experience.partly', { years: 1.5, required: 3 })).toBe(
      'El CV reúne unos 1,5 años de experiencia relacionada, menos de lo pedido (3 años).',
    );
    expect(renderStoredReason('pt', 'experience.met', { years: 1, required: 1 })).toBe(
      'O currículo soma cerca de 1 ano de experiência relacionada (pedido: 1 ano).',
    );
  });

  it('says apart what the CV names and what the work it describes shows, in each language (call-centre agent, d2)', () => {
    const both = { what: ['comunicación'], shown: ['Orientación al cliente'] };
    expect(renderStoredReason('es', 'generic.met', both)).toBe('El CV menciona comunicación, y la experiencia que describe muestra Orientación al cliente.');
    expect(renderStoredReason('en', 'generic.met', both)).toBe('The CV mentions comunicación, and the work it describes shows Orientación al cliente.');
    expect(renderStoredReason('pt', 'generic.met', both)).toBe('O currículo menciona comunicación, e a experiência que descreve mostra Orientación al cliente.');
    const only = { what: [], shown: ['Orientación al cliente'], missing: ['comunicación'] };
    expect(renderStoredReason('es', 'generic.partly', only)).toBe('La experiencia que describe el CV muestra Orientación al cliente, pero no comunicación.');
    expect(renderStoredReason('en', 'generic.partly', only)).toBe('The work the CV describes shows Orientación al cliente, but not comunicación.');
    expect(renderStoredReason('pt', 'generic.partly', only)).toBe('A experiência que o currículo descreve mostra Orientación al cliente, mas não comunicación.');
  });

  it('reads parameters a newer reader may add: lists are joined in the reader’s language, unknown ones are kept', () => {
    const stored = storedParams({ what: 'SAP', months: 6, extra: { nested: true } } as never);
    expect(stored).toEqual({ what: 'SAP', months: 6 });
    expect(renderStoredReason('en', 'generic.notMet', { what: ['SAP', 'Siigo'] })).toBe('The CV does not mention SAP or Siigo.');
    expect(renderStoredReason('es', 'generic.notMet', { what: ['SAP', 'Siigo', 'A2'] })).toBe('El CV no menciona SAP, Siigo ni A2.');
    expect(renderStoredReason('pt', 'generic.notMet', { what: ['SAP', 'Siigo'] })).toBe('O currículo não menciona SAP nem Siigo.');
    expect(renderStoredReason('en', 'generic.met', { what: ['SAP', 'Siigo'] })).toBe('The CV mentions SAP and Siigo.');
    expect(renderStoredReason('en', 'generic.partly', { what: ['Office'], missing: ['e-mail', 'sistemas'] })).toBe('The CV mentions Office, but not e-mail or sistemas.');
    expect(renderStoredReason('es', 'language.notShown', { spoken: ['en', 'pt'] })).toBe(
      'El CV no muestra inglés ni portugués: no los menciona entre sus idiomas ni está escrito en ellos.',
    );
    expect(storedParams({ spoken: ['inglés', 'espanhol'] })).toEqual({ spoken: ['en', 'es'] });
    // A stored list of another type, or a number where words go, leaves a gap: the stored sentence is read instead.
    expect(renderStoredReason('en', 'generic.met', { what: 3 })).toBeUndefined();
    expect(conditionAssessmentSchema.shape.reasonParams.safeParse(stored).success).toBe(true);
  });

  it('gives nothing for a key it does not know, or parameters that leave a gap', () => {
    expect(renderStoredReason('en', 'experience.fromTheFuture', {})).toBeUndefined();
    expect(renderStoredReason('en', 'toString', {})).toBeUndefined();
    expect(renderStoredReason('en', 'generic.met', {})).toBeUndefined();
    expect(renderStoredReason('en', 'language.met', {})).toBeUndefined();
  });

  it('joins lists as each language does', () => {
    expect(listOf(['español', 'inglés'], 'es')).toBe('español e inglés');
    expect(listOf(['francés', 'hindi'], 'es')).toBe('francés e hindi');
    expect(listOf(['inglés', 'hielo'], 'es')).toBe('inglés y hielo');
    expect(listOf(['Excel', 'SAP', 'Siigo'], 'es')).toBe('Excel, SAP y Siigo');
    expect(listOf(['English', 'Italian'], 'en')).toBe('English and Italian');
    expect(listOf(['inglês', 'italiano'], 'pt')).toBe('inglês e italiano');
  });
});
