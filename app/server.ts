import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
} from '@tanstack/react-start/server';
import { renderedErrorStatus } from './lib/errors/rendered-error-status.ts';

/**
 * Server rendering as Start's default stream handler, except that a page whose loading failed
 * answers with the status its error screen shows (400 for an invalid argument such as a reversed
 * date range, 404, 403…) instead of the router's 500 for every error.
 */
const streamWithErrorStatus = defineHandlerCallback(async (ctx) => {
  const result = await defaultStreamHandler(ctx);
  const status = renderedErrorStatus(ctx.router.state.matches);
  const response = result instanceof Response ? result : result.response;
  if (status === undefined || status === response.status) return result;
  const replaced = new Response(response.body, {
    status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return result instanceof Response ? replaced : { ...result, response: replaced };
});

export default createServerEntry({ fetch: createStartHandler(streamWithErrorStatus) });
