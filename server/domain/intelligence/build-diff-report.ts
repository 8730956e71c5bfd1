import type { DiffFactor, DiffReport, FigureDelta } from '#contract/intelligence/diff-report.ts';
import type { FilingDetails } from '#server/domain/filings/filing-details.ts';
import { compareBaseRates, compareFactorTables } from './compare-rate-tables.ts';
import { diffWords } from './diff-words.ts';
import { roundTo } from './format-figures.ts';
import { objectionThemesOf } from './objection-theme-rules.ts';
import { companyOfA, pairCompanies } from './pair-companies.ts';
import { pairUp } from './pair-up.ts';
import type { ProgramTables } from './program-tables.ts';

const HEADER = [
  ['product_name', 'Product'],
  ['carrier', 'Carrier'],
  ['filing_company', 'Filing company'],
  ['state', 'State'],
  ['line_of_business', 'Line of business'],
  ['sub_toi', 'Sub-TOI'],
  ['filing_type', 'Filing type'],
  ['disposition_status', 'Status'],
  ['submitted_date', 'Submitted'],
  ['effective_date_new', 'Effective (new)'],
  ['effective_date_renewal', 'Effective (renewal)'],
  ['disposition_date', 'Disposition date'],
  ['days_to_approval', 'Days to approval'],
  ['company_count', 'Companies'],
] as const;

const OVERALL = [
  ['overall_indicated_change', 'Indicated change'],
  ['overall_rate_impact', 'Rate impact'],
  ['overall_written_premium', 'Written premium'],
  ['overall_written_premium_change', 'Written premium change'],
  ['overall_policyholders_affected', 'Policyholders affected'],
  ['overall_average_premium_change', 'Average premium change'],
  ['overall_max_change', 'Maximum change'],
  ['overall_min_change', 'Minimum change'],
] as const;

const COMPANY = [
  ['indicated_change', 'Indicated change'],
  ['rate_impact', 'Rate impact'],
  ['average_premium_change', 'Average premium change'],
  ['written_premium_change', 'Written premium change'],
  ['written_premium_for_program', 'Written premium'],
  ['policyholders_affected', 'Policyholders affected'],
  ['max_change', 'Maximum change'],
  ['min_change', 'Minimum change'],
] as const;

const METRICS = [
  ['proposed_change', 'Proposed change'],
  ['indication', 'Indication'],
  ['expense_ratio', 'Expense ratio'],
  ['permissible_loss_ratio', 'Permissible loss ratio'],
  ['historic_total_trend', 'Historic total trend'],
  ['prospective_total_trend', 'Prospective total trend'],
] as const;

function delta(
  metric: string,
  label: string,
  a: number | null | undefined,
  b: number | null | undefined,
): FigureDelta {
  const x = a ?? null;
  const y = b ?? null;
  return { metric, label, a: x, b: y, delta: x !== null && y !== null ? roundTo(y - x, 6) : null };
}

function figures<T>(
  cols: readonly (readonly [string, string])[],
  a: T | undefined,
  b: T | undefined,
) {
  const pick = (row: T | undefined, key: string) => {
    const value = row ? (row as Record<string, unknown>)[key] : null;
    return typeof value === 'number' ? value : null;
  };
  return cols.map(([key, label]) => delta(key, label, pick(a, key), pick(b, key)));
}

const toFactor = (f: FilingDetails['factors'][number]): DiffFactor => ({
  company: f.company,
  name: f.name,
  category: f.category,
  relativityBefore: f.relativityBefore ?? null,
  relativityAfter: f.relativityAfter ?? null,
  change: f.change,
});

const NO_PROGRAM: ProgramTables = { factors: new Map(), baseRates: new Map() };

/**
 * Compares two loaded filings: B against A (deltas are B minus A). `programs` holds what the
 * other filings of each side's program revised (`loadProgramTables`), from which a side that did
 * not revise a factor reads its table in force; without it such a side has no table.
 */
export function buildDiffReport(
  a: FilingDetails,
  b: FilingDetails,
  programs: { a: ProgramTables; b: ProgramTables } = { a: NO_PROGRAM, b: NO_PROGRAM },
): DiffReport {
  const side = (d: FilingDetails) => ({
    serffTrackingNumber: d.whole.serff_tracking_number,
    productName: d.whole.product_name,
    carrier: d.whole.carrier,
    state: d.whole.state,
    lineOfBusiness: d.whole.line_of_business,
  });
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const factorPairs = pairUp(
    a.factors.map(toFactor),
    b.factors.map(toFactor),
    (f) => `${f.company ?? ''}|${f.name}`,
  );
  const changed = factorPairs.filter(
    (p) =>
      p.a &&
      p.b &&
      (p.a.change !== p.b.change ||
        p.a.relativityAfter !== p.b.relativityAfter ||
        p.a.relativityBefore !== p.b.relativityBefore),
  );
  const themes = (d: FilingDetails) =>
    [
      ...new Set(
        d.objections.flatMap((o) =>
          o.themes.length > 0 ? o.themes : objectionThemesOf(null, o.content),
        ),
      ),
    ].sort();
  const companyPairs = pairCompanies(
    { companies: a.companies, filingCompany: a.whole.filing_company },
    { companies: b.companies, filingCompany: b.whole.filing_company },
  );
  const toA = companyOfA(companyPairs);
  const sides = {
    a: { details: a, program: programs.a, asOf: a.whole.submitted_date ?? '9999-12-31' },
    b: { details: b, program: programs.b, asOf: b.whole.submitted_date ?? '9999-12-31' },
  };
  const companyRow = (name: string) => (c: { company: string }) => c.company === name;
  const ta = themes(a);
  const tb = themes(b);
  return {
    a: side(a),
    b: side(b),
    header: HEADER.map(([field, label]) => {
      const x = text(a.whole[field]);
      const y = text(b.whole[field]);
      return { field, label, a: x, b: y, changed: x !== y };
    }),
    overall: figures(OVERALL, a.whole, b.whole),
    companies: companyPairs.map((p) => {
      const x = p.a === null ? undefined : a.companies.find(companyRow(p.a));
      const y = p.b === null ? undefined : b.companies.find(companyRow(p.b));
      return {
        company: p.a ?? p.b ?? '',
        companyB: p.a !== null && p.b !== null && p.a !== p.b ? p.b : null,
        presentIn: x && y ? ('both' as const) : x ? ('a' as const) : ('b' as const),
        figures: figures(COMPANY, x, y),
      };
    }),
    companyPairs,
    factorTables: compareFactorTables(sides.a, sides.b, toA),
    baseRates: compareBaseRates(sides.a, sides.b, toA),
    ratingFactors: {
      added: factorPairs.filter((p) => p.presentIn === 'b' && p.b).map((p) => p.b as DiffFactor),
      removed: factorPairs.filter((p) => p.presentIn === 'a' && p.a).map((p) => p.a as DiffFactor),
      changed: changed.map((p) => {
        const x = p.a as DiffFactor;
        const y = p.b as DiffFactor;
        return {
          company: x.company,
          name: x.name,
          category: y.category || x.category,
          a: x,
          b: y,
          relativityAfterDelta:
            x.relativityAfter !== null && y.relativityAfter !== null
              ? roundTo(y.relativityAfter - x.relativityAfter, 6)
              : null,
          changeDelta: roundTo(y.change - x.change, 6),
        };
      }),
      unchanged: factorPairs.filter((p) => p.presentIn === 'both').length - changed.length,
    },
    supplementalMetrics: pairUp(
      a.metrics.map((m) => ({ ...m, pairedCompany: m.company })),
      b.metrics.map((m) => ({ ...m, pairedCompany: toA(m.company) })),
      (m) => `${m.pairedCompany}|${m.coverage}`,
    ).map((p) => ({
      company: p.a?.company ?? p.b?.company ?? '',
      companyB: p.a && p.b && p.a.company !== p.b.company ? p.b.company : null,
      coverage: (p.a ?? p.b)?.coverage ?? '',
      presentIn: p.presentIn,
      figures: figures(METRICS, p.a, p.b),
    })),
    objections: {
      a: { count: a.objections.length, themes: ta },
      b: { count: b.objections.length, themes: tb },
      common: ta.filter((t) => tb.includes(t)),
      onlyA: ta.filter((t) => !tb.includes(t)),
      onlyB: tb.filter((t) => !ta.includes(t)),
    },
    description: {
      a: a.whole.description,
      b: b.whole.description,
      segments: diffWords(a.whole.description, b.whole.description),
    },
  };
}
