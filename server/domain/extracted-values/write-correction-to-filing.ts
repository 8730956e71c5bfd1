import { cleanProductName } from '#server/data/format-figures.ts';
import { refreshWholeFilings } from '#server/data/refresh-whole-filings.ts';
import type { Database } from '#server/db/connection.ts';
import { parseFactorLevels } from '#server/domain/filings/factor-levels.ts';
import type { CorrectionTarget } from './correction-target.ts';

const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const range = (values: readonly number[]): string | null =>
  values.length === 0
    ? null
    : `${Math.min(...values).toFixed(3)} - ${Math.max(...values).toFixed(3)}`;

async function writeLevel(
  tx: Database,
  tn: string,
  target: Extract<CorrectionTarget, { kind: 'level' }>,
  value: number,
): Promise<void> {
  const rows = await tx.query<{ id: number | string; levels: unknown }>(
    'select id, levels from rating_factors where serff_tracking_number = $1 and factor = $2 and company is null',
    [tn, target.factor],
  );
  for (const row of rows) {
    const levels = parseFactorLevels(row.levels).map((l) => {
      if (l.level !== target.level) return l;
      const next = { ...l, [target.side]: value };
      return { ...next, change: next.before === 0 ? 0 : r3((next.after / next.before - 1) * 100) };
    });
    await tx.query(
      'update rating_factors set levels = $2::jsonb, before_value = $3, after_value = $4 where id = $1',
      [
        row.id,
        JSON.stringify(levels),
        range(levels.map((l) => l.before)),
        range(levels.map((l) => l.after)),
      ],
    );
  }
}

/**
 * Writes a corrected value to the filing itself, so lists, search filters and analytics use it:
 * a whole-filing field (copied to its company rows), a company's rate figure (the overall figures
 * recomputed), a factor level's relativity (its change recomputed). The overall row's figures are
 * not stored apart from the companies', so their correction is only recorded.
 */
export async function writeCorrectionToFiling(
  tx: Database,
  tn: string,
  target: CorrectionTarget,
  value: string | number,
): Promise<void> {
  switch (target.kind) {
    case 'overall':
      return;
    case 'level':
      await writeLevel(tx, tn, target, Number(value));
      return;
    case 'company':
      await tx.query(
        `update filings set "${target.field}" = $3 where serff_tracking_number = $1 and company = $2`,
        [tn, target.company, value],
      );
      break;
    case 'filing': {
      const field = target.field;
      const more =
        field === 'product_name'
          ? { clean_product_name: cleanProductName(String(value)) }
          : field === 'carrier'
            ? { original_carrier: String(value) }
            : {};
      if (field === 'carrier')
        await tx.query(
          `insert into carriers (name, serff_prefix) values ($1, $2) on conflict do nothing`,
          [String(value), `IMP-${String(value)}`],
        );
      const sets = Object.keys(more).map((c, k) => `, "${c}" = $${k + 3}`);
      await tx.query(
        `update whole_filings set "${field}" = $2${sets.join('')}, updated_at = now() where serff_tracking_number = $1`,
        [tn, value, ...Object.values(more)],
      );
      if (field === 'company_tracking_number')
        await tx.query(
          'update filings set company_tracking_number = $2 where serff_tracking_number = $1',
          [tn, value],
        );
      break;
    }
  }
  await refreshWholeFilings(tx, [tn]);
}
