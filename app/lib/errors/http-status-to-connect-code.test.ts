import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { httpStatusToConnectCode } from './http-status-to-connect-code.ts';

describe('httpStatusToConnectCode', () => {
  it.each([
    [400, Code.Internal],
    [401, Code.Unauthenticated],
    [403, Code.PermissionDenied],
    [404, Code.Unimplemented],
    [429, Code.Unavailable],
    [502, Code.Unavailable],
    [503, Code.Unavailable],
    [504, Code.Unavailable],
  ])('maps HTTP %i to code %i', (status, code) => {
    expect(httpStatusToConnectCode(status)).toBe(code);
  });

  it.each([0, 200, 204, 301, 402, 405, 409, 418, 499, 500, 501, 505, 599])(
    'maps any other status (%i) to unknown',
    (status) => {
      expect(httpStatusToConnectCode(status)).toBe(Code.Unknown);
    },
  );
});
