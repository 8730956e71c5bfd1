import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { renderedErrorStatus } from './rendered-error-status.ts';

describe('renderedErrorStatus', () => {
  it("answers the failed match's display status (400 for an invalid argument)", () => {
    const error = new ConnectError(
      'The start date must not be after the end date',
      Code.InvalidArgument,
    );
    expect(
      renderedErrorStatus([
        { status: 'success' },
        { status: 'success' },
        { status: 'error', error },
      ]),
    ).toBe(400);
    expect(
      renderedErrorStatus([
        { status: 'error', error: new ConnectError('x', Code.PermissionDenied) },
      ]),
    ).toBe(403);
  });

  it('is 500 for an unexpected error and undefined when nothing failed', () => {
    expect(renderedErrorStatus([{ status: 'error', error: new TypeError('boom') }])).toBe(500);
    expect(renderedErrorStatus([{ status: 'success' }, { status: 'pending' }])).toBeUndefined();
  });
});
