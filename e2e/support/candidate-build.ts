import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What the candidate's pages load before they are used, read from the web build (decision 031): each page's HTML
 * (its entry, the chunks it preloads, its style sheet), the chunks those import statically, and the modules each
 * chunk holds, as apps/web/vite.candidate.config.ts reports them. Shared by e2e/candidate-pages.spec.ts and
 * bench/candidate-page.ts.
 */

export const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));
export const DIST_DIR = join(WEB_DIR, 'dist');
/** The ceiling: Brotli bytes of script and style before the page can be used on a phone. */
export const CEILING_BYTES = 80 * 1024;

export type CandidatePageName = 'upload' | 'interview' | 'my-data';

interface ReportedChunk {
  file: string;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

export interface PageLoad {
  /** Everything the HTML asks for, the chunks they import statically, and one language's texts. */
  files: string[];
  /** The modules of the page's code among them (absolute paths), its texts apart. */
  modules: string[];
  /** The modules of the texts chunks that count (one language's, with the chunks they import). */
  textModules: string[];
  /** The modules of the chunks loaded on demand only (the modals' code, the other languages' texts). */
  onDemandModules: string[];
  /** Brotli bytes of each file as the server sends it (the file itself where the build wrote no .br copy). */
  brotliBytes: Map<string, number>;
}

export function readChunksReport(): ReportedChunk[] {
  const path = join(DIST_DIR, '.vite/candidate-chunks.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (npm run build).`);
  return JSON.parse(readFileSync(path, 'utf8')) as ReportedChunk[];
}

/** The files a page's HTML names: scripts, preloads and style sheets, in order (paths without the leading /). */
export function htmlAssets(page: CandidatePageName): string[] {
  const html = readFileSync(join(DIST_DIR, 'candidate', `${page}.html`), 'utf8');
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
}

export function brotliSize(file: string): number {
  const path = join(DIST_DIR, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** The texts chunk of each language of a page (src/candidate/texts/<page>/<lang>.ts). */
export function textChunks(chunks: ReportedChunk[], page: CandidatePageName): ReportedChunk[] {
  const texts = new RegExp(`/src/candidate/texts/${page}/[a-z]{2}\\.ts$`);
  return chunks.filter((chunk) => chunk.modules.some((module) => texts.test(module)));
}

/** What `page` loads before it is used, by the build: its HTML's files, their static imports, its texts. */
export function pageLoad(page: CandidatePageName): PageLoad {
  const chunks = readChunksReport();
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>(['boot.js']);
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of htmlAssets(page)) visit(file);
  // The page waits for its texts in one language before it shows, with the chunks they import (texts shared with
  // another page): the largest of the three counts.
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (files.has(file) || seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
    return seen;
  };
  const textsBytes = (chunk: ReportedChunk) => [...withImports(chunk.file)].reduce((sum, file) => sum + brotliSize(file), 0);
  const texts = textChunks(chunks, page).sort((a, b) => textsBytes(b) - textsBytes(a))[0];
  if (!texts) throw new Error(`the build has no texts chunk of the ${page} page`);
  const loaded = [...files].flatMap((file) => byFile.get(file) ?? []);
  const textFiles = [...withImports(texts.file)];
  textFiles.forEach(visit);

  const onDemand = new Set<string>();
  const visitOnDemand = (file: string) => {
    if (files.has(file) || onDemand.has(file)) return;
    onDemand.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visitOnDemand(imported);
  };
  for (const chunk of loaded) chunk.dynamicImports.forEach(visitOnDemand);
  return {
    files: [...files],
    modules: loaded.flatMap((chunk) => chunk.modules),
    textModules: textFiles.flatMap((file) => byFile.get(file)?.modules ?? []),
    onDemandModules: [...onDemand].flatMap((file) => byFile.get(file)?.modules ?? []),
    brotliBytes: new Map([...files].map((file) => [file, brotliSize(file)])),
  };
}
