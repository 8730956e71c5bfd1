import { throwInvalidEnv, toEnvIssues } from '#contract/env/env-issues.ts';
import type { z } from '#contract/zod.ts';
import type { EnvSource } from './server-env.ts';
import { serverEnvFieldsSchema } from './server-env-schema.ts';

type FieldSchemas = typeof serverEnvFieldsSchema.shape;

/**
 * One server variable, validated by its field in server-env-schema.ts (default applied), without
 * the rest of the environment: for modules that load before or outside the full configuration
 * (the process logger, the blob store of scripts). An invalid value throws as getServerEnv does.
 */
export function readServerSetting<K extends keyof FieldSchemas>(
  variable: K,
  source: EnvSource = process.env,
): z.output<FieldSchemas[K]> {
  const parsed = (serverEnvFieldsSchema.shape[variable] as FieldSchemas[K]).safeParse(
    source[variable],
  );
  if (!parsed.success) {
    throwInvalidEnv(
      toEnvIssues(parsed.error.issues).map((issue) => ({ ...issue, variable: String(variable) })),
    );
  }
  return parsed.data as z.output<FieldSchemas[K]>;
}
