/** One place in the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/** How many pages the pager shows around the current one (spec §9). */
export const PAGER_WINDOW = 5;

/** Pages for `total` applicants at `pageSize` a page: ceil(total / pageSize), at least 1 (spec §9). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pager of spec §9: the first and the last page, and a window of 5 pages around the current one (shifted
 * at either end so that it still holds 5), with a gap wherever pages are left out. A gap would hide a single
 * page, so that page is shown instead.
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  const last = Math.max(1, count);
  const page = Math.min(Math.max(1, current), last);
  let start = Math.max(1, page - Math.floor(PAGER_WINDOW / 2));
  const end = Math.min(last, start + PAGER_WINDOW - 1);
  start = Math.max(1, end - PAGER_WINDOW + 1);

  const pages = new Set<number>([1, last]);
  for (let p = start; p <= end; p += 1) pages.add(p);
  if (start === 3) pages.add(2);
  if (end === last - 2) pages.add(last - 1);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ kind: 'gap', key: previous === 1 ? 'before' : 'after' });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
