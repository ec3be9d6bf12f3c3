import { ANALYSIS_STATE_FILTERS, APPLICANT_ORDERS, type AnalysisStateFilter, type ApplicantOrder } from '@postula/contract/applicants';

/**
 * The finding filters and the order, as the address keeps them (decision 008): `?cal_min=&cal_max=` (0–10),
 * `?estado=` (pendiente, analizado or fallido), `?obligatorias=1` and `?orden=` (fecha or nombre; the score, the
 * default, is not written). Anything else in the address is read as absent, never as an error.
 */
export interface Finding {
  scoreMin: number | null;
  scoreMax: number | null;
  state: AnalysisStateFilter | null;
  mandatoryMet: boolean;
  order: ApplicantOrder;
}

export const NO_FINDING: Finding = { scoreMin: null, scoreMax: null, state: null, mandatoryMet: false, order: 'calificacion' };

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
    mandatoryMet: params.get('obligatorias') === '1',
    order: (APPLICANT_ORDERS as readonly string[]).includes(order ?? '') ? (order as ApplicantOrder) : 'calificacion',
  };
}

/** The address parameters of `finding`: null removes one. */
export function findingParams(finding: Finding): Record<string, string | null> {
  return {
    cal_min: finding.scoreMin === null ? null : String(finding.scoreMin),
    cal_max: finding.scoreMax === null ? null : String(finding.scoreMax),
    estado: finding.state,
    obligatorias: finding.mandatoryMet ? '1' : null,
    orden: finding.order === 'calificacion' ? null : finding.order,
  };
}

/** Whether the finding filters narrow the list (the order alone does not). */
export const narrows = (finding: Finding) =>
  finding.scoreMin !== null || finding.scoreMax !== null || finding.state !== null || finding.mandatoryMet;

/** The wire's filter fields and order for `finding`. */
export function findingRequest(finding: Finding) {
  return {
    filtro: {
      calificacion_min: finding.scoreMin,
      calificacion_max: finding.scoreMax,
      estados_analisis: finding.state ? [finding.state] : [],
      cumple_obligatorias: finding.mandatoryMet,
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
