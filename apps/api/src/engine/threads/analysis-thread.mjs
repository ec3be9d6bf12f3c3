// The entry of an analysis thread (analysis-threads.ts). Worker threads do not inherit tsx's loader on
// Node 20, so the thread registers it before loading the TypeScript tasks; piscina calls their named exports.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./analysis-tasks.ts');

export const { analyzeCv, documentKind, readForModel, summarizeInterview } = tasks;
