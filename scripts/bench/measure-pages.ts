import type { BeforeSample } from './data-version-bump.ts';
import type { HttpSession } from './http-session.ts';
import { summarize } from './percentile.ts';
import type { PageRow } from './results-schema.ts';
import { type SampleBudget, wantsMoreSamples } from './sample-budget.ts';
import type { SampleValues } from './sample-values.ts';

export type BenchPage = { id: string; label: string; path: string };

/** The server-rendered pages measured signed in. */
export function benchPages(v: SampleValues): BenchPage[] {
  const tracking = v.filings[0]?.trackingNumber ?? 'unknown';
  return [
    { id: 'filings', label: 'Filings', path: '/filings' },
    { id: 'state', label: 'State analytics', path: '/state' },
    { id: 'search', label: 'Search', path: '/search?query=territory' },
    { id: 'filing', label: 'Filing detail', path: `/filings/${encodeURIComponent(tracking)}` },
  ];
}

type PageTiming = { ttfb: number; full: number; bytes: number };

/** GET with the session cookie: time to the first byte of the body, and to its last byte. */
export async function timePage(
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<PageTiming> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  if (response.status !== 200 || !response.body) {
    const where = response.headers.get('location');
    throw new Error(`GET ${path}: HTTP ${response.status}${where ? ` to ${where}` : ''}`);
  }
  const reader = response.body.getReader();
  let ttfb: number | undefined;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    ttfb ??= performance.now() - started;
    bytes += value.byteLength;
  }
  const full = performance.now() - started;
  return { ttfb: ttfb ?? full, full, bytes };
}

async function measurePage(
  session: HttpSession,
  page: BenchPage,
  budget: SampleBudget,
  beforeSample: BeforeSample | undefined,
) {
  for (let i = 0; i < 3; i++) {
    await beforeSample?.();
    await timePage(session.baseUrl, page.path, session.cookie);
  }
  const ttfb: number[] = [];
  const full: number[] = [];
  let bytes = 0;
  const started = performance.now();
  while (wantsMoreSamples(budget, ttfb.length, performance.now() - started)) {
    await beforeSample?.();
    const timing = await timePage(session.baseUrl, page.path, session.cookie);
    ttfb.push(timing.ttfb);
    full.push(timing.full);
    bytes = timing.bytes;
  }
  return { ttfb: summarize(ttfb), full: summarize(full), bytes };
}

/** TTFB and full render of each page, signed in, one request at a time after 3 warm-ups. */
export async function measurePages(
  session: HttpSession,
  pages: readonly BenchPage[],
  budget: SampleBudget,
  log: (message: string) => void,
  beforeSample?: BeforeSample,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const page of pages) {
    try {
      const result = await measurePage(session, page, budget, beforeSample);
      rows.push({ ...page, ...result });
      log(`page ${page.path}: TTFB p95 ${result.ttfb.p95} ms, full p95 ${result.full.p95} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push({ ...page, error: message });
      log(`page ${page.path}: FAILED ${message}`);
    }
  }
  return rows;
}
