/**
 * "Today" for a posting's valid-until date: the earliest calendar date on Earth right now (UTC-12). A
 * recruiter anywhere can choose their own today, and a posting stays open through its last day everywhere.
 */
export const earliestToday = (now = Date.now()) => new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
