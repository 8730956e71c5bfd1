import { Code, ConnectError } from '@connectrpc/connect';
import { notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isRetryableError } from './is-retryable-error.ts';

describe('isRetryableError', () => {
  it('retries transient api failures and network errors', () => {
    for (const code of [Code.Unavailable, Code.DeadlineExceeded, Code.Aborted, Code.Unknown]) {
      expect(isRetryableError(new ConnectError('x', code))).toBe(true);
    }
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry errors that would fail again', () => {
    for (const code of [
      Code.InvalidArgument,
      Code.NotFound,
      Code.PermissionDenied,
      Code.Unauthenticated,
      Code.Unimplemented,
      Code.Internal,
      Code.FailedPrecondition,
      Code.ResourceExhausted,
    ]) {
      expect(isRetryableError(new ConnectError('x', code))).toBe(false);
    }
    expect(isRetryableError(notFound())).toBe(false);
  });

  it('does not retry a 429 (per-user api limits), so the browser never hammers a limited api', () => {
    const limited = new ConnectError('Too many requests', Code.ResourceExhausted, {
      'Retry-After': '3',
    });
    expect(isRetryableError(limited)).toBe(false);
  });
});
