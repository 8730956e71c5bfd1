/** A server-function call answered with a failing status (spec section 8). */
export class ServerFunctionRequestError extends Error {
  override name = 'ServerFunctionRequestError';
  /** The HTTP status of the response. */
  readonly status: number;
  /** The response body as text. */
  readonly body: string;

  constructor(status: number, body: string) {
    super(`Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}
