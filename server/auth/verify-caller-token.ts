import { getTokenVerifier } from './get-token-verifier.ts';
import type { VerifiedAuth } from './verified-auth.ts';
import { InvalidTokenError } from './verify-api-token.ts';

/** The caller a Bearer token proves, with the process's verifier; undefined when it is not valid. */
export async function verifyCallerToken(token: string): Promise<VerifiedAuth | undefined> {
  try {
    return await (await getTokenVerifier())(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) return undefined;
    throw error;
  }
}
