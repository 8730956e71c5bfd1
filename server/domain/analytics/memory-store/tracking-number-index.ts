import { growableColumn } from './growable-column.ts';

/**
 * The whole filings' tracking numbers, compactly: their UTF-16 code units one after another
 * (offsets[i] to offsets[i + 1] for filing i) and an open-addressing hash table of filing
 * indexes. About 30 bytes per filing where a Map of strings takes about 80.
 */
export type TrackingNumberIndex = {
  units: Uint8Array | Uint16Array;
  offsets: Uint32Array;
  /** Filing index + 1 per slot, 0 for an empty slot; its length is a power of two. */
  slots: Uint32Array;
};

function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < value.length; k++) {
    hash ^= value.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function sameAt(index: TrackingNumberIndex, filing: number, value: string): boolean {
  const from = index.offsets[filing] ?? 0;
  const to = index.offsets[filing + 1] ?? 0;
  if (to - from !== value.length) return false;
  for (let k = 0; k < value.length; k++) {
    if (index.units[from + k] !== value.charCodeAt(k)) return false;
  }
  return true;
}

/** The filing index of a tracking number (compared exactly, as SQL `=` does), or -1. */
export function filingIndexOf(index: TrackingNumberIndex, value: string): number {
  const mask = index.slots.length - 1;
  for (let slot = hashOf(value) & mask; ; slot = (slot + 1) & mask) {
    const entry = index.slots[slot] ?? 0;
    if (entry === 0) return -1;
    if (sameAt(index, entry - 1, value)) return entry - 1;
  }
}

/** The tracking number of filing `filing`. */
export function trackingNumberAt(index: TrackingNumberIndex, filing: number): string {
  const units = index.units.subarray(index.offsets[filing] ?? 0, index.offsets[filing + 1] ?? 0);
  return String.fromCharCode(...units);
}

/** Collects tracking numbers in filing order; `finish` builds the index. */
export function trackingNumberIndexBuilder() {
  let units = new Uint16Array(1 << 16);
  let used = 0;
  let widest = 0;
  const offsets = growableColumn(Uint32Array, 1 << 12);
  offsets.push(0);
  return {
    push(value: string) {
      while (used + value.length > units.length) {
        const bigger = new Uint16Array(units.length * 2);
        bigger.set(units);
        units = bigger;
      }
      for (let k = 0; k < value.length; k++) {
        const unit = value.charCodeAt(k);
        units[used + k] = unit;
        if (unit > widest) widest = unit;
      }
      used += value.length;
      offsets.push(used);
    },
    finish(): TrackingNumberIndex {
      const count = offsets.length - 1;
      const index: TrackingNumberIndex = {
        units: widest < 0x100 ? Uint8Array.from(units.subarray(0, used)) : units.slice(0, used),
        offsets: offsets.finish(),
        slots: new Uint32Array(2 ** Math.ceil(Math.log2(Math.max(2, count * 2)))),
      };
      const mask = index.slots.length - 1;
      for (let filing = 0; filing < count; filing++) {
        const from = index.offsets[filing] ?? 0;
        const to = index.offsets[filing + 1] ?? 0;
        let hash = 0x811c9dc5;
        for (let k = from; k < to; k++) {
          hash ^= index.units[k] ?? 0;
          hash = Math.imul(hash, 0x01000193);
        }
        let slot = (hash >>> 0) & mask;
        while ((index.slots[slot] ?? 0) !== 0) slot = (slot + 1) & mask;
        index.slots[slot] = filing + 1;
      }
      return index;
    },
  };
}
