/** The value at percentile `p` (0-100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Latencies per workload item, and "name p50/p99/max" lines for the printed figures. */
export function createLatencyBook() {
  const byItem = new Map<string, number[]>();
  return {
    record(item: string, ms: number) {
      const list = byItem.get(item) ?? [];
      list.push(ms);
      byItem.set(item, list);
    },
    all(): number[] {
      return [...byItem.values()].flat().sort((a, b) => a - b);
    },
    breakdown(): string {
      return [...byItem.entries()]
        .map(([item, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          const p50 = percentile(sorted, 50).toFixed(0);
          const p99 = percentile(sorted, 99).toFixed(0);
          return `${item} ${p50}/${p99}`;
        })
        .join(', ');
    },
  };
}
