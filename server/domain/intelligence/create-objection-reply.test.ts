import { describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createObjectionReply } from './create-objection-reply.ts';

const letter = [
  '1. Provide the dislocation histogram.',
  '2. Provide a side-by-side exhibit.',
  '3. When is the effective date?',
].join('\n');

describe.each(listTestTargets())('createObjectionReply on %s', (target) => {
  const fixture = useTestDatabase(target, (db) =>
    insertFiling(db, { product_name: 'Homeowners', carrier: 'Beta Group', state: 'OK' }),
  );

  it('answers each request with the filing under a heading naming it', async () => {
    const tn = fixture.seeded.serff_tracking_number;
    const reply = await createObjectionReply(fixture.db, {
      objectionContent: letter,
      serffTrackingNumber: tn,
    });
    expect(reply.requests).toEqual([
      'Provide the dislocation histogram.',
      'Provide a side-by-side exhibit.',
      'When is the effective date?',
    ]);
    expect(reply.themes).toEqual([
      'Missing policyholder rate-change histogram',
      'Side-by-side comparison of rates requested',
    ]);
    expect(reply.content.split('\n')[0]).toBe(`Response to objection letter on SERFF ${tn}`);
    expect(reply.content).toContain('Homeowners, Beta Group (OK, 19.0 Personal Auto)');
    expect(reply.content).toContain(
      '1. Request: "Provide the dislocation histogram."\n   Response: ',
    );
    expect(reply.content).toContain(
      '3. Request: "When is the effective date?"\n   Response: [TO SUPPLY: the company\'s answer to this request]',
    );
    expect(reply.content).toContain(`revised by filing ${tn}`);
  });

  it('drafts without a filing, and for an unknown tracking number', async () => {
    for (const serffTrackingNumber of [undefined, 'NOPE-1']) {
      const reply = await createObjectionReply(fixture.db, {
        objectionContent: letter,
        ...(serffTrackingNumber ? { serffTrackingNumber } : {}),
      });
      expect(reply.content.startsWith('Response to objection letter\n\n')).toBe(true);
      expect(reply.content).toContain('[TO SUPPLY: SERFF tracking number]');
    }
  });

  it('asks for the response when the letter holds no request', async () => {
    const reply = await createObjectionReply(fixture.db, { objectionContent: 'Received.' });
    expect(reply.requests).toEqual([]);
    expect(reply.themes).toEqual([]);
    expect(reply.content).toContain(
      '[TO SUPPLY: no request was found in the letter; write the response here]',
    );
  });
});
