import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicantEmailsCall, sendEmailsCall, type SendEmailsInput, type SentEmail } from '@postula/contract/mail';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A message still in the outbox is read again now and then, so its state changes on screen. */
const REFRESH_WHILE_QUEUED_MS = 3000;

/** What the applicant was sent, newest first. */
export function useApplicantEmails(postingId: number, applicantId: number) {
  return useQuery({
    queryKey: queryKeys.mail.applicant(postingId, applicantId),
    queryFn: () => apiCall(applicantEmailsCall, { params: { evaluacion_id: postingId, postulacion_id: applicantId } }),
    refetchInterval: (query) =>
      query.state.data?.correos.some((mail: SentEmail) => mail.estado === 'en_cola') ? REFRESH_WHILE_QUEUED_MS : false,
  });
}

/** Sends one text to applicants of a posting; every applicant's list of e-mails is read again after. */
export function useSendEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailsInput) => apiCall(sendEmailsCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'applicant'] }),
  });
}
