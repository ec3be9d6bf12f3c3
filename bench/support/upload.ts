import { readFileSync } from 'node:fs';
import { CONSENT_VERSION } from '@postula/contract/applicants';
import { insertPosting } from '../../apps/api/src/modules/postings/postings.repository';
import type { Db } from '../../apps/api/src/platform/db/database';

/**
 * Sends one corpus CV through the public upload call, to a posting of its own (a nursing posting with two
 * conditions of each kind), so that every CV is one applicant scored against the same conditions.
 */
export async function uploadToOwnPosting(options: { db: Db; companyId: number; baseUrl: string; corpus: URL; file: string }): Promise<{ postingId: number }> {
  const posting = await insertPosting(options.db, {
    companyId: options.companyId,
    position: 'Enfermero/a',
    tasks: 'Cuidado de pacientes.',
    mandatoryConditions: ['Título de enfermería', 'Experiencia de 2 años'],
    desirableConditions: ['Inglés avanzado', 'Manejo de historia clínica electrónica'],
    maxCvs: 500,
    validUntil: '2099-12-31',
    language: 'es',
  });
  const form = new FormData();
  form.set('empresa_id', String(options.companyId));
  form.set('evaluacion_id', String(posting.id));
  form.set('consentimiento', CONSENT_VERSION);
  form.set('file', new Blob([readFileSync(new URL(options.file, options.corpus))]), options.file);
  const response = await fetch(`${options.baseUrl}/api/applicant/upload`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`${options.file}: upload answered ${response.status}`);
  return { postingId: posting.id };
}
