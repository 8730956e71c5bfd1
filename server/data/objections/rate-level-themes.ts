import type { ObjectionTheme } from './objection-theme.ts';
import { hasLiabilityLimits, ratesWithIndication } from './theme-predicates.ts';

/** Themes on the rate-level indication: its trend, development, credibility and provisions. */
export const RATE_LEVEL_THEMES: readonly ObjectionTheme[] = [
  {
    id: 'trend-selection',
    summary: 'Support for the selected loss and premium trends',
    applies: (c) => c.changesRates && c.selectsTrends,
    weight: 6,
    request: (f) =>
      `The selected frequency and severity trends are not supported by the exhibits provided. Please provide the data underlying each trend fit (at least 20-point and 12-point exponential fits by coverage, by quarter, for ${f.experiencePeriod}), explain the treatment of the 2020-2021 pandemic quarters, and reconcile the selected trends with the fitted values and with industry Fast Track data for ${f.state}.`,
    reply: (f) =>
      `Exhibit 4 now shows 20-, 16- and 12-point exponential fits by coverage for ${f.experiencePeriod}. The pandemic quarters were excluded from the frequency fits and the selected trends fall within the range of the company and industry fits; a comparison with Fast Track data for ${f.state} is attached.`,
  },
  {
    id: 'loss-development',
    summary: 'Loss development factors and the selection of age-to-age factors',
    applies: ratesWithIndication,
    weight: 5,
    request: (f) =>
      `Please provide the paid and incurred loss development triangles underlying the indication, the age-to-age factors selected at each maturity with the rationale for each selection, and the tail factor. Explain any change in case reserving practices or claim settlement rates during ${f.experiencePeriod} and how the development factors reflect it.`,
    reply: () =>
      'The paid and incurred triangles, with the selected age-to-age factors (five-year volume-weighted averages excluding the high and low) and a tail factor of 1.000 beyond 87 months, are provided in Exhibit 3. Case reserve adequacy was reviewed and no adjustment was required.',
  },
  {
    id: 'credibility',
    summary: 'Credibility standard and the complement of credibility',
    applies: ratesWithIndication,
    weight: 5,
    request: (f) =>
      `Please state the credibility standard used (number of claims or exposures for full credibility), the credibility assigned to the ${f.state} experience and the complement of credibility. If the complement is the trended present rates or countrywide experience, please demonstrate that it is relevant to ${f.state} and explain why it is appropriate.`,
    reply: (f) =>
      `The indication uses the classical standard of 1,082 claims for full credibility with the square-root rule for partial credibility. The ${f.state} experience is assigned the credibility shown in Exhibit 1; the complement is the trended present rate indication, whose derivation is now included.`,
  },
  {
    id: 'profit-provision',
    summary: 'Underwriting profit provision and investment income',
    applies: ratesWithIndication,
    weight: 4,
    request: () =>
      'Pursuant to the rating law, the profit and contingencies provision must reflect investment income from unearned premium and loss reserves. Please provide the derivation of the underwriting profit provision, the rate of return on surplus it implies, and the premium-to-surplus ratio and investment yield assumed.',
    reply: () =>
      'The underwriting profit provision is derived in Exhibit 7 from a target after-tax return on surplus, a premium-to-surplus ratio of 2.0 and the portfolio yield of the last three years; investment income on unearned premium and loss reserves is included.',
  },
  {
    id: 'expense-provisions',
    summary: 'Fixed and variable expense provisions',
    applies: ratesWithIndication,
    weight: 4,
    request: (f) =>
      `Please provide the derivation of the fixed and variable expense provisions from the company's Insurance Expense Exhibit, separately for commission and brokerage, other acquisition, general expense and taxes, licenses and fees, and explain any provision that exceeds the company's three-year average. Premium taxes must reflect the ${f.state} rate.`,
    reply: (f) =>
      `Exhibit 6 now derives each expense provision from the three-year Insurance Expense Exhibit. General expenses are treated as fixed and trended; commission reflects the current schedule; the premium tax provision is the ${f.state} rate.`,
  },
  {
    id: 'actuarial-memorandum',
    summary: 'Support in the actuarial memorandum',
    applies: (c) => c.changesRates,
    weight: 5,
    request: (f) =>
      `The Department's filing requirements call for an actuarial memorandum that explains each step of the rate indication. The memorandum submitted describes the overall change of ${f.impact} but does not explain how the exhibits support it. Please provide a complete memorandum that explains the data, adjustments and selections, signed by a qualified actuary.`,
    reply: (f) =>
      `A revised actuarial memorandum is attached. It explains each exhibit in the order of the indication, the adjustments made to the data and every selection leading to the overall change of ${f.impact}, and is signed by the company's appointed actuary.`,
  },
  {
    id: 'actuarial-judgment',
    summary: 'Insufficient support for actuarial judgment in the selection',
    applies: (c) => ratesWithIndication(c) && c.indicated !== c.impact,
    weight: 5,
    request: (f) =>
      `The indicated change is ${f.indicated} but the company selected ${f.impact}. Please explain the actuarial judgment applied in the selection, with the considerations that led to it, and the coverage-level selections that combine to the overall change.`,
    reply: (f) =>
      `The selected change of ${f.impact} was tempered from the ${f.indicated} indication to limit the disruption to policyholders and to reflect the company's competitive position; the coverage-level selections are shown in Exhibit 1.`,
  },
  {
    id: 'selected-above-indicated',
    summary: 'Selected change exceeds the indication',
    applies: (c) => ratesWithIndication(c) && c.impact > (c.indicated ?? 0) + 0.05,
    weight: 12,
    request: (f) =>
      `The company selected an overall change of ${f.impact}, which exceeds the indicated change of ${f.indicated}. Under the rating law rates may not be excessive. Please justify the selection above the indication or revise the proposed rates so that the overall change does not exceed ${f.indicated}.`,
    reply: (f) =>
      `The company has revised the proposed rates; the overall change is now limited to the indicated ${f.indicated}. Revised rate pages and exhibits are attached.`,
  },
  {
    id: 'indication-missing',
    summary: 'Rate change proposed without an indication',
    applies: (c) => c.changesRates && c.indicated === null && c.impact !== 0,
    weight: 14,
    request: (f) =>
      `The filing proposes an overall change of ${f.impact} but does not provide a rate level indication. The Department's filing requirements call for an indication supporting any change in rates. Please provide the indicated change with its supporting exhibits.`,
    reply: () =>
      'The statewide rate level indication, with loss development, trend and expense exhibits, has been added to the Supporting Documentation tab.',
  },
  {
    id: 'basic-limits-indication',
    summary: 'Basic-limits rate level indications not provided',
    applies: (c) => c.changesRates && hasLiabilityLimits(c),
    weight: 3,
    request: (f) =>
      `Please provide the rate level indications at basic limits for each liability coverage, with losses capped at basic limits and the excess losses addressed through the increased limits factors. The indication provided for ${f.coverages} combines all limits.`,
    reply: () =>
      'Basic-limits indications by liability coverage are now shown in Exhibit 2; losses are limited to basic limits before development and trend.',
  },
  {
    id: 'catastrophe-provision',
    summary: 'Catastrophe load and modelled catastrophe losses',
    applies: (c) => c.changesRates && c.catastropheLoad,
    weight: 8,
    request: (f) =>
      `Please provide the support for the catastrophe provision: the catastrophe model and version used, the modelled average annual loss by territory for the ${f.state} in-force exposure, the treatment of demand surge and loss adjustment expense, and the non-modelled catastrophe provision with the years of history it uses. Please confirm that catastrophe losses were removed from the experience before trending.`,
    reply: () =>
      "The hurricane and wildfire provisions use the vendor model's long-term event set on the company's exposure as of the latest quarter; the modelled average annual loss by territory, demand surge and the non-modelled provision (30 years of history) are in Exhibit 8. Catastrophe losses were removed from the experience before trending.",
  },
];
