import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress, zodBrowser } from './vite.config.ts';

/** Where the candidate build says which modules each of its chunks holds (read by e2e/candidate-pages.spec.ts). */
export const CHUNKS_REPORT = '.vite/candidate-chunks.json';

/**
 * Writes, for every chunk of the build, the modules it holds and the chunks it imports, statically and on
 * demand: what the test that guards the candidate's pages reads to walk what a page loads before it is used.
 */
function chunksReport(): Plugin {
  return {
    name: 'postula-chunks-report',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ file: output.fileName, imports: output.imports, dynamicImports: output.dynamicImports, modules: Object.keys(output.modules) }]
          : [],
      );
      const path = join(options.dir ?? 'dist', CHUNKS_REPORT);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * The candidate's pages as the server sends them (decision 031): the upload page, the interview and the private page
 * of the candidate's own data (issue 19), each its own
 * small HTML and entry, on Preact (about 9 KB Brotli) instead of React DOM (about 59 KB), through its React
 * compatibility layer, so the same components, TanStack Query, react-i18next and Radix run unchanged. Written
 * into the recruiter's build (vite.config.ts), after it: `npm run build` runs both.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), chunksReport()],
  resolve: {
    alias: [
      zodBrowser,
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    // The recruiter's build is already there: keep it, and its public/ files.
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { upload: 'candidate/upload.html', interview: 'candidate/interview.html', 'my-data': 'candidate/my-data.html' },
    },
  },
});
