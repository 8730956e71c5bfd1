/** Facts the objection and reply templates can quote. */
export type ObjectionFacts = {
  impact: string;
  indicated: string;
  maxChange: string;
  minChange: string;
  policyholders: string;
  premium: string;
  premiumChange: string;
  factor: string;
  subToi: string;
  company: string;
  state: string;
};

type Theme = {
  summary: string;
  objection: (f: ObjectionFacts) => string;
  reply: (f: ObjectionFacts) => string;
};

/** What reviewers write, per the facts file, with the filing's own figures. */
export const OBJECTION_THEMES: readonly Theme[] = [
  {
    summary: 'Missing policyholder rate-change histogram',
    objection: (f) =>
      `The filing proposes an overall rate impact of ${f.impact} with individual changes ranging from ${f.minChange} to ${f.maxChange}. Please provide an uncapped histogram of the rate changes for the ${f.policyholders} policyholders affected, and explain how it was derived.`,
    reply: (f) =>
      `Attached is the uncapped policyholder dislocation histogram for all ${f.policyholders} policyholders. The distribution was derived by re-rating the in-force book on the proposed rates; the largest change of ${f.maxChange} is driven by the ${f.factor} revision.`,
  },
  {
    summary: 'Side-by-side comparison of rates requested',
    objection: (f) =>
      `Please provide a side-by-side comparison of the current and proposed rate pages, including the ${f.factor} relativities. Red-lined manual pages are not accepted as a substitute.`,
    reply: () =>
      'A side-by-side comparison exhibit of the current and proposed rates and rules has been attached to the Supporting Documentation tab; the red-lined pages were withdrawn.',
  },
  {
    summary: 'Insufficient support for actuarial judgment',
    objection: (f) =>
      `The indicated change is ${f.indicated} but the company selected ${f.impact}. Please provide support for the actuarial judgment applied in the selection, and the basic-limits rate level indications, which were not provided.`,
    reply: (f) =>
      `The selected change of ${f.impact} was tempered from the ${f.indicated} indication to limit policyholder disruption. Basic-limits indications by coverage are now included in Exhibit 2, with the credibility standard and complement used.`,
  },
  {
    summary: 'Increased limits factor changes not justified',
    objection: () =>
      'The filing revises increased limits factors without supporting data. Please provide the loss data, trend and development used to derive the proposed increased limits factors.',
    reply: () =>
      'The increased limits factors are based on five years of countrywide loss data at limits, trended and developed to ultimate; the supporting exhibit has been added.',
  },
  {
    summary: 'Wrong TOI, sub-TOI or filing type',
    objection: (f) =>
      `This filing appears to have been cloned from a prior submission. Please confirm the TOI and sub-TOI (${f.subToi}) and the filing type, and confirm that the company name ${f.company} matches its certificate of authority.`,
    reply: (f) =>
      `The sub-TOI ${f.subToi} and filing type have been corrected on the General Information tab, and the company name now matches the certificate of authority of ${f.company}.`,
  },
  {
    summary: 'Mandatory or optional form',
    objection: () =>
      'Please state whether the endorsement is mandatory or optional. If optional and it reduces coverage, a corresponding rate reduction must be filed.',
    reply: () =>
      'The endorsement is optional. A rate credit for the reduced coverage has been added to the rule pages and the premium impact is included in the rate exhibits.',
  },
  {
    summary: 'Complete manual and territory definitions requested',
    objection: (f) =>
      `Please provide the complete rating manual for ${f.state}, including territory definitions by ZIP code. The company also requested a deemer waiver; please confirm the extension of the review period.`,
    reply: () =>
      'The complete manual with territory definitions by ZIP code is attached. The company agrees to waive the deemer period for 30 days while the review continues.',
  },
  {
    summary: 'Premium impact and data anomalies',
    objection: (f) =>
      `The filing states a written premium change of ${f.premiumChange} on ${f.premium} of written premium. Please reconcile this with the rate impact of ${f.impact} and explain the anomalies in the latest accident year data.`,
    reply: (f) =>
      `The premium change of ${f.premiumChange} is calculated on the in-force written premium of ${f.premium}; the latest accident year reflects a large-loss event that was capped as described in Exhibit 5.`,
  },
];
