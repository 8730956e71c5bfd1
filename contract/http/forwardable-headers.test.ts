import { describe, expect, it } from 'vitest';
import { copyForwardableHeaders } from './forwardable-headers.ts';

describe('copyForwardableHeaders', () => {
  it('drops hop-by-hop headers, those named in Connection, and the extra ones', () => {
    const headers = new Headers({
      connection: 'close, X-Private',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      upgrade: 'h2c',
      host: 'app.test',
      'x-private': '1',
      cookie: 'a=b',
      'content-type': 'application/json',
      'user-agent': 'test',
    });
    const copy = copyForwardableHeaders(headers, ['cookie']);
    expect([...copy.keys()].sort()).toEqual(['content-type', 'user-agent']);
  });
});
