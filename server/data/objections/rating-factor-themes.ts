import type { ObjectionTheme } from './objection-theme.ts';
import {
  creditScoreAllowed,
  isWorkersCompensation,
  revisesCategory,
  revisesFactorNamed,
} from './theme-predicates.ts';

/** Themes on the relativities the filing revises (each only when the filing revises them). */
export const RATING_FACTOR_THEMES: readonly ObjectionTheme[] = [
  {
    id: 'increased-limits-factors',
    summary: 'Changes to increased limits factors not justified',
    applies: (c) => revisesCategory(c, 'Limits'),
    weight: 9,
    request: () =>
      'The filing revises the increased limits factors without supporting data. Please provide the loss data at limits, the trend and development applied, the risk load if any, and the derivation of each proposed factor, and confirm that the factors increase with the limit.',
    reply: () =>
      'The increased limits factors are derived from ten years of countrywide losses at limits, trended and developed to ultimate, with a risk load that rises with the limit; the derivation is in Exhibit 10 and every factor increases with the limit.',
  },
  {
    id: 'territory-changes',
    summary: 'Support for territory definitions and relativities',
    applies: (c) => revisesFactorNamed(c, 'Territory') || revisesCategory(c, 'Territory'),
    weight: 8,
    request: (f) =>
      `The filing revises the territory relativities. Please provide the indicated relativity, the credibility and the complement for each territory, a map or ZIP-code list of the ${f.state} territory definitions, and the number of policyholders whose territory assignment changes.`,
    reply: () =>
      'Exhibit 11 shows the indicated and selected relativity, credibility and complement by territory; the ZIP-code definitions are in the manual pages. No policyholder changes territory.',
  },
  {
    id: 'credit-based-score',
    summary:
      'Credit-based insurance score: model, adverse action and extraordinary life circumstances',
    applies: (c) =>
      creditScoreAllowed(c) &&
      (revisesCategory(c, 'Insurance Score') || revisesFactorNamed(c, 'Insurance Score')),
    weight: 8,
    request: (f) =>
      `The filing revises the insurance score relativities. Please identify the credit-based insurance score model and vendor, confirm that the score does not use attributes prohibited by the ${f.state} insurance scoring provisions, describe the treatment of no-hit and thin-file consumers, and file the company's adverse action notice and its procedure for extraordinary life circumstances.`,
    reply: () =>
      "The score is the vendor's current personal-lines insurance score; it uses no prohibited attributes. No-hit and thin-file consumers receive the neutral relativity. The adverse action notice and the extraordinary life circumstances procedure are attached.",
  },
  {
    id: 'deductible-relativities',
    summary: 'Deductible relativities and loss elimination ratios',
    applies: (c) => revisesFactorNamed(c, 'Deductible'),
    weight: 5,
    request: () =>
      'Please provide the loss elimination ratios underlying the proposed deductible relativities and confirm that the credit for each deductible does not exceed the losses it eliminates.',
    reply: () =>
      'The loss elimination ratios by deductible, from five years of ground-up claim data, are in Exhibit 12; no credit exceeds the eliminated losses.',
  },
  {
    id: 'driver-classification',
    summary: 'Driver classification relativities',
    applies: (c) => c.kind === 'auto' && revisesCategory(c, 'Driver'),
    weight: 5,
    request: (f) =>
      `The filing revises the driver classification relativities (${f.factors}). Please provide the indicated relativities by class with the exposures and losses behind them, and confirm that no rating variable prohibited in ${f.state} is used.`,
    reply: (f) =>
      `The indicated and selected driver relativities with exposures and losses by class are in Exhibit 13. The plan uses no variable prohibited in ${f.state}.`,
  },
  {
    id: 'vehicle-rating',
    summary: 'Vehicle symbol and model year relativities',
    applies: (c) => c.kind === 'auto' && revisesCategory(c, 'Vehicle'),
    weight: 5,
    request: () =>
      'Please identify the vehicle rating symbol set used and its effective date, and show that the revised symbol and model year relativities increase with the symbol and the newness of the vehicle. Explain any relativity that reverses the order.',
    reply: () =>
      "The company uses the advisory organization's current symbol set; the revised relativities increase monotonically with the symbol and the model year, as shown in Exhibit 14.",
  },
  {
    id: 'dwelling-characteristics',
    summary: 'Dwelling characteristics: roof age, construction and protection class',
    applies: (c) =>
      (c.kind === 'home' || c.subToi.startsWith('01.')) &&
      (revisesCategory(c, 'Property') || revisesCategory(c, 'Location')),
    weight: 5,
    request: (f) =>
      `The filing revises ${f.factors}. Please provide the loss experience supporting each relativity, explain how roof age and type are verified at new business and renewal, and confirm that the protection classes used are the current public protection classifications.`,
    reply: () =>
      'The supporting experience is in Exhibit 15. Roof age is taken from permit data and inspection reports and verified at renewal; protection classes are the current public classifications.',
  },
  {
    id: 'discounts',
    summary: 'Support for discounts and surcharges',
    applies: (c) => revisesCategory(c, 'Discount'),
    weight: 4,
    request: () =>
      'Please provide the data supporting the revised discounts, show the percentage of policyholders receiving each, and confirm that the discounts are applied uniformly to all eligible risks.',
    reply: () =>
      'The supporting loss ratios and the percentage of policyholders receiving each discount are in Exhibit 16; the discounts apply to every eligible risk.',
  },
  {
    id: 'loss-cost-multiplier',
    summary: 'Loss cost multiplier and deviations from advisory loss costs',
    applies: (c) => isWorkersCompensation(c) && c.changesRates,
    weight: 8,
    request: (f) =>
      `Please provide the Loss Cost Multiplier form with the derivation of the proposed multiplier, the expense and profit provisions it includes, and the effective date of the advisory loss costs adopted. The filing's overall change of ${f.impact} must be separated into the loss cost change and the change in the multiplier.`,
    reply: () =>
      'The Loss Cost Multiplier form is attached; the multiplier combines the expense provisions of Exhibit 6 with the profit provision, and the change is separated into the advisory loss cost change and the multiplier change.',
  },
  {
    id: 'experience-rating',
    summary: 'Experience and schedule rating plans',
    applies: (c) => revisesCategory(c, 'Experience') || revisesCategory(c, 'Underwriting'),
    weight: 5,
    request: () =>
      'Please file the experience and schedule rating plan rules with the maximum credits and debits, the criteria for each, and the premium effect of the plan on the in-force book, and confirm that the plan is applied uniformly.',
    reply: () =>
      'The plan rules with maximum credits and debits of 25% and the criteria for each are in the rule pages; the net effect on the in-force book is a 3.1% credit, shown in Exhibit 17.',
  },
];
