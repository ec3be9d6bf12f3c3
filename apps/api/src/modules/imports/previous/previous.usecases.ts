import type { Language } from '@postula/contract/constants';
import type { ImportableJob, ImportProcessRequest } from '@postula/contract/imports';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { Session } from '../../../platform/http/router';
import { interpolate, storedLanguage, type Translations } from '../../../platform/i18n/language';
import type { Queue } from '../../../platform/queue/queue';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { admitCvs } from '../../applicants/intake/intake';
import { requirePosting } from '../../postings/require-posting';
import * as repo from './previous.repository';

/**
 * Importing the best applicants of earlier postings (spec §2 /job/{id}/import-from-previous-jobsearchs,
 * §3 "Import request", §7 POST /jobsearch/import-process; decision 010).
 *
 * - The target and every source are the company's own postings (else 404, nothing changes); a source equal
 *   to the target is a validation error on `evaluaciones`.
 * - The selection is the best `cantidad_postulantes` applications among the scored applicants of all the
 *   sources together (merged ones are represented by the one they were merged into): best score first, then
 *   newest. The same CV file (the same bytes) in several sources counts once, at its best.
 * - Of the selection, what the target already holds is skipped: an applicant imported from the same source
 *   applicant (unique per posting, so the same import twice, or two at once, never duplicates anyone), or a
 *   CV with the same bytes. Never by the e-mail or phone a CV prints (decision 017): the target's list flags
 *   those as possible duplicates for the recruiter to merge.
 * - **The target's maximum CV count limits imports**: the maximum is the recruiter's own ceiling on how
 *   many CVs a posting holds (and the candidates' page closes at it), so an import fills at most the room
 *   left, best first, and the answer says how many were left out for that reason. The valid-until date
 *   does not: it closes the public page to candidates, not the posting to its recruiter.
 * - Each one becomes a new applicant of the target, 'pending', with a copy of the CV file (the source keeps
 *   its own), and the usual analysis job: the same pipeline re-reads the name, e-mail and phone and scores
 *   the CV against the target's conditions. Notes and the mark (marks are company-wide) are copied only when
 *   asked; screening interviews belong to the source posting and are not.
 * - All or nothing, through the one intake of CVs (applicants/intake/intake.ts): the files are copied first, the
 *   applicants written in one transaction under the target's lock, and everything removed again if a step fails.
 */
export interface PreviousImportsDeps {
  db: Db;
  queue: Queue;
  storage: FileStorage;
}

type Key =
  | 'importedNone'
  | 'importedOne'
  | 'importedMany'
  | 'alreadyOne'
  | 'alreadyMany'
  | 'noRoomOne'
  | 'noRoomMany'
  | 'nothingToImport';

const texts: Translations<Key> = {
  es: {
    importedNone: 'No se importó ningún candidato.',
    importedOne: 'Se importó 1 candidato: se calificará con las condiciones de este aviso en unos instantes.',
    importedMany: 'Se importaron {count} candidatos: se calificarán con las condiciones de este aviso en unos instantes.',
    alreadyOne: '1 ya estaba en este aviso.',
    alreadyMany: '{count} ya estaban en este aviso.',
    noRoomOne: '1 no se importó porque el aviso llegó a su máximo de CVs.',
    noRoomMany: '{count} no se importaron porque el aviso llegó a su máximo de CVs.',
    nothingToImport: 'Los avisos elegidos no tienen candidatos calificados para importar.',
  },
  en: {
    importedNone: 'No candidates were imported.',
    importedOne: "1 candidate was imported: they will be scored against this posting's conditions in a moment.",
    importedMany: "{count} candidates were imported: they will be scored against this posting's conditions in a moment.",
    alreadyOne: '1 was already in this posting.',
    alreadyMany: '{count} were already in this posting.',
    noRoomOne: '1 was left out because the posting reached its maximum number of CVs.',
    noRoomMany: '{count} were left out because the posting reached its maximum number of CVs.',
    nothingToImport: 'The selected postings have no scored candidates to import.',
  },
  pt: {
    importedNone: 'Nenhum candidato foi importado.',
    importedOne: '1 candidato foi importado: será avaliado com as condições desta vaga em instantes.',
    importedMany: '{count} candidatos foram importados: serão avaliados com as condições desta vaga em instantes.',
    alreadyOne: '1 já estava nesta vaga.',
    alreadyMany: '{count} já estavam nesta vaga.',
    noRoomOne: '1 não foi importado porque a vaga atingiu o máximo de currículos.',
    noRoomMany: '{count} não foram importados porque a vaga atingiu o máximo de currículos.',
    nothingToImport: 'As vagas selecionadas não têm candidatos avaliados para importar.',
  },
};

export interface ImportOutcome {
  imported: number;
  alreadyThere: number;
  noRoom: number;
}

/** The answer's text: how many were imported, and how many were skipped and why. */
export function importMessage(language: Language, outcome: ImportOutcome): string {
  const t = texts[language];
  const { imported, alreadyThere, noRoom } = outcome;
  if (imported + alreadyThere + noRoom === 0) return t.nothingToImport;
  const count = (one: string, many: string, n: number) => interpolate(n === 1 ? one : many, { count: n });
  const parts = [imported === 0 ? t.importedNone : count(t.importedOne, t.importedMany, imported)];
  if (alreadyThere > 0) parts.push(count(t.alreadyOne, t.alreadyMany, alreadyThere));
  if (noRoom > 0) parts.push(count(t.noRoomOne, t.noRoomMany, noRoom));
  return parts.join(' ');
}

/** GET /jobsearch/list-for-import: the company's postings, newest first, with the applicants each holds. */
export async function listForImport(deps: Pick<PreviousImportsDeps, 'db'>, session: Session): Promise<ImportableJob[]> {
  const rows = await repo.listImportable(deps.db, session.companyId);
  return rows.map((r) => ({
    evaluacion_id: r.id,
    puesto: r.position,
    fecha_creacion: r.createdAt.toISOString(),
    nombre_empresa: r.companyName,
    tareas_a_realizar: r.tasks,
    idioma: storedLanguage(r.language),
    cantidad_postulantes: r.received,
  }));
}

/** Rows read per query while looking for enough applications. */
const PAGE = 500;

/** The best `wanted` applications of the sources, one per CV file (the same bytes in two sources count once). */
async function selectBest(db: Db, companyId: number, sourceIds: number[], wanted: number): Promise<repo.Candidate[]> {
  const chosen: repo.Candidate[] = [];
  const files = new Set<string>();
  for (let offset = 0; chosen.length < wanted; offset += PAGE) {
    const rows = await repo.scoredApplicants(db, companyId, sourceIds, offset, PAGE);
    for (const c of rows) {
      if (files.has(c.sha256)) continue;
      files.add(c.sha256);
      chosen.push(c);
      if (chosen.length === wanted) break;
    }
    if (rows.length < PAGE) break;
  }
  return chosen;
}

/** POST /jobsearch/import-process (see the module's rules above). */
export async function importProcess(
  deps: PreviousImportsDeps,
  session: Session,
  request: ImportProcessRequest,
  language: Language,
): Promise<string> {
  const targetId = request.evaluacion_id_destino;
  const sourceIds = [...new Set(request.evaluaciones.map((e) => e.evaluacion_id))];
  if (sourceIds.includes(targetId)) throw new AppError('validation', 400, { field: 'evaluaciones' });
  const target = await requirePosting(deps.db, session, targetId);
  const owned = await repo.ownPostingIds(deps.db, session.companyId, sourceIds);
  if (owned.length !== sourceIds.length) throw notFound();

  const selection = await selectBest(deps.db, session.companyId, sourceIds, request.cantidad_postulantes);

  // A first look, without the lock, so only the CVs likely to be imported are copied.
  const present = await repo.presentInTarget(deps.db, targetId, selection);
  const room = Math.max(0, target.posting.maxCvs - target.posting.receivedCount);
  const toCopy = selection.filter((c) => !repo.isPresent(present, c)).slice(0, room);

  // Under the lock, the same decision again on what the posting holds now (when anything is left to admit).
  let alreadyThere = selection.filter((c) => repo.isPresent(present, c)).length;
  const admitted = await admitCvs(
    deps,
    target.posting,
    toCopy.map((c) => ({
      file: { copyOf: c.storageKey },
      originalName: c.originalName,
      kind: c.kind,
      notes: request.importar_notas ? c.notes : null,
      markId: request.importar_marcas ? c.markId : null,
      importedFromApplicationId: c.id,
    })),
    // One import's CVs share the workers as one sender (decision 050).
    `import:${session.userId}`,
    {
      choose: async (tx) => {
        const now = await repo.presentInTarget(tx, targetId, selection);
        alreadyThere = selection.filter((c) => repo.isPresent(now, c)).length;
        return toCopy.flatMap((c, index) => (repo.isPresent(now, c) ? [] : [index]));
      },
    },
  );

  return importMessage(language, {
    imported: admitted.length,
    alreadyThere,
    noRoom: selection.length - admitted.length - alreadyThere,
  });
}
