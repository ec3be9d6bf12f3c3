import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems, type PagerItem } from './pager';

/** The pager as a person reads it: "1 … 4 5 [6] 7 8 … 20". */
const read = (items: PagerItem[], current: number) =>
  items.map((item) => (item.kind === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pageCount', () => {
  it('is the ceiling of total over the page size, and at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100_000, 20)).toBe(5000);
  });
});

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(read(pagerItems(1, 1), 1)).toBe('[1]');
    expect(read(pagerItems(2, 3), 2)).toBe('1 [2] 3');
    expect(read(pagerItems(4, 7), 4)).toBe('1 2 3 [4] 5 6 7');
  });

  it('keeps a window of 5 around the current page, with the first and the last and gaps between', () => {
    expect(read(pagerItems(10, 20), 10)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(read(pagerItems(2500, 5000), 2500)).toBe('1 … 2498 2499 [2500] 2501 2502 … 5000');
  });

  it('shifts the window at either end so it still holds 5 pages', () => {
    expect(read(pagerItems(1, 20), 1)).toBe('[1] 2 3 4 5 … 20');
    expect(read(pagerItems(2, 20), 2)).toBe('1 [2] 3 4 5 … 20');
    expect(read(pagerItems(20, 20), 20)).toBe('1 … 16 17 18 19 [20]');
  });

  it('shows a single left-out page instead of a gap for it', () => {
    expect(read(pagerItems(5, 20), 5)).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(read(pagerItems(16, 20), 16)).toBe('1 … 14 15 [16] 17 18 19 20');
  });

  it('clamps a page outside the range', () => {
    expect(read(pagerItems(99, 3), 3)).toBe('1 2 [3]');
    expect(read(pagerItems(0, 3), 1)).toBe('[1] 2 3');
  });
});
