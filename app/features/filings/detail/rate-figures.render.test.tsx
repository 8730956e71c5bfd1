// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';
import { ExtractedValueSchema } from '#gen/ratefiling/v1/import_service_pb.ts';
import { CitationsContext } from './citations/citations-context.tsx';
import { RateFigures } from './rate-figures.tsx';

afterEach(cleanup);

const TN = 'ACME-100000001';
const FIGURES = {
  indicatedChange: 4.2,
  rateImpact: 3.1,
  averagePremiumChange: 0,
  writtenPremiumChange: 0,
  writtenPremiumForProgram: 0,
  policyholdersAffected: 0,
  maxChange: 9.5,
  minChange: -2,
};

const value = (fieldPath: string, text: string) =>
  create(ExtractedValueSchema, { fieldPath, value: text, page: 3, confidence: 0.98 });

function renderWith(children: ReactNode, paths: string[] | null) {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <CitationsContext.Provider
        value={
          paths === null
            ? null
            : {
                serffTrackingNumber: TN,
                pdfLink: `filings/${TN}.pdf`,
                byPath: new Map(paths.map((p) => [p, value(p, '1')])),
              }
        }
      >
        {children}
      </CitationsContext.Provider>
    </MantineProvider>,
  );
}

const figure = (label: string) => screen.getByTestId(`figure-${label}`);

describe('rate figures of a filing imported from a PDF', () => {
  it('show a figure the PDF does not state as not stated, never as 0', () => {
    renderWith(<RateFigures figures={FIGURES} citeRow="overall" />, [
      'overall.rate_impact',
      'overall.indicated_change',
      'company[Acme].max_change',
    ]);
    expect(within(figure('rate-impact')).queryByTestId('not-stated')).toBeNull();
    // The overall maximum is its companies': stated when a company states it.
    expect(within(figure('max-change')).queryByTestId('not-stated')).toBeNull();
    for (const label of [
      'written-premium',
      'avg-premium-change',
      'policyholders-affected',
      'min-change',
    ])
      expect(within(figure(label)).getByTestId('not-stated').textContent).toBe(
        '—not stated in the filing PDF',
      );
    expect(figure('written-premium').textContent).not.toContain('$0');
  });

  it('show every figure of a filing not imported from a PDF', () => {
    renderWith(<RateFigures figures={FIGURES} citeRow="overall" />, null);
    expect(screen.queryAllByTestId('not-stated')).toEqual([]);
    expect(figure('written-premium').textContent).toContain('$0');
  });
});
