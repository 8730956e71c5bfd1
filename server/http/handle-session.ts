import { SESSION_PATH, sessionActionSchema } from '#contract/auth/session-contract.ts';
import { getAuth, isSecureRequest } from '#server/auth/get-auth.ts';
import {
  createSessionGateway,
  type GatewayAnswer,
  type SessionGateway,
} from '#server/auth/session-gateway.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';

function respond<T>({ body, cookies }: GatewayAnswer<T>): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return Response.json(body, { headers });
}

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET and POST /api/session over `gateway` (contract/auth/session-contract.ts): GET answers the
 * caller's AuthSession, POST runs an action; Set-Cookie carries the cookies. A POST must be JSON:
 * browsers cannot send that cross-site without a CORS preflight, which the api never grants.
 */
export function createSessionHandler(gateway: SessionGateway) {
  return async (request: Request): Promise<Response> => {
    const caller = { headers: request.headers, secure: isSecureRequest(request) };
    if (request.method === 'GET') return respond(await gateway.readSession(caller));
    if (!request.headers.get('content-type')?.startsWith('application/json')) {
      return refuse(415, 'Expected application/json');
    }
    const parsed = sessionActionSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return refuse(400, 'Invalid session action');
    return respond(await gateway.runAction(caller, parsed.data));
  };
}

let handler: ((request: Request) => Promise<Response>) | undefined;

/**
 * /api/session, the web tier's door to local sign-in (ADR 015). 404 under Clerk, whose session
 * the web tier reads itself.
 */
export function handleSession(request: Request): Promise<Response> {
  if (getServerEnv().AUTH_PROVIDER !== 'local') {
    return Promise.resolve(refuse(404, `No ${SESSION_PATH} under Clerk`));
  }
  handler ??= createSessionHandler(createSessionGateway({ getAuth, getDatabase }));
  return handler(request);
}
