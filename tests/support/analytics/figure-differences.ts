/** Numbers agree when within this relative difference (or absolute, below 1). */
export const FIGURE_TOLERANCE = 1e-9;

const closeEnough = (a: number, b: number) =>
  a === b || Math.abs(a - b) <= FIGURE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Where two analytics results differ: every number within FIGURE_TOLERANCE (counts are integers,
 * so they must be equal), every string and every other value equal, arrays of the same length in
 * the same order, objects with the same keys. Empty when they agree.
 */
export function figureDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  if (typeof expected === 'number' && typeof actual === 'number') {
    return closeEnough(expected, actual) ? [] : [`${path}: expected ${expected}, got ${actual}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length)
      return [`${path}: expected ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((item, k) => figureDifferences(item, actual[k], `${path}[${k}]`));
  }
  if (
    expected &&
    actual &&
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    !Array.isArray(expected) &&
    !Array.isArray(actual)
  ) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((key) =>
      figureDifferences(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}
