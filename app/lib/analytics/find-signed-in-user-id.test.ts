import { describe, expect, it } from 'vitest';
import { findSignedInUserId } from './find-signed-in-user-id.ts';

describe('findSignedInUserId', () => {
  it('reads context.user.id from the deepest match that has one', () => {
    const matches = [
      { context: { publicEnv: {} } },
      { context: { user: { id: 'user-1', email: 'a@example.com' }, token: 't' } },
      { context: { user: { id: 'user-1', email: 'a@example.com' }, token: 't', extra: 1 } },
    ];
    expect(findSignedInUserId(matches)).toBe('user-1');
  });

  it('is undefined when signed out or when the context holds no usable id', () => {
    expect(findSignedInUserId([])).toBeUndefined();
    expect(
      findSignedInUserId([{ context: { user: null } }, { context: undefined }]),
    ).toBeUndefined();
    expect(findSignedInUserId([{ context: { user: { id: '' } } }])).toBeUndefined();
    expect(findSignedInUserId([{ context: { user: { id: 42 } } }])).toBeUndefined();
  });
});
