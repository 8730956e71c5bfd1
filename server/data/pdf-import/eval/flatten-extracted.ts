import { type ExtractedFiling, RATE_FIELDS } from '#server/data/pdf-import/extracted-filing.ts';
import { FILING_FIELDS } from '#server/data/pdf-import/field-labels.ts';
import type { ValueMap } from './expected-values.ts';

/** The extracted values under the paths of `expectedValues` (absent values as null). */
export function flattenExtracted(e: ExtractedFiling): ValueMap {
  const out: ValueMap = new Map();
  for (const field of FILING_FIELDS) out.set(`filing.${field}`, e.fields[field]?.value ?? null);
  for (const c of e.companies) {
    out.set(`company[${c.name.value}]`, c.name.value);
    for (const field of RATE_FIELDS)
      out.set(`company[${c.name.value}].${field}`, c.figures[field]?.value ?? null);
  }
  for (const field of RATE_FIELDS) out.set(`overall.${field}`, e.overall[field]?.value ?? null);
  for (const f of e.factors) {
    const key = `factor[${f.name.value}]`;
    out.set(key, f.name.value);
    out.set(`${key}.category`, f.category);
    for (const l of f.levels) {
      out.set(`${key}.level[${l.level.value}]`, l.level.value);
      out.set(`${key}.level[${l.level.value}].before`, l.before?.value ?? null);
      out.set(`${key}.level[${l.level.value}].after`, l.after?.value ?? null);
    }
  }
  return out;
}
