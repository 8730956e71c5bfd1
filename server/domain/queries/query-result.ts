import type { JsonCell } from './to-json-cell.ts';

export type ResultColumn = { name: string; type: 'string' | 'number'; rawType: string };

/** The outcome of a custom query, free of protobuf. `errorPosition` is 1-based, 0 when unknown. */
export type QueryRunResult = {
  columns: ResultColumn[];
  rows: Record<string, JsonCell>[];
  errorMessage: string;
  errorPosition: number;
  truncated: boolean;
  /** Why the result was cut (row cap or byte cap); empty when it was not. */
  truncatedReason: string;
  durationMs: number;
};

export function failedResult(message: string, position: number, started: number): QueryRunResult {
  return {
    columns: [],
    rows: [],
    errorMessage: message,
    errorPosition: position,
    truncated: false,
    truncatedReason: '',
    durationMs: Math.round(performance.now() - started),
  };
}
