import type { DuplicateMatch, PossibleDuplicate } from '@postula/contract/applicants';

/** What two applicants share, as the screens name it: the e-mail, the phone, or both. */
export type MatchKind = 'email' | 'phone' | 'both';

export function matchKind(coincide: readonly DuplicateMatch[]): MatchKind {
  const email = coincide.includes('correo');
  const phone = coincide.includes('telefono');
  return email && phone ? 'both' : email ? 'email' : 'phone';
}

export interface MatchGroup {
  kind: MatchKind;
  /** The other applicants' names as the server sends them (null: the CV printed none), oldest first. */
  names: (string | null)[];
}

/**
 * The possible duplicates grouped by what they share, so one sentence names everyone who shares the same
 * thing ("Same phone as Ana and Beto"). Groups come in the order their first member does (oldest first).
 */
export function groupByMatch(duplicates: readonly PossibleDuplicate[]): MatchGroup[] {
  const groups = new Map<MatchKind, MatchGroup>();
  for (const duplicate of duplicates) {
    const kind = matchKind(duplicate.coincide);
    const group = groups.get(kind) ?? { kind, names: [] };
    group.names.push(duplicate.nombre_persona);
    groups.set(kind, group);
  }
  return [...groups.values()];
}
