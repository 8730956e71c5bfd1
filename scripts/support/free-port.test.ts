import { describe, expect, it } from 'vitest';
import { getFreePort, getFreePorts } from './free-port.ts';

describe('getFreePorts', () => {
  it('gives distinct ports when asked for several at once', async () => {
    for (let k = 0; k < 20; k++) {
      const ports = await getFreePorts(3);
      expect(new Set(ports).size).toBe(3);
      for (const port of ports) expect(port).toBeGreaterThan(0);
    }
    expect(await getFreePort()).toBeGreaterThan(0);
  });
});
