export type GateSettings = {
  /** Calls of one key that may run at once. 0 turns the gate off. */
  running: number;
  /** Calls of one key that may wait for a running one to finish; more are refused. */
  waiting: number;
};

type Waiter = { resolve: (release: () => void) => void; reject: (reason: unknown) => void };
type Gate = { running: number; waiting: Waiter[] };

/** The gate is full: `running` calls run and `waiting` wait. */
export class GateFullError extends Error {
  constructor() {
    super('too many calls at once');
    this.name = 'GateFullError';
  }
}

/**
 * Per key (user id), at most `running` calls run at once and at most `waiting` more wait, first
 * come first served; beyond that `enter` fails at once. A waiter whose caller gives up (signal)
 * leaves the queue.
 */
export class ConcurrencyGates {
  readonly #settings: GateSettings;
  readonly #gates = new Map<string, Gate>();

  constructor(settings: GateSettings) {
    this.#settings = settings;
  }

  /** How many calls of `key` run and wait now (for tests and diagnostics). */
  load(key: string): { running: number; waiting: number } {
    const gate = this.#gates.get(key);
    return { running: gate?.running ?? 0, waiting: gate?.waiting.length ?? 0 };
  }

  /** Resolves with a release function once the call may run; call it when the call ends. */
  enter(key: string, signal?: AbortSignal): Promise<() => void> {
    if (this.#settings.running <= 0) return Promise.resolve(() => undefined);
    let gate = this.#gates.get(key);
    if (!gate) {
      gate = { running: 0, waiting: [] };
      this.#gates.set(key, gate);
    }
    if (gate.running < this.#settings.running) {
      gate.running++;
      return Promise.resolve(this.#releaser(key, gate));
    }
    if (gate.waiting.length >= this.#settings.waiting) return Promise.reject(new GateFullError());
    const current = gate;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      current.waiting.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          const index = current.waiting.indexOf(waiter);
          if (index < 0) return;
          current.waiting.splice(index, 1);
          this.#forgetIfIdle(key, current);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  #releaser(key: string, gate: Gate): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = gate.waiting.shift();
      // The slot passes straight to the next waiter: running stays the same.
      if (next) next.resolve(this.#releaser(key, gate));
      else {
        gate.running--;
        this.#forgetIfIdle(key, gate);
      }
    };
  }

  #forgetIfIdle(key: string, gate: Gate): void {
    if (gate.running === 0 && gate.waiting.length === 0 && this.#gates.get(key) === gate)
      this.#gates.delete(key);
  }
}
