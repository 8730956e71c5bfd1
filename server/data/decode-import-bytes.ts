import type { ParseError } from './parse-import-file.ts';

const NEWLINE = 0x0a;
const NUL = 0x00;
const BOM = [0xef, 0xbb, 0xbf];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Decodes an import file line by line as strict UTF-8. A line that is not valid UTF-8 or holds a
 * NUL byte is reported by its 1-based number (a lenient decoder would turn the first into U+FFFD
 * silently; PostgreSQL refuses the second mid-transaction). The text is meaningful only when
 * there are no errors.
 */
export function decodeImportBytes(bytes: Uint8Array): { text: string; errors: ParseError[] } {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const errors: ParseError[] = [];
  const lines: string[] = [];
  let start = BOM.every((b, i) => bytes[i] === b) ? BOM.length : 0;
  let line = 1;
  while (start <= bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    const slice = bytes.subarray(start, end);
    if (slice.includes(NUL)) {
      errors.push({ line, message: 'contains a NUL character' });
    } else {
      try {
        lines.push(decoder.decode(slice));
      } catch {
        errors.push({ line, message: 'is not valid UTF-8' });
      }
    }
    start = end + 1;
    line++;
  }
  return { text: errors.length > 0 ? '' : lines.join('\n'), errors };
}

/** Where a parsed value holds a string PostgreSQL cannot store (NUL, or a lone UTF-16 surrogate). */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${path || 'value'}: contains a NUL character`;
    if (LONE_SURROGATE.test(value))
      return `${path || 'value'}: is not valid Unicode (lone surrogate)`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorableText(key, path ? `${path}.${key}` : key);
      if (found) return found;
      const inner = findUnstorableText(item, path ? `${path}.${key}` : key);
      if (inner) return inner;
    }
  }
  return null;
}
