import type { TextDiffSegment } from './diff-words.ts';

/** A figure of both filings and B minus A (null when either is missing). */
export type FigureDelta = {
  metric: string;
  label: string;
  a: number | null;
  b: number | null;
  delta: number | null;
};

export type DiffFactor = {
  company: string | null;
  name: string;
  category: string;
  relativityBefore: number | null;
  relativityAfter: number | null;
  change: number;
};

/** The report_json of CreateDiff (documented in docs/intelligence.md). */
export type DiffReport = {
  a: DiffSide;
  b: DiffSide;
  header: { field: string; label: string; a: string; b: string; changed: boolean }[];
  overall: FigureDelta[];
  companies: { company: string; presentIn: 'both' | 'a' | 'b'; figures: FigureDelta[] }[];
  ratingFactors: {
    added: DiffFactor[];
    removed: DiffFactor[];
    changed: {
      company: string | null;
      name: string;
      category: string;
      a: DiffFactor;
      b: DiffFactor;
      relativityAfterDelta: number | null;
      changeDelta: number;
    }[];
    unchanged: number;
  };
  supplementalMetrics: {
    company: string;
    coverage: string;
    presentIn: 'both' | 'a' | 'b';
    figures: FigureDelta[];
  }[];
  objections: {
    a: { count: number; themes: string[] };
    b: { count: number; themes: string[] };
    common: string[];
    onlyA: string[];
    onlyB: string[];
  };
  description: { a: string; b: string; segments: TextDiffSegment[] };
};

export type DiffSide = {
  serffTrackingNumber: string;
  productName: string;
  carrier: string;
  state: string;
  lineOfBusiness: string;
};
