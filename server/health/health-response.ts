import { type GetHealthOptions, getHealth } from './get-health.ts';
import { isReady } from './readiness.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** GET /api/health: 200 with the report when the database answers, else 503 with the reason. */
export async function respondWithHealth(options?: GetHealthOptions): Promise<Response> {
  const health = await getHealth(options);
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: NO_STORE });
}

/** GET /api/ready: 503 until the server has migrated the database (markReady), 200 afterwards. */
export function respondWithReadiness(): Response {
  const ready = isReady();
  return Response.json(
    ready
      ? { status: 'ready' }
      : { status: 'starting', reason: 'Database migrations have not run yet' },
    { status: ready ? 200 : 503, headers: NO_STORE },
  );
}
