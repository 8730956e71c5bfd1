import { assertServerFunctionResponse } from './errors/assert-server-function-response.ts';

/**
 * fetch for server-function calls: a response the framework did not serialize (a proxy's 502,
 * a crashed server's HTML) becomes "Request failed with status {code}" with its body attached,
 * instead of an error whose message is a whole HTML page.
 */
export async function serverFunctionFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  const framework = response.headers.has('x-tss-serialized') || response.headers.has('x-tss-raw');
  if (!response.ok && !framework) await assertServerFunctionResponse(response);
  return response;
}
