import type { ObjectionTheme } from './objection-theme.ts';

/** Themes on what the change does to policyholders and how the pages compound to it. */
export const RATE_IMPACT_THEMES: readonly ObjectionTheme[] = [
  {
    id: 'rate-change-histogram',
    summary: 'Missing policyholder rate-change histogram (uncapped)',
    applies: (c) => c.changesRates,
    weight: 8,
    request: (f) =>
      `The filing proposes an overall change of ${f.impact} with individual changes from ${f.minChange} to ${f.maxChange}. Please provide a histogram of the premium changes for the ${f.policyholders} policyholders affected, before any capping, in intervals of no more than 5%, and explain how it was derived.`,
    reply: (f) =>
      `Attached is the uncapped histogram for all ${f.policyholders} policyholders, in 5% intervals. It was derived by re-rating the in-force book at the current and proposed rates; the largest change of ${f.maxChange} results from the combination of the ${f.factors} revisions.`,
  },
  {
    id: 'side-by-side-rates',
    summary: 'Side-by-side comparison of current and proposed rates',
    applies: (c) => c.changesRates || c.revisedFactors.length > 0,
    weight: 6,
    request: (f) =>
      `Please provide a side-by-side comparison of the current and proposed rate and rule pages, including the ${f.factors} relativities, showing each change. Red-lined manual pages are not an acceptable substitute under the Department's filing requirements.`,
    reply: () =>
      'A side-by-side exhibit of the current and proposed rates, relativities and rules is attached to the Supporting Documentation tab; the red-lined pages have been removed.',
  },
  {
    id: 'capping-transition',
    summary: 'Capping and transition rules',
    applies: (c) => c.changesRates && c.maxChange >= Math.max(15, c.impact + 10),
    weight: 6,
    request: (f) =>
      `Individual premiums increase by up to ${f.maxChange} against an overall change of ${f.impact}. Please state whether a cap or transition rule limits the change at renewal; if so, file the rule in the manual, show the premium it forgoes and explain how the overall change reflects it. If not, please explain why no transition is proposed.`,
    reply: () =>
      'A renewal transition rule limiting the increase to 25% a term has been added to the rule pages; the overall change reflects the capped premium and its off-balance is shown in Exhibit 9.',
  },
  {
    id: 'territory-dislocation',
    summary: 'Dislocation by territory',
    applies: (c) => c.changesRates && (c.impact >= 5 || c.maxChange >= 20),
    weight: 4,
    request: (f) =>
      `Please provide the average premium change and the number of policyholders affected by territory, and identify the territories whose average change exceeds twice the overall change of ${f.impact}. Explain the reasons for the largest changes.`,
    reply: () =>
      'The premium change and policy counts by territory are attached. The largest changes occur in the territories whose relativities move toward their indicated values, as explained in the memorandum.',
  },
  {
    id: 'off-balance',
    summary: 'Off-balance of the revised relativities',
    applies: (c) => c.changesRates && c.revisedFactors.length > 0,
    weight: 5,
    request: (f) =>
      `The filing revises ${f.factors} and the base rates. Please show how the off-balance of the revised relativities was calculated, on which exposure distribution, and demonstrate that the base rate changes and relativity changes together produce the overall change of ${f.impact}.`,
    reply: (f) =>
      `Exhibit 9 computes the off-balance of each revised relativity on the current in-force distribution and shows that the base rate and relativity changes together produce ${f.impact}.`,
  },
  {
    id: 'premium-reconciliation',
    summary: 'Written premium change does not reconcile with the rate impact',
    applies: (c) => c.changesRates && c.writtenPremium > 0,
    weight: 3,
    request: (f) =>
      `The filing states a written premium change of ${f.premiumChange} on ${f.premium} of written premium. Please reconcile this with the overall rate impact of ${f.impact} and confirm that the premium is the company's ${f.state} written premium for this program over the latest twelve months.`,
    reply: (f) =>
      `The premium change of ${f.premiumChange} is the overall change applied to the twelve-month written premium of ${f.premium} for this program in ${f.state}; the Rate/Rule Schedule and company rate information now agree.`,
  },
  {
    id: 'large-increase',
    summary: 'Justification of a large increase',
    applies: (c) => c.changesRates && c.impact >= 12,
    weight: 7,
    request: (f) =>
      `The proposed overall increase of ${f.impact} is significant for ${f.policyholders} ${f.state} policyholders. Pursuant to the rating law the Department must find that the rates are not excessive. Please explain the drivers of the increase by coverage and describe the steps the company is taking to mitigate the impact on policyholders.`,
    reply: (f) =>
      `The increase of ${f.impact} is driven by loss cost inflation in ${f.coverages}; the coverage-level drivers are in Exhibit 1. Policyholders will be notified 45 days before renewal and offered higher deductibles and available discounts.`,
  },
  {
    id: 'decrease-adequacy',
    summary: 'Adequacy of the proposed decrease',
    applies: (c) => c.changesRates && c.impact <= -2,
    weight: 5,
    request: (f) =>
      `The filing proposes an overall decrease of ${f.impact}. Rates may not be inadequate under the rating law. Please demonstrate that the proposed rates are adequate, with the projected loss and loss adjustment expense ratio at the proposed rates, and explain any reason the decrease exceeds the indication.`,
    reply: () =>
      'The projected loss and LAE ratio at the proposed rates is within the permissible loss ratio, as shown in Exhibit 1; the decrease does not exceed the indication.',
  },
];
