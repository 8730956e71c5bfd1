import { DataDirectoryLockedError } from '#server/db/data-dir-lock.ts';

/** Exit code of a command refused because the app has the embedded database open (EX_TEMPFAIL). */
export const DATA_DIR_LOCKED_EXIT_CODE = 75;

/**
 * Runs a command's main and returns its exit code. When the embedded database is held by another
 * process (the running app), prints why and how to proceed instead of a stack trace.
 */
export async function runCli(main: () => Promise<number>): Promise<number> {
  try {
    return await main();
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) {
      console.error(error.message);
      return DATA_DIR_LOCKED_EXIT_CODE;
    }
    throw error;
  }
}
