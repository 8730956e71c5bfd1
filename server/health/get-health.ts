import packageJson from '../../package.json' with { type: 'json' };

export type Health = {
  status: 'ok';
  /** The product's version (package.json). */
  version: string;
  /** Whole seconds since the process started. */
  uptimeSeconds: number;
};

/** The health report of /api/health. Async so that checks (database reachability) can join. */
export async function getHealth(): Promise<Health> {
  return {
    status: 'ok',
    version: packageJson.version,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
