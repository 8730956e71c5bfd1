import { describe, expect, it } from 'vitest';
import { loadRouteData } from './route-data.ts';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('loadRouteData', () => {
  it('waits for the data when the page is entered or preloaded', async () => {
    for (const cause of ['enter', 'preload'] as const) {
      const data = deferred();
      let settled = false;
      const loading = loadRouteData(cause, () => data.promise).then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      data.resolve();
      await loading;
      expect(settled).toBe(true);
    }
  });

  it('starts the data and returns at once when the page changes its own search', async () => {
    const data = deferred();
    let started = false;
    await loadRouteData('stay', () => {
      started = true;
      return data.promise;
    });
    expect(started).toBe(true);
    data.reject(new Error('shown by the page query, not here'));
    await Promise.resolve();
  });

  it('passes a failure on entering to the router', async () => {
    await expect(loadRouteData('enter', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });
});
