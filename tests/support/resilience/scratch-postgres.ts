import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

/** A database on the local PostgreSQL server the resilience tests may create databases through. */
export const PG_ADMIN_URL =
  process.env.RESILIENCE_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function clusterVersion(): string {
  return readdirSync('/etc/postgresql')[0] ?? '';
}

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(name: string): string {
  return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

async function canConnect(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Waits until the server answers a query; resolves with the time that took, or throws. */
export async function waitForPostgres(timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await canConnect()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`PostgreSQL did not answer within ${timeoutMs} ms`);
}

/**
 * Restarts the local cluster (pg_ctlcluster, asynchronously so that the test's own clients keep
 * running meanwhile). Other users of the server see the restart too: only the faults test does it.
 */
export async function restartPostgres(): Promise<void> {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'restart']);
}

/** Starts the cluster if a failed restart left it down. */
export async function ensurePostgresUp(): Promise<void> {
  try {
    await waitForPostgres(5000);
  } catch {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'start']);
    await waitForPostgres();
  }
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client(PG_ADMIN_URL);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `name` (dropping one left by an earlier run); returns its URL. */
export async function createScratchDatabase(name: string): Promise<string> {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  return databaseUrl(name);
}

export async function dropScratchDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
