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
import { recordAudit } from '../../audit/audit.repository';
import * as repo from './cv-files.repository';

/**
 * The `path_cv` link (DESIGN.md: CV files are personal data; the link is short-lived and signed). The
 * recruiter's browser opens it in a new tab, where no bearer token travels, so the link itself carries the
 * proof: an HMAC over the company, the user it was made for, the applicant, the CV file and the expiry. A link
 * stops working when it expires and as soon as the applicant's CV is replaced by a newer one. The user it names
 * is who the activity log says opened the CV (decision 044): whoever opens a link a user passed on, within its
 * 15 minutes, does so in that user's name.
 */
export const CV_LINK_TTL_MS = 15 * 60_000;

/** Whose link it is: the session's company and user. */
export interface CvLinkOwner {
  companyId: number;
  userId: number;
}

export interface CvLinks {
  /** The signed path (relative to the site, so it works behind any host the web is served from). */
  sign(owner: CvLinkOwner, applicationId: number, cvFileId: number, now?: number): Promise<string>;
  verify(owner: CvLinkOwner, applicationId: number, cvFileId: number, exp: number, sig: string, now?: number): Promise<boolean>;
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
  const mac = async (owner: CvLinkOwner, applicationId: number, cvFileId: number, exp: number) =>
    createHmac('sha256', await getKey())
      .update(`cv:${owner.companyId}:${owner.userId}:${applicationId}:${cvFileId}:${exp}`)
      .digest('base64url');

  return {
    async sign(owner, applicationId, cvFileId, now = Date.now()) {
      const exp = Math.floor((now + CV_LINK_TTL_MS) / 1000);
      const sig = await mac(owner, applicationId, cvFileId, exp);
      return `/api/cv/${applicationId}?u=${owner.userId}&exp=${exp}&sig=${sig}`;
    },
    async verify(owner, applicationId, cvFileId, exp, sig, now = Date.now()) {
      if (exp * 1000 < now) return false;
      const expected = Buffer.from(await mac(owner, applicationId, cvFileId, exp));
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

/**
 * Whether the file opens in the browser or is saved: a PDF opens in the browser's viewer unless a download was
 * asked for; Word files can only be downloaded.
 */
export function dispositionOf(kind: DocumentKind, download: boolean): 'inline' | 'attachment' {
  return kind === 'pdf' && !download ? 'inline' : 'attachment';
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(kind: DocumentKind, name: string, type: 'inline' | 'attachment' = dispositionOf(kind, false)): string {
  const fileName = downloadName(name, kind);
  const fallback = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const downloadQuerySchema = z.object({
  u: idParamSchema.check(z.meta({ description: 'The user the link was made for: who the activity log says opened the CV.' })),
  descargar: z.literal('1').optional().meta({ description: 'Saved as a file rather than opened in the browser (a PDF).' }),
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
    'only while that CV is the applicant’s current one). No bearer token: the link is the key, made for one user. ' +
    'Saved under the candidate’s file name with the extension of what the file really is; a PDF opens inline ' +
    '(`descargar=1` saves it), Word files download. Each answer is an entry of the activity log (CV viewed or ' +
    'downloaded), in the name of the link’s user, from the caller’s address.',
  params: z.object({ id: idParamSchema.check(z.meta({ description: 'The applicant (postulacion_id).' })) }),
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
  const owner = { companyId: found.companyId, userId: query.data.u };
  const valid = await deps.cvLinks.verify(owner, id.data, found.cvFile.id, query.data.exp, query.data.sig);
  if (!valid) throw notFound();
  const bytes = await deps.storage.get(found.cvFile.storageKey);
  const disposition = dispositionOf(found.cvFile.kind, query.data.descargar === '1');
  // Once the file is at hand: a link that fails to serve is no view.
  await recordAudit(deps.db, {
    companyId: found.companyId,
    actor: 'recruiter',
    userId: owner.userId,
    ip: request.ip,
    action: disposition === 'inline' ? 'cv_visto' : 'cv_descargado',
    postingId: found.postingId,
    applicationId: id.data,
  });
  return reply
    .header('content-type', CONTENT_TYPES[found.cvFile.kind])
    .header('content-disposition', contentDisposition(found.cvFile.kind, found.cvFile.originalName, disposition))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}
