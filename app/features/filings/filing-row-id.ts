/** The key of a list row: one row per filing and company. */
export function filingRowId(row: { serffTrackingNumber: string; company: string }): string {
  return `${row.serffTrackingNumber}\u0000${row.company}`;
}
