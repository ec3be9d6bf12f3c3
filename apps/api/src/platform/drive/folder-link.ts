/**
 * Reads the folder id out of the link a recruiter pastes ("Share > Copy link" in Google Drive, the
 * address bar, the mobile app). Only Drive's own host over https is accepted: the id ends up in a
 * request made with our API key, so a look-alike host or a file link must not get through.
 */

/** Drive ids are URL-safe base64-ish: letters, digits, '-' and '_' (shared-drive roots are 19, folders 33). */
export const DRIVE_ID_PATTERN = /^[A-Za-z0-9_-]{10,128}$/;

const HOSTS = new Set(['drive.google.com', 'www.drive.google.com']);

/** /drive/folders/{id}, /drive/u/0/folders/{id}, /drive/mobile/folders/{id}, /drive/u/1/mobile/folders/{id} */
const FOLDER_PATH = /^\/drive(?:\/u\/\d{1,2})?(?:\/mobile)?\/folders\/([^/]+)\/?$/;
/** Old-style links that carry the id as a query parameter. */
const ID_PARAM_PATHS = new Set(['/open', '/folderview', '/embeddedfolderview']);

export interface FolderLink {
  id: string;
  /** Links to folders shared before 2021's security update carry a resource key the API needs as a header. */
  resourceKey: string | null;
}

export function isDriveId(id: string): boolean {
  return DRIVE_ID_PATTERN.test(id);
}

/** The folder a Drive link points at, or null when the text is not a link to a Drive folder. */
export function parseFolderLink(input: string): FolderLink | null {
  const text = input.trim();
  if (text.length === 0 || text.length > 2048 || /\s/.test(text)) return null;
  // The address bar of some browsers hides the scheme; a bare host is read as https, any other scheme refused.
  const withScheme = /^(?:www\.)?drive\.google\.com\//i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname) || url.port !== '' || url.username || url.password) return null;

  let id: string | null = null;
  const path = url.pathname.replace(/\/{2,}/g, '/');
  const folderMatch = FOLDER_PATH.exec(path);
  if (folderMatch) id = folderMatch[1]!;
  else if (ID_PARAM_PATHS.has(path.replace(/\/$/, ''))) {
    const ids = url.searchParams.getAll('id');
    // Two different ids: we cannot tell which folder was meant.
    if (ids.length === 0 || new Set(ids).size > 1) return null;
    id = ids[0]!;
  }
  if (id === null || !isDriveId(id)) return null;

  const resourceKey = url.searchParams.get('resourcekey');
  return { id, resourceKey: resourceKey && /^[A-Za-z0-9_-]{1,128}$/.test(resourceKey) ? resourceKey : null };
}

export function parseFolderId(url: string): string | null {
  return parseFolderLink(url)?.id ?? null;
}
