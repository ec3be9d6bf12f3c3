import { z } from 'zod/v4';

/*
 * The `zod` that the web build gets: vite.config.ts resolves every import of 'zod' (ours, the contract's) to
 * this module. zod compiles a faster parser for each object schema with `new Function`, after probing once,
 * when the first object schema is built, whether the page allows it. Ours does not (script-src 'self', no
 * 'unsafe-eval': apps/api/src/platform/http/security-headers.ts), and the browser reports even the caught
 * probe as a CSP violation, on every page. Configuring zod here, rather than first thing in main.tsx, makes
 * it run before any schema is built however the bundler splits and orders the chunks: every module that
 * imports zod depends on this one. Jitless parsing is fast enough for one screen's forms and answers; the
 * server keeps the JIT.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
