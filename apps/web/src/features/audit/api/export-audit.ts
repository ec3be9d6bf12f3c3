import { exportAuditCall, type AuditFilterInput } from '@postula/contract/audit';
import { apiDownload } from '../../../lib/api-client';

/**
 * Downloads the entries the filter matches as CSV: fetched with the session's token (a plain link cannot carry
 * it), then saved through a temporary object URL under the name the server gave.
 */
export async function exportAudit(filter: AuditFilterInput): Promise<void> {
  const { blob, fileName } = await apiDownload(exportAuditCall, filter, 'registro.csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
