// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCell } from './results-table.tsx';
import { TranslationNote } from './translation-note.tsx';

afterEach(cleanup);

describe('TranslationNote', () => {
  it('shows the interpretation, the confidence, the ignored words and the warning', () => {
    render(
      <MantineProvider>
        <TranslationNote
          reading={{
            interpretation: 'Average rate impact · by state · date basis: effective date',
            ignoredWords: ['roughly'],
            confidence: 0.85,
            warning: 'I ignored "roughly": check the interpretation before relying on the result.',
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('interpretation-text').textContent).toBe(
      'Average rate impact · by state · date basis: effective date',
    );
    expect(screen.getByText('confidence 85%')).toBeTruthy();
    expect(screen.getByTestId('ignored-words').textContent).toBe('ignored: roughly');
    expect(screen.getByTestId('translation-warning').textContent).toMatch(/ignored "roughly"/);
  });

  it('marks a low confidence and names what of the question was not used', () => {
    render(
      <MantineProvider>
        <TranslationNote
          reading={{
            interpretation: 'Number of filings · date basis: effective date',
            ignoredWords: ['supervisor'],
            confidence: 0.45,
            warning:
              'I did not use: "where ... supervisor": check the interpretation before relying on the result.',
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('low confidence 45%')).toBeTruthy();
    expect(screen.getByTestId('translation-warning').textContent).toBe(
      'I did not use: "where ... supervisor": check the interpretation before relying on the result.',
    );
  });

  it('shows nothing without an interpretation', () => {
    render(
      <MantineProvider>
        <TranslationNote reading={{ interpretation: '', ignoredWords: [], warning: '' }} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('translation-interpretation')).toBeNull();
  });
});

describe('formatCell', () => {
  it('groups thousands, except in years and identifiers', () => {
    expect(formatCell(1234567.5, 'total_written_premium')).toBe('1,234,567.5');
    expect(formatCell(2018, 'year')).toBe('2018');
    expect(formatCell(2018, 'filing_year')).toBe('2018');
    expect(formatCell(2018, 'extract')).toBe('2018');
    expect(formatCell(null, 'year')).toBe('—');
  });
});
