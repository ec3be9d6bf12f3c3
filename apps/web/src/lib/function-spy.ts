/**
 * For tests: the argument lists of every `new Function(…)` made while `run` runs (what the pages' content security
 * policy refuses). `globalThis.Function` is watched, then restored.
 */
export async function functionsConstructedBy(run: () => Promise<void>): Promise<unknown[][]> {
  const constructed: unknown[][] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args: unknown[]) {
      constructed.push(args);
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    await run();
  } finally {
    globalThis.Function = original;
  }
  return constructed;
}
