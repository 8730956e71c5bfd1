import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload', () => {
  it('recognises failed dynamic imports from the major browsers', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then refuses within the window, then allows again after it', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });
});
