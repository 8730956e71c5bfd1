// @vitest-environment happy-dom
import { MantineProvider, Title } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionCard } from './section-card.tsx';

afterEach(cleanup);

describe('SectionCard', () => {
  it('is a region named by its heading, with its test id', () => {
    render(
      <MantineProvider>
        <SectionCard labelledBy="trend-heading" testId="trend">
          <Title order={2} id="trend-heading">
            Filings per month
          </Title>
        </SectionCard>
      </MantineProvider>,
    );
    const region = screen.getByRole('region', { name: 'Filings per month' });
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('data-testid')).toBe('trend');
  });
});
