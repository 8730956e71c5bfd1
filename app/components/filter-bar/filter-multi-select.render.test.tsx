// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '#app/lib/theme.ts';
import { FilterMultiSelect } from './filter-multi-select.tsx';

afterEach(cleanup);

const OPTIONS = Array.from({ length: 50 }, (_, i) => ({ value: `Carrier ${i}`, count: 50 - i }));

function renderSelect(value: string[] = []) {
  return render(
    <MantineProvider theme={theme}>
      <FilterMultiSelect
        label="Carrier"
        placeholder="Any carrier"
        options={OPTIONS}
        value={value}
        onChange={() => {}}
      />
    </MantineProvider>,
  );
}

describe('FilterMultiSelect', () => {
  // A filter bar has up to ten of these with up to 200 choices each; kept mounted while closed,
  // their options were a third of a page change's render (issue 23, bench/navigation-profile.md).
  it('renders only the picked choices while closed, and every choice once opened', async () => {
    renderSelect(['Carrier 3']);
    expect(screen.getAllByText('Carrier 3').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(1);
    const input = screen
      .getAllByLabelText('Carrier')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!input) throw new Error('no search field');
    fireEvent.click(input);
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(50));
  });
});
