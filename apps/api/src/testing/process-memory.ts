import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of this process and of every process it started (document readers), in bytes, read from
 * /proc (Linux): what the server costs the machine, children included.
 */
export function processTreeRss(root = process.pid): number {
  const page = 4096;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in brackets and may hold spaces: the fields that follow start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * page);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended while the table was read.
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples processTreeRss every `everyMs` until stopped, and keeps the highest. */
export function samplePeak(everyMs = 25): { stop(): number } {
  let peak = processTreeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss());
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, processTreeRss());
    },
  };
}
