import { useTranslation } from 'react-i18next';
import { ANALYSIS_STATE_FILTERS, APPLICANT_ORDERS, type AnalysisStateFilter, type ApplicantOrder } from '@postula/contract/applicants';
import { SelectField } from '../../../components/ui/select-field';
import { MANDATORY_FILTERS, type Finding, type MandatoryFilter } from '../utils/finding-params';

const SCORES = Array.from({ length: 11 }, (_, i) => i);
const ANY = '';

interface FindingFiltersProps {
  finding: Finding;
  onChange: (changes: Partial<Finding>) => void;
}

/**
 * The filters beside the search and the mark (issue 18): a score range, the analysis state, the mandatory
 * conditions (every one met, or none unmet), and the order of the list. Plain selects: the same on a phone, by keyboard.
 */
export function FindingFilters({ finding, onChange }: FindingFiltersProps) {
  const { t } = useTranslation();
  const score = (value: string) => (value === ANY ? null : Number(value));
  // Only what changed: two changes before the next render must not undo each other (the address keeps both).
  const set = (changes: Partial<Finding>) => onChange(changes);

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('applicants.finding.scoreRange')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <SelectField label={t('applicants.finding.scoreMin')} value={finding.scoreMin ?? ANY} onChange={(e) => set({ scoreMin: score(e.target.value) })}>
            <option value={ANY}>{t('applicants.finding.any')}</option>
            {SCORES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('applicants.finding.scoreMax')} value={finding.scoreMax ?? ANY} onChange={(e) => set({ scoreMax: score(e.target.value) })}>
            <option value={ANY}>{t('applicants.finding.any')}</option>
            {SCORES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <SelectField
        label={t('applicants.finding.state')}
        value={finding.state ?? ANY}
        onChange={(e) => set({ state: e.target.value === ANY ? null : (e.target.value as AnalysisStateFilter) })}
      >
        <option value={ANY}>{t('applicants.finding.anyState')}</option>
        {ANALYSIS_STATE_FILTERS.map((state) => (
          <option key={state} value={state}>
            {t(`applicants.finding.states.${state}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('applicants.finding.order')} value={finding.order} onChange={(e) => set({ order: e.target.value as ApplicantOrder })}>
        {APPLICANT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`applicants.finding.orders.${order}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        className="sm:col-span-2"
        label={t('applicants.finding.mandatory')}
        value={finding.mandatory}
        onChange={(e) => set({ mandatory: e.target.value as MandatoryFilter })}
      >
        {MANDATORY_FILTERS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`applicants.finding.mandatoryChoices.${choice}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
