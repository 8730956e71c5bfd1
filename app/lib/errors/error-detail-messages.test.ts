import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { ErrorDetailSchema } from '#gen/ratefiling/v1/error_detail_pb.ts';
import { ERROR_DETAIL_TYPE_NAME, errorDetailMessages } from './error-detail-messages.ts';
import { isConnectError } from './is-connect-error.ts';

const encoded = (init: { message?: string; field?: string; reason?: string }) =>
  toBinary(ErrorDetailSchema, create(ErrorDetailSchema, init));

function wireError(values: Uint8Array[], type = ERROR_DETAIL_TYPE_NAME) {
  const error = new ConnectError('raw', Code.InvalidArgument);
  error.details = values.map((value) => ({ type, value }));
  return error;
}

/** What Connect itself reads, for comparison. */
const viaConnect = (error: ConnectError) =>
  error.findDetails(ErrorDetailSchema).map((detail) => detail.message);

describe('errorDetailMessages', () => {
  it('names the generated ErrorDetail type', () => {
    expect(ERROR_DETAIL_TYPE_NAME).toBe(ErrorDetailSchema.typeName);
  });

  it('reads encoded details as protobuf does, whatever other fields they hold', () => {
    const error = wireError([
      encoded({ message: 'Plain' }),
      encoded({ message: 'Ünïcödé ✓ 🙂', field: 'carriers', reason: 'TOO_MANY' }),
      encoded({ field: 'only a field' }),
      encoded({ message: 'x'.repeat(300), reason: 'long' }),
    ]);
    expect(errorDetailMessages(error)).toEqual(viaConnect(error));
    expect(errorDetailMessages(error)[1]).toBe('Ünïcödé ✓ 🙂');
  });

  it('skips unknown fields of any wire type and keeps the last message, as protobuf does', () => {
    const bytes = new Uint8Array([
      ...[0x0a, 0x01, 0x61], // message = "a"
      ...[0x20, 0x96, 0x01], // field 4, varint 150
      ...[0x29, 1, 2, 3, 4, 5, 6, 7, 8], // field 5, fixed64
      ...[0x35, 1, 2, 3, 4], // field 6, fixed32
      ...[0x0a, 0x01, 0x62], // message = "b"
    ]);
    const error = wireError([bytes]);
    expect(errorDetailMessages(error)).toEqual(['b']);
    expect(errorDetailMessages(error)).toEqual(viaConnect(error));
  });

  it('skips details that do not decode and details of other types', () => {
    const error = wireError([new Uint8Array([0x0a, 0x05, 0x61])]);
    expect(errorDetailMessages(error)).toEqual([]);
    expect(viaConnect(error)).toEqual([]);
    expect(errorDetailMessages(wireError([encoded({ message: 'm' })], 'other.Type'))).toEqual([]);
  });

  it('reads details built in this process', () => {
    const error = new ConnectError('raw', Code.Internal, undefined, [
      { desc: ErrorDetailSchema, value: { message: 'Local' } },
      { desc: ErrorDetailSchema, value: {} },
    ]);
    expect(errorDetailMessages(error)).toEqual(['Local', '']);
    expect(errorDetailMessages(error)).toEqual(viaConnect(error));
  });
});

describe('isConnectError', () => {
  it('agrees with instanceof ConnectError', () => {
    const samples: unknown[] = [
      new ConnectError('x', Code.NotFound),
      ConnectError.from(new Error('y')),
      new Error('ConnectError'),
      Object.assign(new Error('z'), { name: 'ConnectError', code: 5 }),
      { name: 'ConnectError', code: 5, metadata: {}, details: [], rawMessage: '', cause: null },
      null,
      'ConnectError',
    ];
    for (const sample of samples) {
      expect(isConnectError(sample)).toBe(sample instanceof ConnectError);
    }
    expect(isConnectError(samples[0])).toBe(true);
  });
});
