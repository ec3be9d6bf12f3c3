import { CONSENT_VERSION } from '@postula/contract/applicants';
import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredSession } from './session';

/** The two ids of a posting's public applicant link http://host/{empresa_id}/{evaluacion_id}. */
export function linkIds(link: string): { empresa_id: number; evaluacion_id: number; path: string } {
  const { pathname } = new URL(link);
  const match = /^\/(\d+)\/(\d+)$/.exec(pathname);
  if (!match) throw new Error(`Not an applicant link: ${link}`);
  return { empresa_id: Number(match[1]), evaluacion_id: Number(match[2]), path: pathname };
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Sends a CV as the candidate's page does (multipart: empresa_id, evaluacion_id, file); answers the response. */
export function uploadViaApi(
  request: APIRequestContext,
  ids: { empresa_id: number; evaluacion_id: number },
  file: UploadFile,
  language = 'es',
) {
  return request.post('/api/applicant/upload', {
    headers: { 'Accept-Language': language },
    multipart: { empresa_id: String(ids.empresa_id), evaluacion_id: String(ids.evaluacion_id), consentimiento: CONSENT_VERSION, file },
  });
}

/** An applicant of GET /jobsearch/detail/{id}, with the parts the tests read. */
export interface DetailApplicant {
  correo: string | null;
  nombre_persona: string | null;
  analisis: { estado: string; motivo: string | null };
}

export interface PostingDetail {
  codigo_publico: string;
  idioma: string;
  total_cv_recibidos: number;
  postulaciones: DetailApplicant[];
}

/** The recruiter's view of a posting (GET /jobsearch/detail/{id}). */
export async function postingDetail(
  request: APIRequestContext,
  session: StoredSession,
  evaluacionId: number,
): Promise<PostingDetail> {
  const response = await request.get(`/api/jobsearch/detail/${evaluacionId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PostingDetail;
}
