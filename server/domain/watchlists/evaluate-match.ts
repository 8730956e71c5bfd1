import { createHash } from 'node:crypto';
import {
  type FilingSnapshot,
  type NotificationReasons,
  writtenPremiumChangePercent,
} from './notification-reasons.ts';
import type { WatchlistThresholds } from './watchlist.ts';

/**
 * What makes a change of a filing: its status, filing type and figures. The same values give
 * the same key, so importing a filing again changes nothing; a status change or revised figures
 * give a new key (a new alert).
 */
export function changeKeyOf(filing: FilingSnapshot): string {
  const parts = [
    filing.status,
    filing.filingType,
    filing.rateImpact,
    filing.writtenPremiumChange,
    filing.writtenPremium,
    filing.policyholders,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const TRACKED: [keyof FilingSnapshot, string, (v: FilingSnapshot) => string][] = [
  ['status', 'Status', (f) => f.status],
  ['filingType', 'Filing type', (f) => f.filingType],
  ['rateImpact', 'Rate impact', (f) => (f.rateImpact === null ? 'none' : `${f.rateImpact}%`)],
  [
    'writtenPremiumChange',
    'Written premium change',
    (f) => (f.writtenPremiumChange === null ? 'none' : `$${Math.round(f.writtenPremiumChange)}`),
  ],
  [
    'policyholders',
    'Policyholders affected',
    (f) => (f.policyholders === null ? 'none' : String(f.policyholders)),
  ],
];

function describeChanges(before: FilingSnapshot, after: FilingSnapshot) {
  return TRACKED.filter(([key]) => before[key] !== after[key]).map(([, field, show]) => ({
    field,
    from: show(before),
    to: show(after),
  }));
}

/**
 * Whether a filing that passed a watchlist's filters meets its thresholds, and why: null when it
 * does not. Statuses and filing types are required when set; the figure thresholds are
 * alternatives (any one met is enough; none set: every filing qualifies). `previous` is the filing
 * as the watchlist's last alert of it saw it (null: never alerted).
 */
export function evaluateMatch(
  filing: FilingSnapshot,
  thresholds: WatchlistThresholds,
  previous: FilingSnapshot | null,
): NotificationReasons | null {
  if (thresholds.statuses.length > 0 && !thresholds.statuses.includes(filing.status)) return null;
  if (thresholds.filingTypes.length > 0 && !thresholds.filingTypes.includes(filing.filingType)) {
    return null;
  }
  const met: NotificationReasons['thresholds'] = [];
  const { minRateImpact, minWrittenPremiumChange, minPolicyholders } = thresholds;
  if (minRateImpact !== null && filing.rateImpact !== null) {
    if (Math.abs(filing.rateImpact) >= minRateImpact) {
      met.push({ kind: 'rate_impact', threshold: minRateImpact, value: filing.rateImpact });
    }
  }
  const premiumPercent = writtenPremiumChangePercent(filing);
  if (minWrittenPremiumChange !== null && premiumPercent !== null) {
    if (Math.abs(premiumPercent) >= minWrittenPremiumChange) {
      met.push({
        kind: 'written_premium_change',
        threshold: minWrittenPremiumChange,
        value: Math.round(premiumPercent * 100) / 100,
      });
    }
  }
  if (minPolicyholders !== null && filing.policyholders !== null) {
    if (filing.policyholders >= minPolicyholders) {
      met.push({ kind: 'policyholders', threshold: minPolicyholders, value: filing.policyholders });
    }
  }
  const anyFigureThreshold =
    minRateImpact !== null || minWrittenPremiumChange !== null || minPolicyholders !== null;
  if (anyFigureThreshold && met.length === 0) return null;
  return {
    change: previous ? 'changed' : 'new',
    changes: previous ? describeChanges(previous, filing) : [],
    thresholds: met,
    status: thresholds.statuses.length > 0 ? filing.status : null,
    filingType: thresholds.filingTypes.length > 0 ? filing.filingType : null,
    filing,
  };
}
