import { readdir } from 'node:fs/promises';

/** Every file under a blob store's directory (sorted relative paths; none when it is missing). */
export async function listBlobFiles(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath.slice(directory.length + 1)}/${e.name}`.replace(/^\//, ''))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
