import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#server/logging/logger.ts';
import { setRequestUserId } from './request-context.ts';
import { withRequestLogging } from './with-request-logging.ts';

const lineSchema = z.object({
  level: z.number(),
  msg: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  durationMs: z.number(),
  userId: z.string().optional(),
  err: z.object({ message: z.string(), stack: z.string() }).optional(),
});

function capture(level = 'info') {
  const lines: z.infer<typeof lineSchema>[] = [];
  const log = createLogger({
    level,
    destination: { write: (text: string) => lines.push(lineSchema.parse(JSON.parse(text))) },
  });
  return { log, lines };
}

describe('withRequestLogging', () => {
  it('writes one line per request: method, path without the query, status, duration, user id', async () => {
    const { log, lines } = capture();
    const handler = withRequestLogging(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      setRequestUserId('user-7');
      return new Response('ok', { status: 201 });
    }, log);
    const response = await handler(
      new Request('http://app.test/filings/?token=secret&page=2', { method: 'POST' }),
    );
    expect(response.status).toBe(201);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      path: '/filings/',
      status: 201,
      userId: 'user-7',
    });
    expect(lines[0]?.durationMs).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('keeps each request’s user to itself when requests overlap', async () => {
    const { log, lines } = capture();
    const handler = withRequestLogging(async (request) => {
      const user = new URL(request.url).searchParams.get('u');
      if (user) setRequestUserId(user);
      await new Promise((resolve) => setTimeout(resolve, user === 'a' ? 20 : 1));
      return new Response(null, { status: 204 });
    }, log);
    await Promise.all([
      handler(new Request('http://app.test/x?u=a')),
      handler(new Request('http://app.test/y?u=b')),
      handler(new Request('http://app.test/z')),
    ]);
    const byPath = Object.fromEntries(lines.map((line) => [line.path, line.userId]));
    expect(byPath).toEqual({ '/x': 'a', '/y': 'b', '/z': undefined });
  });

  it('logs a thrown error with its stack at level error and answers 500', async () => {
    const { log, lines } = capture();
    const handler = withRequestLogging(() => {
      throw new Error('kaboom');
    }, log);
    const response = await handler(new Request('http://app.test/home'));
    expect(response.status).toBe(500);
    expect(lines[0]).toMatchObject({ level: 50, path: '/home', status: 500 });
    expect(lines[0]?.err?.message).toBe('kaboom');
    expect(lines[0]?.err?.stack).toContain('with-request-logging.test.ts');
  });

  it('logs 5xx answers at error and health probes only at debug', async () => {
    const { log, lines } = capture('info');
    const failing = withRequestLogging(() => new Response('down', { status: 503 }), log);
    await failing(new Request('http://app.test/api/health'));
    const ok = withRequestLogging(() => new Response('ok'), log);
    await ok(new Request('http://app.test/api/ready'));
    expect(lines.map((line) => [line.path, line.level])).toEqual([['/api/health', 50]]);
  });

  it('logs a request the client abandoned at info, not as a failure', async () => {
    const { log, lines } = capture();
    const controller = new AbortController();
    const handler = withRequestLogging(async () => {
      controller.abort();
      throw new DOMException('This operation was aborted', 'AbortError');
    }, log);
    const response = await handler(
      new Request('http://app.test/rpc/x', { signal: controller.signal }),
    );
    expect(response.status).toBe(499);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request aborted by the client', status: 499 }),
    ]);
    // The same error while the client is still there is a failure.
    const failing = withRequestLogging(() => {
      throw new DOMException('This operation was aborted', 'AbortError');
    }, log);
    expect((await failing(new Request('http://app.test/rpc/y'))).status).toBe(500);
    expect(lines[1]).toMatchObject({ level: 50, status: 500 });
  });
});
