// Where the browser tests reach the product and its e-mail (playwright.config.ts starts the server with these).
export const PORT = 3100;
export const BASE_URL = `http://localhost:${PORT}`;
/** The SMTP capture the specs start; the server sends its e-mail there (SMTP_URL). */
export const SMTP_PORT = 2526;
