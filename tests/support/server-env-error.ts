import { type EnvSource, parseServerEnv } from '#server/config/server-env.ts';

/** The message parseServerEnv throws for `source`; fails the test when it accepts the source. */
export function serverEnvError(source: EnvSource): string {
  try {
    parseServerEnv(source);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected parseServerEnv to throw');
}
