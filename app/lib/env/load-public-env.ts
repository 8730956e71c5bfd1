import { createServerFn } from '@tanstack/react-start';
import {
  getPublicEnv,
  getPublicEnvFromProcess,
  type PublicEnv,
  setPublicEnv,
} from './public-env.ts';

/** The server hands the public configuration to the browser at run time (decision 004). */
const fetchPublicEnv = createServerFn({ method: 'GET' }).handler(() => getPublicEnvFromProcess());

/**
 * The public configuration for this page: asked from the server once per tab, then kept.
 * The root route calls it, so everything below the root can use `getPublicEnv()`.
 */
export async function loadPublicEnv(): Promise<PublicEnv> {
  if (typeof window !== 'undefined') {
    try {
      return getPublicEnv();
    } catch {
      // not handed over yet in this tab
    }
  }
  const env = await fetchPublicEnv();
  setPublicEnv(env);
  return env;
}
