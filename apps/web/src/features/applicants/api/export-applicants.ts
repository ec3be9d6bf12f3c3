import { exportApplicantsCall, type ExportApplicantsRequest } from '@postula/contract/applicants';
import { apiDownload } from '../../../lib/api-client';

/**
 * Downloads the filtered applicants as a CSV or XLSX file: fetched with the session's token (a plain link
 * cannot carry it), then saved through a temporary object URL under the name the server gave.
 */
export async function exportApplicants(request: ExportApplicantsRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(exportApplicantsCall, request, `postulantes.${request.formato}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
