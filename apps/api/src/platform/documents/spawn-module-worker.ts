import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this folder, given without extension. From TypeScript sources
 * (tsx in production, Vitest in tests) Node 20 cannot start it directly: the loader hooks tsx registers
 * through --import do not reach a worker's entry module. So the entry is a tiny ES module that
 * registers tsx inside the worker and then imports the real one. From compiled JavaScript the module
 * is started as it is.
 */
export function spawnModuleWorker(moduleName: string, options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${moduleName}.js`, import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${moduleName}.ts`, import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsx)});\nregister();\nawait import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
