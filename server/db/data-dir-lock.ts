import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The file, inside the data directory, that says which process has the embedded database open. */
export const LOCK_FILE_NAME = 'pglite.lock';

const holderSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  command: z.string(),
  startedAt: z.string(),
  token: z.string(),
});
export type LockHolder = z.infer<typeof holderSchema>;

/** Another live process has the embedded database in this data directory open. */
export class DataDirectoryLockedError extends Error {
  readonly holder: LockHolder | null;
  readonly dataDir: string;
  constructor(dataDir: string, holder: LockHolder | null) {
    const who = holder
      ? `process ${holder.pid} (${holder.command || 'unknown command'}, since ${holder.startedAt})`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${who}. PGlite allows one process per ` +
        'data directory: stop the app (or that command) first and run this again, or use a ' +
        'PostgreSQL server (DATABASE_URL), where command-line tools work alongside the app.',
    );
    this.name = 'DataDirectoryLockedError';
    this.holder = holder;
    this.dataDir = dataDir;
  }
}

export type DataDirLock = { path: string; holder: LockHolder; release: () => Promise<void> };

/** Locks this process holds, by lock path, so a second open in the same process is refused too. */
const held = new Map<string, LockHolder>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // process.exit (the app's SIGINT/SIGTERM handlers) and a normal end both run 'exit': remove
  // our locks synchronously. A process killed outright leaves its lock; the next opener finds its
  // pid dead and takes it over.
  process.on('exit', () => {
    for (const [path, holder] of held) removeIfOursSync(path, holder.token);
  });
}

function removeIfOursSync(path: string, token: string): void {
  try {
    const current = parseHolder(readFileSync(path, 'utf8'));
    if (current?.token === token) unlinkSync(path);
  } catch {
    // Already gone.
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder is stale when its process is gone. Our own pid in a lock this process does not hold is
 * stale too: a restarted container often runs as the same pid as the one that was killed.
 */
function isStale(holder: LockHolder, path: string): boolean {
  if (holder.pid === process.pid) return !held.has(path);
  return !isProcessAlive(holder.pid);
}

async function readHolder(path: string): Promise<LockHolder | null | 'missing'> {
  try {
    return parseHolder(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** Creates the lock file atomically with its full content (write aside, then hard-link). */
async function tryCreate(path: string, holder: LockHolder): Promise<boolean> {
  const aside = `${path}.${holder.token}.tmp`;
  await writeFile(aside, JSON.stringify(holder));
  try {
    await link(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}

/**
 * Moves a stale lock aside. Rename is atomic, so of two processes taking over the same stale lock
 * only one moves it; if what we moved turns out to be a live holder's fresh lock (we raced), it is
 * linked back and we refuse.
 */
async function takeOver(path: string, stale: LockHolder): Promise<void> {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = parseHolder(await readFile(aside, 'utf8').catch(() => ''));
  if (moved && moved.token !== stale.token && !isStale(moved, path)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else created a lock meanwhile; theirs stands.
    }
  }
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the data directory's lock for this process, or throws DataDirectoryLockedError when a
 * live process holds it. A lock whose process is gone is taken over. The lock is released by
 * `release()` and, failing that, when this process exits.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = resolve(join(dataDir, LOCK_FILE_NAME));
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: process.argv
      .slice(1)
      .map((a) => a.replace(/^.*\/node_modules\//, ''))
      .join(' ')
      .slice(0, 200),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreate(path, holder)) {
      held.set(path, holder);
      installExitHook();
      return {
        path,
        holder,
        release: async () => {
          if (held.get(path)?.token !== holder.token) return;
          held.delete(path);
          removeIfOursSync(path, holder.token);
        },
      };
    }
    const current = await readHolder(path);
    if (current === 'missing') continue;
    // An unreadable lock is a crash in the middle of nothing we write (content is complete before
    // the file appears), so it is someone else's file: refuse rather than guess.
    if (current === null || !isStale(current, path)) {
      throw new DataDirectoryLockedError(dataDir, current);
    }
    await takeOver(path, current);
  }
  throw new DataDirectoryLockedError(dataDir, null);
}
