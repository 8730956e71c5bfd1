import type { ApiRoute } from './api-routes.ts';

export type ApiHandler = (request: Request) => Promise<Response>;

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store', ...headers } });

function allows(route: ApiRoute, method: string): boolean {
  return route.methods === '*' || route.methods.includes(method);
}

/**
 * The api's route table as one fetch handler: the first route whose pattern matches the path
 * serves it (405 with Allow when the method is not among its methods, 404 when no route matches).
 * This and the hosts are the only server code that speaks raw HTTP.
 */
export function createApiHandler(routes: readonly ApiRoute[]): ApiHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      if (!allows(route, request.method)) {
        const allow = route.methods === '*' ? '' : route.methods.join(', ');
        return json(405, 'Method not allowed', { allow });
      }
      return route.handle(request, match.slice(1));
    }
    return json(404, 'Not found');
  };
}
