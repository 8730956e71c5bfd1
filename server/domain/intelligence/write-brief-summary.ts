import type { BriefReport } from '#contract/intelligence/brief-report.ts';
import { formatChange, formatCount, formatDollarChange, formatDollars } from './format-figures.ts';

/** The executive summary: a few sentences written only from the computed figures. */
export function writeBriefSummary(report: Omit<BriefReport, 'executiveSummary'>): string[] {
  const m = report.keyMetrics;
  if (m.filingCount === 0)
    return ['No filings match these filters, so there is nothing to report.'];
  const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
  const lines = [
    `This brief covers ${plural(m.filingCount, 'filing')} (the largest by written premium change of ${formatCount(report.methods.matchingFilings)} matching the filters), with ${formatDollars(m.totalWrittenPremium)} of written premium and a combined written premium change of ${formatDollarChange(m.totalWrittenPremiumChange)}.`,
    `The premium-weighted rate impact is ${formatChange(m.premiumWeightedRateImpact)} (simple average ${formatChange(m.averageRateImpact)}, against an average indicated change of ${formatChange(m.averageIndicatedChange)}), affecting ${plural(m.totalPolicyholdersAffected, 'policyholder')}.`,
  ];
  const state = report.charts.byState[0];
  const carrier = report.charts.byCarrier[0];
  if (state && carrier) {
    lines.push(
      `${state.name} has the most filings (${formatCount(state.filings)}, weighted rate impact ${formatChange(state.premiumWeightedRateImpact)}); ${carrier.name} files the most (${formatCount(carrier.filings)}).`,
    );
  }
  const up = report.topMovers.increases[0];
  if (up) {
    lines.push(
      `The largest increase is ${formatChange(up.rateImpact)} by ${up.carrier} in ${up.state} (${up.serffTrackingNumber}, ${up.productName}).`,
    );
  }
  const down = report.topMovers.decreases[0];
  if (down && (down.rateImpact ?? 0) < 0) {
    lines.push(
      `The largest decrease is ${formatChange(down.rateImpact)} by ${down.carrier} in ${down.state} (${down.serffTrackingNumber}).`,
    );
  }
  lines.push(
    `${plural(m.filingsWithObjections, 'filing')} drew ${plural(m.totalObjections, 'objection letter')}.`,
  );
  const theme = report.objectionThemes?.themes[0];
  if (theme) {
    lines.push(
      `The most frequent objection theme is "${theme.theme}" (${plural(theme.totalObjections, 'letter')}).`,
    );
  }
  return lines;
}
