import { describe, expect, it } from 'vitest';
import { completeChat } from './complete-chat.ts';

const config = { baseUrl: 'http://llm.test/v1/', model: 'm', apiKey: 'k' };
const options = { temperature: 0, timeoutMs: 1_000 };

function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
}

describe('completeChat', () => {
  it('posts the model, temperature and messages with the key, and answers the first content', async () => {
    const seen: Request[] = [];
    const fetchImpl = answering(200, { choices: [{ message: { content: 'select 1' } }] }, seen);
    const messages = [{ role: 'user' as const, content: 'one?' }];
    expect(await completeChat(config, messages, { ...options, fetchImpl })).toBe('select 1');
    expect(seen[0]?.url).toBe('http://llm.test/v1/chat/completions');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer k');
    expect(await seen[0]?.json()).toEqual({ model: 'm', temperature: 0, messages });
  });

  it('answers undefined on an error status, another shape, no content or a network failure', async () => {
    const ask = (fetchImpl: typeof fetch) => completeChat(config, [], { ...options, fetchImpl });
    expect(await ask(answering(500, { choices: [{ message: { content: 'x' } }] }))).toBeUndefined();
    expect(await ask(answering(200, { answer: 'x' }))).toBeUndefined();
    expect(
      await ask(answering(200, { choices: [{ message: { content: null } }] })),
    ).toBeUndefined();
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await ask(failing)).toBeUndefined();
  });
});
