import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Applicant } from '@postula/contract/applicants';
import { updateApplicantCall, type UpdateApplicantRequest } from '@postula/contract/applicants';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Change = UpdateApplicantRequest['datos'];

export interface UpdateApplicantInput {
  applicantId: number;
  change: Change;
}

/** What the server keeps of a change: notes of only blanks are none (the server trims them the same way). */
function applied(change: Change): Partial<Applicant> {
  if ('nota' in change) return { notas: change.nota.trim() === '' ? null : change.nota };
  return { marca_id: change.marca_id };
}

/** Shows a saved change on every page of the posting already loaded, without waiting for the next refresh. */
function patchPages(queryClient: QueryClient, postingId: number, applicantId: number, patch: Partial<Applicant>) {
  queryClient.setQueriesData<{ postulaciones: Applicant[]; total_cv_recibidos: number }>(
    { queryKey: queryKeys.applicants.all(postingId) },
    (data) =>
      data && {
        ...data,
        postulaciones: data.postulaciones.map((a) => (a.postulacion_id === applicantId ? { ...a, ...patch } : a)),
      },
  );
}

/**
 * Saves an applicant's notes or mark (POST /jobsearch/applicant). Quiet: the notes editor and the mark field
 * show their own "saving…", and the recruiter keeps reading the list meanwhile.
 */
export function useUpdateApplicant(postingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, change }: UpdateApplicantInput) =>
      apiCall(updateApplicantCall, {
        body: { evaluacion_id: postingId, postulacion_id: applicantId, datos: change },
        quiet: true,
      }),
    onSuccess: async (_, { applicantId, change }) => {
      // A refresh that left before this save would bring the old value back: drop it, show the saved value,
      // then ask again (quietly: the pages have data).
      await queryClient.cancelQueries({ queryKey: queryKeys.applicants.all(postingId) });
      patchPages(queryClient, postingId, applicantId, applied(change));
      void queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all(postingId) });
      // The job detail lists the best applicants with their notes and marks: read it again when next shown.
      void queryClient.invalidateQueries({ queryKey: queryKeys.postings.detail(postingId), refetchType: 'none' });
    },
  });
}
