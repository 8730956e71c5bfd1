import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * The bytes of a regular file of at most `maxBytes`, or why not: a device, FIFO or folder is
 * refused without being read (opened non-blocking), and a file that grows past the limit is cut off.
 */
export async function readRegularFile(
  path: string,
  maxBytes: number,
): Promise<Uint8Array | string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return `cannot read ${path}`;
  try {
    const info = await handle.stat();
    if (!info.isFile()) return `${path} is not a regular file`;
    if (info.size > maxBytes)
      return `${path} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`;
    const buffer = Buffer.alloc(info.size + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > maxBytes) return `${path} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`;
    return new Uint8Array(buffer.subarray(0, filled));
  } finally {
    await handle.close();
  }
}
