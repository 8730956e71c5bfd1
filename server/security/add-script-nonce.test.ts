import { describe, expect, it } from 'vitest';
import { addScriptNonce } from './add-script-nonce.ts';

async function run(chunks: string[], nonce = 'abc'): Promise<string> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(addScriptNonce(body, nonce)).text();
}

describe('addScriptNonce', () => {
  it('adds the nonce to every script tag', async () => {
    const html = '<head><script>a()</script><script type="module" src="/x.js"></script></head>';
    expect(await run([html])).toBe(
      '<head><script nonce="abc">a()</script><script nonce="abc" type="module" src="/x.js"></script></head>',
    );
  });

  it('finds tags split across chunks at every position', async () => {
    const html = '<p>x</p><script>b()</script><div>&lt;script&gt;</div><scripts>';
    for (let cut = 0; cut <= html.length; cut += 1) {
      const out = await run([html.slice(0, cut), html.slice(cut)]);
      expect(out).toBe(
        '<p>x</p><script nonce="abc">b()</script><div>&lt;script&gt;</div><scripts>',
      );
    }
  });

  it('leaves escaped markup and multi-byte text intact', async () => {
    const bytes = new TextEncoder().encode('é😀<b>&lt;script&gt;</b>');
    const chunks = [...bytes].map((byte) => String.fromCharCode(byte));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(chunks.length).toBeGreaterThan(5);
    expect(await new Response(addScriptNonce(body, 'n')).text()).toBe('é😀<b>&lt;script&gt;</b>');
  });
});
