import type { FastifyRequest } from 'fastify';
import { exportApplicantsCall, mergeApplicantsCall, publicUploadByCodeCall, publicUploadByIdCall, separateApplicantCall, uploadCvCall, uploadFieldsSchema, applicantsPageCall, updateApplicantCall } from '@postula/contract/applicants';
import { CV_MAX_BYTES } from '@postula/contract/constants';
import { AppError } from '../../platform/http/app-error';
import type { Router } from '../../platform/http/router';
import { cvDownloadDoc, serveCv } from './cv-files/cv-link';
import * as intake from './intake/intake.usecases';
import * as review from './review/review.usecases';
import * as search from './search/search.usecases';
import { attachment, exportApplicants } from './search/export';

/** Limits handed to the multipart parser (@fastify/multipart): one file, a few short fields. */
export const UPLOAD_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 };

export function applicantsRoutes(router: Router, deps: intake.PublicUploadDeps & review.ReviewDeps & search.SearchDeps): void {
  router.publicRoute(publicUploadByCodeCall, async ({ query }) => intake.publicInfo(deps, { code: query.e }));

  router.publicRoute(publicUploadByIdCall, async ({ params }) =>
    intake.publicInfo(deps, { id: params.evaluacion_id }),
  );

  router.publicRoute(uploadCvCall, async ({ request, ip }) => {
    await intake.checkAddressUploadRate(deps, ip);
    return intake.uploadCv(deps, await readUploadForm(request, (postingId) => intake.checkPostingUploadRate(deps, ip, postingId)));
  });

  // The recruiter's review of the applicants (paths of spec §7 under /jobsearch, served by this module).
  // The analyses are said in the reader's language (Accept-Language), whatever the posting's (decision 020).
  router.privateRoute(applicantsPageCall, async ({ session, body, language }) => search.applicantsPage(deps, session, body, language));

  // A file, streamed as it is written (search/export.ts); the contract's response documents it as a string.
  router.privateRoute(exportApplicantsCall, async ({ session, body, language, ip, reply }) => {
    const file = await exportApplicants(deps, session, body, language, ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(file.body) as unknown as string;
  });

  router.privateRoute(updateApplicantCall, async ({ session, body, language, ip }) =>
    review.updateApplicant(deps, session, body, language, ip),
  );

  router.privateRoute(mergeApplicantsCall, async ({ session, body, language, ip }) => review.mergeApplicants(deps, session, body, language, ip));

  router.privateRoute(separateApplicantCall, async ({ session, body, language, ip }) =>
    review.separateApplicant(deps, session, body, language, ip),
  );

  // The CV itself, through the signed link the applicants page hands out (no session: the link is the key).
  router.fileRoute('/cv/:id', cvDownloadDoc, (request, reply) => serveCv(deps, request, reply));
}

/**
 * Reads the multipart form: the fields, and the file into memory (at most CV_MAX_BYTES; past it the parser
 * throws and the answer is 413). Parts other than `file` are read and dropped. A body the parser cannot read
 * throws too, and the error handler answers it as the client's fault (400 malformed_body, 415 without a
 * boundary). `count` is called once with the posting the form names: before the file is read when the fields
 * come first, after it otherwise.
 */
async function readUploadForm(request: FastifyRequest, count: (postingId: number) => Promise<void>): Promise<intake.UploadForm> {
  const fields: Record<string, string> = {};
  let file: intake.UploadForm['file'] = null;
  let parts = 0;
  let counted = false;
  for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
    parts++;
    if (part.type === 'file') {
      const named = uploadFieldsSchema.safeParse(fields);
      if (named.success && !counted) {
        counted = true;
        await count(named.data.evaluacion_id);
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = { bytes: new Uint8Array(bytes), name: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  // The parser reads an empty body, or one whose boundary never occurs, as a form without parts: that is not
  // a form the page sends (its fields are missing, but so is everything else).
  if (parts === 0) throw new AppError('malformed_body', 400);
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('validation', 400, { field: String(parsed.error.issues[0]?.path[0] ?? 'evaluacion_id') });
  }
  if (!counted) await count(parsed.data.evaluacion_id);
  return { companyId: parsed.data.empresa_id, postingId: parsed.data.evaluacion_id, file, consent: fields['consentimiento'] ?? null };
}
