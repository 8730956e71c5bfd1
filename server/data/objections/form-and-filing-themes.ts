import type { ObjectionTheme } from './objection-theme.ts';
import { includesRules } from './theme-predicates.ts';

/** Themes on forms, the rule manual and the filing's own particulars. */
export const FORM_AND_FILING_THEMES: readonly ObjectionTheme[] = [
  {
    id: 'mandatory-optional-form',
    summary: 'Whether each form is mandatory or optional',
    applies: (c) => c.includesForms,
    weight: 8,
    request: () =>
      'Please state for each form and endorsement in the filing whether it is mandatory or optional, and to which policies it attaches. The Form Schedule must show this for every form.',
    reply: () =>
      'The Form Schedule has been updated to show each form as mandatory or optional and the policies to which it attaches.',
  },
  {
    id: 'optional-form-reduces-coverage',
    summary: 'Optional form reducing coverage requires a rate reduction',
    applies: (c) => c.includesForms,
    weight: 6,
    request: () =>
      'The optional endorsement reduces coverage provided by the base policy. Pursuant to the rating law, a corresponding premium credit must be filed for any reduction in coverage. Please file the credit with its support, or explain why none is needed.',
    reply: () =>
      'A premium credit for the endorsement has been added to the rule pages, with its support from the losses the excluded coverage produced in the experience period.',
  },
  {
    id: 'side-by-side-forms',
    summary: 'Side-by-side comparison of current and proposed forms',
    applies: (c) => c.includesForms,
    weight: 6,
    request: () =>
      "Please provide a side-by-side comparison of the current and proposed form language, identifying each broadening and each reduction of coverage. Red-lined copies alone do not meet the Department's filing requirements.",
    reply: () =>
      'A side-by-side comparison of the form language, identifying each change in coverage as a broadening or a reduction, is attached to the Supporting Documentation tab.',
  },
  {
    id: 'form-readability',
    summary: 'Form numbers, edition dates and readability certification',
    applies: (c) => c.includesForms,
    weight: 4,
    request: (f) =>
      `Please confirm that each form carries a unique form number and edition date, provide the readability score and certification the ${f.state} filing requirements call for, and confirm that the forms contain no blanks to be completed after issuance.`,
    reply: () =>
      'Each form now carries its form number and edition date in the footer; the readability certification with the Flesch scores is attached, and no form contains a blank to be completed later.',
  },
  {
    id: 'rule-premium-effect',
    summary: 'Premium effect of the rule changes',
    applies: (c) => includesRules(c) && !c.changesRates,
    weight: 7,
    request: (f) =>
      `The filing states an overall rate impact of ${f.impact}. Please quantify the premium effect of each rule change, by policyholders affected and premium, and explain how the changes net to no overall effect.`,
    reply: () =>
      'The rule changes affect policyholders in both directions; the exhibit attached quantifies each change and shows that they net to no overall change.',
  },
  {
    id: 'complete-manual',
    summary: 'Complete manual with territory definitions requested',
    applies: (c) => includesRules(c) || c.changesRates,
    weight: 4,
    request: (f) =>
      `Please provide the complete ${f.state} rating manual for ${f.productName}, including the territory definitions by ZIP code and every rule referenced by the rate pages, so that a premium can be calculated from the filed material alone.`,
    reply: () =>
      'The complete manual, with territory definitions by ZIP code and every referenced rule, is attached; a sample premium calculation is included.',
  },
  {
    id: 'deemer-waiver',
    summary: 'Deemer waiver requested',
    applies: (c) => c.regime === 'prior approval' || c.regime === 'flex',
    weight: 3,
    request: () =>
      'The review cannot be completed within the statutory review period. Please agree to waive the deemer provision of the rating law for 30 days from its current date; absent a waiver, the Department will have no choice but to disapprove the filing.',
    reply: () =>
      'The company agrees to waive the deemer period for 30 days while the review continues.',
  },
  {
    id: 'wrong-toi',
    summary: 'Wrong TOI, sub-TOI or filing type',
    applies: () => true,
    weight: 2,
    request: (f) =>
      `This filing appears to have been copied from a prior submission. Please confirm the type of insurance and sub-TOI (${f.subToi}) and the filing type (${f.filingType}), and correct the General Information tab if they do not describe this filing.`,
    reply: (f) =>
      `The sub-TOI ${f.subToi} is correct; the filing type has been corrected on the General Information tab to describe this ${f.filingType} filing.`,
  },
  {
    id: 'company-name',
    summary: 'Company name does not match the certificate of authority',
    applies: () => true,
    weight: 2,
    request: (f) =>
      `The company name on the filing does not match the name on the certificate of authority issued in ${f.state}. Please correct the name of ${f.companies} on the filing and on every form and rate page.`,
    reply: (f) =>
      `The name of ${f.companies} now matches the certificate of authority on the filing, the forms and the rate pages.`,
  },
  {
    id: 'effective-date',
    summary: 'Proposed effective date precedes the review',
    applies: (c) => c.regime === 'prior approval' && c.changesRates,
    weight: 3,
    request: () =>
      'The proposed effective date falls before the review can be completed. Rates may not be used in this state before they are approved. Please propose an effective date at least 30 days after approval for new business and renewals.',
    reply: () =>
      'The effective dates have been revised to 30 days after approval for new business and 45 days after approval for renewals.',
  },
];
