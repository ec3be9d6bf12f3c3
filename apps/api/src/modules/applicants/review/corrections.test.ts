import { describe, expect, it } from 'vitest';
import { keepCorrections, mandatoryMetOf, standingOf, withCorrection, type StoredCondition } from './corrections';

const assessment = (condition: string, kind: 'mandatory' | 'desirable', verdict: StoredCondition['verdict']): StoredCondition => ({
  condition,
  kind,
  verdict,
  evidence: null,
  reason: 'r',
});
const by = { reason: 'visto en la entrevista', userId: 7, user: 'ana@example.com', at: '2026-11-29T10:00:00.000Z' };

describe('corrections of verdicts', () => {
  const analysis = [assessment('Título de enfermería', 'mandatory', 'not_met'), assessment('Inglés', 'desirable', 'unclear')];

  it('sets the recruiter verdict and keeps the AI one beside it; taken back, the AI verdict counts again', () => {
    const corrected = withCorrection(analysis, { condition: 'Título de enfermería', kind: 'mandatory' }, 'met', by)!;
    expect(corrected[0]).toMatchObject({ verdict: 'met', correction: { aiVerdict: 'not_met', user: 'ana@example.com' } });
    expect(corrected[1]).toBe(analysis[1]);
    const again = withCorrection(corrected, { condition: 'Título de enfermería', kind: 'mandatory' }, 'partly', by)!;
    expect(again[0]).toMatchObject({ verdict: 'partly', correction: { aiVerdict: 'not_met' } });
    const back = withCorrection(again, { condition: 'Título de enfermería', kind: 'mandatory' }, null, by)!;
    expect(back[0]).toEqual(analysis[0]);
    expect(withCorrection(analysis, { condition: 'Título de enfermería', kind: 'desirable' }, 'met', by)).toBeUndefined();
  });

  it('survives a new analysis of the same words and kind, and not of a reworded condition', () => {
    const corrected = withCorrection(analysis, { condition: 'Título de enfermería', kind: 'mandatory' }, 'met', by)!;
    const fresh = [assessment('Título de enfermería', 'mandatory', 'partly'), assessment('Inglés avanzado', 'desirable', 'met')];
    const kept = keepCorrections(fresh, corrected);
    expect(kept[0]).toMatchObject({ verdict: 'met', correction: { aiVerdict: 'partly' } });
    expect(kept[1]).toEqual(fresh[1]);
    expect(keepCorrections([assessment('Título de enfermería (licenciatura)', 'mandatory', 'not_met')], corrected)[0]!.correction).toBeUndefined();
  });

  it('scores by the verdicts that count: the cap goes with a corrected not met, and unclear is not confirmed met', () => {
    const corrected = withCorrection(analysis, { condition: 'Título de enfermería', kind: 'mandatory' }, 'met', by)!;
    expect(standingOf(analysis, 0.5)).toMatchObject({ mandatoryNotMet: true, mandatoryMet: false });
    expect(standingOf(corrected, 0.5)).toMatchObject({ mandatoryNotMet: false, mandatoryMet: true });
    expect(standingOf(corrected, 0.5).score).toBeGreaterThan(standingOf(analysis, 0.5).score);
    expect(mandatoryMetOf([assessment('Título', 'mandatory', 'unclear')])).toBe(false);
    expect(mandatoryMetOf([assessment('Inglés', 'desirable', 'not_met')])).toBe(true);
  });
});
