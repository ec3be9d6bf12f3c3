import { exportApplicantsCall, type ExportApplicantsRequest } from '@postula/contract/applicants';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Downloads the filtered applicants as a CSV or XLSX file: fetched with the session's token (a plain link
 * cannot carry it), then saved under the name the server gave.
 */
export async function exportApplicants(request: ExportApplicantsRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(exportApplicantsCall, request, `postulantes.${request.formato}`);
  saveFile(blob, fileName);
}
