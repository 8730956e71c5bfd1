import type { ConnectError } from '@connectrpc/connect';

/** The api's error detail (gen/ratefiling/v1/error_detail_pb.ts, ErrorDetailSchema.typeName). */
export const ERROR_DETAIL_TYPE_NAME = 'ratefiling.v1.ErrorDetail';
/** ErrorDetail's `message` field number. */
const MESSAGE_FIELD = 1;

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

class MalformedDetail extends Error {}

/** The `message` field of an encoded ErrorDetail ('' when absent); throws on malformed bytes. */
function decodeMessageField(bytes: Uint8Array): string {
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new MalformedDetail('truncated varint');
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new MalformedDetail('varint too long');
  };
  const skip = (length: number) => {
    if (pos + length > bytes.length) throw new MalformedDetail('truncated field');
    pos += length;
  };
  let message = '';
  while (pos < bytes.length) {
    const tag = varint();
    const field = Math.floor(tag / 8);
    const wireType = tag % 8;
    if (wireType === WIRE_VARINT) varint();
    else if (wireType === WIRE_FIXED64) skip(8);
    else if (wireType === WIRE_FIXED32) skip(4);
    else if (wireType === WIRE_LENGTH_DELIMITED) {
      const length = varint();
      const start = pos;
      skip(length);
      // A repeated scalar field: the last one wins, as in protobuf.
      if (field === MESSAGE_FIELD) message = new TextDecoder().decode(bytes.subarray(start, pos));
    } else throw new MalformedDetail(`unsupported wire type ${wireType}`);
  }
  return message;
}

function messageOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('message' in value)) return '';
  return typeof value.message === 'string' ? value.message : '';
}

/**
 * The messages of a Connect error's ErrorDetail details, in order: what
 * `error.findDetails(ErrorDetailSchema).map((d) => d.message)` returns, without loading the
 * protobuf runtime and the api descriptors (the error screen is part of every page). Details
 * built in this process carry the message object; details from the wire carry its encoding, of
 * which only the message string is read. A detail that does not decode is skipped, as there.
 */
export function errorDetailMessages(error: ConnectError): string[] {
  const messages: string[] = [];
  for (const detail of error.details) {
    if ('desc' in detail) {
      if (detail.desc.typeName === ERROR_DETAIL_TYPE_NAME) messages.push(messageOf(detail.value));
    } else if (detail.type === ERROR_DETAIL_TYPE_NAME) {
      try {
        messages.push(decodeMessageField(detail.value));
      } catch (cause) {
        if (!(cause instanceof MalformedDetail)) throw cause;
      }
    }
  }
  return messages;
}
