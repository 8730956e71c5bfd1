/** A segment id from the URL: a positive 32-bit integer, else undefined (→ not found). */
export function parseSegmentId(value: string): number | undefined {
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
