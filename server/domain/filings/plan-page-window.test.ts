import { describe, expect, it } from 'vitest';
import { planPageWindow } from './plan-page-window.ts';

describe('planPageWindow', () => {
  it('reads early pages forwards', () => {
    expect(planPageWindow({ page: 1, pageSize: 10 }, 100)).toEqual({
      offset: 0,
      limit: 10,
      reverse: false,
    });
    expect(planPageWindow({ page: 5, pageSize: 10 }, 100)).toEqual({
      offset: 40,
      limit: 10,
      reverse: false,
    });
  });

  it('reads late pages backwards from the end, including a short last page', () => {
    expect(planPageWindow({ page: 10, pageSize: 10 }, 100)).toEqual({
      offset: 0,
      limit: 10,
      reverse: true,
    });
    expect(planPageWindow({ page: 3, pageSize: 3 }, 8)).toEqual({
      offset: 0,
      limit: 2,
      reverse: true,
    });
    expect(planPageWindow({ page: 2, pageSize: 3 }, 8)).toEqual({
      offset: 2,
      limit: 3,
      reverse: true,
    });
    expect(planPageWindow({ page: 2, pageSize: 4 }, 20)).toEqual({
      offset: 4,
      limit: 4,
      reverse: false,
    });
  });

  it('has nothing past the end', () => {
    expect(planPageWindow({ page: 11, pageSize: 10 }, 100)).toBeUndefined();
    expect(planPageWindow({ page: 1, pageSize: 10 }, 0)).toBeUndefined();
  });
});
