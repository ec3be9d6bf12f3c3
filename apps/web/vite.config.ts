import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the strongest
 * settings: the server sends them to browsers that accept them (a candidate on a phone downloads about a
 * third of the bytes) without compressing on each request. Written without a plugin dependency: node's
 * zlib does both.
 */
export function precompress(): Plugin {
  return {
    name: 'postula-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

/** zod without eval, configured before any schema is built (src/lib/zod-browser.ts). */
export const zodBrowser = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)),
};

// The recruiter's app (index.html), and the candidate's pages when the recruiter opens them from it. The
// candidate's pages as the server sends them are a second build (vite.candidate.config.ts, decision 031), written
// beside this one: `npm run build` makes both. The API server serves apps/web/dist and answers /api; in
// development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: [zodBrowser] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
