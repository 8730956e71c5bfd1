import { crc32 } from 'node:zlib';

/** Largest archive this writer produces without ZIP64. */
export const ZIP_MAX_BYTES = 0xffff_fffe;

type CentralEntry = { name: Buffer; crc: number; size: number; offset: number };

/** DOS date and time of an instant (zip headers). */
function dosDateTime(date: Date): { time: number; day: number } {
  const time =
    (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

/**
 * Writes a zip archive file by file ("stored": PDFs are already compressed), so that a caller can
 * stream it: `add` returns the bytes of one entry, `finish` the central directory.
 */
export function createZipWriter(now = new Date()) {
  const entries: CentralEntry[] = [];
  const { time, day } = dosDateTime(now);
  let offset = 0;
  return {
    add(fileName: string, data: Uint8Array): Uint8Array {
      const name = Buffer.from(fileName, 'utf8');
      const crc = crc32(data);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4); // version needed
      header.writeUInt16LE(0x0800, 6); // UTF-8 names
      header.writeUInt16LE(0, 8); // stored
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(day, 12);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(0, 28);
      entries.push({ name, crc, size: data.length, offset });
      const chunk = Buffer.concat([header, name, data]);
      offset += chunk.length;
      if (offset > ZIP_MAX_BYTES) throw new Error('zip archive too large');
      return chunk;
    },
    finish(): Uint8Array {
      const parts: Buffer[] = [];
      let size = 0;
      for (const e of entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(20, 4); // version made by
        h.writeUInt16LE(20, 6);
        h.writeUInt16LE(0x0800, 8);
        h.writeUInt16LE(0, 10);
        h.writeUInt16LE(time, 12);
        h.writeUInt16LE(day, 14);
        h.writeUInt32LE(e.crc, 16);
        h.writeUInt32LE(e.size, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.name.length, 28);
        h.writeUInt32LE(e.offset, 42);
        parts.push(h, e.name);
        size += h.length + e.name.length;
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(size, 12);
      end.writeUInt32LE(offset, 16);
      parts.push(end);
      return Buffer.concat(parts);
    },
  };
}
