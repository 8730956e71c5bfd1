/** Runs `task` over `items` with at most `concurrency` in flight; results in the items' order. */
export async function runBounded<I, T>(
  items: readonly I[],
  concurrency: number,
  task: (item: I, index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as I, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
