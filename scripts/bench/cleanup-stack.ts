/** Undo steps run last-in first-out, each once, even when an earlier one fails. */
export type CleanupStack = {
  defer(label: string, undo: () => Promise<void> | void): void;
  run(log: (message: string) => void): Promise<void>;
};

export function createCleanupStack(): CleanupStack {
  const steps: { label: string; undo: () => Promise<void> | void }[] = [];
  return {
    defer(label, undo) {
      steps.push({ label, undo });
    },
    async run(log) {
      for (let step = steps.pop(); step; step = steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          log(`cleanup (${step.label}) failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    },
  };
}
