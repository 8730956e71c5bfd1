import { z } from 'zod';
import {
  DATE_BASES,
  FILTER_LIST_FIELDS,
  type FilingFilters,
} from '../filings/filing-filters-schema.ts';
import { type FilingSort, filingSortSchema } from '../filings/filing-sort.ts';
import { filingFiltersSchema } from '../filings/resolve-filing-filters.ts';

const DATE_PARAM = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const ALLOWED = new Set<string>([
  ...FILTER_LIST_FIELDS,
  'startDate',
  'endDate',
  'dateBasis',
  'sortField',
  'sortDirection',
]);

function parseDateParam(value: string | null, name: string) {
  if (value === null || value === '') return undefined;
  const m = DATE_PARAM.exec(value);
  if (!m) {
    throw new z.ZodError([
      {
        code: 'custom',
        message: `${name} must be YYYY, YYYY-MM or YYYY-MM-DD`,
        path: [name],
        input: value,
      },
    ]);
  }
  return { year: Number(m[1]), month: Number(m[2] ?? 0), day: Number(m[3] ?? 0) };
}

/** `dateBasis` (effective | submitted | disposition) as the proto number; anything else is refused. */
function parseDateBasisParam(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const index = (DATE_BASES as readonly string[]).indexOf(value);
  if (index < 0) {
    throw new z.ZodError([
      {
        code: 'custom',
        message: `dateBasis must be one of ${DATE_BASES.join(', ')}`,
        path: ['dateBasis'],
        input: value,
      },
    ]);
  }
  return index + 1;
}

/**
 * The filter and sort of a CSV export link: the filings table's URL parameters, i.e. repeated
 * carriers, linesOfBusiness, states, subTois, dispositionStatuses, filingTypes, companies,
 * productNames; startDate / endDate as YYYY[-MM[-DD]] on the date of dateBasis (effective |
 * submitted | disposition; effective when absent); sortField (snake_case) and sortDirection
 * (ascending | descending). Unknown parameters are refused.
 */
export function parseExportQuery(params: URLSearchParams): {
  filters: FilingFilters;
  sort: FilingSort;
} {
  for (const key of params.keys()) {
    if (!ALLOWED.has(key)) {
      throw new z.ZodError([
        {
          code: 'custom',
          message: `Unknown export parameter: ${key.slice(0, 40)}`,
          path: [key],
          input: key,
        },
      ]);
    }
  }
  const lists = Object.fromEntries(FILTER_LIST_FIELDS.map((f) => [f, params.getAll(f)]));
  const filters = filingFiltersSchema.parse({
    ...lists,
    startDate: parseDateParam(params.get('startDate'), 'startDate'),
    endDate: parseDateParam(params.get('endDate'), 'endDate'),
    dateBasis: parseDateBasisParam(params.get('dateBasis')),
  });
  const direction = params.get('sortDirection') ?? 'descending';
  const sort = filingSortSchema('filings').parse({
    field: params.get('sortField') ?? '',
    direction: direction === 'ascending' || direction === 'descending' ? direction : 'unspecified',
  });
  return { filters, sort };
}
