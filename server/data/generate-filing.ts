import { buildDocumentPages } from './build-document-pages.ts';
import { buildCompanyRows, buildWholeFilingRow } from './build-filing-rows.ts';
import {
  DATA_TODAY_DAY,
  FIRST_SUBMISSION_DAY,
  isoOf,
  LAST_SUBMISSION_DAY,
  yearOf,
} from './calendar.ts';
import { describeFiling } from './describe-filing.ts';
import type { FilingAggregate } from './filing-rows.ts';
import { drawRateImpact, generateCompanyFigures } from './generate-rate-figures.ts';
import {
  generateWorld,
  pickProduct,
  stateName,
  type World,
  type WorldProduct,
} from './generate-world.ts';
import { bookAt, nextBook, type ProgramBook } from './market/program-books.ts';
import type { FilingContent } from './model/filing-content.ts';
import { drawObjectionRounds } from './objections/draw-objection-rounds.ts';
import { generateObjections } from './objections/generate-objections.ts';
import { placeEffectiveDay, placeRenewalDay } from './place-effective-days.ts';
import { createRandom, type Random } from './prng.ts';
import { createRatingPlan } from './rating-plans/create-plan.ts';
import type { RatingPlan } from './rating-plans/rating-plan.ts';
import { reviseRatingPlan } from './rating-plans/revise-plan.ts';
import { approvalTimeModel } from './reference/approval-times.ts';
import { coveragesFor, HURRICANE_STATES, WILDFIRE_STATES } from './reference/coverages.ts';
import {
  FILING_TYPES,
  type OutcomeClass,
  outcomeClasses,
  PENDING_STATUSES,
  STATUSES_BY_CLASS,
} from './reference/dispositions.ts';
import { PROGRAM_ECONOMICS } from './reference/program-economics.ts';
import { rateTrendOf } from './reference/rate-trends.ts';
import { FLEX_BAND, REGIME_LABELS, reviewRegime } from './reference/review-regimes.ts';
import { generateSupplementalMetrics } from './supplemental-metrics/generate-supplemental-metrics.ts';

const FIRST_NUMBER = 131_000_000;
const NUMBER_SPAN = 4_100_000;

/**
 * What generating filings needs: the world, and the programs' books and rating plans as the
 * filings generated so far left them. Filings are generated in index order (the order of their
 * submission): each filing of a program starts from the book and plan its previous one left.
 */
export type GenerateContext = {
  world: World;
  seed: number;
  total: number;
  books: Map<number, ProgramBook<RatingPlan>>;
  /** The index of the next filing in order. */
  cursor: number;
};

export function createGenerateContext(seed: number, total: number, world?: World): GenerateContext {
  return { world: world ?? generateWorld(seed, total), seed, total, books: new Map(), cursor: 0 };
}

/**
 * One whole filing with all its rows; depends only on (seed, index, total). Generating in index
 * order is cheap; asking for an earlier index replays the programs' history from the start.
 */
export function generateFiling(ctx: GenerateContext, index: number): FilingAggregate {
  if (index < ctx.cursor) {
    ctx.books.clear();
    ctx.cursor = 0;
  }
  while (ctx.cursor < index) generateNext(ctx);
  return generateNext(ctx);
}

function generateNext(ctx: GenerateContext): FilingAggregate {
  const index = ctx.cursor;
  ctx.cursor += 1;
  return generateAt(ctx, index);
}

function planFor(ctx: GenerateContext, product: WorldProduct): RatingPlan {
  const economics = PROGRAM_ECONOMICS[product.subToi.name.slice(0, 7)];
  const premiumIndex =
    product.averagePremium2024 / (economics?.averagePremium ?? product.averagePremium2024);
  return createRatingPlan(createRandom(ctx.seed, 5, product.id), {
    subToi: product.subToi.name,
    kind: product.line.kind,
    state: product.state,
    premiumIndex,
  });
}

function reviewDays(
  random: Random,
  input: {
    state: string;
    product: WorldProduct;
    year: number;
    slow: boolean;
    rounds: number;
    regimeKey: Parameters<typeof approvalTimeModel>[3];
  },
): number {
  const model = approvalTimeModel(
    input.state,
    input.product.line.kind,
    input.year,
    input.regimeKey,
  );
  // Objections lengthen the review; the median over all filings stays near the published figure.
  const typicalDelay = input.slow ? 1.3 : 1.1;
  return Math.max(
    1,
    Math.min(
      model.max,
      Math.round(
        random.logNormal(model.median / typicalDelay, model.sigma) * (1 + 0.35 * input.rounds),
      ),
    ),
  );
}

function generateAt(ctx: GenerateContext, index: number): FilingAggregate {
  const random = createRandom(ctx.seed, 2, index);
  const step = Math.max(1, Math.floor(NUMBER_SPAN / ctx.total));
  const serial = index * step + Math.floor(random.next() * step);
  const fraction = (serial + 0.5) / (ctx.total * step);
  const submittedDay =
    FIRST_SUBMISSION_DAY + Math.floor(fraction * (LAST_SUBMISSION_DAY - FIRST_SUBMISSION_DAY));
  const product = pickProduct(ctx.world, random.next());
  const { carrier, state, line } = product;
  const trackingNumber = `${carrier.prefix}-${carrier.prefix.startsWith('NW') ? 'G' : ''}${FIRST_NUMBER + serial}`;
  const kind = line.kind;
  const year = yearOf(submittedDay);
  const subToi = product.subToi.name;
  const regime = reviewRegime(state, kind);
  const filingType = random.weighted(FILING_TYPES);
  const changesRates = filingType !== 'Rule' && filingType !== 'Form';
  const refresh = !changesRates || (filingType === 'Rate/Rule' && random.chance(0.2));
  // Rates follow the market of the year they take effect: after the review, in slow states.
  const typicalReview = approvalTimeModel(state, kind, year, regime).median;
  const impact = refresh
    ? 0
    : drawRateImpact(random, rateTrendOf(subToi), state, yearOf(submittedDay + 45 + typicalReview));

  const book = ctx.books.get(product.id);
  const at = bookAt(random, product, book, submittedDay);
  const figures = generateCompanyFigures(random, {
    companies: product.companies,
    impact,
    refresh,
    premium: at.premium,
    policies: at.policies,
  });
  const plan = book?.plan ?? planFor(ctx, product);
  const revision = changesRates
    ? reviseRatingPlan(random, plan, {
        trackingNumber,
        impact: figures.overall.rateImpact,
        kind: refresh ? 'refresh' : 'rate',
      })
    : null;
  const factors = revision?.factors ?? [];
  const baseRates = revision?.baseRates ?? [];

  const overBand = regime === 'flex' && Math.abs(impact) > (FLEX_BAND[state] ?? 7);
  const timingRegime = overBand ? 'prior approval' : regime;
  const content: FilingContent = {
    trackingNumber,
    state,
    stateName: stateName(state),
    lineName: line.name,
    kind,
    subToi,
    productName: product.productName,
    filingType,
    changesRates: changesRates && !refresh,
    includesForms: filingType.includes('Form'),
    regime: timingRegime,
    impact: figures.overall.rateImpact,
    indicated: figures.overall.indicatedChange,
    maxChange: figures.overall.maxChange,
    minChange: figures.overall.minChange,
    writtenPremium: figures.overall.writtenPremium,
    writtenPremiumChange: figures.overall.writtenPremiumChange,
    policyholders: figures.overall.policyholdersAffected,
    companies: figures.companies.map((c) => c.company),
    revisedFactors: factors.map((f) => f.factor),
    revisedCategories: factors.map((f) => f.category ?? ''),
    baseRateCoverages: baseRates.filter((b) => b.change !== 0).map((b) => b.coverage),
    selectsTrends: changesRates && !refresh,
    catastropheLoad: kind === 'home' && (HURRICANE_STATES.has(state) || WILDFIRE_STATES.has(state)),
    year,
  };

  let outcome: OutcomeClass = random.weighted(outcomeClasses(state, timingRegime));
  if (!content.changesRates && outcome === 'disapproved' && random.chance(0.6))
    outcome = 'approved';
  const rounds = drawObjectionRounds(random, content, outcome);
  const slow = timingRegime === 'prior approval';
  const days = reviewDays(random, { state, product, year, slow, rounds, regimeKey: timingRegime });
  const dispositionDay = submittedDay + days;
  const closed = dispositionDay <= DATA_TODAY_DAY;
  const status = closed
    ? random.weighted(STATUSES_BY_CLASS[outcome])
    : random.weighted(PENDING_STATUSES);
  const onApproval = slow && random.chance(0.12);
  const lead = slow ? Math.max(days + random.int(5, 60), 30) : random.int(15, 90);
  const spread = createRandom(ctx.seed, 3, index);
  const effectiveDay = placeEffectiveDay(
    spread,
    submittedDay + lead,
    submittedDay + (slow && closed ? days + 5 : 15),
  );
  const renewalDay = placeRenewalDay(random, spread, effectiveDay);

  const reviewers = ctx.world.reviewersByState.get(state) ?? [];
  const primary = random.pick(reviewers);
  const secondary = random.chance(0.35) ? random.pick(reviewers) : undefined;
  const objections = generateObjections(random, {
    content,
    rounds,
    reviewer: primary,
    submittedDay,
    lastDay: closed ? dispositionDay : DATA_TODAY_DAY,
  });
  const metrics = content.changesRates
    ? generateSupplementalMetrics(random, {
        trackingNumber,
        kind,
        subToi,
        state,
        year,
        coverages: coveragesFor(subToi, state),
        companies: figures.companies.map((c) => ({
          company: c.company,
          indicatedChange: c.indicatedChange,
          rateImpact: c.rateImpact,
        })),
      })
    : [];
  const text = describeFiling(random, {
    product,
    refresh,
    changesRates,
    figures,
    factors,
    baseRates,
    filingType,
    stateName: stateName(state),
    year,
  });

  const whole = buildWholeFilingRow(random, {
    trackingNumber,
    product,
    filingType,
    approvalType: REGIME_LABELS[regime],
    refresh: !content.changesRates,
    status,
    figures,
    text,
    rounds: objections.length,
    submittedDay,
    effectiveDay,
    renewalDay,
    dispositionDay: closed ? dispositionDay : null,
    days: closed ? days : null,
    onApproval,
    companyCount: figures.companies.length,
    offBalance: revision?.offBalance ?? null,
  });
  const filings = buildCompanyRows(whole, figures.companies);
  const pages = buildDocumentPages({
    whole,
    filings,
    factors,
    baseRates,
    offBalance: revision?.offBalance ?? null,
    objections,
    metrics,
    random,
  });
  whole.pdf_page_count = pages.length;

  // The program's book and plan move on when the filing takes effect (approved or filed).
  const tookEffect = closed && (outcome === 'approved' || outcome === 'filed');
  ctx.books.set(
    product.id,
    tookEffect
      ? nextBook(at, submittedDay, figures.overall.rateImpact, revision?.next ?? plan)
      : nextBook(at, submittedDay, 0, plan),
  );

  const changeLogs = [
    {
      serff_tracking_number: trackingNumber,
      logged_on: isoOf(submittedDay),
      entry: `Filing submitted to the ${stateName(state)} Department of Insurance`,
    },
    ...objections.map((o) => ({
      serff_tracking_number: trackingNumber,
      logged_on: o.objection_date ?? isoOf(submittedDay),
      entry: `Objection letter ${o.round} issued by ${o.reviewer_name}; response received ${o.reply_date}`,
    })),
    ...(closed
      ? [
          {
            serff_tracking_number: trackingNumber,
            logged_on: isoOf(dispositionDay),
            entry: `Disposition: ${status}`,
          },
        ]
      : []),
  ];
  return {
    whole,
    filings,
    metrics,
    factors,
    baseRates,
    reviewers: [
      { serff_tracking_number: trackingNumber, reviewer_id: primary.id, role: 'primary' },
      ...(secondary && secondary.id !== primary.id
        ? [
            {
              serff_tracking_number: trackingNumber,
              reviewer_id: secondary.id,
              role: 'secondary' as const,
            },
          ]
        : []),
    ],
    objections,
    changeLogs,
    document: {
      serff_tracking_number: trackingNumber,
      page_count: pages.length,
      source: 'generated',
    },
    pages: pages.map((content, k) => ({
      serff_tracking_number: trackingNumber,
      page_number: k + 1,
      content,
    })),
  };
}
