import type { JsonObject } from '@bufbuild/protobuf';
import { z } from 'zod';
import { signInCookie } from '#scripts/support/sign-in-over-http.ts';
import { API_TOKEN_TTL_SECONDS } from '#server/auth/auth-constants.ts';
import { errorInResponse } from './error-in-response.ts';

export type Account = { email: string; password: string };

/** A signed-in user of the running app: its session cookie and a fresh api token. */
export type HttpSession = {
  baseUrl: string;
  cookie: string;
  /** The api token, fetched again (with the cookie) once half its lifetime has passed. */
  token(): Promise<string>;
};

const tokenSchema = z.object({ token: z.string().min(1) });

async function fetchToken(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  if (!response.ok) throw new Error(`token request failed: ${response.status}`);
  return tokenSchema.parse(await response.json()).token;
}

/** Signs in with email and password over HTTP (no browser), as the local sign-in form does. */
export async function signIn(baseUrl: string, account: Account): Promise<HttpSession> {
  const cookie = await signInCookie(baseUrl, account);
  let token = await fetchToken(baseUrl, cookie);
  let fetchedAt = Date.now();
  return {
    baseUrl,
    cookie,
    async token() {
      if (Date.now() - fetchedAt > (API_TOKEN_TTL_SECONDS * 1000) / 2) {
        token = await fetchToken(baseUrl, cookie);
        fetchedAt = Date.now();
      }
      return token;
    },
  };
}

/** Headers of a Connect unary call with JSON. */
export function rpcHeaders(token: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'connect-protocol-version': '1',
    authorization: `Bearer ${token}`,
  };
}

/**
 * A call the server stopped at its time limit (Connect `deadline_exceeded`, HTTP 504): the user
 * waited `elapsed` ms for the message that says so. A search does this by design (ADR 036).
 */
export class StoppedAtTimeLimit extends Error {
  readonly elapsed: number;
  constructor(path: string, elapsed: number) {
    super(`${path}: stopped at the time limit after ${Math.round(elapsed)} ms`);
    this.elapsed = elapsed;
  }
}

const connectCodeSchema = z.object({ code: z.string() });

function isDeadlineAnswer(status: number, text: string): boolean {
  if (status !== 504) return false;
  try {
    return connectCodeSchema.safeParse(JSON.parse(text)).data?.code === 'deadline_exceeded';
  } catch {
    return false;
  }
}

/**
 * One Connect call over HTTP: milliseconds from sending the request to its whole body read.
 * Throws unless it succeeded: `StoppedAtTimeLimit` when the server stopped it at its time limit.
 */
export async function timeRpc(
  session: HttpSession,
  path: string,
  body: JsonObject,
): Promise<number> {
  const headers = rpcHeaders(await session.token());
  const payload = JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: payload,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (isDeadlineAnswer(response.status, text)) throw new StoppedAtTimeLimit(path, elapsed);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const error = errorInResponse(JSON.parse(text));
  if (error) throw new Error(`${path}: ${error}`);
  return elapsed;
}
