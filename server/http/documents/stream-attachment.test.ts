import { describe, expect, it } from 'vitest';
import { streamAttachment } from './stream-attachment.ts';

const encoder = new TextEncoder();

describe('streamAttachment', () => {
  it('streams the chunks as a named, uncached download', async () => {
    async function* chunks() {
      yield encoder.encode('a,b\n');
      yield encoder.encode('1,2\n');
    }
    const response = streamAttachment(
      chunks(),
      'text/csv; charset=utf-8',
      'filings-2026-11-24.csv',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="filings-2026-11-24.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('a,b\n1,2\n');
  });

  it('stops the source when the client goes away', async () => {
    let stopped = false;
    async function* chunks() {
      try {
        for (;;) yield encoder.encode('x');
      } finally {
        stopped = true;
      }
    }
    const reader = streamAttachment(chunks(), 'application/zip', 'f.zip').body?.getReader();
    await reader?.read();
    await reader?.cancel();
    expect(stopped).toBe(true);
  });
});
