import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { FastResponse, serve } from 'srvx';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecurityMiddleware } from './with-security-headers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * srvx's static middleware answers with a FastResponse whose body is a Node stream (a file's
 * ReadStream, or a compressor). Rewrapped into a fetch Response, undici turned that stream into a
 * web stream whose end-of-file close runs in a microtask: when the browser went away (a page left
 * while its scripts loaded) just before the file's end was read, that close hit the cancelled
 * stream and threw ERR_INVALID_STATE "ReadableStream is already closed" outside any promise
 * chain, ending the process.
 */
describe('security middleware and a client that leaves during a streamed file', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('does not throw when the client aborts just before the file ends', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    stops.push(async () => void process.off('uncaughtException', onUncaught));
    const file = new Readable({ read() {} });
    const server = serve({
      port: 0,
      hostname: '127.0.0.1',
      silent: true,
      middleware: [createSecurityMiddleware()],
      // srvx accepts a Node stream as a body (its static middleware passes one); not in the types.
      fetch: () =>
        new FastResponse(file as unknown as BodyInit, {
          headers: { 'content-type': 'application/javascript' },
        }),
    });
    await server.ready();
    stops.push(() => server.close(true));
    const port = new URL(server.url ?? '').port;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /assets/app.js HTTP/1.1\r\nHost: app.test\r\n\r\n');
    const firstBytes = new Promise((resolve) => socket.once('data', resolve));
    file.push(Buffer.from('console.log(1);\n'));
    await firstBytes;
    // The browser leaves while the server waits for the rest of the file...
    socket.destroy();
    await sleep(50);
    // ...which then ends.
    file.push(null);
    await sleep(50);
    expect(uncaught).toEqual([]);
  });
});
