// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { briefReport } from '#tests/support/factories/brief-report.ts';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { BriefReportSections } from './brief-report-sections.tsx';

afterEach(cleanup);

describe('BriefReportSections', () => {
  it("keeps the summary's tracking numbers on one line without changing the text", async () => {
    const paragraph = 'The largest increase is CAHG-133543215 at +12.0%, filed by Alpha.';
    const report = briefReport({ executiveSummary: [paragraph] });
    await renderPage(() => <BriefReportSections report={report} />, { path: '/brief-builder' });
    const summary = await screen.findByTestId('brief-summary');
    const number = within(summary).getByText('CAHG-133543215');
    expect(number.style.whiteSpace).toBe('nowrap');
    expect(summary.textContent).toBe(paragraph);
  });
});
