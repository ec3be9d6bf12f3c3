import { exportAuditCall, type AuditFilterInput } from '@postula/contract/audit';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Downloads the entries the filter matches as CSV: fetched with the session's token (a plain link cannot carry
 * it), then saved under the name the server gave.
 */
export async function exportAudit(filter: AuditFilterInput): Promise<void> {
  const { blob, fileName } = await apiDownload(exportAuditCall, filter, 'registro.csv');
  saveFile(blob, fileName);
}
