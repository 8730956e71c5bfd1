import type { Page } from 'playwright-core';

export type SqlRow = Record<string, unknown>;

/**
 * Runs SQL against the app's database through QueryService/CustomQuery (the read-only views of
 * the same tables) as the page's signed-in user: how browser tests check what a page shows
 * against the database without a connection of their own.
 */
export async function querySql(page: Page, sql: string): Promise<SqlRow[]> {
  // The api takes the bearer token the app's own client exchanges its session cookie for.
  const tokenResponse = await page.request.get('/api/auth/token');
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await page.request.post('/rpc/ratefiling.v1.QueryService/CustomQuery', {
    headers: {
      'content-type': 'application/json',
      'connect-protocol-version': '1',
      authorization: `Bearer ${token}`,
    },
    data: { query: sql },
  });
  const body = (await response.json()) as {
    result?: { rows?: SqlRow[]; errorMessage?: string };
  };
  if (!response.ok() || body.result?.errorMessage)
    throw new Error(`query failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.result?.rows ?? [];
}
