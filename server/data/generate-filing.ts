import { buildDocumentPages } from './build-document-pages.ts';
import { buildCompanyRows, buildWholeFilingRow, objectionFacts } from './build-filing-rows.ts';
import {
  DATA_TODAY_DAY,
  FIRST_SUBMISSION_DAY,
  isoOf,
  LAST_SUBMISSION_DAY,
  yearOf,
} from './calendar.ts';
import { describeFiling } from './describe-filing.ts';
import type { FilingAggregate } from './filing-rows.ts';
import { generateObjections } from './generate-objections.ts';
import { drawRateImpact, generateCompanyFigures } from './generate-rate-figures.ts';
import { generateRatingFactors } from './generate-rating-factors.ts';
import { generateSupplementalMetrics } from './generate-supplemental-metrics.ts';
import { stateName, type World } from './generate-world.ts';
import { placeEffectiveDay, placeRenewalDay } from './place-effective-days.ts';
import { createRandom } from './prng.ts';
import { approvalTimeModel } from './reference/approval-times.ts';
import { closedOutcomes, FILING_TYPES, PENDING_STATUSES } from './reference/dispositions.ts';
import { PRIOR_APPROVAL_STATES } from './reference/us-states.ts';

const STRICT_STATES = new Set(['CA', 'NY', 'TX', 'WA', 'FL', 'NJ', 'MA', 'PA', 'MD', 'NC']);
const FIRST_NUMBER = 131_000_000;
const NUMBER_SPAN = 4_100_000;

export type GenerateContext = { world: World; seed: number; total: number };

/** One whole filing with all its rows; depends only on (seed, index, total). */
export function generateFiling(ctx: GenerateContext, index: number): FilingAggregate {
  const random = createRandom(ctx.seed, 2, index);
  const step = Math.max(1, Math.floor(NUMBER_SPAN / ctx.total));
  const serial = index * step + Math.floor(random.next() * step);
  const fraction = (serial + 0.5) / (ctx.total * step);
  const submittedDay =
    FIRST_SUBMISSION_DAY + Math.floor(fraction * (LAST_SUBMISSION_DAY - FIRST_SUBMISSION_DAY));
  const product = ctx.world.products[Math.floor(random.next() * ctx.world.products.length)];
  if (!product) throw new Error('world has no products');
  const { carrier, state, line } = product;
  const trackingNumber = `${carrier.prefix}-${carrier.prefix.startsWith('NW') ? 'G' : ''}${FIRST_NUMBER + serial}`;
  const kind = line.kind;
  const year = yearOf(submittedDay);
  const filingType = random.weighted(FILING_TYPES);
  const refresh =
    filingType === 'Rule' ||
    filingType === 'Form' ||
    (filingType === 'Rate/Rule' && random.chance(0.2));
  const multiple = carrier.companies.length > 1 && random.chance(0.22);
  const companies = multiple
    ? random.shuffle(carrier.companies).slice(0, random.int(2, carrier.companies.length))
    : [random.pick(carrier.companies)];
  const objectionChance = (STRICT_STATES.has(state) ? 0.6 : 0.28) * (refresh ? 0.5 : 1);
  let rounds = 0;
  if (random.chance(objectionChance)) {
    rounds = 1;
    while (rounds < 5 && random.chance(0.4)) rounds++;
  }
  const model = approvalTimeModel(state, kind, year);
  // Objections lengthen the review; the median over all filings stays at the state's figure.
  const typicalDelay = 1 + 0.35 * (objectionChance / 0.6);
  const days = Math.max(
    1,
    Math.min(
      model.max,
      Math.round(random.logNormal(model.median / typicalDelay, model.sigma) * (1 + 0.35 * rounds)),
    ),
  );
  const dispositionDay = submittedDay + days;
  const closed = dispositionDay <= DATA_TODAY_DAY;
  const status = closed
    ? random.weighted(closedOutcomes(state))
    : random.weighted(PENDING_STATUSES);
  const priorApproval = PRIOR_APPROVAL_STATES.has(state);
  const onApproval = priorApproval && random.chance(0.12);
  const lead = priorApproval ? Math.max(days + random.int(5, 60), 30) : random.int(15, 90);
  // Dates outside the data set's window are redrawn from a stream of their own (not clamped onto
  // its first or last day); this draw is kept so that every later figure stays as it was.
  random.int(0, 20);
  const spread = createRandom(ctx.seed, 3, index);
  const effectiveDay = placeEffectiveDay(
    spread,
    submittedDay + lead,
    submittedDay + (priorApproval && closed ? days + 5 : 15),
  );
  const renewalDay = placeRenewalDay(random, spread, effectiveDay);

  const impact = refresh ? 0 : drawRateImpact(random, kind, state, yearOf(effectiveDay));
  const premiumScale =
    6e6 *
    (carrier.weight / 20) ** 0.7 *
    (kind === 'other' ? 0.4 : kind === 'home' ? 0.9 : 1.3) *
    (product.subToi.name.endsWith('(PPA)') || product.subToi.name.includes('Combinations')
      ? 1.6
      : 0.35);
  const figures = generateCompanyFigures(random, {
    companies: companies.map((c) => c.name),
    impact,
    refresh,
    kind,
    subToi: product.subToi.name,
    year,
    premiumScale,
  });

  const reviewers = ctx.world.reviewersByState.get(state) ?? [];
  const primary = random.pick(reviewers);
  const secondary = random.chance(0.35) ? random.pick(reviewers) : undefined;
  const factors = generateRatingFactors(random, { trackingNumber, kind, impact, refresh, state });
  const facts = objectionFacts(figures, product.subToi.name, stateName(state), factors[0]?.factor);
  const objections = generateObjections(random, {
    trackingNumber,
    rounds,
    reviewer: primary,
    stateName: stateName(state),
    submittedDay,
    lastDay: closed ? dispositionDay : DATA_TODAY_DAY,
    facts,
    toDate: isoOf,
  });
  const metrics = refresh
    ? []
    : generateSupplementalMetrics(random, {
        trackingNumber,
        kind,
        state,
        companies: figures.companies,
      });
  const text = describeFiling({
    product,
    impact,
    refresh,
    figures,
    factors,
    filingType,
    stateName: stateName(state),
  });

  const whole = buildWholeFilingRow(random, {
    trackingNumber,
    product,
    filingType,
    priorApproval,
    refresh,
    status,
    figures,
    text,
    rounds,
    submittedDay,
    effectiveDay,
    renewalDay,
    dispositionDay: closed ? dispositionDay : null,
    days: closed ? days : null,
    onApproval,
    companyCount: companies.length,
  });
  const filings = buildCompanyRows(whole, figures.companies);
  const pages = buildDocumentPages({ whole, filings, factors, objections, metrics, random });
  whole.pdf_page_count = pages.length;
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
