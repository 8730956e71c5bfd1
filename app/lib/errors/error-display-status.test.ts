import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { errorDisplayStatus } from './error-display-status.ts';
import { ServerFunctionRequestError } from './server-function-request-error.ts';

describe('errorDisplayStatus', () => {
  it.each([
    [Code.Aborted, 409],
    [Code.AlreadyExists, 409],
    [Code.Canceled, 499],
    [Code.DataLoss, 500],
    [Code.Internal, 500],
    [Code.Unknown, 500],
    [Code.DeadlineExceeded, 504],
    [Code.FailedPrecondition, 400],
    [Code.InvalidArgument, 400],
    [Code.OutOfRange, 400],
    [Code.NotFound, 404],
    [Code.PermissionDenied, 403],
    [Code.ResourceExhausted, 429],
    [Code.Unauthenticated, 401],
    [Code.Unavailable, 503],
    [Code.Unimplemented, 501],
  ])('shows a ConnectError of code %i as %i', (code, status) => {
    expect(errorDisplayStatus(new ConnectError('failed', code))).toBe(status);
  });

  it('reads the code of a Connect error serialised into the page as a plain Error', () => {
    const crossed = new Error(new ConnectError('bad range', Code.InvalidArgument).message);
    expect(errorDisplayStatus(crossed)).toBe(400);
    expect(errorDisplayStatus(new Error('[not_found] no such filing'))).toBe(404);
    expect(errorDisplayStatus(new Error('[nonsense] x'))).toBe(500);
  });

  it('shows the router not-found error as 404', () => {
    expect(errorDisplayStatus({ isNotFound: true })).toBe(404);
    expect(errorDisplayStatus({ isNotFound: true, routeId: '/filings/$id' })).toBe(404);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a server-function error', new ServerFunctionRequestError(404, 'missing')],
    ['an object with isNotFound false', { isNotFound: false }],
    ['an object with isNotFound "yes"', { isNotFound: 'yes' }],
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
  ])('shows any other error (%s) as 500', (_name, error) => {
    expect(errorDisplayStatus(error)).toBe(500);
  });
});
