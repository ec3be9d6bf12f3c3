import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCvCall, uploadFieldsSchema, type CONSENT_VERSION } from '@postula/contract/applicants/intake';
import { ApiError, apiCall } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface UploadCvInput {
  empresa_id: number;
  evaluacion_id: number;
  /** The privacy notice's version the candidate accepted by ticking its box (issue 19). */
  consentimiento: typeof CONSENT_VERSION;
  file: File;
}

/**
 * POST /applicant/upload as the multipart form of spec §3 "Upload form": empresa_id, evaluacion_id, file; and our
 * consentimiento. The fields go before the file, so the server counts and checks them before it reads the file.
 */
export function uploadCv({ file, consentimiento, ...fields }: UploadCvInput) {
  const checked = uploadFieldsSchema.parse(fields);
  const form = new FormData();
  form.append('empresa_id', String(checked.empresa_id));
  form.append('evaluacion_id', String(checked.evaluacion_id));
  form.append('consentimiento', consentimiento);
  form.append('file', file, file.name);
  return apiCall(uploadCvCall, { formData: form });
}

export const isPostingClosed = (error: unknown) => error instanceof ApiError && error.code === 'posting_closed';

export const isConsentMissing = (error: unknown) => error instanceof ApiError && error.code === 'consent_required';

export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCv,
    // The posting closed while the candidate was choosing a file: its info now carries the closing texts.
    onError: (error) => {
      if (isPostingClosed(error)) return queryClient.invalidateQueries({ queryKey: queryKeys.applicants.publicUpload.all });
    },
  });
}
