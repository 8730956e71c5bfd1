// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';
import { ExtractedValueSchema } from '#gen/ratefiling/v1/import_service_pb.ts';
import { CitationsContext } from './citations-context.tsx';
import { Cite } from './cite.tsx';

afterEach(cleanup);

const TN = 'ACME-100000001';
const values = [
  create(ExtractedValueSchema, {
    fieldPath: 'filing.state',
    value: 'TX',
    page: 1,
    box: { x: 46, y: 701.5, width: 12.25, height: 9 },
    confidence: 0.98,
    correctable: true,
  }),
  create(ExtractedValueSchema, {
    fieldPath: 'company[Acme].written_premium_for_program',
    value: '1250000',
    page: 4,
    confidence: 0.72,
    lowConfidence: true,
    correctable: true,
  }),
];

function renderCite(paths: string[], what: string) {
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <CitationsContext.Provider
        value={{
          serffTrackingNumber: TN,
          pdfLink: `filings/${TN}.pdf`,
          byPath: new Map(values.map((v) => [v.fieldPath, v])),
        }}
      >
        <Cite paths={paths} what={what} />
      </CitationsContext.Provider>
    </MantineProvider>,
  );
}

describe('a figure citing its page of the PDF', () => {
  it('links to the page with the box the value was printed in highlighted, and offers a correction', () => {
    renderCite(['filing.state'], 'state');
    const link = screen.getByRole('link', { name: 'p. 1: the state in the filing PDF (new tab)' });
    expect(link.getAttribute('href')).toBe(
      `/documents/filings/${TN}.pdf?page=1&box=46%2C701.5%2C12.25%2C9#page=1`,
    );
    expect(link.textContent).toBe('p. 1');
    expect(screen.queryByTestId('low-confidence')).toBeNull();
    expect(screen.getByRole('button', { name: 'Correct the state' })).toBeTruthy();
  });

  it('flags a low-confidence value with its confidence and page (its words highlighted when it has no box)', () => {
    renderCite(['company[Acme]', 'company[Acme].written_premium_for_program'], 'Acme figures');
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `/documents/filings/${TN}.pdf?page=4&hl=1+250+000#page=4`,
    );
    const flag = screen.getByRole('button', {
      name: 'check the Acme figures: extracted with confidence 0.72 (below 0.80: check it against the PDF) from p. 4',
    });
    expect(flag.textContent).toBe('check');
  });

  it('shows nothing for a figure that was not read from a PDF', () => {
    renderCite(['filing.carrier'], 'carrier');
    expect(screen.queryByTestId('citation')).toBeNull();
  });
});
