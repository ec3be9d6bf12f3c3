import { useMutation } from '@tanstack/react-query';
import { deleteMyApplicationCall } from '@postula/contract/applicants/my-data';
import { apiCall } from '../../../../lib/api-client';

/** POST /applicant/my-data/delete {t}: erases the application; the link stops working. */
export function deleteMyApplication(token: string) {
  return apiCall(deleteMyApplicationCall, { body: { t: token } });
}

export function useDeleteMyApplication() {
  return useMutation({ mutationFn: deleteMyApplication });
}
