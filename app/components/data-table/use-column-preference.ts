import { useLocalStorage } from '@mantine/hooks';
import { useMatch } from '@tanstack/react-router';
import { z } from '#contract/zod.ts';

const storedColumnsSchema = z.array(z.string().max(64)).max(60);

/** The storage key of a user's columns of a table (docs/decisions/023-…). */
export function columnPreferenceKey(table: string, userId: string): string {
  return `rfi.columns.${table}.${userId}`;
}

/** Keeps the known keys of a stored list, in its order; the defaults when nothing usable is left. */
export function readColumnPreference(
  stored: unknown,
  known: readonly string[],
  defaults: readonly string[],
): string[] {
  const parsed = storedColumnsSchema.safeParse(stored);
  const kept = parsed.success ? parsed.data.filter((key) => known.includes(key)) : [];
  return kept.length > 0 ? kept : [...defaults];
}

/**
 * The columns a signed-in user shows in a table, remembered in this browser per user (the
 * choice is a preference of the screen, not data; saved views carry it to another browser).
 */
export function useColumnPreference(
  table: string,
  known: readonly string[],
  defaults: readonly string[],
) {
  const userId =
    useMatch({ from: '/_app', shouldThrow: false, select: (match) => match.context.user?.id }) ??
    'anonymous';
  const [stored, setStored, reset] = useLocalStorage<unknown>({
    key: columnPreferenceKey(table, userId),
    defaultValue: null,
    getInitialValueInEffect: true,
  });
  return {
    columns: readColumnPreference(stored, known, defaults),
    setColumns: (columns: string[]) => setStored(columns),
    reset,
  };
}
