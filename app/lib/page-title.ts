import { PRODUCT_NAME } from '#app/lib/constants.ts';

/** How many values of one filter a title names before it says "3 states". */
const NAMED_VALUES = 2;

/**
 * A tab title: the page's parts, most specific first, joined with " · ", then the product
 * ("TX · Personal Auto · Filings | Rate Filing Intelligence"). Empty parts are skipped.
 */
export function pageTitle(...parts: ReadonlyArray<string | undefined | null | false>): string {
  const named = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return named.length > 0 ? `${named.join(' · ')} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** A route's `head` with the title of `pageTitle`. */
export function pageHead(...parts: ReadonlyArray<string | undefined | null | false>) {
  return { meta: [{ title: pageTitle(...parts) }] };
}

/** A filter's values for a title: "TX", "TX, CA", or "3 states" past two. */
export function titleValues(values: readonly string[] | undefined, plural: string): string {
  if (!values || values.length === 0) return '';
  return values.length <= NAMED_VALUES ? values.join(', ') : `${values.length} ${plural}`;
}

/** The filters most worth a title, in reading order: states, lines, carriers. */
export function filterTitleParts(search: {
  states?: readonly string[];
  state?: string;
  linesOfBusiness?: readonly string[];
  lineOfBusiness?: string;
  carriers?: readonly string[];
  carrier?: string;
}): string[] {
  return [
    search.state ?? titleValues(search.states, 'states'),
    search.lineOfBusiness ?? titleValues(search.linesOfBusiness, 'lines'),
    search.carrier ?? titleValues(search.carriers, 'carriers'),
  ].filter((part) => part !== '');
}
