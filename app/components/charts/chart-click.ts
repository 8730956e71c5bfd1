/**
 * The category (x value) a recharts click landed on. Recharts hands chart-level click handlers
 * a state with `activeLabel`, and bar-level handlers the clicked datum with `payload`.
 */
export function clickedCategory(event: unknown, key: string): string | undefined {
  if (!event || typeof event !== 'object') return undefined;
  const record = event as Record<string, unknown>;
  const label = record.activeLabel;
  if (typeof label === 'string' || typeof label === 'number') return String(label);
  const payload = record.payload;
  if (payload && typeof payload === 'object') {
    const value = (payload as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}
