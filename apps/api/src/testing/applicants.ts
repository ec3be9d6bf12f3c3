import { expect } from 'vitest';
import { CONSENT_VERSION, type Applicant, type UploadResult } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import { createJobCall, jobDetailCall, type CreateJobRequest } from '@postula/contract/postings';
import { insertApplicants, type NewApplicant } from '../modules/applicants/intake/intake.repository';
import type { Db } from '../platform/db/database';
import type { SeededCompany } from './seed';
import type { TestApp } from './test-app';

export { CORPUS_DIR, corpusFile } from './corpus';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const postingRequest = (overrides: Partial<CreateJobRequest> = {}): CreateJobRequest => ({
  sexo: 'indistinto',
  puesto: 'Desarrollador de software',
  tareas_a_realizar: 'Desarrollar y mantener aplicaciones web y servicios de datos.',
  condiciones_necesarias: [{ condicion_necesaria: 'Experiencia en programación' }],
  condiciones_deseables: [{ condicion_deseable: 'Inglés avanzado' }],
  maxima_cant_cv: 500,
  valido_hasta: inDays(30),
  ...overrides,
});

export async function createPosting(
  t: TestApp,
  company: SeededCompany,
  overrides: Partial<CreateJobRequest> = {},
  language: Language = 'es',
): Promise<number> {
  const created = await t.call(createJobCall, { body: postingRequest(overrides), token: company.token, language });
  if (!created.data) throw new Error(`could not create the posting (${created.status})`);
  return created.data.evaluacion_id;
}

export interface UploadOptions {
  empresa_id?: number | string;
  evaluacion_id?: number | string;
  file?: { bytes: Uint8Array; name: string; type?: string } | null;
  ip?: string;
  language?: Language;
  /** Sends the file before the fields that name the posting (the upload page sends the fields first). */
  fieldsAfterFile?: boolean;
  /** The notice's version the candidate accepted (issue 19); the current one unless given, none when null. */
  consent?: string | null;
}

export interface UploadAnswer {
  status: number;
  data: UploadResult | undefined;
  error: { code: string; message: string; field?: string } | undefined;
}

/** POST /api/applicant/upload as a browser sends it: multipart/form-data with the fields and the file. */
export async function uploadCv(t: TestApp, options: UploadOptions): Promise<UploadAnswer> {
  const form = new FormData();
  const setFile = () => {
    if (options.file) {
      form.set('file', new Blob([options.file.bytes], { type: options.file.type ?? 'application/octet-stream' }), options.file.name);
    }
  };
  if (options.fieldsAfterFile) setFile();
  if (options.empresa_id !== undefined) form.set('empresa_id', String(options.empresa_id));
  if (options.evaluacion_id !== undefined) form.set('evaluacion_id', String(options.evaluacion_id));
  const consent = options.consent === undefined ? CONSENT_VERSION : options.consent;
  if (consent !== null) form.set('consentimiento', consent);
  if (!options.fieldsAfterFile) setFile();
  const request = new Request('http://panel.test/api/applicant/upload', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/applicant/upload',
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const json = response.body ? (response.json() as Record<string, unknown>) : undefined;
  return response.statusCode === 200
    ? { status: 200, data: json as UploadResult, error: undefined }
    : { status: response.statusCode, data: undefined, error: json as UploadAnswer['error'] };
}

/** The posting's applicants once every analysis has ended (done or failed), polling the detail call. */
export async function waitForAnalyses(
  t: TestApp,
  company: SeededCompany,
  postingId: number,
  expected: number,
  timeoutMs = 60_000,
): Promise<Applicant[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await t.call(jobDetailCall, { params: { id: postingId }, token: company.token });
    const applicants = detail.data?.postulaciones ?? [];
    const ended = applicants.filter((a) => a.analisis.estado === 'done' || a.analisis.estado === 'failed');
    if (detail.data?.total_cv_recibidos === expected && ended.length === expected) return applicants;
    if (Date.now() > deadline) {
      expect.fail(`analyses not ended after ${timeoutMs} ms: ${JSON.stringify(applicants.map((a) => a.analisis.estado))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * An applicant written straight to the database as the intake writes it ('pending', with its CV file's row),
 * without storing a file or queueing its analysis: for tests that run no workers and set the analysis by hand.
 */
export async function insertApplicantRow(
  db: Db,
  posting: { id: number; companyId: number },
  file: Partial<NewApplicant> & { storageKey: string },
): Promise<{ id: number; cvFileId: number }> {
  const [row] = await db.transaction((tx) =>
    insertApplicants(tx, posting, [{ originalName: 'cv.pdf', kind: 'pdf', sizeBytes: 1, sha256: file.storageKey, ...file }]),
  );
  return { id: row!.applicationId, cvFileId: row!.cvFileId };
}
