import { ServerFunctionRequestError } from './server-function-request-error.ts';

/**
 * Throws ServerFunctionRequestError ("Request failed with status {code}", body attached) unless
 * the server-function response succeeded.
 */
export async function assertServerFunctionResponse(response: Response): Promise<void> {
  if (response.ok) return;
  let body = '';
  try {
    body = await response.text();
  } catch {
    // The body could not be read (already consumed or the stream failed): attach nothing.
  }
  throw new ServerFunctionRequestError(response.status, body);
}
