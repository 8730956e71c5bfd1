import {
  IconChartBar,
  IconFileDiff,
  IconGavel,
  IconNotes,
  IconSearch,
  IconSql,
} from '@tabler/icons-react';

/** What the landing page promises; each entry is a real area of the product. */
export const LANDING_FEATURES = [
  {
    icon: IconSearch,
    title: 'Search every filing',
    text: 'Full-text search across filings, objection letters, summaries, rating factors and the filing PDFs themselves.',
  },
  {
    icon: IconChartBar,
    title: 'See where rates move',
    text: 'Premium-weighted rate changes by state, carrier and line of business, with drill-down to the filings behind every number.',
  },
  {
    icon: IconGavel,
    title: 'Understand regulators',
    text: 'DOI reviewer leaderboards, days to approval and the objections reviewers raise, with draft replies built from your figures.',
  },
  {
    icon: IconFileDiff,
    title: 'Compare filings',
    text: 'Side-by-side diffs of two filings: rate figures, rating factors and relativities, objections and descriptions.',
  },
  {
    icon: IconSql,
    title: 'Ask your own questions',
    text: 'A safe, read-only SQL workbench over the filing data, with plain-English questions translated to SQL.',
  },
  {
    icon: IconNotes,
    title: 'Brief your managers',
    text: 'Intelligence briefs with executive summaries, key metrics and notable filings, exported to PDF or Markdown.',
  },
] as const;
