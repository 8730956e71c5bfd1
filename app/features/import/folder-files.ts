import { UPLOAD_NAME_PATTERN } from '#contract/import/filing-upload.ts';

/** The files of a chosen or dropped folder that are imported, and how many were left out. */
export type FolderFiles = { files: File[]; leftOut: number };

/**
 * The files a folder gives the import, as `npm run import -- FOLDER` takes them: each .pdf and
 * .zip directly in the folder (one filing each), in name order; files in its subfolders and of
 * other kinds are left out (counted). `path` is the file's path from the folder's parent
 * ("filings/a.pdf"), as the browser reports it (`webkitRelativePath`).
 */
export function pickFolderFiles(entries: readonly { file: File; path: string }[]): FolderFiles {
  const kept = entries.filter(
    ({ file, path }) =>
      path.split('/').filter(Boolean).length <= 2 && UPLOAD_NAME_PATTERN.test(file.name),
  );
  return {
    files: kept.map((e) => e.file).sort((a, b) => a.name.localeCompare(b.name)),
    leftOut: entries.length - kept.length,
  };
}

/** The files a folder picker (an input with `webkitdirectory`) chose. */
export function filesOfChosenFolder(files: readonly File[]): FolderFiles {
  return pickFolderFiles(
    files.map((file) => ({ file, path: file.webkitRelativePath || file.name })),
  );
}

const fileOf = (entry: FileSystemFileEntry): Promise<File> =>
  new Promise((resolve, reject) => entry.file(resolve, reject));

/** The entries of a dropped folder (readEntries answers in batches until an empty one). */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;
const isFolder = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;

/**
 * What was dropped: files as they are, and for each dropped folder the files `pickFolderFiles`
 * takes from it (its subfolders are counted as left out, not read).
 */
export async function filesOfDrop(transfer: DataTransfer): Promise<FolderFiles> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.() ?? null);
  if (!entries.some((entry) => entry && isFolder(entry)))
    return { files: [...transfer.files], leftOut: 0 };
  const files: File[] = [];
  let leftOut = 0;
  for (const entry of entries) {
    if (!entry) continue;
    if (isFile(entry)) {
      files.push(await fileOf(entry));
      continue;
    }
    if (!isFolder(entry)) continue;
    const inside = await entriesOf(entry);
    const picked = pickFolderFiles(
      await Promise.all(
        inside
          .filter(isFile)
          .map(async (e) => ({ file: await fileOf(e), path: `${entry.name}/${e.name}` })),
      ),
    );
    files.push(...picked.files);
    leftOut += picked.leftOut + inside.filter((e) => !isFile(e)).length;
  }
  return { files, leftOut };
}
