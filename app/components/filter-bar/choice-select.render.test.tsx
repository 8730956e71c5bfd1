// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceSelect } from './choice-select.tsx';

afterEach(cleanup);

const CHOICES = Array.from({ length: 40 }, (_, i) => ({ value: `F${i}`, label: `Factor ${i}` }));

describe('ChoiceSelect', () => {
  it('keeps only the picked choice while closed and renders every choice once opened', async () => {
    const opened = vi.fn();
    render(
      <MantineProvider>
        <ChoiceSelect
          label="Rating factor"
          data={CHOICES}
          value="F7"
          onChange={() => {}}
          onDropdownOpen={opened}
        />
      </MantineProvider>,
    );
    const input = screen
      .getAllByLabelText('Rating factor')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!(input instanceof HTMLInputElement)) throw new Error('no field');
    expect(input.value).toBe('Factor 7');
    expect(document.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(1);
    fireEvent.click(input);
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(40));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
