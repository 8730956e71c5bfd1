/** Codes a well-behaved api may answer to a bad or odd request (never internal or unknown). */
export const CLEAR_REFUSAL_CODES = new Set([
  'invalid_argument',
  'not_found',
  'out_of_range',
  'failed_precondition',
  'already_exists',
  'resource_exhausted',
  'permission_denied',
]);

export type RpcOutcome = { ok: true } | { ok: false; problem: string };

/**
 * Judges one Connect unary answer: 200 (the spec's defaults applied), or a 4xx whose body names a
 * clear code and carries a message. A 5xx, internal/unknown or an empty message is a problem.
 */
export function judgeRpcAnswer(status: number, bodyText: string): RpcOutcome {
  if (status === 200) return { ok: true };
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(bodyText) as typeof body;
  } catch {
    return { ok: false, problem: `${status} with a body that is not JSON` };
  }
  const code = typeof body.code === 'string' ? body.code : '';
  const message = typeof body.message === 'string' ? body.message : '';
  if (status >= 500) return { ok: false, problem: `${status} ${code}: ${message.slice(0, 120)}` };
  if (!CLEAR_REFUSAL_CODES.has(code)) return { ok: false, problem: `${status} unexpected ${code}` };
  if (message.trim() === '') return { ok: false, problem: `${status} ${code} without a message` };
  return { ok: true };
}
