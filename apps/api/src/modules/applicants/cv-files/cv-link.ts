import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@postula/contract/call';
import type { FileRouteDoc } from '@postula/contract/openapi';
import type { Db } from '../../../platform/db/database';
import type { DocumentKind } from '../../../platform/documents/sniff';
import { notFound } from '../../../platform/http/app-error';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { serverSecret } from '../../secrets/secrets.repository';
import * as repo from './cv-files.repository';

/**
 * The `path_cv` link (DESIGN.md: CV files are personal data; the link is short-lived and signed). The
 * recruiter's browser opens it in a new tab, where no bearer token travels, so the link itself carries the
 * proof: an HMAC over the company, the applicant, the CV file and the expiry. A link stops working when
 * it expires and as soon as the applicant's CV is replaced by a newer one.
 */
export const CV_LINK_TTL_MS = 15 * 60_000;

export interface CvLinks {
  /** The signed path (relative to the site, so it works behind any host the web is served from). */
  sign(companyId: number, applicationId: number, cvFileId: number, now?: number): Promise<string>;
  verify(companyId: number, applicationId: number, cvFileId: number, exp: number, sig: string, now?: number): Promise<boolean>;
}

/**
 * `secret` comes from CV_LINK_SECRET; without it one is generated once and kept in the database, so every
 * API process of the deployment signs and checks with the same key.
 */
export function createCvLinks(db: Db, secret: string | undefined): CvLinks {
  let key: Promise<string> | null = secret ? Promise.resolve(secret) : null;
  const getKey = () => {
    key ??= serverSecret(db, 'cv_link', () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = async (companyId: number, applicationId: number, cvFileId: number, exp: number) =>
    createHmac('sha256', await getKey()).update(`cv:${companyId}:${applicationId}:${cvFileId}:${exp}`).digest('base64url');

  return {
    async sign(companyId, applicationId, cvFileId, now = Date.now()) {
      const exp = Math.floor((now + CV_LINK_TTL_MS) / 1000);
      const sig = await mac(companyId, applicationId, cvFileId, exp);
      return `/api/cv/${applicationId}?exp=${exp}&sig=${sig}`;
    },
    async verify(companyId, applicationId, cvFileId, exp, sig, now = Date.now()) {
      if (exp * 1000 < now) return false;
      const expected = Buffer.from(await mac(companyId, applicationId, cvFileId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** A trailing ".ext": letters and digits, at least one letter ("v2.1" is a version, not an extension). */
const EXTENSION = /\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,10}$/i;

/**
 * The name a CV is saved under: the candidate's name for it, with the extension of what the bytes are. The
 * name is the candidate's to choose ("Curriculum.exe", "poly.html") while the type was decided by the bytes,
 * and the browser and the desktop pick the program by the extension. Applied at download time, so names
 * stored before this rule are served right too.
 */
export function downloadName(name: string, kind: DocumentKind): string {
  const extension = `.${kind}`;
  // Windows drops trailing dots and spaces, so "cv.exe. " would still be an .exe there.
  const trimmed = name.trim().replace(/[.\s]+$/, '');
  const base = trimmed.replace(EXTENSION, '').replace(/[.\s]+$/, '');
  // "cv.pdf.exe" becomes "cv.pdf", not "cv.pdf.pdf".
  if (base.toLowerCase().endsWith(extension)) return base;
  return `${base || 'cv'}${extension}`;
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(kind: DocumentKind, name: string): string {
  const fileName = downloadName(name, kind);
  const fallback = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  // A PDF opens in the browser's viewer; Word files can only be downloaded.
  const type = kind === 'pdf' ? 'inline' : 'attachment';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const downloadQuerySchema = z.object({
  exp: z.coerce.number().int().positive().max(2 ** 40).meta({ description: 'When the link expires, in seconds since 1970.' }),
  sig: z.string().min(1).max(100).meta({ description: 'The link’s signature.' }),
});

/** How the OpenAPI document describes the download (the route has no contract call: it answers bytes). */
export const cvDownloadDoc: FileRouteDoc = {
  tag: 'applicants',
  operationId: 'downloadCv',
  summary: 'Download cv',
  description:
    "The applicant's CV, through the signed `path_cv` link the applicants page hands out (valid 15 minutes, and " +
    'only while that CV is the applicant’s current one). No bearer token: the link is the key. Saved under the ' +
    'candidate’s file name with the extension of what the file really is; a PDF opens inline, Word files download.',
  params: z.object({ id: idParamSchema.meta({ description: 'The applicant (postulacion_id).' }) }),
  query: downloadQuerySchema,
  contentTypes: Object.values(CONTENT_TYPES),
  errors: { 404: '`not_found`: a bad, expired or outdated link (never 403, which the web client reads as "session expired").' },
};

/**
 * GET /api/cv/{postulacion_id}?exp=…&sig=…: the CV's bytes (registered by applicants.routes.ts as a file
 * route). Any bad, expired or outdated link answers 404 (not 403, which the web client reads as "session
 * expired").
 */
export async function serveCv(
  deps: { db: Db; storage: FileStorage; cvLinks: CvLinks },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const id = idParamSchema.safeParse((request.params as { id?: unknown }).id);
  const query = downloadQuerySchema.safeParse(request.query);
  if (!id.success || !query.success) throw notFound();
  const found = await repo.findCurrentCv(deps.db, id.data);
  if (!found) throw notFound();
  const valid = await deps.cvLinks.verify(found.companyId, id.data, found.cvFile.id, query.data.exp, query.data.sig);
  if (!valid) throw notFound();
  const bytes = await deps.storage.get(found.cvFile.storageKey);
  return reply
    .header('content-type', CONTENT_TYPES[found.cvFile.kind])
    .header('content-disposition', contentDisposition(found.cvFile.kind, found.cvFile.originalName))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}
