import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { ExtractedValue } from '#gen/ratefiling/v1/import_service_pb.ts';
import { extractedValuesQueryOptions } from './extracted-values-query.ts';

/** The citations of the filing on screen: its PDF link and its extracted values by field path. */
export type Citations = {
  serffTrackingNumber: string;
  pdfLink: string;
  byPath: ReadonlyMap<string, ExtractedValue>;
};

export const CitationsContext = createContext<Citations | null>(null);

/** The citations of the page's filing, or null (not imported, not loaded yet, or outside one). */
export function useCitations(): Citations | null {
  return useContext(CitationsContext);
}

/**
 * Whether a figure is stated: always for a filing not imported from a PDF; for an imported one,
 * when the PDF stated one of `paths` (a value read, or corrected). A figure an imported PDF does
 * not state is shown as not stated, never as 0 (the api sends an absent figure as 0).
 */
export function isStated(citations: Citations | null, paths: readonly string[]): boolean {
  return citations === null || paths.some((p) => citations.byPath.has(p));
}

/**
 * Loads the filing's extracted values and gives them to every figure under it, which then shows
 * where it was read ("p. N"). The page does not wait for them: figures show their citations
 * when they arrive, and a filing not imported from a PDF shows none.
 */
export function CitationsProvider({
  serffTrackingNumber,
  pdfLink,
  children,
}: {
  serffTrackingNumber: string;
  pdfLink: string;
  children: ReactNode;
}) {
  const { data } = useQuery(extractedValuesQueryOptions(useRpc(), serffTrackingNumber));
  const value = useMemo<Citations | null>(
    () =>
      data && data.length > 0
        ? { serffTrackingNumber, pdfLink, byPath: new Map(data.map((v) => [v.fieldPath, v])) }
        : null,
    [data, serffTrackingNumber, pdfLink],
  );
  return <CitationsContext.Provider value={value}>{children}</CitationsContext.Provider>;
}
