/** True in a browser (or anything that defines a global `window`). */
export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

export function createClientReadError(variable: string): Error {
  return new Error(`Attempted to read server-only environment variable ${variable} on the client`);
}

/**
 * Wraps a server-only configuration object so that reading any property of it in a browser throws,
 * even when the object itself reached the client by mistake (e.g. bundled or serialised). The object
 * is read-only everywhere.
 */
export function guardServerOnly<T extends object>(values: T): Readonly<T> {
  return new Proxy(Object.freeze({ ...values }), {
    get(target, property, receiver) {
      if (isBrowser()) throw createClientReadError(String(property));
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      if (isBrowser()) throw createClientReadError(String(property));
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      if (isBrowser()) throw createClientReadError('(all keys)');
      return Reflect.ownKeys(target);
    },
    set(_target, property) {
      throw new Error(`Server environment is read-only: cannot set ${String(property)}`);
    },
  });
}
