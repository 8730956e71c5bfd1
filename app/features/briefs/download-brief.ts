import { downloadBlob } from '#app/features/filings/download-url.ts';
import type { TokenStore } from '#app/lib/rpc/token-store.ts';
import { bearerHeader } from '#contract/auth/bearer-token.ts';

/** Downloads the caller's brief as PDF or Markdown from /api/briefs/{id} with the api token. */
export async function downloadBrief(
  tokenStore: TokenStore,
  id: string,
  title: string,
  format: 'pdf' | 'md',
): Promise<void> {
  const token = await tokenStore.get();
  const response = await fetch(`/api/briefs/${encodeURIComponent(id)}?format=${format}`, {
    headers: token ? { authorization: bearerHeader(token) } : {},
  });
  if (!response.ok)
    throw new Error(`Download failed (${response.status}): ${(await response.text()).trim()}`);
  const name =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'brief';
  downloadBlob(await response.blob(), `${name}.${format}`);
}
