import '@tanstack/react-start/server-only';
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server';
import { getBackendFetch } from '#app/lib/rpc/backend-fetch.server.ts';
import {
  type ActionResult,
  type AuthSession,
  actionResultSchema,
  authSessionSchema,
  SESSION_PATH,
  type SessionAction,
} from '#contract/auth/session-contract.ts';

/** The browser's headers the api's session gateway needs: its cookies and who it is. */
const FORWARDED = [
  'cookie',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

async function callGateway(init: { method: 'GET' } | { method: 'POST'; body: string }) {
  const browser = getRequest();
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = browser.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL(browser.url);
  if (!headers.has('x-forwarded-host')) headers.set('x-forwarded-host', url.host);
  if (!headers.has('x-forwarded-proto'))
    headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
  if (init.method === 'POST') headers.set('content-type', 'application/json');
  const response = await getBackendFetch()(
    new Request(new URL(SESSION_PATH, url), { ...init, headers }),
  );
  for (const cookie of response.headers.getSetCookie()) appendResponseHeader('set-cookie', cookie);
  if (!response.ok) throw new Error(`The session gateway answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * The web tier's one interface to local sign-in: the api's session gateway (GET and POST
 * /api/session, contract/auth/session-contract.ts), called with the browser's cookies, its
 * Set-Cookie answers copied to the browser, its bodies parsed with the contract's schemas.
 */
export async function readLocalSession(): Promise<AuthSession> {
  return authSessionSchema.parse(await callGateway({ method: 'GET' }));
}

/** Runs a session action (sign-out, reset-password, reverify) at the api. */
export async function runLocalSessionAction(action: SessionAction): Promise<ActionResult> {
  const body = JSON.stringify(action);
  return actionResultSchema.parse(await callGateway({ method: 'POST', body }));
}
