/** Puts text on the clipboard; throws when the browser refuses (no permission, no Clipboard API). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
  await navigator.clipboard.writeText(text);
}

/**
 * Puts a PNG, given as a data: URL, on the clipboard as an image. The bytes are decoded here rather than
 * fetched: the content security policy does not let fetch() read data: URLs.
 */
export async function copyPngDataUrl(dataUrl: string): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') {
    throw new Error('Copying images is not supported by this browser');
  }
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'image/png' });
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
}
