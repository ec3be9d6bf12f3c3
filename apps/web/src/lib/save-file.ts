/**
 * Saves a downloaded file (apiDownload's blob) under `fileName`, through a temporary object URL: what a plain link
 * would do, for files fetched with the session's token.
 */
export function saveFile(blob: Blob, fileName: string): void {
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
