/**
 * One import at a time in this process: uploads are CPU-heavy (every page is parsed and its
 * figures extracted), so they run one after another instead of sharing the event loop. A few
 * wait their turn in order; beyond `maxWaiting` an upload is refused at once (the endpoint answers
 * 429), so a burst of uploads cannot pile up requests (and their bodies) in memory.
 */
export type ImportGate = {
  /** Runs `task` when it is its turn; undefined (and `task` not run) when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined>;
  /** Imports running (0 or 1) plus waiting. */
  readonly pending: number;
};

export function createImportGate(maxWaiting = 4): ImportGate {
  let running = false;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  };
  return {
    get pending() {
      return (running ? 1 : 0) + waiting.length;
    },
    async run(task) {
      if (running) {
        if (waiting.length >= maxWaiting) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running = true;
      try {
        return { value: await task() };
      } finally {
        release();
      }
    },
  };
}
