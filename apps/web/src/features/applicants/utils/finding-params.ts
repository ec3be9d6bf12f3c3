import { ANALYSIS_STATE_FILTERS, APPLICANT_ORDERS, type AnalysisStateFilter, type ApplicantOrder } from '@postula/contract/applicants';

/**
 * How the list keeps applicants by their mandatory conditions (issue 34): any, every one confirmed met (by the AI or
 * a recruiter's correction), or none known unmet (those the CV leaves unclear pass).
 */
export const MANDATORY_FILTERS = ['any', 'met', 'noneUnmet'] as const;
export type MandatoryFilter = (typeof MANDATORY_FILTERS)[number];
const MANDATORY_PARAM: Record<Exclude<MandatoryFilter, 'any'>, string> = { met: '1', noneUnmet: 'sin_incumplidas' };

/**
 * The finding filters and the order, as the address keeps them (decision 008): `?cal_min=&cal_max=` (0–10),
 * `?estado=` (pendiente, analizado or fallido), `?obligatorias=` (1: every one met, sin_incumplidas: none unmet) and `?orden=` (fecha or nombre; the score, the
 * default, is not written). Anything else in the address is read as absent, never as an error.
 */
export interface Finding {
  scoreMin: number | null;
  scoreMax: number | null;
  state: AnalysisStateFilter | null;
  mandatory: MandatoryFilter;
  order: ApplicantOrder;
}

export const NO_FINDING: Finding = { scoreMin: null, scoreMax: null, state: null, mandatory: 'any', order: 'calificacion' };

const scoreParam = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const score = Number(value);
  return Number.isFinite(score) && score >= 0 && score <= 10 ? Math.round(score * 10) / 10 : null;
};

export function readFinding(params: URLSearchParams): Finding {
  let scoreMin = scoreParam(params.get('cal_min'));
  let scoreMax = scoreParam(params.get('cal_max'));
  if (scoreMin !== null && scoreMax !== null && scoreMin > scoreMax) [scoreMin, scoreMax] = [scoreMax, scoreMin];
  const state = params.get('estado');
  const order = params.get('orden');
  return {
    scoreMin,
    scoreMax,
    state: (ANALYSIS_STATE_FILTERS as readonly string[]).includes(state ?? '') ? (state as AnalysisStateFilter) : null,
    mandatory: params.get('obligatorias') === MANDATORY_PARAM.met ? 'met' : params.get('obligatorias') === MANDATORY_PARAM.noneUnmet ? 'noneUnmet' : 'any',
    order: (APPLICANT_ORDERS as readonly string[]).includes(order ?? '') ? (order as ApplicantOrder) : 'calificacion',
  };
}

/** The address parameters of `finding`: null removes one. */
export function findingParams(finding: Finding): Record<string, string | null> {
  return {
    cal_min: finding.scoreMin === null ? null : String(finding.scoreMin),
    cal_max: finding.scoreMax === null ? null : String(finding.scoreMax),
    estado: finding.state,
    obligatorias: finding.mandatory === 'any' ? null : MANDATORY_PARAM[finding.mandatory],
    orden: finding.order === 'calificacion' ? null : finding.order,
  };
}

/** Whether the finding filters narrow the list (the order alone does not). */
export const narrows = (finding: Finding) =>
  finding.scoreMin !== null || finding.scoreMax !== null || finding.state !== null || finding.mandatory !== 'any';

/** The wire's filter fields and order for `finding`. */
export function findingRequest(finding: Finding) {
  return {
    filtro: {
      calificacion_min: finding.scoreMin,
      calificacion_max: finding.scoreMax,
      estados_analisis: finding.state ? [finding.state] : [],
      cumple_obligatorias: finding.mandatory === 'met',
      sin_obligatorias_incumplidas: finding.mandatory === 'noneUnmet',
    },
    orden: finding.order,
  };
}

/**
 * `finding` with `changes`; a range set upside down becomes the range the recruiter meant (the bound just
 * chosen wins, the other follows it).
 */
export function withChanges(finding: Finding, changes: Partial<Finding>): Finding {
  const next = { ...finding, ...changes };
  if (next.scoreMin !== null && next.scoreMax !== null && next.scoreMin > next.scoreMax) {
    if ('scoreMin' in changes) next.scoreMax = next.scoreMin;
    else next.scoreMin = next.scoreMax;
  }
  return next;
}
