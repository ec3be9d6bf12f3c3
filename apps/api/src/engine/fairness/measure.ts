import type { AiEngine, AnalyzeCvInput, CvAnalysis } from '../engine';
import { applyVariant, VARIANTS, type Variant } from './variants';

// Scoring one CV again under every variant (variants.ts) with the engine being checked, and adding up what
// changed over a posting's applicants (decision 045). The same code runs in the report's job and in the test
// that holds the embedded engine to 0 on the real corpus.

export interface VariantOutcome {
  key: string;
  /** False when the variant would leave the text as it is (no name read, no gendered word). */
  applied: boolean;
  /** |score under the variant − score as sent|, one decimal. */
  change: number;
  /** Any condition's verdict (or whether a mandatory one is not met) differs. */
  verdictsChanged: boolean;
}

export interface ApplicantMeasure {
  /** The CV as it came, scored again in the same run: what every variant is compared with. */
  baseline: CvAnalysis;
  outcomes: VariantOutcome[];
}

/** One decimal, as scores are kept (score.ts): 0.30000000000000004 is 0.3. */
const roundChange = (value: number) => Math.round(Math.abs(value) * 10) / 10;

/**
 * The CV scored as it came and under each variant, by `engine`. The name swapped is the one this reading finds
 * (`storedName`, the applicant's stored name, when it finds none), the gendered words those of the CV's language.
 * The baseline is scored again rather than read from the stored analysis: a model answers afresh each time, and
 * the stored analysis may be an earlier engine's.
 */
export async function measureApplicant(
  engine: Pick<AiEngine, 'analyzeCv'>,
  input: AnalyzeCvInput & { storedName: string | null },
  variants: readonly Variant[] = VARIANTS,
): Promise<ApplicantMeasure> {
  const { storedName, ...analysisInput } = input;
  const baseline = await engine.analyzeCv(analysisInput);
  const name = baseline.name ?? storedName;
  const outcomes: VariantOutcome[] = [];
  for (const variant of variants) {
    const text = applyVariant(input.text, name, baseline.language, variant);
    if (text === null) {
      outcomes.push({ key: variant.key, applied: false, change: 0, verdictsChanged: false });
      continue;
    }
    const again = await engine.analyzeCv({ ...analysisInput, text });
    const verdictsChanged =
      again.mandatoryNotMet !== baseline.mandatoryNotMet ||
      again.conditions.length !== baseline.conditions.length ||
      again.conditions.some((condition, i) => condition.verdict !== baseline.conditions[i]?.verdict);
    outcomes.push({ key: variant.key, applied: true, change: roundChange(again.score - baseline.score), verdictsChanged });
  }
  return { baseline, outcomes };
}

export interface VariantTally {
  key: string;
  applied: number;
  changed: number;
  maxChange: number;
}

export interface FairnessTally {
  variants: VariantTally[];
  /** Applicants with a change under any variant. */
  changedApplicants: number;
  maxChange: number;
}

export function emptyTally(variants: readonly Variant[] = VARIANTS): FairnessTally {
  return { variants: variants.map((v) => ({ key: v.key, applied: 0, changed: 0, maxChange: 0 })), changedApplicants: 0, maxChange: 0 };
}

/** `tally` with one more applicant's measure added. */
export function addMeasure(tally: FairnessTally, measure: ApplicantMeasure): FairnessTally {
  const byKey = new Map(measure.outcomes.map((outcome) => [outcome.key, outcome]));
  const changed = (outcome: VariantOutcome | undefined) => Boolean(outcome?.applied && (outcome.change > 0 || outcome.verdictsChanged));
  const variants = tally.variants.map((entry) => {
    const outcome = byKey.get(entry.key);
    if (!outcome?.applied) return entry;
    return {
      key: entry.key,
      applied: entry.applied + 1,
      changed: entry.changed + (changed(outcome) ? 1 : 0),
      maxChange: Math.max(entry.maxChange, outcome.change),
    };
  });
  return {
    variants,
    changedApplicants: tally.changedApplicants + (measure.outcomes.some(changed) ? 1 : 0),
    maxChange: Math.max(tally.maxChange, ...measure.outcomes.map((outcome) => outcome.change)),
  };
}
