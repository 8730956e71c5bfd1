import {
  IconBell,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconChartBar,
  IconFileDiff,
  IconFileText,
  IconGavel,
  IconHome,
  IconMap,
  IconNotes,
  IconSearch,
  IconSql,
  IconUpload,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type NavItem = {
  to: string;
  label: string;
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
};

/** Every protected area of the product, in sidebar order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: 'Home', description: 'Latest filings and biggest moves', icon: IconHome },
  {
    to: '/filings',
    label: 'Filings',
    description: 'Filter, sort and export filings',
    icon: IconFileText,
  },
  {
    to: '/search',
    label: 'Search',
    description: 'Full-text search of filings and documents',
    icon: IconSearch,
  },
  { to: '/state', label: 'State', description: 'One state under the microscope', icon: IconMap },
  {
    to: '/single-carrier',
    label: 'Single carrier',
    description: 'A carrier across states and lines',
    icon: IconBuildingSkyscraper,
  },
  {
    to: '/multi-carrier',
    label: 'Multi carrier',
    description: 'Carriers side by side',
    icon: IconBuildingBank,
  },
  {
    to: '/rating-factors',
    label: 'Rating factors',
    description: 'What factors change and by how much',
    icon: IconChartBar,
  },
  {
    to: '/doi',
    label: 'DOI reviewers',
    description: 'Regulator reviewers and approval speed',
    icon: IconUsersGroup,
  },
  {
    to: '/objections',
    label: 'Objections',
    description: 'Objection letters, themes and replies',
    icon: IconGavel,
  },
  { to: '/diff', label: 'Filing diff', description: 'Compare two filings', icon: IconFileDiff },
  {
    to: '/custom-query',
    label: 'Custom query',
    description: 'SQL and plain-English questions',
    icon: IconSql,
  },
  {
    to: '/watchlists',
    label: 'Watchlists',
    description: 'Alerts when matching filings change',
    icon: IconBell,
  },
  {
    to: '/brief-builder',
    label: 'Brief builder',
    description: 'Intelligence briefs for managers',
    icon: IconNotes,
  },
];

/** The upload page, for users allowed to import filings only (docs/decisions/029-filing-upload.md). */
export const IMPORT_NAV_ITEM: NavItem = {
  to: '/import',
  label: 'Import filings',
  description: 'Upload SERFF filing PDFs',
  icon: IconUpload,
};

/** The sidebar's areas for a user: every area, plus the upload page when they may import. */
export function navItemsFor({ canImport }: { canImport: boolean }): readonly NavItem[] {
  return canImport ? [...NAV_ITEMS, IMPORT_NAV_ITEM] : NAV_ITEMS;
}
