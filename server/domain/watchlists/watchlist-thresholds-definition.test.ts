import { describe, expect, it } from 'vitest';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { insertUser, insertWatchlist } from '#tests/support/watchlists.ts';
import { enqueueFilingChanges } from './enqueue-filing-changes.ts';
import { matchFilingChanges } from './match-filing-changes.ts';

/*
 * docs/analytics-definitions.md, "Watchlist thresholds", recomputed with SQL written from the
 * definitions alone: which filings of the demo data each threshold alerts, and the figure each
 * alert states.
 */
const DEFINITIONS = {
  Premium: `select serff_tracking_number as tn,
                   round((overall_written_premium_change / overall_written_premium * 100)::numeric, 2)::float8 as value
              from whole_filings
             where overall_written_premium_change is not null and overall_written_premium > 0
               and abs(overall_written_premium_change / overall_written_premium * 100) >= 4`,
  Impact: `select serff_tracking_number as tn, overall_rate_impact::float8 as value
             from whole_filings
            where overall_rate_impact is not null and abs(overall_rate_impact) >= 9`,
  Holders: `select serff_tracking_number as tn, overall_policyholders_affected::float8 as value
              from whole_filings where overall_policyholders_affected >= 20000`,
} as const;

const KINDS = {
  Premium: 'written_premium_change',
  Impact: 'rate_impact',
  Holders: 'policyholders',
};

describe.each(listTestTargets())('watchlist thresholds as defined, on %s', (target) => {
  const t = useTestDatabase(
    target,
    async (db) => {
      await insertUser(db, 'analyst');
      const owner = { userId: 'analyst' };
      await insertWatchlist(db, owner, {
        name: 'Premium',
        thresholds: { minWrittenPremiumChange: 4 },
      });
      await insertWatchlist(db, owner, { name: 'Impact', thresholds: { minRateImpact: 9 } });
      await insertWatchlist(db, owner, {
        name: 'Holders',
        thresholds: { minPolicyholders: 20_000 },
      });
      const keys = await db.query<{ tn: string }>(
        'select serff_tracking_number as tn from whole_filings',
      );
      await enqueueFilingChanges(
        db,
        keys.map((k) => k.tn),
      );
      await matchFilingChanges(db);
    },
    180_000,
    { seeded: { filings: 400, seed: 7 } },
  );

  it.each(Object.keys(DEFINITIONS) as (keyof typeof DEFINITIONS)[])(
    'alerts exactly the filings the %s definition selects, with its figure',
    async (name) => {
      const expected = await t.db.query<{ tn: string; value: number }>(DEFINITIONS[name]);
      const alerted = await t.db.query<{
        tn: string;
        reasons: { thresholds: { kind: string; value: number }[] };
      }>(
        `select n.serff_tracking_number as tn, n.reasons
           from watchlist_notifications n join watchlists w on w.id = n.watchlist_id
          where w.name = $1`,
        [name],
      );
      expect(expected.length).toBeGreaterThan(5);
      expect(alerted.map((a) => a.tn).sort()).toEqual(expected.map((e) => e.tn).sort());
      const stated = new Map(
        alerted.map((a) => [a.tn, a.reasons.thresholds.find((x) => x.kind === KINDS[name])?.value]),
      );
      for (const e of expected) expect(stated.get(e.tn)).toBeCloseTo(e.value, 2);
    },
  );
});
