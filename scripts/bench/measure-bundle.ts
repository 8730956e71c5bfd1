import { gzipSync } from 'node:zlib';
import { scriptUrlsInHtml, staticImportsInJs } from './find-js-assets.ts';
import type { BundleRow } from './results-schema.ts';

type BundlePage = Pick<BundleRow, 'id' | 'label' | 'path'> & { signedIn: boolean };

const BUNDLE_PAGES: BundlePage[] = [
  { id: 'landing', label: 'Landing page, signed out', path: '/', signedIn: false },
  { id: 'filings', label: 'Filings, signed in', path: '/filings', signedIn: true },
];

async function fetchText(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.text();
}

/** The page's JavaScript: what its HTML loads, followed through static imports. */
async function measurePageBundle(baseUrl: string, page: BundlePage, cookie: string) {
  const pageUrl = new URL(page.path, baseUrl);
  const html = await fetchText(pageUrl.href, page.signedIn ? cookie : undefined);
  const queue = scriptUrlsInHtml(html).map((src) => new URL(src, pageUrl));
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || seen.has(url.href) || url.origin !== pageUrl.origin) continue;
    seen.add(url.href);
    const code = await fetchText(url.href);
    const bytes = Buffer.from(code);
    rawBytes += bytes.byteLength;
    gzipBytes += gzipSync(bytes, { level: 9 }).byteLength;
    for (const specifier of staticImportsInJs(code)) queue.push(new URL(specifier, url));
  }
  if (seen.size === 0) throw new Error(`no JavaScript found in ${page.path}`);
  return { files: seen.size, rawBytes, gzipBytes };
}

/** Gzip size of the JavaScript the landing page (signed out) and /filings (signed in) load. */
export async function measureBundle(
  baseUrl: string,
  cookie: string,
  log: (message: string) => void,
): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  for (const page of BUNDLE_PAGES) {
    const { signedIn: _signedIn, ...row } = page;
    try {
      const result = await measurePageBundle(baseUrl, page, cookie);
      rows.push({ ...row, ...result });
      log(`bundle ${page.path}: ${result.files} files, ${result.gzipBytes} bytes gzip`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push({ ...row, error: message });
      log(`bundle ${page.path}: FAILED ${message}`);
    }
  }
  return rows;
}
