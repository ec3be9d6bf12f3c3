import { hashKey, partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('keys a posting the same by its number or by the id in the address', () => {
    expect(hashKey(queryKeys.postings.detail(7))).toBe(hashKey(queryKeys.postings.detail('7')));
  });

  it('lets a prefix reach every query under it', () => {
    expect(partialMatchKey(queryKeys.postings.list, queryKeys.postings.all)).toBe(true);
    expect(partialMatchKey(queryKeys.postings.detail(7), queryKeys.postings.all)).toBe(true);
    expect(partialMatchKey(queryKeys.applicants.page(7, 2, 'ana', 0), queryKeys.applicants.all(7))).toBe(true);
    expect(partialMatchKey(queryKeys.applicants.page(8, 1, '', 0), queryKeys.applicants.all(7))).toBe(false);
    expect(partialMatchKey(queryKeys.marks.list, queryKeys.marks.all)).toBe(true);
    expect(partialMatchKey(queryKeys.imports.drive(7), queryKeys.imports.all)).toBe(true);
    expect(partialMatchKey(queryKeys.applicants.publicUpload.byCode('x'), queryKeys.applicants.publicUpload.all)).toBe(true);
  });
});
