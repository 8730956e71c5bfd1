import { randomInt } from 'node:crypto';
import { signInCookie } from '#scripts/support/sign-in-over-http.ts';

export const DEMO_ACCOUNT = { email: 'demo@ratefiling.example', password: 'ratefiling-demo' };

export type ApiSession = { cookie: string; token: string };

/** A client address of its own (honoured only when the app runs with TRUST_PROXY on). */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Signs in over HTTP (no browser) and fetches an api token with the session cookie. */
export async function signInOverHttp(
  baseUrl: string,
  account: { email: string; password: string } = DEMO_ACCOUNT,
  address = randomClientAddress(),
): Promise<ApiSession> {
  const cookie = await signInCookie(baseUrl, account, { 'x-forwarded-for': address });
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  const { token } = (await tokenResponse.json()) as { token: string };
  return { cookie, token };
}

/** One Connect unary call over HTTP: status and parsed JSON body. */
export async function callRpc(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const response = await fetch(`${baseUrl}/rpc/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'connect-protocol-version': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, text };
}
