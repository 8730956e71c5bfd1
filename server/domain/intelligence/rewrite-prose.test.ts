import { describe, expect, it } from 'vitest';
import { createLlmProseRewriter, figuresOf } from './rewrite-prose.ts';

const reply = (content: string) =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }))) as typeof fetch;

describe('createLlmProseRewriter', () => {
  const config = { baseUrl: 'http://llm.test/v1', model: 'm' };
  const original = 'The rate impact is +7.2% on $1,000 of premium for 35 filings.';

  it('keeps a rewrite that states the same figures', async () => {
    const text = 'Across 35 filings, premium of $1,000 sees a +7.2% rate impact.';
    expect(await createLlmProseRewriter(config, reply(text))([original])).toEqual([text]);
  });

  it('falls back to the computed text when a figure changes or the call fails', async () => {
    expect(
      await createLlmProseRewriter(config, reply('Rates rise 8% on 35 filings.'))([original]),
    ).toEqual([original]);
    const failing = (async () => {
      throw new Error('offline');
    }) as typeof fetch;
    expect(await createLlmProseRewriter(config, failing)([original])).toEqual([original]);
  });

  it('reads figures in a comparable form', () => {
    expect(figuresOf('−3.1% and $1,200')).toEqual(['$1200', '3.1%']);
  });
});
