import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { connectCodeToDisplayStatus } from './connect-code-to-display-status.ts';

const table: [string, Code, number][] = [
  ['aborted', Code.Aborted, 409],
  ['already_exists', Code.AlreadyExists, 409],
  ['canceled', Code.Canceled, 499],
  ['data_loss', Code.DataLoss, 500],
  ['internal', Code.Internal, 500],
  ['unknown', Code.Unknown, 500],
  ['deadline_exceeded', Code.DeadlineExceeded, 504],
  ['failed_precondition', Code.FailedPrecondition, 400],
  ['invalid_argument', Code.InvalidArgument, 400],
  ['out_of_range', Code.OutOfRange, 400],
  ['not_found', Code.NotFound, 404],
  ['permission_denied', Code.PermissionDenied, 403],
  ['resource_exhausted', Code.ResourceExhausted, 429],
  ['unauthenticated', Code.Unauthenticated, 401],
  ['unavailable', Code.Unavailable, 503],
  ['unimplemented', Code.Unimplemented, 501],
];

describe('connectCodeToDisplayStatus', () => {
  it.each(table)('shows %s as %i', (_name, code, status) => {
    expect(connectCodeToDisplayStatus(code)).toBe(status);
  });

  it('covers every Connect error code', () => {
    const codes = Object.values(Code).filter((value) => typeof value === 'number');
    expect(new Set(table.map(([, code]) => code))).toEqual(new Set(codes));
  });
});
