import type { FilingContent } from '#server/data/model/filing-content.ts';

/**
 * The filing's figures as a letter quotes them, formatted once per filing (percentages to a tenth,
 * money in whole dollars, lists joined in prose).
 */
export type ThemeFigures = {
  trackingNumber: string;
  state: string;
  lineName: string;
  subToi: string;
  productName: string;
  filingType: string;
  impact: string;
  indicated: string;
  maxChange: string;
  minChange: string;
  premium: string;
  premiumChange: string;
  policyholders: string;
  /** The first company; `companies` names all of them in prose. */
  company: string;
  companies: string;
  /** The revised factors in prose ("Territory and Vehicle Symbol"), or "the rating factors". */
  factors: string;
  /** The coverages whose base rates change in prose, or "each coverage". */
  coverages: string;
  /** The experience period an indication of this year would use ("2019 through 2023"). */
  experiencePeriod: string;
  year: number;
};

/**
 * One objection theme: when it applies to a filing, how often reviewers raise it among the themes
 * that apply (weight), the request as a numbered item of the letter, the insurer's answer and the
 * short summary the objections table shows.
 */
export type ObjectionTheme = {
  id: string;
  summary: string;
  applies: (content: FilingContent) => boolean;
  weight: number;
  request: (f: ThemeFigures) => string;
  reply: (f: ThemeFigures) => string;
};
