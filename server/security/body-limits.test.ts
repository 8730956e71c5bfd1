import { describe, expect, it } from 'vitest';
import {
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  declaredLength,
  declaresLargerBody,
  discardBody,
  readBodyWithin,
} from './body-limits.ts';

function streamOf(sizes: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of sizes) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

describe('body limits', () => {
  it('gives every endpoint a limit', () => {
    expect(bodyLimitFor('/rpc/ratefiling.v1.FilingService/ListFilings')).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/auth/sign-in/email')).toBe(64 * 1024);
    expect(bodyLimitFor('/_server/abc')).toBe(256 * 1024);
    expect(bodyLimitFor('/filings/')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('trusts no content-length it cannot read', () => {
    const request = (length: string) =>
      new Request('http://x/', { method: 'POST', headers: { 'content-length': length } });
    expect(declaresLargerBody(request('10'), 10)).toBe(false);
    expect(declaresLargerBody(request('11'), 10)).toBe(true);
    expect(declaresLargerBody(request('abc'), 10)).toBe(true);
  });

  it('reads a body within the limit and stops early above it', async () => {
    expect((await readBodyWithin(streamOf([4, 6]), 10))?.byteLength).toBe(10);
    expect(await readBodyWithin(streamOf([4, 6, 1]), 10)).toBeUndefined();
  });

  it('drops a body up to its end, stops after the bound, and gives up after the time', async () => {
    let pulled = 0;
    const endless = (chunk: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(chunk));
        },
      });
    await discardBody(streamOf([4, 6]), 100, 1_000);
    await discardBody(endless(10), 100, 1_000);
    expect(pulled).toBeLessThanOrEqual(12);
    pulled = 0;
    const silent = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const started = Date.now();
    await discardBody(silent, 100, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    await discardBody(null);
  });

  it('reads a declared length only when it is a number', () => {
    const request = (length?: string) =>
      new Request('http://x/', {
        method: 'POST',
        headers: length === undefined ? {} : { 'content-length': length },
      });
    expect(declaredLength(request('12'))).toBe(12);
    expect(declaredLength(request('abc'))).toBeUndefined();
    expect(declaredLength(request())).toBeUndefined();
  });
});
