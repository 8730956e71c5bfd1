import { describe, expect, inject, it } from 'vitest';
import { signInOverHttp } from '#tests/support/resilience/api-session.ts';
import { FUZZED_ROUTE_COUNT, runUrlFuzz } from '#tests/support/resilience/url-fuzz.ts';

const baseUrl = inject('baseUrl');
/** npm test runs a quick 2,000; `npm run test:resilience` runs 5,000 (FUZZ_URL_CASES). */
const CASES = Number(process.env.FUZZ_URL_CASES || 2_000);

describe('url fuzzing', () => {
  it(`answers ${CASES} mutated URLs over every route without a 5xx`, async () => {
    const { cookie } = await signInOverHttp(baseUrl);
    const result = await runUrlFuzz(baseUrl, cookie, CASES);
    console.log(
      `url fuzz: ${result.cases} cases over ${FUZZED_ROUTE_COUNT} routes, ${result.held} held`,
      result.statuses,
    );
    expect(result.problems).toEqual([]);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);
});
