import { z } from 'zod';

/** A matching filing's fields a notification keeps (to say what changed next time). */
export const filingSnapshotSchema = z.object({
  carrier: z.string(),
  state: z.string(),
  lineOfBusiness: z.string(),
  productName: z.string(),
  status: z.string(),
  filingType: z.string(),
  /** Percentage points. */
  rateImpact: z.number().nullable(),
  /** US dollars. */
  writtenPremiumChange: z.number().nullable(),
  writtenPremium: z.number().nullable(),
  policyholders: z.number().nullable(),
});
export type FilingSnapshot = z.infer<typeof filingSnapshotSchema>;

export const THRESHOLD_KINDS = ['rate_impact', 'written_premium_change', 'policyholders'] as const;
export type ThresholdKind = (typeof THRESHOLD_KINDS)[number];

/** Why a filing matched a watchlist: stored as watchlist_notifications.reasons. */
export const notificationReasonsSchema = z.object({
  /** `new`: the first alert of this filing for the watchlist; `changed`: an alert before. */
  change: z.enum(['new', 'changed']),
  /** What differs from the filing as the previous alert saw it. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })).default([]),
  /** The figure thresholds the filing met, with its figures (empty: none were set). */
  thresholds: z
    .array(z.object({ kind: z.enum(THRESHOLD_KINDS), threshold: z.number(), value: z.number() }))
    .default([]),
  /** The required statuses or filing types it is one of (empty: none were set). */
  status: z.string().nullable().default(null),
  filingType: z.string().nullable().default(null),
  filing: filingSnapshotSchema,
});
export type NotificationReasons = z.infer<typeof notificationReasonsSchema>;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function signed(value: number, unit: string): string {
  return `${value > 0 ? '+' : ''}${number.format(value)}${unit}`;
}

/** The written premium change in percent of the written premium, when both are known. */
export function writtenPremiumChangePercent(filing: FilingSnapshot): number | null {
  if (filing.writtenPremiumChange === null || !filing.writtenPremium) return null;
  return (filing.writtenPremiumChange / filing.writtenPremium) * 100;
}

function describeThreshold(
  t: NotificationReasons['thresholds'][number],
  filing: FilingSnapshot,
): string {
  if (t.kind === 'rate_impact') {
    return `Rate impact ${signed(t.value, '%')} (at least ${number.format(t.threshold)}% either way)`;
  }
  if (t.kind === 'written_premium_change') {
    const dollars = filing.writtenPremiumChange ?? 0;
    return `Written premium change ${signed(t.value, '%')} ($${whole.format(dollars)}; at least ${number.format(t.threshold)}% either way)`;
  }
  return `${whole.format(t.value)} policyholders affected (at least ${whole.format(t.threshold)})`;
}

/** The reasons as sentences, first what happened, then each threshold and requirement met. */
export function describeReasons(reasons: NotificationReasons): string[] {
  const lines: string[] = [];
  if (reasons.change === 'new') lines.push('New match for this watchlist');
  for (const c of reasons.changes) lines.push(`${c.field} changed from ${c.from} to ${c.to}`);
  for (const t of reasons.thresholds) lines.push(describeThreshold(t, reasons.filing));
  if (reasons.status) lines.push(`Status ${reasons.status} is one you watch`);
  if (reasons.filingType) lines.push(`Filing type ${reasons.filingType} is one you watch`);
  if (reasons.thresholds.length === 0 && !reasons.status && !reasons.filingType) {
    lines.push('Matches the watchlist filters');
  }
  return lines;
}

/** Reads stored reasons; what does not parse reads as a bare match (never throws). */
export function readReasons(json: unknown): NotificationReasons | null {
  const parsed = notificationReasonsSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
