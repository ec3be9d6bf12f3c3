import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { exportApplicantsCall, mergeApplicantsCall, publicUploadByCodeCall, publicUploadByIdCall, separateApplicantCall, uploadCvCall, uploadFieldsSchema, applicantsPageCall, updateApplicantCall, correctVerdictCall } from '@postula/contract/applicants';
import { CV_MAX_BYTES } from '@postula/contract/constants';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import type { Router } from '../../platform/http/router';
import { createUploadSpool, type UploadSpool } from '../../platform/storage/upload-spool';
import { cvDownloadDoc, serveCv } from './cv-files/cv-link';
import * as intake from './intake/intake.usecases';
import * as review from './review/review.usecases';
import * as search from './search/search.usecases';
import { attachment, exportApplicants } from './search/export';

/** Limits handed to the multipart parser (@fastify/multipart): one file, a few short fields. */
export const UPLOAD_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 };

/**
 * Uploads checked and stored at once by one process (issue 33). Only this step reads a whole file into memory (up to
 * 10 MB, and about as much again while it is checked): arriving, files go to the spool a chunk at a time, so a slow
 * phone holds no slot, and a burst of large uploads holds at most this many files in memory.
 */
const UPLOADS_CHECKED_AT_ONCE = 4;

export function applicantsRoutes(
  router: Router,
  deps: intake.PublicUploadDeps &
    review.ReviewDeps &
    search.SearchDeps & {
      config: Pick<Config, 'DATA_DIR' | 'HTTP_REQUEST_TIMEOUT_MS'>;
      logger?: { info(message: string): void; warn(object: object, message: string): void };
    },
): void {
  const spool = createUploadSpool(join(deps.config.DATA_DIR, 'uploads'));
  // What a killed process left: no live request is older than the longest a request may take.
  spool
    .sweep(new Date(Date.now() - deps.config.HTTP_REQUEST_TIMEOUT_MS - 60_000))
    .then((removed) => removed && deps.logger?.info(`${removed} uploads left half-received by a stopped process were removed`))
    .catch((error: unknown) => deps.logger?.warn({ err: error }, 'could not clear the upload spool'));
  const checking = pLimit(UPLOADS_CHECKED_AT_ONCE);

  router.publicRoute(publicUploadByCodeCall, async ({ query }) => intake.publicInfo(deps, { code: query.e }));

  router.publicRoute(publicUploadByIdCall, async ({ params }) =>
    intake.publicInfo(deps, { id: params.evaluacion_id }),
  );

  router.publicRoute(uploadCvCall, async ({ request, reply, ip }) => {
    await intake.checkAddressUploadRate(deps, ip);
    const form = await readUploadForm(request, reply, spool, async (named) => {
      await intake.checkPostingUploadRate(deps, ip, named.evaluacion_id);
      await intake.checkPostingTakesCvs(deps, { companyId: named.empresa_id, postingId: named.evaluacion_id });
    });
    try {
      return await checking(() => intake.uploadCv(deps, form, ip));
    } finally {
      await form.file?.spooled.remove();
    }
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

  router.privateRoute(correctVerdictCall, async ({ session, body, language, ip }) => review.correctVerdict(deps, session, body, language, ip));

  router.privateRoute(mergeApplicantsCall, async ({ session, body, language, ip }) => review.mergeApplicants(deps, session, body, language, ip));

  router.privateRoute(separateApplicantCall, async ({ session, body, language, ip }) =>
    review.separateApplicant(deps, session, body, language, ip),
  );

  // The CV itself, through the signed link the applicants page hands out (no session: the link is the key).
  router.fileRoute('/cv/:id', cvDownloadDoc, (request, reply) => serveCv(deps, request, reply));
}

/**
 * Reads the multipart form: the fields, and the file into the spool as it arrives (at most CV_MAX_BYTES; past it
 * the answer is 413). Parts other than `file` are read and dropped. A body the parser cannot read throws, and the
 * error handler answers it as the client's fault (400 malformed_body, 415 without a boundary).
 *
 * `named` is called once with the fields that name the posting: before the file is read when they come first, as
 * the upload page sends them, so a posting that does not exist, is closed or is past its limits is answered before
 * any of the file is read; the connection is then closed rather than read to its end. After the file otherwise.
 */
async function readUploadForm(
  request: FastifyRequest,
  reply: FastifyReply,
  spool: UploadSpool,
  named: (fields: { empresa_id: number; evaluacion_id: number }) => Promise<void>,
): Promise<intake.UploadForm> {
  const fields: Record<string, string> = {};
  let file: intake.UploadForm['file'] = null;
  let parts = 0;
  let checked = false;
  const check = async (form: { empresa_id: number; evaluacion_id: number }) => {
    checked = true;
    try {
      await named(form);
    } catch (error) {
      // The rest of the body is not worth reading: the client is told at once and the connection closed.
      reply.header('connection', 'close');
      throw error;
    }
  };
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      parts++;
      if (part.type === 'file') {
        const form = uploadFieldsSchema.safeParse(fields);
        if (form.success && !checked) await check(form.data);
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const spooled = await spool.write(part.file);
        file = { spooled, name: part.filename };
        if (part.file.truncated) throw new AppError('file_too_large', 413, { field: 'file' });
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
    if (!checked) await check(parsed.data);
    return { companyId: parsed.data.empresa_id, postingId: parsed.data.evaluacion_id, file, consent: fields['consentimiento'] ?? null };
  } catch (error) {
    await file?.spooled.remove();
    throw error;
  }
}
