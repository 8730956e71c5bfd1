import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import type { CompanyMetrics, Filing } from '#gen/ratefiling/v1/filing_pb.ts';

type Expansion = {
  companiesOf: Map<string, CompanyMetrics[]>;
  expanded: readonly string[];
  toggle: (serffTrackingNumber: string) => void;
};

/**
 * The key column of one-row-per-filing mode: the tracking number, after a chevron that shows or
 * hides the companies of a filing of several (so the companies open with the Company column
 * hidden too).
 */
export function wholeFilingKeyColumn({
  companiesOf,
  expanded,
  toggle,
}: Expansion): DataTableColumn<Filing> {
  return {
    accessor: 'serff-tracking-number',
    title: 'Tracking number',
    sortable: true,
    noWrap: true,
    render: (filing) => {
      const tn = filing.serffTrackingNumber;
      const count = companiesOf.get(tn)?.length ?? 0;
      const open = expanded.includes(tn);
      return (
        <Group gap={4} wrap="nowrap">
          {count > 1 ? (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-expanded={open}
              aria-label={`${open ? 'Hide' : 'Show'} the ${count} companies of ${tn}`}
              onClick={(event) => {
                event.stopPropagation();
                toggle(tn);
              }}
            >
              {open ? (
                <IconChevronDown size={14} aria-hidden />
              ) : (
                <IconChevronRight size={14} aria-hidden />
              )}
            </ActionIcon>
          ) : (
            <span style={{ width: 22, display: 'inline-block' }} />
          )}
          <FilingLink tn={tn} />
        </Group>
      );
    },
  };
}

/**
 * The company column of one-row-per-filing mode: a filing of one company links to it; a filing
 * of several says how many, and the button shows or hides their rows.
 */
export function wholeFilingCompanyColumn({
  companiesOf,
  expanded,
  toggle,
}: Expansion): DataTableColumn<Filing> {
  return {
    accessor: 'company',
    title: 'Company',
    sortable: false,
    width: 200,
    render: (filing) => {
      const tn = filing.serffTrackingNumber;
      const companies = companiesOf.get(tn) ?? [];
      const [only] = companies;
      if (companies.length <= 1) {
        const name = only?.name ?? filing.company;
        return (
          <AnchorLink
            title={name}
            to="/filings/$serffTrackingNumber/$company"
            params={{ serffTrackingNumber: tn, company: name }}
            size="sm"
            style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {name}
          </AnchorLink>
        );
      }
      const open = expanded.includes(tn);
      return (
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          aria-expanded={open}
          aria-label={`${companies.length} companies of ${tn}`}
          leftSection={
            open ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )
          }
          onClick={(event) => {
            event.stopPropagation();
            toggle(tn);
          }}
        >
          {companies.length} companies
        </Button>
      );
    },
  };
}
