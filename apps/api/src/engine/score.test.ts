import { describe, expect, it } from 'vitest';
import { MANDATORY_NOT_MET_MAX_SCORE } from '@postula/contract/constants';
import type { Verdict } from '@postula/contract/applicants';
import { conditionsToAssess, isImplicit, KIND_WEIGHT, relevanceFrom, scoreVerdicts } from './score';

const posting = { position: 'Enfermero/a', tasks: 'Cuidar pacientes', mandatory: [] as string[], desirable: [] as string[], language: 'es' as const };

describe('scoreVerdicts', () => {
  it('gives 10 when every condition is met and 0 when none is', () => {
    expect(scoreVerdicts([{ kind: 'mandatory', verdict: 'met' }, { kind: 'desirable', verdict: 'met' }])).toEqual({ score: 10, mandatoryNotMet: false });
    expect(scoreVerdicts([{ kind: 'desirable', verdict: 'not_met' }])).toEqual({ score: 0, mandatoryNotMet: false });
  });

  it('weighs a mandatory condition more than a desirable one', () => {
    expect(KIND_WEIGHT.mandatory).toBeGreaterThan(KIND_WEIGHT.desirable);
    const mandatoryMet = scoreVerdicts([{ kind: 'mandatory', verdict: 'met' }, { kind: 'desirable', verdict: 'partly' }]);
    const desirableMet = scoreVerdicts([{ kind: 'mandatory', verdict: 'partly' }, { kind: 'desirable', verdict: 'met' }]);
    expect(mandatoryMet.score).toBeGreaterThan(desirableMet.score);
  });

  it('values partly at half, unclear a little, not met nothing', () => {
    const one = (verdict: 'met' | 'partly' | 'unclear' | 'not_met') => scoreVerdicts([{ kind: 'desirable', verdict }]).score;
    expect(one('partly')).toBe(5);
    expect(one('unclear')).toBeGreaterThan(0);
    expect(one('unclear')).toBeLessThan(one('partly'));
    expect(one('not_met')).toBe(0);
  });

  it('caps the score when a mandatory condition is not met, and flags it', () => {
    const verdicts = [
      { kind: 'mandatory' as const, verdict: 'not_met' as const },
      ...Array.from({ length: 8 }, () => ({ kind: 'desirable' as const, verdict: 'met' as const })),
    ];
    const result = scoreVerdicts(verdicts);
    expect(result.mandatoryNotMet).toBe(true);
    // Eight tenths of the weights earned: the cap times their square root, so capped CVs keep their order.
    expect(result.score).toBe(Math.round(MANDATORY_NOT_MET_MAX_SCORE * Math.sqrt(0.8) * 10) / 10);
    const worse = scoreVerdicts([
      { kind: 'mandatory', verdict: 'not_met' },
      ...Array.from({ length: 8 }, (_, i) => ({ kind: 'desirable' as const, verdict: i < 4 ? ('met' as const) : ('not_met' as const) })),
    ]);
    expect(worse.score).toBeLessThan(result.score);
    const best = scoreVerdicts([{ kind: 'mandatory', verdict: 'not_met' }, ...Array.from({ length: 30 }, () => ({ kind: 'desirable' as const, verdict: 'met' as const }))]);
    expect(best.score).toBeLessThanOrEqual(MANDATORY_NOT_MET_MAX_SCORE);
    // A desirable condition not met neither caps nor flags.
    expect(scoreVerdicts([{ kind: 'desirable', verdict: 'not_met' }, { kind: 'mandatory', verdict: 'met' }]).mandatoryNotMet).toBe(false);
  });

  it('keeps a capped CV that comes close above one that shows nothing of what is asked (AntonioMendezRuiz, x2)', () => {
    // Eleven months in a kitchen, two years asked: not met, with evidence; the rest as a kitchen assistant shows it.
    const scored = (mandatory: Verdict[], desirable: Verdict[], relevance: number) =>
      scoreVerdicts(
        [...mandatory.map((verdict) => ({ kind: 'mandatory' as const, verdict })), ...desirable.map((verdict) => ({ kind: 'desirable' as const, verdict }))],
        relevance,
      );
    const kitchenAssistant = scored(['met', 'not_met', 'unclear', 'met'], ['unclear', 'unclear', 'met', 'not_met'], 0.48);
    // A developer's CV: nothing of a kitchen, so the experience is to be confirmed and nothing caps.
    const developer = scored(['met', 'unclear', 'unclear', 'met'], ['unclear', 'unclear', 'unclear', 'not_met'], 0.01);
    expect(kitchenAssistant.mandatoryNotMet).toBe(true);
    expect(kitchenAssistant.score).toBeGreaterThan(developer.score);
  });

  it('rounds to one decimal and gives 0 when nothing is assessed', () => {
    const { score } = scoreVerdicts([{ kind: 'mandatory', verdict: 'met' }, { kind: 'desirable', verdict: 'unclear' }]);
    expect(Number.isInteger(score * 10)).toBe(true);
    expect(scoreVerdicts([])).toEqual({ score: 0, mandatoryNotMet: false });
  });
});

describe('conditionsToAssess', () => {
  it('lists mandatory conditions first, each list in the posting order, blanks dropped', () => {
    const list = conditionsToAssess({ ...posting, mandatory: ['A', ' ', 'B'], desirable: ['C'] });
    expect(list).toEqual([
      { condition: 'A', kind: 'mandatory' },
      { condition: 'B', kind: 'mandatory' },
      { condition: 'C', kind: 'desirable' },
    ]);
  });

  it('reads a posting without conditions as one desirable condition: its position', () => {
    expect(isImplicit(posting)).toBe(true);
    expect(conditionsToAssess(posting)).toEqual([{ condition: 'Enfermero/a', kind: 'desirable' }]);
    expect(isImplicit({ ...posting, desirable: ['Inglés'] })).toBe(false);
  });
});

describe('relevanceFrom', () => {
  it('reads back the relevance a score was made with, within its rounding, capped or not', () => {
    const cases = [
      [{ kind: 'mandatory', verdict: 'met' }, { kind: 'desirable', verdict: 'partly' }],
      [{ kind: 'mandatory', verdict: 'not_met' }, { kind: 'desirable', verdict: 'met' }],
      [{ kind: 'mandatory', verdict: 'unclear' }, { kind: 'mandatory', verdict: 'met' }],
    ] as const;
    for (const verdicts of cases) {
      for (const relevance of [0, 0.35, 0.8, 1]) {
        const { score } = scoreVerdicts(verdicts, relevance);
        expect(Math.abs(relevanceFrom(score, verdicts) - relevance)).toBeLessThan(0.07);
      }
    }
  });
});
