import { createRandom } from '#server/data/prng.ts';
import { runBounded } from '#tests/support/resilience/run-bounded.ts';
import { FUZZ_ROUTES, fuzzUrl } from '#tests/support/security/fuzz-urls.ts';

export type UrlFuzzResult = {
  cases: number;
  held: number;
  statuses: Record<number, number>;
  problems: string[];
};

/**
 * Requests `cases` mutated URLs (seeded, so the same on every run) over every page route as a
 * signed-in user. Holds when the answer is below 500 and any redirect stays on this origin and
 * path (the route's search schema dropping what it did not accept); every tenth redirect is
 * followed to check the normalised page renders.
 */
export async function runUrlFuzz(
  baseUrl: string,
  cookie: string,
  cases: number,
  seed = 20_261_122,
): Promise<UrlFuzzResult> {
  const random = createRandom(seed);
  const urls = Array.from({ length: cases }, (_, index) => fuzzUrl(random, index));
  const statuses: Record<number, number> = {};
  const problems: string[] = [];
  const origin = new URL(baseUrl).origin;
  const outcomes = await runBounded(urls, 4, async (path, index) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status >= 500) return `${response.status} ${path.slice(0, 200)}`;
    if (response.status >= 300 && response.status < 400) {
      const target = new URL(response.headers.get('location') ?? '', `${baseUrl}${path}`);
      if (target.origin !== origin) return `redirect off-site: ${path.slice(0, 120)} -> ${target}`;
      if (index % 10 === 0) {
        const followed = await fetch(target, { headers: { cookie }, redirect: 'manual' });
        await followed.arrayBuffer();
        if (followed.status >= 500)
          return `${followed.status} after redirect ${target.href.slice(0, 200)}`;
      }
    }
    return undefined;
  });
  for (const problem of outcomes) if (problem && problems.length < 20) problems.push(problem);
  const held = outcomes.filter((problem) => problem === undefined).length;
  return { cases, held, statuses, problems };
}

export const FUZZED_ROUTE_COUNT = FUZZ_ROUTES.length;
