import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { ErrorDetailSchema } from '#gen/ratefiling/v1/error_detail_pb.ts';
import { errorDisplayMessage } from './error-display-message.ts';

function detail(message: string) {
  return { desc: ErrorDetailSchema, value: { message } };
}

describe('errorDisplayMessage', () => {
  it('prefers the first error detail message', () => {
    const error = new ConnectError('raw message', Code.InvalidArgument, undefined, [
      detail('First detail'),
      detail('Second detail'),
    ]);
    expect(errorDisplayMessage(error)).toBe('First detail');
  });

  it('drops the "[code] " prefix of a Connect error serialised into the page as a plain Error', () => {
    const crossed = new Error(
      new ConnectError('The start date must not be after the end date', Code.InvalidArgument)
        .message,
    );
    expect(crossed.message).toMatch(/^\[invalid_argument\]/);
    expect(errorDisplayMessage(crossed)).toBe('The start date must not be after the end date');
  });

  it('reads details that arrived over the wire (encoded bytes)', () => {
    const value = toBinary(ErrorDetailSchema, create(ErrorDetailSchema, { message: 'From wire' }));
    const error = new ConnectError('raw message', Code.NotFound);
    error.details = [{ type: 'ratefiling.v1.ErrorDetail', value }];
    expect(errorDisplayMessage(error)).toBe('From wire');
  });

  it('skips details with an empty message', () => {
    const error = new ConnectError('raw message', Code.Internal, undefined, [
      detail(''),
      detail('Useful'),
    ]);
    expect(errorDisplayMessage(error)).toBe('Useful');
  });

  it('falls back to the raw message without the code prefix', () => {
    expect(errorDisplayMessage(new ConnectError('Filing not found', Code.NotFound))).toBe(
      'Filing not found',
    );
  });

  it('falls back to the error message when the raw message is empty', () => {
    expect(errorDisplayMessage(new ConnectError('', Code.Internal))).toBe('[internal]');
  });

  it("uses a non-RPC error's message", () => {
    expect(errorDisplayMessage(new Error('Request failed with status 500'))).toBe(
      'Request failed with status 500',
    );
    expect(errorDisplayMessage({ message: 'object message' })).toBe('object message');
  });

  it("uses the error's text when it has no message", () => {
    expect(errorDisplayMessage('plain text')).toBe('plain text');
    expect(errorDisplayMessage(42)).toBe('42');
    expect(errorDisplayMessage(new Error(''))).toBe('Error');
  });

  it('is never empty', () => {
    for (const error of [undefined, null, '', '   ', { message: '' }, {}]) {
      expect(errorDisplayMessage(error).trim()).not.toBe('');
    }
  });
});
