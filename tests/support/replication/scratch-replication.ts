import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { getFreePorts } from '#scripts/support/free-port.ts';

const run = promisify(execFile);

/** PostgreSQL's server binaries (Debian's layout; PG_BIN_DIR picks others). */
export const PG_BIN_DIR = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';
const BINARIES = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];
/** PostgreSQL refuses to run as root: then the clusters run as this account, through runuser. */
const ROOT_RUNS_AS = 'postgres';

const isRoot = () => process.getuid?.() === 0;

/** Why scratch clusters cannot be made here, or undefined when they can. */
export function replicationUnavailableReason(): string | undefined {
  const missing = BINARIES.filter((name) => !existsSync(join(PG_BIN_DIR, name)));
  if (missing.length > 0)
    return `PostgreSQL binaries missing in ${PG_BIN_DIR}: ${missing.join(', ')}`;
  if (isRoot() && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser, and PostgreSQL will not run as root';
  return undefined;
}

async function pgTool(name: string, args: string[]): Promise<void> {
  const binary = join(PG_BIN_DIR, name);
  if (isRoot()) await run('runuser', ['-u', ROOT_RUNS_AS, '--', binary, ...args]);
  else await run(binary, args);
}

/** A primary and its streaming replica, each a temporary cluster of the current user's. */
export type ScratchReplication = {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs `sql` on the replica (superuser), e.g. `select pg_wal_replay_pause()`. */
  onReplica(sql: string): Promise<unknown[]>;
  onPrimary(sql: string): Promise<unknown[]>;
  stopReplica(): Promise<void>;
  /** Stops both clusters and deletes their directories. */
  destroy(): Promise<void>;
};

async function querySql(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function startCluster(dir: string, socketDir: string, port: number): Promise<void> {
  await pgTool('pg_ctl', [
    '-D',
    dir,
    '-l',
    `${dir}.log`,
    '-w',
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`,
    'start',
  ]);
}

async function stopCluster(dir: string): Promise<void> {
  await pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
}

/**
 * A fresh primary (initdb, trust on 127.0.0.1 for connections and replication) on a free port,
 * and a replica made by `pg_basebackup -R -X stream` started on another: the local server's
 * pg_hba.conf allows no replication connection, and its configuration is not the tests' to
 * change. Takes about a second.
 */
export async function startScratchReplication(): Promise<ScratchReplication> {
  const root = await mkdtemp(join(tmpdir(), 'rfi-replication-'));
  if (isRoot()) await run('chown', [ROOT_RUNS_AS, root]);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort] = await getFreePorts(2);
  if (primaryPort === undefined || replicaPort === undefined) throw new Error('no free ports');
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const destroy = async () => {
    await stopCluster(replicaDir);
    await stopCluster(primaryDir);
    await rm(root, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-N']);
    await startCluster(primaryDir, root, primaryPort);
    await pgTool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream'],
    ]);
    await startCluster(replicaDir, root, replicaPort);
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    primaryUrl,
    replicaUrl,
    onReplica: (sql) => querySql(replicaUrl, sql),
    onPrimary: (sql) => querySql(primaryUrl, sql),
    stopReplica: () => stopCluster(replicaDir),
    destroy,
  };
}
