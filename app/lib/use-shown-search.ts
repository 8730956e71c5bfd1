import { useDeferredValue } from 'react';

/**
 * The search a page's figures are drawn for: the URL's search, deferred (React's
 * useDeferredValue). When a filter changes, the page renders at once with the figures it has and
 * the filters as the URL says; the new figures render in the background and replace the old ones
 * when their answer arrives, so a slow answer never puts the skeleton in place of the page (the
 * field being typed in keeps its focus, an open list stays open). `updating` says the figures on
 * screen are for an earlier search.
 */
export function useShownSearch<S>(search: S): { search: S; updating: boolean } {
  const shown = useDeferredValue(search);
  return { search: shown, updating: shown !== search };
}
