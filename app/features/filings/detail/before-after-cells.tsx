import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { formatPercent } from '#app/lib/format/format-percent.ts';

/**
 * The cells a rate-manual row shares, whether a factor level or a base rate: the value before and
 * after (already formatted), the change in percent and, when the table shows one, the share of
 * exposure or premium (0 to 1; a dash when the filing gives none for this row).
 */
export function BeforeAfterCells(props: {
  before: string;
  after: string;
  change: number;
  share: number | undefined;
  showShare: boolean;
}) {
  return (
    <>
      <NumericTd text={props.before} />
      <NumericTd text={props.after} />
      <PercentChangeTd value={props.change} />
      {props.showShare ? (
        <NumericTd text={props.share === undefined ? '—' : formatPercent(props.share * 100)} />
      ) : null}
    </>
  );
}
