import { describe, expect, it } from 'vitest';
import { readDiffResponse } from './diff-queries.ts';

describe('readDiffResponse', () => {
  it("passes the server's reason on when there is no report", () => {
    expect(
      readDiffResponse({
        reportJson: '',
        errorMessage: 'No filing with tracking number X.',
        warnings: [],
        csv: '',
        markdown: '',
      }),
    ).toEqual({
      errorMessage: 'No filing with tracking number X.',
      warnings: [],
      report: null,
      csv: '',
      markdown: '',
    });
  });

  it('shows a report that does not match the contract as an error, not a crash', () => {
    const res = readDiffResponse({
      reportJson: JSON.stringify({ a: { serffTrackingNumber: 'X' } }),
      errorMessage: '',
      warnings: ['The filings are in different states (TX and OH).'],
      csv: '',
      markdown: '',
    });
    expect(res.report).toBeNull();
    expect(res.warnings).toEqual(['The filings are in different states (TX and OH).']);
    expect(res.errorMessage).toMatch(/^The diff report does not have the expected shape at a\./);
    expect(
      readDiffResponse({
        reportJson: 'not json',
        errorMessage: '',
        warnings: [],
        csv: '',
        markdown: '',
      }),
    ).toMatchObject({
      errorMessage: 'The diff report is not valid JSON.',
      warnings: [],
      report: null,
    });
  });
});
