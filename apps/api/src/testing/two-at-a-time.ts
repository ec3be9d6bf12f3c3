/** Runs at most two of the given tasks at a time, one per core of the test machine (corpus extractions, OCR). */
const slots = { free: 2, waiting: [] as Array<() => void> };

export async function twoAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (slots.free === 0) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.free--;
  try {
    return await run();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}
