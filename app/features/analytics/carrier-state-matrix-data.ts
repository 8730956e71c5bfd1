import { formatMoneyChangeFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { MatrixMeasureParam } from '#app/lib/search/route-search-schemas.ts';
import type { FilingAggregate } from '#gen/ratefiling/v1/analytics_pb.ts';

/** The figures a cell of the carrier x state matrix can show (docs/analytics-definitions.md). */
export const MATRIX_MEASURES = {
  'rate-impact': {
    label: 'Rate impact (premium-weighted)',
    value: (a: FilingAggregate) => a.premiumWeightedRateImpact,
    format: formatPercentChange,
    signed: true,
  },
  filings: {
    label: 'Filings',
    value: (a: FilingAggregate) => a.totalFilings,
    format: formatInteger,
    signed: false,
  },
  'premium-change': {
    label: 'Written premium change',
    value: (a: FilingAggregate) => a.totalWrittenPremiumChange,
    format: formatMoneyChangeFull,
    signed: true,
  },
  'approval-rate': {
    label: 'Approval rate',
    value: (a: FilingAggregate) => {
      const decided = a.approvedFilings + a.disapprovedFilings + a.withdrawnFilings;
      return decided > 0 ? (a.approvedFilings / decided) * 100 : null;
    },
    format: formatPercent,
    signed: false,
  },
} as const satisfies Record<
  MatrixMeasureParam,
  {
    label: string;
    value: (a: FilingAggregate) => number | null;
    format: (v: number) => string;
    signed: boolean;
  }
>;
export type MatrixMeasure = keyof typeof MATRIX_MEASURES;
export const isMatrixMeasure = (v: string): v is MatrixMeasure => v in MATRIX_MEASURES;

export type MatrixCell = { value: number; text: string } | null;
export type CarrierStateMatrix = {
  states: string[];
  rows: { carrier: string; cells: MatrixCell[]; total: MatrixCell }[];
};

type CarrierInput = {
  carrier: string;
  aggregate?: FilingAggregate;
  states: { state: string; aggregate?: FilingAggregate }[];
};

function cellOf(aggregate: FilingAggregate | undefined, measure: MatrixMeasure): MatrixCell {
  if (!aggregate || aggregate.totalFilings === 0) return null;
  const m = MATRIX_MEASURES[measure];
  const value = m.value(aggregate);
  return value === null ? null : { value, text: m.format(value) };
}

/**
 * Carriers as rows, states as columns: the chosen states in their order, or every state where a
 * shown carrier has a filing (alphabetical). A missing cell is null: no filing, not 0.
 */
export function carrierStateMatrix(
  carriers: CarrierInput[],
  measure: MatrixMeasure,
  chosenStates: readonly string[] = [],
): CarrierStateMatrix {
  const states =
    chosenStates.length > 0
      ? [...chosenStates]
      : [...new Set(carriers.flatMap((c) => c.states.map((s) => s.state)))].sort();
  return {
    states,
    rows: carriers.map((c) => {
      const byState = new Map(c.states.map((s) => [s.state, s.aggregate]));
      return {
        carrier: c.carrier,
        cells: states.map((state) => cellOf(byState.get(state), measure)),
        total: cellOf(c.aggregate, measure),
      };
    }),
  };
}
