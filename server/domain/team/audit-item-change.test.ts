import { describe, expect, it } from 'vitest';
import { auditItemChange } from './audit-item-change.ts';

const mine = { organizationId: null, visibility: 'private' as const };
const inA = { organizationId: 'a', visibility: 'organization' as const };
const inB = { organizationId: 'b', visibility: 'organization' as const };
const wasInA = { organizationId: 'a', visibility: 'private' as const };

describe('auditItemChange', () => {
  it('audits creation and deletion of shared items only', () => {
    expect(auditItemChange(null, inA)).toEqual([{ organizationId: 'a', action: 'created' }]);
    expect(auditItemChange(inA, null)).toEqual([{ organizationId: 'a', action: 'deleted' }]);
    expect(auditItemChange(null, mine)).toEqual([]);
    expect(auditItemChange(wasInA, null)).toEqual([]);
  });

  it('tells sharing, unsharing and moving apart', () => {
    expect(auditItemChange(mine, inA)).toEqual([{ organizationId: 'a', action: 'shared' }]);
    expect(auditItemChange(inA, wasInA)).toEqual([{ organizationId: 'a', action: 'unshared' }]);
    expect(auditItemChange(inA, inB)).toEqual([
      { organizationId: 'a', action: 'unshared' },
      { organizationId: 'b', action: 'shared' },
    ]);
  });

  it('audits a change of content while shared, and nothing for a private item', () => {
    expect(auditItemChange(inA, inA, true)).toEqual([{ organizationId: 'a', action: 'changed' }]);
    expect(auditItemChange(inA, inA, false)).toEqual([]);
    expect(auditItemChange(mine, mine, true)).toEqual([]);
  });
});
