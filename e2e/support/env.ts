// Where the browser tests reach the product and its e-mail (playwright.config.ts starts the server with these).
// E2E_PORT_OFFSET moves every port by that much: a second run on the same machine (a developer's beside CI's) then
// listens elsewhere instead of failing on a port in use.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const PORT = 3100 + OFFSET;
export const BASE_URL = `http://localhost:${PORT}`;
/** The SMTP capture the specs start; the server sends its e-mail there (SMTP_URL). */
export const SMTP_PORT = 2526 + OFFSET;
/** The Google Drive stand-in the import spec starts; the server calls it (GOOGLE_API_BASE_URL) with this key. */
export const DRIVE_PORT = 2527 + OFFSET;
export const DRIVE_API_KEY = 'AIzaE2E-drive-stand-in-key-0123456789';
/** The LinkedIn stand-in the LinkedIn spec starts, and the app credentials the server is started with. */
export const LINKEDIN_PORT = 2528 + OFFSET;
export const LINKEDIN_CLIENT_ID = 'e2e-linkedin-client';
export const LINKEDIN_CLIENT_SECRET = 'e2e-linkedin-secret';
