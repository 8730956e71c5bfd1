import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { HELD_OUT_LAYOUTS } from './layouts-held-out.ts';
import { SECOND_BLIND_LAYOUTS } from './layouts-second-blind.ts';
import { TUNED_SYSTEM_LAYOUTS } from './layouts-tuned.ts';
import { renderSystemLayoutPdf } from './render-system-layout-pdf.ts';
import { renderVariantPdf } from './render-variant-pdf.ts';
import { TUNED_VARIANTS } from './variants-tuned.ts';

/** A hand-varied layout: its name and how it prints a generated filing. */
export type EvalLayout = { name: string; render: (a: FilingAggregate) => Promise<Uint8Array> };

/**
 * The layouts the extractor was developed against: the generator's structure varied
 * (variants-tuned.ts), other systems' structures (layouts-tuned.ts) and the second held-out set
 * after its one run (layouts-second-blind.ts).
 */
export const TUNED_LAYOUTS: EvalLayout[] = [
  ...TUNED_VARIANTS.map((v) => ({
    name: v.name,
    render: (a: FilingAggregate) => renderVariantPdf(a, v),
  })),
  ...[...TUNED_SYSTEM_LAYOUTS, ...SECOND_BLIND_LAYOUTS].map((l) => ({
    name: l.name,
    render: (a: FilingAggregate) => renderSystemLayoutPdf(a, l),
  })),
];

/** The held-out layouts (layouts-held-out.ts): scored once, after tuning. */
export const HELD_OUT: EvalLayout[] = HELD_OUT_LAYOUTS.map((l) => ({
  name: l.name,
  render: (a: FilingAggregate) => renderSystemLayoutPdf(a, l),
}));
