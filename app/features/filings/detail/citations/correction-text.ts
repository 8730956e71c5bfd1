import { formatDateTime } from '#app/lib/format/format-date.ts';
import type { ExtractedValue } from '#gen/ratefiling/v1/import_service_pb.ts';
import { describePath } from './citation-paths.ts';

/** When a value was corrected, as a date and time; empty when it was not. */
export function correctedWhen(v: ExtractedValue): string {
  const seconds = Number(v.correctedAt?.seconds ?? 0);
  return seconds > 0 ? formatDateTime(new Date(seconds * 1000)) : '';
}

/** Who corrected a value: their name, else their user id. */
export const correctedWho = (v: ExtractedValue): string => v.correctedByName || v.correctedBy;

/** "rate impact of Acme corrected to 12.5 by Ada Admin on … (extracted: 1.25)". */
export function correctionText(v: ExtractedValue): string {
  return `${describePath(v.fieldPath)} corrected to ${v.correctedValue} by ${correctedWho(v)} on ${correctedWhen(v)} (extracted: ${v.value})`;
}
