import { cpus, loadavg, totalmem } from 'node:os';

/** "2 × CPU model, 8 GB, Node v22, load 0.4" for a results header (load: 1-minute average). */
export function readMachineSummary(): string {
  const cores = cpus();
  const memory = Math.round(totalmem() / 1024 ** 3);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return `${cores.length} × ${cores[0]?.model ?? 'unknown CPU'}, ${memory} GB, Node ${process.version}, load ${load} at the start`;
}
