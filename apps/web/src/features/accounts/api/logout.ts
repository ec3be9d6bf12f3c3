import { logoutCall } from '@postula/contract/accounts';
import { apiCall } from '../../../lib/api-client';

/** Revokes the session's token on the server. */
export function logout() {
  // An expired token is no reason to show the session-expired dialog to someone who is signing out.
  return apiCall(logoutCall, { handleSessionExpiry: false });
}
