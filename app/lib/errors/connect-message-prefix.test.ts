import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { splitConnectMessage } from './connect-message-prefix.ts';

describe('splitConnectMessage', () => {
  it("reads the code and the clean text of a Connect error's message", () => {
    const error = new ConnectError(
      'The start date must not be after the end date',
      Code.InvalidArgument,
    );
    expect(splitConnectMessage(error.message)).toEqual({
      code: Code.InvalidArgument,
      text: 'The start date must not be after the end date',
    });
    expect(splitConnectMessage(new ConnectError('gone', Code.NotFound).message)).toEqual({
      code: Code.NotFound,
      text: 'gone',
    });
  });

  it('leaves other messages alone, including unknown bracketed words', () => {
    expect(splitConnectMessage('Request failed')).toEqual({ text: 'Request failed' });
    expect(splitConnectMessage('[draft] notes')).toEqual({ text: '[draft] notes' });
  });
});
