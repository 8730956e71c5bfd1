import { Code } from '@connectrpc/connect';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefReportSchema } from '#contract/intelligence/brief-report.ts';
import { diffReportSchema } from '#contract/intelligence/diff-report.ts';
import { IntelligenceService, ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { buildBriefDocument } from '#server/domain/intelligence/build-brief-document.ts';
import { formatChange, formatDollars } from '#server/domain/intelligence/format-figures.ts';
import { getBrief } from '#server/domain/intelligence/get-brief.ts';
import { renderBriefMarkdown } from '#server/domain/intelligence/render-brief-markdown.ts';
import { renderBriefPdf } from '#server/domain/intelligence/render-brief-pdf.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { codeOf, createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createIntelligenceService } from './intelligence-service.ts';

const HISTOGRAM = 'Missing policyholder rate-change histogram';
const SIDE = 'Side-by-side comparison of rates requested';
const LETTER = `Objection Letter 1
The Texas Department of Insurance has reviewed the filing and requests the following:
1. Please provide an uncapped histogram of the rate changes for the policyholders affected, and explain how it was derived.
2. Please provide a side-by-side comparison of the current and proposed rate pages. Red-lined manual pages are not accepted.
3. Please describe the marketing plan for the product.
Please respond within 30 days. Jane Roe, Rate Analyst`;

describe.each(listTestTargets())('IntelligenceService on %s', (target) => {
  let db: Database;
  const carrier = 'Intel Mutual';
  const other = 'Other Casualty';
  const n: string[] = [];
  const clientFor = (userId?: string) =>
    createServiceClient(
      IntelligenceService,
      createIntelligenceService({ getDatabase: async () => db, rewriteProse: undefined }),
      userId,
    );

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertCarrier(db, carrier);
    await insertCarrier(db, other);
    const reviewer = await insertReviewer(db, {
      name: 'Jane Roe',
      state: 'TX',
      alternative_names: ['J. Roe'],
    });
    const specs = [
      { c: carrier, s: 'TX', ri: 7.2, ic: 9.5, wp: 10_000_000, wpc: 720_000, obj: 2 },
      { c: carrier, s: 'TX', ri: -2.5, ic: -1, wp: 4_000_000, wpc: -100_000, obj: 0 },
      { c: other, s: 'OH', ri: 12.1, ic: 15, wp: 2_000_000, wpc: 242_000, obj: 1 },
      { c: other, s: 'TX', ri: 3, ic: 4, wp: 1_000_000, wpc: 30_000, obj: 0 },
    ];
    for (const [i, s] of specs.entries()) {
      const whole = await insertFiling(db, {
        carrier: s.c,
        filing_company: `${s.c} Insurance Company`,
        state: s.s,
        description:
          i === 0
            ? 'Rate revision for private passenger auto with territory changes'
            : 'Rate revision for private auto with driver age changes',
        effective_date_new: `2024-0${i + 1}-01`,
        companies: [
          {
            company: `${s.c} Insurance Company`,
            rate_impact: s.ri,
            indicated_change: s.ic,
            written_premium_for_program: s.wp,
            written_premium_change: s.wpc,
            policyholders_affected: 1000 * (i + 1),
            max_change: 20,
            min_change: -5,
          },
        ],
        objections: Array.from({ length: s.obj }, (_, k) => ({
          reviewer_id: reviewer,
          reviewer_name: k === 0 ? 'Jane Roe' : 'J. Roe',
          objection_date: `2024-0${i + 1}-1${k}`,
          content: k === 0 ? LETTER : 'Please provide a side-by-side comparison of the rates.',
          summary: k === 0 ? `${HISTOGRAM}; ${SIDE}` : SIDE,
          reply_content: k === 0 ? 'Attached.' : null,
        })),
        ratingFactors:
          i === 0
            ? [
                {
                  factor: 'Territory',
                  category: 'Location',
                  before_value: '1.00',
                  after_value: '1.05',
                  change: 5,
                },
                { factor: 'Roof Age', change: 2 },
              ]
            : [
                {
                  factor: 'Territory',
                  category: 'Location',
                  before_value: '1.00',
                  after_value: '1.10',
                  change: 10,
                },
                { factor: 'Driver Age', change: -1 },
              ],
      });
      n.push(whole.serff_tracking_number);
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it('lists objection letters under filters, reviewer (alternative name too), theme and words', async () => {
    const c = clientFor('u1');
    const all = await c.listObjections({});
    expect(all.pagination?.totalResults).toBe(3);
    expect(all.objections[0]?.objection?.sentDate).toMatchObject({ year: 2024, month: 3 });
    const tx = await c.listObjections({ filters: { states: ['TX'] } });
    expect(tx.objections.map((o) => o.serffTrackingNumber)).toEqual([n[0], n[0]]);
    expect((await c.listObjections({ reviewer: 'j. roe' })).pagination?.totalResults).toBe(3);
    expect((await c.listObjections({ theme: HISTOGRAM })).pagination?.totalResults).toBe(2);
    expect((await c.listObjections({ query: 'marketing plan' })).pagination?.totalResults).toBe(2);
    expect((await c.listObjections({ reviewer: 'Nobody' })).objections).toEqual([]);
  });

  it('summarises themes with counts by state, reviewer and carrier and a monthly trend', async () => {
    const { summary } = await clientFor('u1').getObjectionSummary({});
    expect(summary?.totalObjections).toBe(3);
    expect(summary?.totalFilingsWithObjections).toBe(2);
    const side = summary?.themes[0];
    expect(side).toMatchObject({ theme: SIDE, totalObjections: 3 });
    expect(side?.states).toEqual([
      expect.objectContaining({ value: 'TX', count: 2 }),
      expect.objectContaining({ value: 'OH', count: 1 }),
    ]);
    expect(side?.reviewers[0]).toMatchObject({ value: 'Jane Roe', count: 3 });
    expect(summary?.trend.map((t) => t.periodStart?.month)).toEqual([1, 3]);
    expect(summary?.summary).toContain(SIDE);
  });

  it('drafts a point-by-point reply with the filing figures and what to supply', async () => {
    const res = await clientFor('u1').createObjectionReply({
      objectionContent: LETTER,
      serffTrackingNumber: n[0] ?? '',
    });
    expect(res.reply?.requests).toHaveLength(3);
    const content = res.reply?.content ?? '';
    expect(content).toContain('1. Request: "Please provide an uncapped histogram');
    expect(content).toContain('+7.2%');
    expect(content).toContain('+20.0%');
    expect(content).toContain('Territory (Location): relativity 1.000 to 1.050');
    expect(content).toMatch(/3\. Request: .*\n {3}Response: \[TO SUPPLY: the company's answer/);
    expect(res.themes).toEqual([HISTOGRAM, SIDE]);
    const bare = await clientFor('u1').createObjectionReply({
      objectionContent: 'Please provide the uncapped histogram.',
    });
    expect(bare.reply?.content).toContain('[TO SUPPLY: overall rate impact]');
    expect(await codeOf(clientFor('u1').createObjectionReply({ objectionContent: '  ' }))).toBe(
      Code.InvalidArgument,
    );
  });

  it('compares two filings: header, figures with deltas, factors, objections, word diff', async () => {
    const res = await clientFor('u1').createDiff({
      serffTrackingNumberA: n[0] ?? '',
      serffTrackingNumberB: n[2] ?? '',
    });
    expect(res.errorMessage).toBe('');
    expect(res.warnings).toEqual([expect.stringContaining('different states')]);
    // The report the server computes has the contract's shape (parse throws otherwise).
    const report = diffReportSchema.parse(JSON.parse(res.reportJson));
    expect(report.header.find((h) => h.field === 'state')).toMatchObject({
      a: 'TX',
      b: 'OH',
      changed: true,
    });
    expect(report.overall.find((f) => f.metric === 'overall_rate_impact')).toMatchObject({
      a: 7.2,
      b: 12.1,
      delta: 4.9,
    });
    expect(report.ratingFactors.added.map((f) => f.name)).toEqual(['Driver Age']);
    expect(report.ratingFactors.removed.map((f) => f.name)).toEqual(['Roof Age']);
    expect(report.ratingFactors.changed[0]).toMatchObject({
      name: 'Territory',
      relativityAfterDelta: 0.05,
      changeDelta: 5,
    });
    expect(report.objections).toMatchObject({ a: { count: 2 }, b: { count: 1 }, onlyB: [] });
    expect(report.description.segments).toContainEqual({ type: 'removed', text: 'passenger ' });
    const unknown = await clientFor('u1').createDiff({
      serffTrackingNumberA: n[0] ?? '',
      serffTrackingNumberB: 'ZZZZ-999999999',
    });
    expect(unknown).toMatchObject({
      reportJson: '',
      errorMessage: 'No filing with tracking number ZZZZ-999999999.',
    });
    expect(
      (
        await clientFor('u1').createDiff({
          serffTrackingNumberA: 'nope',
          serffTrackingNumberB: n[0] ?? '',
        })
      ).errorMessage,
    ).toBe('Not a SERFF tracking number');
  });

  it('computes a brief whose every figure equals the filings table under its filters', async () => {
    const c = clientFor('owner');
    const { brief } = await c.createIntelligenceBrief({
      reportType: ReportType.OBJECTIONS,
      // Every filing (population ALL_FILINGS), as the filings table lists them.
      filters: { filters: { states: ['TX'], population: 2 }, maxFilings: 2 },
    });
    const report = briefReportSchema.parse(JSON.parse(brief?.reportJson ?? '{}'));
    const [expected] = await db.query<Record<string, number | string | null>>(
      `with chosen as (
         select * from whole_filings where state = 'TX'
         order by overall_written_premium_change desc nulls last, serff_tracking_number limit 2)
       select count(*)::int as n, sum(overall_written_premium)::float8 as wp,
         sum(overall_written_premium_change)::float8 as wpc,
         (sum(overall_rate_impact * overall_written_premium) / sum(overall_written_premium))::float8 as pw,
         avg(overall_rate_impact)::float8 as ri, avg(overall_indicated_change)::float8 as ic,
         sum(overall_policyholders_affected)::float8 as ph, sum(objection_count)::int as obj,
         count(*) filter (where objection_count > 0)::int as with_obj,
         (select count(*)::int from whole_filings where state = 'TX') as matching,
         string_agg(serff_tracking_number, ',' order by overall_written_premium_change desc) as numbers
       from chosen`,
    );
    const m = report.keyMetrics;
    expect(m.filingCount).toBe(expected?.n);
    expect(m.totalWrittenPremium).toBeCloseTo(Number(expected?.wp), 6);
    expect(m.totalWrittenPremiumChange).toBeCloseTo(Number(expected?.wpc), 6);
    expect(m.premiumWeightedRateImpact).toBeCloseTo(Number(expected?.pw), 9);
    expect(m.averageRateImpact).toBeCloseTo(Number(expected?.ri), 9);
    expect(m.averageIndicatedChange).toBeCloseTo(Number(expected?.ic), 9);
    expect(m.totalPolicyholdersAffected).toBe(Number(expected?.ph));
    expect(m.totalObjections).toBe(expected?.obj);
    expect(m.filingsWithObjections).toBe(expected?.with_obj);
    expect(report.methods.matchingFilings).toBe(expected?.matching);
    expect(brief?.serffTrackingNumbers.join(',')).toBe(expected?.numbers);
    const [state] = await db.query<{ filings: number; wpc: number }>(
      `select count(*)::int as filings, sum(overall_written_premium_change)::float8 as wpc from (
         select * from whole_filings where state = 'TX'
         order by overall_written_premium_change desc nulls last, serff_tracking_number limit 2) x`,
    );
    expect(report.charts.byState).toEqual([
      expect.objectContaining({
        name: 'TX',
        filings: state?.filings,
        writtenPremiumChange: state?.wpc,
      }),
    ]);
    // Top movers come from every matching TX filing, not only the two considered: n0 (+7.2 %)
    // and n3 (+3 %) up, n1 (-2.5 %, outside the two largest premium changes) down.
    expect(report.topMovers.increases.map((f) => f.serffTrackingNumber)).toEqual([n[0], n[3]]);
    expect(report.topMovers.decreases.map((f) => [f.serffTrackingNumber, f.rateImpact])).toEqual([
      [n[1], -2.5],
    ]);
    expect(report.objectionThemes?.themes[0]).toMatchObject({ theme: SIDE, totalObjections: 2 });
    expect(report.executiveSummary.join(' ')).toContain(formatChange(m.premiumWeightedRateImpact));
    expect(report.methods.filters).toEqual([
      expect.stringContaining('Population: All filings · by effective date'),
      'States: TX',
    ]);
    expect(brief?.title).toBe('Objections brief: TX');

    const stored = await getBrief(db, brief?.id ?? '');
    if (!stored) throw new Error('brief not stored');
    const doc = buildBriefDocument(stored);
    const { text } = await extractText(await getDocumentProxy(await renderBriefPdf(doc)), {
      mergePages: true,
    });
    expect(text).toContain('Objections brief: TX');
    for (const figure of [
      formatDollars(m.totalWrittenPremium),
      formatChange(m.premiumWeightedRateImpact),
      formatDollars(m.totalWrittenPremiumChange),
    ]) {
      expect(text).toContain(figure);
    }
    const markdown = renderBriefMarkdown(doc);
    expect(markdown).toContain('# Objections brief: TX');
    expect(markdown).toContain(
      `| Premium-weighted rate impact | ${formatChange(m.premiumWeightedRateImpact)} |`,
    );
  });

  it("updates the title, subtitle and commentary of the caller's brief only, validated", async () => {
    const owner = clientFor('brief-editor');
    const intruder = clientFor('brief-editor-intruder');
    const { brief } = await owner.createIntelligenceBrief({
      reportType: ReportType.GENERIC,
      filters: {},
    });
    const id = brief?.id ?? '';
    const { brief: updated } = await owner.updateBrief({
      id,
      title: '  Texas auto: Q3 view  ',
      subtitle: 'Prepared for the pricing committee',
      commentary: [{ heading: 'What we see', text: 'Increases cluster in TX.\n\nWatch CA.' }],
    });
    expect(updated?.title).toBe('Texas auto: Q3 view');
    expect(updated?.commentary.map((c) => [c.heading, c.text])).toEqual([
      ['What we see', 'Increases cluster in TX.\n\nWatch CA.'],
    ]);
    const reopened = (await owner.getBrief({ id })).brief;
    expect(reopened?.subtitle).toBe('Prepared for the pricing committee');
    expect(reopened?.commentary).toHaveLength(1);
    expect(reopened?.reportJson).toBe(brief?.reportJson);
    expect(await codeOf(intruder.updateBrief({ id, title: 'Mine', subtitle: '' }))).toBe(
      Code.NotFound,
    );
    expect(await codeOf(owner.updateBrief({ id, title: '   ', subtitle: '' }))).toBe(
      Code.InvalidArgument,
    );
    expect(
      await codeOf(
        owner.updateBrief({
          id,
          title: 'T',
          subtitle: '',
          commentary: [{ heading: '', text: '' }],
        }),
      ),
    ).toBe(Code.InvalidArgument);
    expect(await codeOf(owner.updateBrief({ id, title: 'x'.repeat(201), subtitle: '' }))).toBe(
      Code.InvalidArgument,
    );
    expect((await owner.getBrief({ id })).brief?.title).toBe('Texas auto: Q3 view');
  });

  it("lists, reopens and deletes the caller's briefs only, and validates the request", async () => {
    const owner = clientFor('brief-owner');
    const intruder = clientFor('brief-intruder');
    const { brief } = await owner.createIntelligenceBrief({
      reportType: ReportType.GENERIC,
      filters: {},
    });
    const id = brief?.id ?? '';
    expect(brief?.filters?.maxFilings).toBe(50);
    expect(brief?.serffTrackingNumbers).toHaveLength(4);
    const list = await owner.listBriefs({});
    expect(list.briefs.map((b) => [b.id, b.filingCount, b.reportType])).toEqual([
      [id, 4, ReportType.GENERIC],
    ]);
    expect((await intruder.listBriefs({})).briefs).toEqual([]);
    expect(await codeOf(intruder.getBrief({ id }))).toBe(Code.NotFound);
    expect(await codeOf(intruder.deleteBrief({ id }))).toBe(Code.NotFound);
    expect((await owner.getBrief({ id })).brief?.title).toBe('Rate filing brief: All filings');
    // A stored report that no longer matches the contract is refused on read, never passed on.
    const [stored] = await db.query<{ report_json: unknown }>(
      'select report_json from briefs where id = $1',
      [id],
    );
    await db.query(
      `update briefs set report_json = jsonb_set(report_json, '{keyMetrics}', '"broken"') where id = $1`,
      [id],
    );
    expect(await codeOf(owner.getBrief({ id }))).toBe(Code.Internal);
    await db.query('update briefs set report_json = $2::jsonb where id = $1', [
      id,
      JSON.stringify(stored?.report_json),
    ]);
    expect((await owner.getBrief({ id })).brief?.title).toBe('Rate filing brief: All filings');
    await owner.deleteBrief({ id });
    expect(await codeOf(owner.getBrief({ id }))).toBe(Code.NotFound);
    expect(await codeOf(owner.getBrief({ id: 'not-a-uuid' }))).toBe(Code.NotFound);
    expect(
      await codeOf(owner.createIntelligenceBrief({ reportType: ReportType.UNSPECIFIED })),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(
        owner.createIntelligenceBrief({
          reportType: ReportType.GENERIC,
          filters: { maxFilings: 501 },
        }),
      ),
    ).toBe(Code.InvalidArgument);
    expect(await codeOf(clientFor().listBriefs({}))).toBe(Code.Unauthenticated);
  });
});
