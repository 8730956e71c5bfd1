import { describe, expect, it } from 'vitest';
import { APPROVED_STATUSES, PENDING_STATUSES } from '#server/data/reference/dispositions.ts';
import { tookEffect } from './took-effect.ts';

describe('tookEffect', () => {
  it('holds for every approved-like disposition effective on or before the day', () => {
    for (const status of APPROVED_STATUSES) {
      expect(tookEffect(status, '2024-03-01', '2024-03-01'), status).toBe(true);
      expect(tookEffect(status, '2024-03-02', '2024-03-01'), status).toBe(false);
      expect(tookEffect(status, null, '2024-03-01'), status).toBe(false);
    }
  });

  it('never holds for withdrawn, disapproved, closed without response or pending filings', () => {
    const never = ['Withdrawn', 'Disapproved', 'Closed (no response)'];
    for (const status of [...never, ...PENDING_STATUSES.map(([s]) => s)])
      expect(tookEffect(status, '2020-01-01', '2026-01-01'), status).toBe(false);
  });
});
