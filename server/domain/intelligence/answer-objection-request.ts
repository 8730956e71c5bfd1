import type { FilingDetails } from '#server/domain/filings/filing-details.ts';
import {
  formatChange,
  formatCount,
  formatDollarChange,
  formatDollars,
  formatLevel,
  formatRelativity,
} from './format-figures.ts';

const supply = (what: string) => `[TO SUPPLY: ${what}]`;

/** The filing's figures a reply can quote (each a "[TO SUPPLY: ...]" marker when unknown). */
function facts(d: FilingDetails | undefined) {
  const w = d?.whole;
  const or = (value: string | undefined, what: string) =>
    value !== undefined && value !== '—' ? value : supply(what);
  const factors = (d?.factors ?? []).filter(
    (f) => f.relativityBefore !== undefined || f.change !== 0,
  );
  return {
    tn: w?.serff_tracking_number ?? supply('SERFF tracking number'),
    impact: or(w ? formatChange(w.overall_rate_impact) : undefined, 'overall rate impact'),
    indicated: or(w ? formatChange(w.overall_indicated_change) : undefined, 'indicated change'),
    max: or(maxOf(d, 'max_change'), 'largest policyholder change'),
    min: or(minOf(d), 'smallest policyholder change'),
    policyholders: or(
      w ? formatCount(w.overall_policyholders_affected) : undefined,
      'policyholders affected',
    ),
    premium: or(w ? formatDollars(w.overall_written_premium) : undefined, 'written premium'),
    premiumChange: or(
      w ? formatDollarChange(w.overall_written_premium_change) : undefined,
      'written premium change',
    ),
    factorLines: factors
      .slice(0, 8)
      .map(
        (f) =>
          `${f.name}${f.category ? ` (${f.category})` : ''}: ${f.relativityBefore !== undefined ? `relativity ${formatRelativity(f.relativityBefore)} to ${formatRelativity(f.relativityAfter)}, ` : ''}change ${formatChange(f.change)}`,
      ),
    metricLines: (d?.metrics ?? [])
      .slice(0, 8)
      .map(
        (m) =>
          `${m.coverage} (${m.company}): indication ${formatChange(m.indication)}, proposed ${formatChange(m.proposed_change)}, permissible loss ratio ${formatLevel(m.permissible_loss_ratio)}, prospective total trend ${formatChange(m.prospective_total_trend)}`,
      ),
  };
}

function maxOf(d: FilingDetails | undefined, key: 'max_change'): string | undefined {
  const values = (d?.companies ?? []).map((c) => c[key]).filter((v): v is number => v !== null);
  return values.length > 0 ? formatChange(Math.max(...values)) : undefined;
}
function minOf(d: FilingDetails | undefined): string | undefined {
  const values = (d?.companies ?? [])
    .map((c) => c.min_change)
    .filter((v): v is number => v !== null);
  return values.length > 0 ? formatChange(Math.min(...values)) : undefined;
}

const list = (lines: string[], none: string) =>
  lines.length > 0 ? lines.map((l) => `   - ${l}`).join('\n') : `   ${supply(none)}`;

/** The answer to one request of a letter on a theme, filled with the filing's own figures. */
export function answerObjectionRequest(
  theme: string | undefined,
  d: FilingDetails | undefined,
): string {
  const f = facts(d);
  const w = d?.whole;
  switch (theme) {
    case 'Missing policyholder rate-change histogram':
      return `The filing's overall rate impact is ${f.impact}; individual policyholder changes range from ${f.min} to ${f.max} for the ${f.policyholders} policyholders affected. ${supply('the uncapped histogram of policyholder rate changes and a description of how it was derived (e.g. re-rating of the in-force book)')}`;
    case 'Side-by-side comparison of rates requested':
      return `The rating factors revised by filing ${f.tn} are:\n${list(f.factorLines, 'the rating factors revised, with current and proposed relativities')}\n   ${supply('a side-by-side exhibit of the current and proposed rate pages (not red-lined)')}`;
    case 'Insufficient support for actuarial judgment':
      return `The indicated change is ${f.indicated} and the selected change is ${f.impact}. Indications by coverage:\n${list(f.metricLines, 'the indications by coverage')}\n   ${supply('the rationale for the actuarial judgment in the selection, and the basic-limits rate level indications with the credibility standard and complement used')}`;
    case 'Increased limits factor changes not justified': {
      const ilf = (d?.factors ?? []).filter((x) => /limit/i.test(x.name));
      const lines = ilf.map((x) => `${x.name}: change ${formatChange(x.change)}`);
      return `Increased limits factors in this filing:\n${list(lines, 'the increased limits factors revised')}\n   ${supply('the loss data at limits, trend and development used to derive the proposed factors')}`;
    }
    case 'Wrong TOI, sub-TOI or filing type':
      return `The filing is submitted under sub-TOI ${w?.sub_toi ?? supply('sub-TOI')} as a ${w?.filing_type ?? supply('filing type')} filing, by ${d ? d.companies.map((c) => c.company).join(', ') : supply('the filing companies')}. ${supply('confirmation that the TOI, sub-TOI and filing type are correct on the General Information tab and that each company name matches its certificate of authority')}`;
    case 'Mandatory or optional form':
      return `${supply('whether the form is mandatory or optional; if it is optional and reduces coverage, the rate reduction filed for it and its premium impact')}`;
    case 'Complete manual and territory definitions requested': {
      const territory = (d?.factors ?? []).filter((x) => /territor|zip/i.test(x.name));
      const note =
        territory.length > 0
          ? ` Territory factors revised: ${territory.map((x) => `${x.name} (${formatChange(x.change)})`).join(', ')}.`
          : '';
      return `The complete rating manual for ${w?.state ?? supply('state')} will accompany this response.${note} ${supply("the complete manual with territory definitions by ZIP code, and the company's position on the deemer waiver")}`;
    }
    case 'Premium impact and data anomalies': {
      const ratio =
        w?.overall_written_premium && w.overall_written_premium_change !== null
          ? ` The premium change is ${formatChange((w.overall_written_premium_change / w.overall_written_premium) * 100)} of the written premium, against a rate impact of ${f.impact}.`
          : '';
      return `The filing states a written premium change of ${f.premiumChange} on written premium of ${f.premium}.${ratio} ${supply('the reconciliation of the premium change with the rate impact, and an explanation of any anomalies in the latest accident year data')}`;
    }
    default:
      return supply("the company's answer to this request");
  }
}
